import type { ReactNode } from 'react';
import { lists } from '../../../shared/i18n/messages/lists.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EmptyState } from './empty-state.tsx';

/**
 * A list's results under its filters: the count line (a live region, so the new count is announced as the filters
 * change), then the results. While the next search loads, the old results stay on screen, dimmed and marked busy.
 */
export function ResultsRegion({
  line,
  updating,
  aside,
  children,
}: {
  line: string;
  updating: boolean;
  /** Beside the count line (a download link, say). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <p role="status" className="text-sm font-medium text-stone-700">
          {line}
        </p>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** A link to a page past the end of a paged list (it has shrunk since): how many pages there are, and the first. */
export function PastTheEnd({
  noun,
  pageCount,
  onFirstPage,
}: {
  /** 'People', 'Races'. */
  noun: string;
  pageCount: number;
  onFirstPage: () => void;
}) {
  const { t } = useI18n();
  return (
    <EmptyState title={t(lists.pastTheEnd, { noun })} text={t(lists.pageCount, { count: pageCount })}>
      <button type="button" className="btn-primary" onClick={onFirstPage}>
        {t(lists.firstPage)}
      </button>
    </EmptyState>
  );
}
