/**
 * A place as a canoe, race, restoration or steward names it (decision 030): its name, written in Hawaiian, a link
 * to its page, with its island after it ("Kaunakakai, Molokaʻi"), as both languages write a place with its island.
 * No message of its own: the canoe's, race's and steward's pages carry it without the places' words.
 */
import type { PlaceRef } from '../../../shared/api/places.ts';
import { ISLAND_NAMES } from '../../../shared/islands.ts';
import { paths } from '../../../shared/paths.ts';
import { Link } from '../../lib/routing.tsx';

export function PlaceLink({ place }: { place: PlaceRef }) {
  return (
    <span>
      <Link to={paths.place(place.place_id)} lang="haw" className="link">
        {place.name}
      </Link>
      , <span lang="haw">{ISLAND_NAMES[place.island]}</span>
    </span>
  );
}
