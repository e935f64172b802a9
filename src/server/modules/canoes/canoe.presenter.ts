/** Which canoe fields leave the server, in the spec's snake_case shapes (§3). */
import { nameLanguageOf } from '../../../shared/api/canoes.ts';
import { copyFields } from '../../text/present.ts';
import { firstYear, presentDate } from '../../text/present-date.ts';
import { imageUrls, mediaImagePath } from '../media/image-urls.ts';
import { focalPointOf, presentMedia } from '../media/media.presenter.ts';
import type { MediaRow } from '../media/media.repository.ts';
import type { CanoeSummaryRow } from './canoe.repository.ts';
import {
  canoeMakerResponse,
  canoeNameResponse,
  canoeStoredFields,
  ownershipResponse,
  type CanoeDetail,
  type CanoeSummary,
  type Ownership,
} from '../../../shared/api/canoes.ts';

/** The canoe's own columns, copied as stored (the repository selected exactly these). */
const storedFields = copyFields(canoeStoredFields);
const presentName = copyFields(canoeNameResponse);
const presentCanoeMaker = copyFields(canoeMakerResponse);

export function presentCanoeSummary(row: CanoeSummaryRow): CanoeSummary {
  const image =
    row.first_media_id != null
      ? imageUrls(mediaImagePath(row.canoe_id, row.first_media_id), row.first_media_etag)
      : { url: null, thumbnail_url: null };
  return {
    canoe_id: row.canoe_id,
    name: row.current_name,
    current_name: row.current_name,
    name_language: row.name_language === null ? null : nameLanguageOf(row.name_language),
    ...storedFields(row),
    type_name: row.type_name,
    type: row.type_name,
    ...presentDate('build_date', row.build_date),
    build_year: firstYear(row.build_date),
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
            ...presentDate('start_date', row.ownership_start_date),
          }
        : null,
    ...presentDate('name_start_date', row.name_start_date),
    ...presentDate('ownership_start_date', row.ownership_start_date),
    media_count: Number(row.media_count ?? 0),
    image_url: image.url,
    thumbnail_url: image.thumbnail_url,
    image_focal_point:
      row.first_media_id != null
        ? focalPointOf(
            { x: row.first_media_focal_x, y: row.first_media_focal_y },
            { x: row.first_image_focal_x, y: row.first_image_focal_y },
          )
        : null,
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
  protection_id: number | null;
  protection_own: number;
}

export const presentOwnership: (row: OwnershipRow) => Ownership = copyFields(ownershipResponse);

export interface CanoeDetailParts {
  summary: CanoeSummaryRow & { notes: string | null; notes_haw: string | null };
  names: {
    canoe_name_id: number;
    name: string;
    language: string;
    start_date: string | null;
    end_date: string | null;
  }[];
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

export function presentCanoeDetail(
  parts: CanoeDetailParts,
): Omit<CanoeDetail, 'origin_place' | 'home_place'> {
  const summary = presentCanoeSummary(parts.summary);
  return {
    ...summary,
    beam: summary.width,
    notes: parts.summary.notes,
    notes_haw: parts.summary.notes_haw,
    names: parts.names.map((row) => presentName({ ...row, language: nameLanguageOf(row.language) })),
    ownership_history: parts.ownerships.map(presentOwnership),
    makers: parts.makers.map(presentCanoeMaker),
    media: parts.media.map(presentMedia),
  };
}

export type { CanoeDetail };
