import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../lib/routing.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { RecordNotFound } from '../../components/ui/record-not-found.tsx';
import { PlaceDetailView } from '../../features/places/place-detail-view.tsx';
import { placeQuery } from '../../features/places/place-queries.ts';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../../shared/paths.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../lib/i18n.tsx';

function PlaceNotFound() {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(pages.placeNotFoundTitle)}
      text={t(placesArea.placeNotFoundText)}
      backTo={paths.places()}
      backLabel={t(placesArea.backToPlaces)}
    />
  );
}

/** A place (decision 030): rendered on the server, as every record's public page; its title is its name. */
function PlaceContent({ placeId }: { placeId: number }) {
  const { t } = useI18n();
  const query = useQuery(placeQuery(placeId));
  const missing = isNotFound(query.error);
  useDocumentTitle(query.data?.name ?? (missing ? t(pages.placeNotFoundTitle) : t(pages.placeTitle)));

  if (missing) return <PlaceNotFound />;
  if (query.isPending) return <LoadingState label={t(placesArea.placeLoading)} />;
  if (query.isError) {
    return (
      <RecordLoadError
        heading={t(pages.placeTitle)}
        message={t(placesArea.placeLoadFailed)}
        backTo={paths.places()}
        backLabel={t(placesArea.backToPlaces)}
      />
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PlaceDetailView place={query.data} />
    </div>
  );
}

export default function PlaceDetailPage() {
  const placeId = parseRecordId(useParams().id);
  if (placeId === null) return <PlaceNotFound />;
  return <PlaceContent key={placeId} placeId={placeId} />;
}
