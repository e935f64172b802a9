/**
 * The registry's search in what was said (decision 035): under the canoes a text finds, the lines of recordings'
 * transcripts that say it, each a link to the canoe's Stories tab at that line, where its player waits at its time.
 * A chunk of its own, fetched once the page is idle: the registry's first load does not carry it.
 */
import { useQuery } from '@tanstack/react-query';
import { Mic } from 'lucide-react';
import { recordingApi } from '../../../../shared/api/routes.ts';
import { paths } from '../../../../shared/paths.ts';
import { recordingsArea as words } from '../../../../shared/i18n/messages/recordings.ts';
import { api } from '../../../lib/api.ts';
import { Link } from '../../../lib/routing.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { lineId } from './line-address.ts';

export function SaidInRecordings({ q }: { q: string }) {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: ['recordings', 'lines', q],
    queryFn: ({ signal }) => api.call(recordingApi.searchRecordingLines, { query: { q }, signal }),
  });
  const lines = query.data ?? [];
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="said-in-recordings" className="mt-8">
      <h2 id="said-in-recordings" className="flex items-center gap-2 text-lg font-semibold text-koa-900">
        <Mic aria-hidden="true" className="h-5 w-5" />
        {t(words.saidHeading)}
      </h2>
      <ul className="mt-3 space-y-2">
        {lines.map((line) => (
          <li key={`${line.recording_id}-${line.start}`}>
            <Link
              to={`${paths.canoe(line.canoe_id, 'stories')}#${lineId(line.recording_id, line.start)}`}
              className="card block p-4 hover:bg-koa-50"
            >
              <span className="block text-stone-900">“{line.text}”</span>
              <span className="mt-1 block text-sm text-stone-600">
                {t(words.saidWhere, {
                  canoe: line.canoe_name ?? t(words.unnamedCanoe, { id: line.canoe_id }),
                  title: line.title,
                  time: line.time,
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
