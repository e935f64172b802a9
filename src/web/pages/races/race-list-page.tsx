import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { PAGES, paths } from '../../../shared/paths.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { RaceFilters } from '../../features/races/race-filters.tsx';
import { RaceListResults } from '../../features/races/race-list-results.tsx';
import { raceYearsQuery } from '../../features/races/race-queries.ts';
import { useRaceFilters } from '../../features/races/use-race-filters.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Races the canoes have paddled, searchable by name and filtered by year. */
export default function RaceListPage() {
  useDocumentTitle(PAGES.races.title);
  const { isAdmin } = useAuth();
  const filters = useRaceFilters();
  // The year filter still works without its list (All Years plus the chosen year), so a failure here is quiet.
  const years = useQuery(raceYearsQuery());

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title="Races"
        lead="Regattas, sprints and channel crossings the koa canoes of the registry have paddled, with their results."
        actions={
          isAdmin ? (
            <Link to={paths.raceNew()} className="btn-primary">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add New Race
            </Link>
          ) : null
        }
      />
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
    </div>
  );
}
