import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../lib/routing.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ErrorPanel, TryAgainButton } from '../../components/ui/error-panel.tsx';
import { RecordNotFound } from '../../components/ui/record-not-found.tsx';
import { placeMapQuery } from '../../features/places/place-queries.ts';
import { IslandPlaces } from '../../features/places/places-views.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ISLAND_NAMES, isIsland, type Island } from '../../../shared/islands.ts';
import { paths } from '../../../shared/paths.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';

/** An island's page (decision 030): "Canoes of Molokaʻi", its map, its places and its canoes in the registry. */
function IslandContent({ island }: { island: Island }) {
  const translator = useI18n();
  const { t } = translator;
  const name = ISLAND_NAMES[island];
  const named = { island: <span lang="haw">{name}</span> };
  // As the server writes it into the page's head.
  useDocumentTitle(t(placesArea.islandTitle, { island: name }));
  const map = useQuery(placeMapQuery(island));
  const shape = map.data?.islands.find((drawn) => drawn.island === island);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to={paths.places()}>{t(placesArea.allIslands)}</BackLink>
      <PageHeader
        title={withParts(translator, placesArea.islandTitle, {}, named)}
        lead={
          map.data
            ? withParts(
                translator,
                placesArea.islandLead,
                {
                  places: map.data.places.length,
                  canoes: shape?.canoe_count ?? 0,
                },
                named,
              )
            : null
        }
      />
      {map.isPending ? (
        <LoadingState label={t(placesArea.loading)} />
      ) : map.isError ? (
        <ErrorPanel message={t(placesArea.loadFailed)}>
          <TryAgainButton />
        </ErrorPanel>
      ) : (
        <IslandPlaces island={island} name={name} map={map.data} />
      )}
    </div>
  );
}

export default function IslandPage() {
  const { t } = useI18n();
  const island = useParams().island;
  if (!isIsland(island)) {
    return (
      <RecordNotFound
        title={t(pages.pageNotFoundTitle)}
        backTo={paths.places()}
        backLabel={t(placesArea.backToPlaces)}
      />
    );
  }
  return <IslandContent key={island} island={island} />;
}
