/** Which canoe fields leave the server, in the spec's snake_case shapes (§3). */
import { imageUrls, mediaImagePath } from '../../media/image-urls.ts';
import { presentMedia } from '../media/media.presenter.ts';
import type { MediaRow } from '../media/media.repository.ts';
import type { CanoeSummaryRow } from './canoe.repository.ts';
import {
  canoeStoredFields,
  type CanoeDetail,
  type CanoeStoredFields,
  type CanoeSummary,
  type Ownership,
} from '../../../shared/api/canoes.ts';

const STORED_FIELDS = Object.keys(canoeStoredFields.shape) as (keyof CanoeStoredFields)[];

/** The canoe's own columns, copied as stored (the repository selected exactly these). */
function storedFields(row: CanoeStoredFields): CanoeStoredFields {
  return Object.fromEntries(STORED_FIELDS.map((field) => [field, row[field]])) as CanoeStoredFields;
}

const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

export function presentCanoeSummary(row: CanoeSummaryRow): CanoeSummary {
  const image =
    row.first_media_id != null
      ? imageUrls(mediaImagePath(row.canoe_id, row.first_media_id), row.first_media_etag)
      : { url: null, thumbnail_url: null };
  return {
    canoe_id: row.canoe_id,
    name: row.current_name,
    current_name: row.current_name,
    ...storedFields(row),
    type_name: row.type_name,
    type: row.type_name,
    build_year: yearOf(row.build_date),
    maker_name: row.maker_name,
    current_owner_id: row.current_owner_id,
    owner_name: row.owner_name,
    current_owner:
      row.current_owner_id != null && row.current_ownership_id != null && row.ownership_start_date != null
        ? {
            owner_id: row.current_owner_id,
            name: row.owner_name ?? '',
            owner_type: row.owner_type ?? 'individual',
            ownership_id: row.current_ownership_id,
            start_date: row.ownership_start_date,
          }
        : null,
    name_start_date: row.name_start_date,
    ownership_start_date: row.ownership_start_date,
    media_count: Number(row.media_count ?? 0),
    image_url: image.url,
    thumbnail_url: image.thumbnail_url,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface OwnershipRow {
  ownership_id: number;
  canoe_id: number;
  owner_id: number;
  owner_name: string;
  owner_type: string;
  start_date: string;
  end_date: string | null;
  notes: string | null;
  transfer_reason: string | null;
}

export function presentOwnership(row: OwnershipRow): Ownership {
  return {
    ownership_id: row.ownership_id,
    canoe_id: row.canoe_id,
    owner_id: row.owner_id,
    owner_name: row.owner_name,
    owner_type: row.owner_type,
    start_date: row.start_date,
    end_date: row.end_date,
    notes: row.notes,
    transfer_reason: row.transfer_reason,
  };
}

export interface CanoeDetailParts {
  summary: CanoeSummaryRow & { notes: string | null };
  names: { canoe_name_id: number; name: string; start_date: string | null; end_date: string | null }[];
  ownerships: OwnershipRow[];
  makers: {
    canoe_maker_id: number;
    maker_id: number;
    maker_name: string;
    maker_type: string;
    contribution: string | null;
  }[];
  media: MediaRow[];
}

export function presentCanoeDetail(parts: CanoeDetailParts): CanoeDetail {
  const summary = presentCanoeSummary(parts.summary);
  return {
    ...summary,
    beam: summary.width,
    notes: parts.summary.notes,
    names: parts.names.map((n) => ({
      canoe_name_id: n.canoe_name_id,
      name: n.name,
      start_date: n.start_date,
      end_date: n.end_date,
    })),
    ownership_history: parts.ownerships.map(presentOwnership),
    makers: parts.makers.map((m) => ({
      canoe_maker_id: m.canoe_maker_id,
      maker_id: m.maker_id,
      maker_name: m.maker_name,
      maker_type: m.maker_type,
      contribution: m.contribution,
    })),
    media: parts.media.map(presentMedia),
  };
}

export type { CanoeDetail };
