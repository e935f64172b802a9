/**
 * The history of a canoe, steward, maker, race, person or place (administrators; a person's for the admin group):
 * each change in words with who, when and why, its field-by-field differences, and Revert.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation, useParams } from '../../lib/routing.tsx';
import { matchPage, paths, type PageKey } from '../../../shared/paths.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ListPage } from '../../components/ui/list-page.tsx';
import { RecordNotFound } from '../../components/ui/record-not-found.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { ChangeDifferences } from '../../features/history/change-differences.tsx';
import { ChangeList } from '../../features/history/change-list.tsx';
import { ChangeLine } from '../../features/history/change-words.tsx';
import { recordHistoryQuery, type HistoryRecord } from '../../features/history/history-queries.ts';
import { RevertButton } from '../../features/history/revert-button.tsx';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { historyArea } from '../../../shared/i18n/messages/history.ts';

/** Each history page: its record and the record's page. */
const RECORDS: Partial<Record<PageKey, { type: HistoryRecord; page: (id: number) => string }>> = {
  canoeHistory: { type: 'canoe', page: paths.canoe },
  ownerHistory: { type: 'owner', page: paths.owner },
  makerHistory: { type: 'maker', page: paths.maker },
  raceHistory: { type: 'race', page: paths.race },
  personHistory: { type: 'person', page: paths.person },
  placeHistory: { type: 'place', page: paths.place },
};

/** A history page whose record never existed: "Canoe Not Found" (`kind` the record's type, 'record' for none). */
function HistoryNotFound({ kind }: { kind: HistoryRecord | 'record' }) {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(historyArea.notFound, { kind })}
      text={t(historyArea.notFoundText)}
      backTo={paths.activity()}
      backLabel={t(historyArea.backToActivity)}
    />
  );
}

function RecordHistory({ pageKey, id }: { pageKey: PageKey; id: number }) {
  const { t } = useI18n();
  const record = RECORDS[pageKey]!;
  const query = useInfiniteQuery(recordHistoryQuery(record.type, id));
  if (isNotFound(query.error)) return <HistoryNotFound kind={record.type} />;
  // The record's name as its latest change gave it (a deleted record has no page to ask).
  const own = query.data?.pages
    .flatMap((page) => page.changes)
    .find((change) => change.record_type === record.type && change.record_id === id);
  const name = own?.record_label ?? t(historyArea.recordNumber, { kind: record.type, id: String(id) });
  return (
    <ListPage title={t(historyArea.historyOf, { name })} lead={t(historyArea.historyLead)} add={null}>
      <div className="-mt-4 mb-6">
        <BackLink to={record.page(id)}>{t(historyArea.backTo, { name })}</BackLink>
      </div>
      <ChangeList query={query} label={t(historyArea.changes)} empty={t(historyArea.noChanges)}>
        {(change) => (
          <article
            aria-label={t(historyArea.whoDidWhat, { actor: change.actor.name, summary: change.summary })}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <ChangeLine change={change} />
              {change.reverted_by_change_id === null ? <RevertButton change={change} /> : null}
            </div>
            <ChangeDifferences rows={change.rows} />
          </article>
        )}
      </ChangeList>
    </ListPage>
  );
}

export default function RecordHistoryPage() {
  const { pathname } = useLocation();
  const id = parseRecordId(useParams().id);
  const pageKey = matchPage(pathname)?.key;
  const record = pageKey ? RECORDS[pageKey] : undefined;
  if (!pageKey || !record || id === null) return <HistoryNotFound kind="record" />;
  return (
    <AccessGuard level={record.type === 'person' ? 'people' : 'admin'}>
      <RecordHistory key={`${pageKey}:${id}`} pageKey={pageKey} id={id} />
    </AccessGuard>
  );
}
