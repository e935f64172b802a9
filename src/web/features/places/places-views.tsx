/**
 * The public pages of places (decision 030): the map of all islands with the list beside it (below it on a phone),
 * and one island's map with its places. The map and the list hold the same places; the list is the way for
 * keyboards and screen readers.
 */
import type { PlaceMap } from '../../../shared/api/places.ts';
import { type Island } from '../../../shared/islands.ts';
import { paths } from '../../../shared/paths.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';
import { Link } from '../../lib/routing.tsx';
import { IslandMap } from './island-map.tsx';
import { islandsOf, markHref, PLACE_LIST_ID } from './map-marks.ts';
import { PlaceItems, PlacesByIsland } from './place-list.tsx';

/** Map beside list from 1024 px; the list under the map below that. */
const SIDE_BY_SIDE = 'grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start';

/** /places: every island, each a link to its page; each mark to its place, or to the island whose places it gathers. */
export function PlacesOverview({ map }: { map: PlaceMap }) {
  const { t } = useI18n();
  const islandOf = islandsOf(map.places);
  return (
    <div className={SIDE_BY_SIDE}>
      <div className="card p-3 sm:p-4 print:break-inside-avoid">
        <IslandMap
          map={map}
          label={t(placesArea.mapLabel)}
          markHref={(mark) => markHref(mark, islandOf)}
          islandLinks
        />
      </div>
      <PlacesByIsland map={map} />
    </div>
  );
}

/** An island's page: its map, its places, and its canoes in the registry. */
export function IslandPlaces({ island, name, map }: { island: Island; name: string; map: PlaceMap }) {
  const translator = useI18n();
  const { t } = translator;
  const islandOf = islandsOf(map.places);
  const named = { island: <span lang="haw">{name}</span> };
  return (
    <div className={SIDE_BY_SIDE}>
      <div className="card p-3 sm:p-4 print:break-inside-avoid">
        <IslandMap
          map={map}
          label={t(placesArea.mapIslandLabel, { island: name })}
          markHref={(mark) => markHref(mark, islandOf, 'list-here')}
        />
      </div>
      <section aria-labelledby={PLACE_LIST_ID} className="scroll-mt-24">
        <h2 id={PLACE_LIST_ID} className="font-display text-2xl font-semibold text-koa-900">
          {withParts(translator, placesArea.islandPlaces, {}, named)}
        </h2>
        {map.places.length ? (
          <PlaceItems places={map.places} className="mt-2" />
        ) : (
          <p className="mt-3 text-stone-700">{t(placesArea.noPlacesOnIsland)}</p>
        )}
        <p className="mt-6">
          {/* The registry filtered to the canoes from, or at home on, the island's places. */}
          <Link to={paths.canoes(`island=${island}`)} className="btn-secondary">
            {/* One span: the button's gap would part the island's name from the words around it. */}
            <span>{withParts(translator, placesArea.islandRegistry, {}, named)}</span>
          </Link>
        </p>
      </section>
    </div>
  );
}
