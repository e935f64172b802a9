import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { ListPage, ListStatus } from '../../components/ui/list-page.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { PeopleFilterBar } from '../../features/people/people-filter-bar.tsx';
import {
  readPeopleListState,
  RESET_PEOPLE_PARAMS,
  sortChanges,
} from '../../features/people/people-list-params.ts';
import { peopleListQuery } from '../../features/people/people-queries.ts';
import { PeopleResults } from '../../features/people/people-results.tsx';
import { useSearchParamState } from '../../lib/use-search-param-state.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';

function PersonListContent() {
  const { t } = useI18n();
  const { params, update, reset: resetParams, resetKey } = useSearchParamState();
  const state = readPeopleListState(params);
  const query = useQuery(peopleListQuery(state));
  const reset = () => resetParams(RESET_PEOPLE_PARAMS);

  return (
    <ListPage
      title={t(pages.peopleTitle)}
      lead={t(peopleArea.lead)}
      add={{ to: paths.personNew(), label: t(peopleArea.addPerson) }}
    >
      <PeopleFilterBar state={state} onChange={update} onReset={reset} resetKey={resetKey} />
      <ListStatus
        data={query.data}
        pending={query.isPending}
        error={query.isError}
        loading={t(peopleArea.loadingPeople)}
        failure={t(peopleArea.listFailed)}
      >
        {(data) => (
          <PeopleResults
            people={data.items}
            total={data.total}
            state={state}
            updating={query.isPlaceholderData}
            onSort={(sort) => update(sortChanges(sort))}
            onClearFilters={reset}
            onFirstPage={() => update({ page: null })}
          />
        )}
      </ListStatus>
    </ListPage>
  );
}

/** /people (spec §2 "People"): the group named admin only. */
export default function PersonListPage() {
  return (
    <AccessGuard level="people">
      <PersonListContent />
    </AccessGuard>
  );
}
