/** A list of changes paged by cursor: the first load, each change as its screen shows it, and Load More. */
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ListStatus } from '../../components/ui/list-page.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import type { ChangeSummary } from '../../../shared/api/history.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { historyArea } from '../../../shared/i18n/messages/history.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';

interface Page<T> {
  changes: T[];
  next_cursor: number | null;
}

export function ChangeList<T extends ChangeSummary>({
  query,
  label,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The list's name for screen readers ('Changes'). */
  label: string;
  empty: string;
  children: (change: T) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <ListStatus
      data={query.data}
      pending={query.isPending}
      error={query.isError && !query.data}
      loading={t(historyArea.loadingChanges)}
      failure={t(historyArea.loadChangesFailed)}
    >
      {(data) => {
        const changes = data.pages.flatMap((page) => page.changes);
        if (changes.length === 0) return <EmptyState title={empty} />;
        return (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : ''}>
            <ol aria-label={label} className="space-y-4">
              {changes.map((change) => (
                <li key={change.change_id} className="card p-4 sm:p-5">
                  {children(change)}
                </li>
              ))}
            </ol>
            {query.hasNextPage ? (
              <div className="mt-8 text-center">
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? t(ui.loading) : t(historyArea.loadMoreChanges)}
                </button>
              </div>
            ) : null}
          </div>
        );
      }}
    </ListStatus>
  );
}
