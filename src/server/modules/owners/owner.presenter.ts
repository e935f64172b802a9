/** Which steward fields leave the server, in the spec's snake_case. */
import { imageUrls, ownerLogoPath } from '../../media/image-urls.ts';
import type { FleetRow, OwnerRow, ownershipsOf } from './owner.repository.ts';
import type { Owner, OwnerDetail } from '../../../shared/api/owners.ts';

type OwnershipRow = Awaited<ReturnType<typeof ownershipsOf>>[number];

/** 'museum' → 'Museum'; 'Unknown' when missing. */
export function displayType(ownerType: string | null | undefined): string {
  if (!ownerType) return 'Unknown';
  return ownerType.charAt(0).toUpperCase() + ownerType.slice(1);
}

/** `fleet`: the steward's first current canoes (fleetsOf rows of this steward, in order). */
export function presentOwner(row: OwnerRow, fleet: FleetRow[]): Owner {
  const logo = imageUrls(ownerLogoPath(row.owner_id), row.logo_etag);
  return {
    owner_id: row.owner_id,
    id: row.owner_id,
    name: row.name,
    owner_type: row.owner_type,
    display_type: displayType(row.owner_type),
    website: row.website,
    description: row.description,
    contact: { email: row.contact_email, phone: row.contact_phone, address: row.contact_address },
    founded: row.founded,
    canoe_count: Number(row.canoe_count),
    historical_count: Number(row.historical_count),
    fleet: fleet.map((f) => ({ canoe_id: f.canoe_id, name: f.name })),
    logo_url: logo.url,
    logo_thumbnail_url: logo.thumbnail_url,
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
    .map((o) => o.start_date)
    .filter(Boolean)
    .sort();
  return {
    ...presentOwner(row, fleet),
    current_canoes: ownerships
      .filter((o) => o.end_date === null)
      .map((o) => ({
        canoe_id: o.canoe_id,
        name: o.name,
        hull_id: o.hull_id,
        type_id: o.type_id,
        type_name: o.type_name,
        start_date: o.start_date,
        ownership_id: o.ownership_id,
      })),
    ownership_history: ownerships.map((o) => ({
      ownership_id: o.ownership_id,
      canoe_id: o.canoe_id,
      name: o.name,
      hull_id: o.hull_id,
      start_date: o.start_date,
      end_date: o.end_date,
    })),
    earliest_year: starts.length ? Number(starts[0].slice(0, 4)) : null,
  };
}
