/** Which restoration fields leave the server (spec §3: Restoration). */
import { presentDate } from '../../text/present-date.ts';
import type { RestorationRow } from './restoration.repository.ts';
import type { Restoration } from '../../../shared/api/restorations.ts';
import { placeRefOf } from '../places/place-refs.ts';

export function presentRestoration(row: RestorationRow): Restoration {
  return {
    restoration_id: row.restoration_id,
    canoe_id: row.canoe_id,
    ...presentDate('restoration_date', row.restoration_date as string),
    ...presentDate('end_date', row.end_date),
    description: row.description,
    description_haw: row.description_haw,
    location: row.location,
    place: placeRefOf(row.place_id, row.place_name, row.place_island),
    notes: row.notes,
    restorer_person_id: row.restorer_person_id,
    restorer_maker_id: row.restorer_maker_id,
    // The spec's clients read maker_id; it is the same as restorer_maker_id.
    maker_id: row.restorer_maker_id,
    maker_name: row.maker_name ?? null,
    restorer_name: row.restorer_name ?? null,
  };
}
export type RestorationJson = Restoration;
