import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PAGES, paths } from '../../../shared/paths.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { RaceForm } from '../../features/races/race-form.tsx';
import { raceQuery } from '../../features/races/race-queries.ts';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const CONTAINER = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8';

function RaceFormContent({ raceId, isEdit }: { raceId: number | null; isEdit: boolean }) {
  const title = isEdit ? PAGES.raceEdit.title : PAGES.raceNew.title;
  useDocumentTitle(title);
  const query = useQuery({ ...raceQuery(raceId ?? 0), enabled: isEdit && raceId !== null });
  const race = query.data ?? null;
  const header = (
    <>
      <BackLink to={race ? paths.race(race.race_id) : paths.races()}>
        {race ? `Back to ${race.name}` : 'Back to Races'}
      </BackLink>
      <PageHeader
        title={title}
        lead={
          race
            ? `Update the name, date, place or story of ${race.name}.`
            : isEdit
              ? undefined
              : 'Record a regatta or crossing; its results are added on the race page once it is saved.'
        }
      />
    </>
  );

  if (isEdit && (raceId === null || (query.isError && !race))) {
    const notFound = raceId === null || isNotFound(query.error);
    return (
      <div className={CONTAINER}>
        {header}
        <ErrorPanel
          title={notFound ? 'Race Not Found' : undefined}
          message={`Failed to load race data: ${notFound ? 'Race not found' : query.error?.message}`}
        >
          <Link to={paths.races()} className="btn-primary">
            Back to Races
          </Link>
        </ErrorPanel>
      </div>
    );
  }
  if (isEdit && query.isPending) {
    return (
      <div className={CONTAINER}>
        {header}
        <LoadingState label="Loading race data..." />
      </div>
    );
  }
  return (
    <div className={CONTAINER}>
      {header}
      <RaceForm race={race} />
    </div>
  );
}

/** /races/new and /races/:id/edit: administrators only. */
export default function RaceFormPage() {
  const { id } = useParams();
  return (
    <AccessGuard level="admin">
      <RaceFormContent key={id ?? 'new'} raceId={parseRecordId(id)} isEdit={id !== undefined} />
    </AccessGuard>
  );
}
