/**
 * /activity: every change to the archive, newest first, filtered by record type, person, protocol and date
 * (administrators). The protocol filter lists the protocols the caller sees, and shows only when there are any.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../../lib/routing.tsx';
import { Trash2 } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { PEOPLE_ONLY_RECORD_TYPES, RECORD_TYPES } from '../../../shared/api/history.ts';
import { ListPage } from '../../components/ui/list-page.tsx';
import { FilterSelect } from '../../components/ui/filter-bar.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { ChangeList } from '../../features/history/change-list.tsx';
import { ChangeLine, RECORD_TYPE_LABELS } from '../../features/history/change-words.tsx';
import {
  activityActorsQuery,
  activityQuery,
  type ActivityFilters,
} from '../../features/history/history-queries.ts';
import { useProtocols } from '../../features/protocols/protocol-queries.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { historyArea } from '../../../shared/i18n/messages/history.ts';

const FILTERS: (keyof ActivityFilters)[] = ['record_type', 'actor', 'protocol', 'from', 'to'];

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-stone-700">
      {label}
      <input type="date" className="input w-auto" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

function Activity() {
  const { t } = useI18n();
  const { isPeopleAdmin } = useAuth();
  const [params, setParams] = useSearchParams();
  const read = (key: keyof ActivityFilters) => params.get(key) ?? '';
  const filters: ActivityFilters = {
    record_type: read('record_type'),
    actor: read('actor'),
    protocol: read('protocol'),
    from: read('from'),
    to: read('to'),
  };
  const set = (key: keyof ActivityFilters) => (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const query = useInfiniteQuery(activityQuery(filters));
  const actors = useQuery(activityActorsQuery());
  const protocols = useProtocols().data ?? [];
  // People's and accounts' changes are the admin group's only: the server leaves them out for everyone else.
  const types = RECORD_TYPES.filter((type) => isPeopleAdmin || !PEOPLE_ONLY_RECORD_TYPES.includes(type));

  return (
    <>
      {/* A select is as wide as its longest choice: held to the card's width on a phone. */}
      <form
        role="search"
        aria-label={t(historyArea.filterChanges)}
        className="card mb-6 flex flex-wrap items-center gap-3 p-4 [&_select]:max-w-full"
        onSubmit={(e) => e.preventDefault()}
      >
        <FilterSelect
          label={t(historyArea.recordType)}
          allLabel={t(historyArea.allRecordTypes)}
          options={types.map((type) => ({ value: type, label: t(RECORD_TYPE_LABELS[type]) }))}
          value={filters.record_type}
          onChange={set('record_type')}
        />
        <FilterSelect
          label={t(historyArea.person)}
          allLabel={t(historyArea.allPeople)}
          options={(actors.data ?? []).map((actor) => ({ value: String(actor.user_id), label: actor.name }))}
          value={filters.actor}
          onChange={set('actor')}
        />
        {protocols.length ? (
          <FilterSelect
            label={t(historyArea.protocol)}
            allLabel={t(historyArea.allProtocols)}
            options={protocols.map((protocol) => ({
              value: String(protocol.protocol_id),
              label: protocol.name,
            }))}
            value={filters.protocol}
            onChange={set('protocol')}
          />
        ) : null}
        <DateFilter label={t(historyArea.from)} value={filters.from} onChange={set('from')} />
        <DateFilter label={t(historyArea.to)} value={filters.to} onChange={set('to')} />
        {FILTERS.some((key) => filters[key]) ? (
          <button type="button" className="btn-secondary" onClick={() => setParams({}, { replace: true })}>
            {t(historyArea.resetFilters)}
          </button>
        ) : null}
      </form>
      <ChangeList query={query} label={t(historyArea.changes)} empty={t(historyArea.noChangesMatch)}>
        {(change) => <ChangeLine change={change} linkRecord />}
      </ChangeList>
    </>
  );
}

export default function ActivityPage() {
  const { t } = useI18n();
  return (
    <AccessGuard level="admin">
      <ListPage title={t(pages.activityTitle)} lead={t(historyArea.activityLead)} add={null}>
        <p className="-mt-4 mb-6">
          <Link to={paths.deleted()} className="link inline-flex items-center gap-1 font-medium">
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t(pages.deletedTitle)}
          </Link>
        </p>
        <Activity />
      </ListPage>
    </AccessGuard>
  );
}
