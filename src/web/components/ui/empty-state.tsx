import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** Nothing to show: a titled note, with the next step if there is one. */
export function EmptyState({
  title,
  text,
  icon: Icon,
  children,
  headingLevel = 2,
}: {
  title: string;
  text?: string;
  icon?: LucideIcon;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rounded-lg border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {Icon ? <Icon aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-stone-400" /> : null}
      <Heading className="text-lg font-semibold text-stone-800">{title}</Heading>
      {text ? <p className="mt-2 text-stone-600">{text}</p> : null}
      {children ? <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
