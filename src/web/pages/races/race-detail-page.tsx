import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { RecordNotFound } from '../../components/ui/record-not-found.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { RaceDetails } from '../../features/races/race-details.tsx';
import { raceQuery } from '../../features/races/race-queries.ts';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n } from '../../lib/i18n.tsx';

// Administrators' controls (deletes, Add Result) are their own chunk: visitors never download them.
const RaceAdminView = lazy(() => import('../../features/races/race-admin-view.tsx'));

function RaceNotFound() {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(pages.raceNotFoundTitle)}
      text={t(racesArea.notFoundText)}
      backTo={paths.races()}
      backLabel={t(racesArea.backToRaces)}
    />
  );
}

/** One race: its date, place and description, and its results by position. */
export default function RaceDetailPage() {
  const { t } = useI18n();
  const id = parseRecordId(useParams().id);
  const { isAdmin } = useAuth();
  const query = useQuery({ ...raceQuery(id ?? 0), enabled: id !== null });
  const notFound = id === null || isNotFound(query.error);

  useDocumentTitle(notFound ? t(pages.raceNotFoundTitle) : (query.data?.name ?? t(pages.raceTitle)));

  if (notFound) return <RaceNotFound />;
  if (query.isPending) return <LoadingState label={t(racesArea.loadingRace)} />;
  if (query.isError) {
    return (
      <RecordLoadError
        heading={t(pages.raceTitle)}
        title={t(racesArea.loadRaceFailedTitle)}
        message={t(racesArea.loadRaceFailed)}
        backTo={paths.races()}
        backLabel={t(racesArea.backToRaces)}
      />
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {isAdmin ? (
        <Suspense fallback={<RaceDetails race={query.data} isAdmin />}>
          <RaceAdminView race={query.data} />
        </Suspense>
      ) : (
        <RaceDetails race={query.data} isAdmin={false} />
      )}
    </div>
  );
}
