import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { ListPage } from '../../components/ui/list-page.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { RaceFilters } from '../../features/races/race-filters.tsx';
import { RaceListResults } from '../../features/races/race-list-results.tsx';
import { raceYearsQuery } from '../../features/races/race-queries.ts';
import { useRaceFilters } from '../../features/races/use-race-filters.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** Races the canoes have paddled, searchable by name and filtered by year. */
export default function RaceListPage() {
  const { t } = useI18n();
  const { isAdmin } = useAuth();
  const filters = useRaceFilters();
  // The year filter still works without its list (All Years plus the chosen year), so a failure here is quiet.
  const years = useQuery(raceYearsQuery());

  return (
    <ListPage
      title={t(pages.racesTitle)}
      lead={t(racesArea.listLead)}
      add={isAdmin ? { to: paths.raceNew(), label: t(racesArea.addRace) } : null}
    >
      <RaceFilters
        text={filters.text}
        onTextChange={filters.setText}
        resetKey={filters.resetKey}
        year={filters.params.year}
        years={years.data ?? []}
        onYearChange={filters.setYear}
        filtered={filters.filtered}
        onClear={filters.clear}
      />
      <RaceListResults
        params={filters.params}
        filtered={filters.filtered}
        onClear={filters.clear}
        onPageChange={filters.setPage}
      />
    </ListPage>
  );
}
