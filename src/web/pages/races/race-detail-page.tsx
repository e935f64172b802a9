import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { PAGES } from '../../../shared/paths.ts';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { BackToRaces, RaceDetails } from '../../features/races/race-details.tsx';
import { raceIdFrom } from '../../features/races/race-format.ts';
import { raceQuery } from '../../features/races/race-queries.ts';
import { isNotFound } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const container = 'mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8';

function RaceNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-12 w-12 text-koa-500" />
      <h1 className="mt-4 font-display text-4xl font-bold text-koa-900">Race Not Found</h1>
      <p className="mt-4 text-stone-700">
        The race you're looking for may have been removed or never existed.
      </p>
      <div className="mt-8">
        <BackToRaces button />
      </div>
    </div>
  );
}

/** One race: its date, place and description, and its results by position. */
export default function RaceDetailPage() {
  const id = raceIdFrom(useParams().id);
  const { isAdmin } = useAuth();
  const query = useQuery({ ...raceQuery(id ?? 0), enabled: id !== null });
  const notFound = id === null || isNotFound(query.error);

  useDocumentTitle(notFound ? 'Race Not Found' : (query.data?.name ?? PAGES.race.title));

  if (notFound) return <RaceNotFound />;
  if (query.isPending) return <LoadingState label="Loading race details..." />;
  if (query.isError) {
    return (
      <div className={container}>
        <h1 className="sr-only">{PAGES.race.title}</h1>
        <ErrorPanel
          title="Could Not Load Race"
          message="Failed to load race details. Please try again later."
        >
          <BackToRaces button />
        </ErrorPanel>
      </div>
    );
  }
  return (
    <div className={container}>
      <RaceDetails race={query.data} isAdmin={isAdmin} />
    </div>
  );
}
