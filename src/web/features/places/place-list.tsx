/**
 * The list of places beside the map (decision 030): the same places as the map, for keyboards, screen readers and
 * anyone who reads a list more easily than a map. Each place links to its page, with its moku, how many canoes come
 * from it or are at home there, and a note when its keeper chose not to show its point.
 */
import type { MapPlace, PlaceMap } from '../../../shared/api/places.ts';
import { paths } from '../../../shared/paths.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../../lib/routing.tsx';
import { isPinned, placesByIsland } from './map-marks.ts';

export function PlaceItems({ places, className = '' }: { places: readonly MapPlace[]; className?: string }) {
  const { t } = useI18n();
  return (
    <ul className={`divide-y divide-stone-200 ${className}`}>
      {places.map((place) => (
        <li key={place.place_id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
          <Link to={paths.place(place.place_id)} lang="haw" className="link font-semibold">
            {place.name}
          </Link>
          {place.moku ? (
            <span className="text-sm text-stone-700">
              <span className="sr-only">{t(placesArea.moku)} </span>
              <span lang="haw">{place.moku}</span>
            </span>
          ) : null}
          <span className="text-sm text-stone-700">
            {t(placesArea.canoeCount, { count: place.canoe_count })}
          </span>
          {isPinned(place) ? null : (
            <span className="text-sm text-stone-600 italic">{t(placesArea.notPinned)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Every island of the map, in its order, headed by its name (a link to its page), with its places. */
export function PlacesByIsland({ map }: { map: PlaceMap }) {
  const { t } = useI18n();
  const groups = placesByIsland(map.islands, map.places);
  return (
    <section aria-labelledby="places-list-heading">
      <h2 id="places-list-heading" className="font-display text-2xl font-semibold text-koa-900">
        {t(placesArea.listHeading)}
      </h2>
      {map.places.length === 0 ? <p className="mt-3 text-stone-700">{t(placesArea.noPlaces)}</p> : null}
      <div className="mt-2 divide-y divide-koa-100">
        {groups.map((group) => (
          <section key={group.island} aria-labelledby={`island-${group.island}`} className="py-3">
            <h3 id={`island-${group.island}`} className="font-display text-lg font-semibold">
              <Link to={paths.placeIsland(group.island)} lang="haw" className="link">
                {group.name}
              </Link>
            </h3>
            {group.places.length ? (
              <PlaceItems places={group.places} />
            ) : (
              <p className="mt-1 text-sm text-stone-600">{t(placesArea.noPlacesOnIsland)}</p>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
