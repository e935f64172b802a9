import type { ReactNode } from 'react';

/**
 * A list's results under its filters: the count line (a live region, so the new count is announced as the filters
 * change), then the results. While the next search loads, the old results stay on screen, dimmed and marked busy.
 */
export function ResultsRegion({
  line,
  updating,
  children,
}: {
  line: string;
  updating: boolean;
  children: ReactNode;
}) {
  return (
    <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
      <p role="status" className="mb-4 text-sm font-medium text-stone-700">
        {line}
      </p>
      {children}
    </div>
  );
}
