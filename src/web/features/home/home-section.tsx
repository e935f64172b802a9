import type { ReactNode } from 'react';

/** A titled band of the home page (a named region, so screen-reader users can jump between them). */
export function HomeSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'white' | 'koa';
  children: ReactNode;
}) {
  const band = { plain: '', white: 'bg-white', koa: 'bg-koa-100/60' }[tone];
  return (
    <section aria-labelledby={id} className={band}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={id} className="font-display text-3xl font-bold text-koa-900 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-stone-700">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** An icon, a short title (h3) and a few lines: the three-part blocks of the home page. */
export function PillarCard({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex h-12 w-12 items-center justify-center rounded-full bg-ocean-100 text-ocean-700">
        {icon}
      </div>
      <h3 className="mt-4 font-display text-xl font-semibold text-koa-900">{title}</h3>
      <div className="mt-2 flex-1 text-stone-700">{children}</div>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
