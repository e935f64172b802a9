/** Which steward fields leave the server, in the spec's snake_case. */
import { placeRefOf } from '../places/place-refs.ts';
import { copyFields } from '../../text/present.ts';
import { firstYear, presentDate } from '../../text/present-date.ts';
import { imageUrlFields, ownerLogoPath } from '../media/image-urls.ts';
import type { FleetRow, OwnerRow, ownershipsOf } from './owner.repository.ts';
import {
  fleetCanoeResponse,
  ownerCanoeResponse,
  ownerHistoryEntryResponse,
  type Owner,
  type OwnerDetail,
} from '../../../shared/api/owners.ts';

type OwnershipRow = Awaited<ReturnType<typeof ownershipsOf>>[number];

const presentFleetCanoe = copyFields(fleetCanoeResponse);
const presentOwnerCanoe = copyFields(ownerCanoeResponse);
const presentHistoryEntry = copyFields(ownerHistoryEntryResponse);

/** 'museum' → 'Museum'; 'Unknown' when missing. */
export function displayType(ownerType: string | null | undefined): string {
  if (!ownerType) return 'Unknown';
  return ownerType.charAt(0).toUpperCase() + ownerType.slice(1);
}

/** `fleet`: the steward's first current canoes (fleetsOf rows of this steward, in order). */
export function presentOwner(row: OwnerRow, fleet: FleetRow[]): Owner {
  return {
    owner_id: row.owner_id,
    id: row.owner_id,
    name: row.name,
    owner_type: row.owner_type,
    display_type: displayType(row.owner_type),
    website: row.website,
    description: row.description,
    description_haw: row.description_haw,
    contact: { email: row.contact_email, phone: row.contact_phone, address: row.contact_address },
    home_place: placeRefOf(row.home_place_id, row.home_place_name, row.home_place_island),
    founded: row.founded,
    ...presentDate('founded_date', row.founded_edtf),
    canoe_count: Number(row.canoe_count),
    historical_count: Number(row.historical_count),
    fleet: fleet.map(presentFleetCanoe),
    ...imageUrlFields('logo', ownerLogoPath(row.owner_id), row.logo_etag),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentOwnerDetail(
  row: OwnerRow,
  fleet: FleetRow[],
  ownerships: OwnershipRow[],
): OwnerDetail {
  const starts = ownerships
    .map((o) => firstYear(o.start_date))
    .filter((year) => year !== null)
    .sort((a, b) => a - b);
  return {
    ...presentOwner(row, fleet),
    current_canoes: ownerships.filter((o) => o.end_date === null).map(presentOwnerCanoe),
    ownership_history: ownerships.map(presentHistoryEntry),
    earliest_year: starts[0] ?? null,
  };
}
