/**
 * The canoe page's Recent Activity box (spec §2, administrators' sidebar): the last five changes to the canoe
 * and its rows, in words, with who and when, and the way to its full history. Its own chunk: visitors never
 * download it.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/routing.tsx';
import { History } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { ChangeLine } from './change-words.tsx';
import { recentActivityQuery } from './history-queries.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { historyArea } from '../../../shared/i18n/messages/history.ts';

export default function RecentActivityBox({ canoeId }: { canoeId: number }) {
  const { t } = useI18n();
  const query = useQuery(recentActivityQuery(canoeId));
  return (
    <section aria-labelledby="recent-activity-heading" className="card p-5">
      <h2 id="recent-activity-heading" className="flex items-center gap-2 text-lg font-semibold text-koa-900">
        <History aria-hidden="true" className="h-5 w-5 text-koa-600" />
        {t(historyArea.recentActivity)}
      </h2>
      {query.isPending ? (
        <p className="mt-3 text-stone-600">{t(historyArea.loadingRecent)}</p>
      ) : query.isError ? (
        <p className="mt-3 text-red-800">{t(historyArea.loadRecentFailed)}</p>
      ) : query.data.length === 0 ? (
        <p className="mt-3 text-stone-600">{t(historyArea.noRecent)}</p>
      ) : (
        <ol className="mt-3 space-y-3 text-sm">
          {query.data.map((change) => (
            <li key={change.change_id}>
              <ChangeLine change={change} />
            </li>
          ))}
        </ol>
      )}
      <Link to={paths.canoeHistory(canoeId)} className="link mt-4 inline-block font-medium">
        {t(historyArea.viewFullHistory)}
      </Link>
    </section>
  );
}
