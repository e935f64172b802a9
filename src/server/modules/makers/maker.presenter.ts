/** Which maker fields leave the server, in the spec's snake_case. */
import { copyFields } from '../../text/present.ts';
import { imageUrlFields, makerPicturePath } from '../media/image-urls.ts';
import type { MakerRow, canoesOf, restorationsOf } from './maker.repository.ts';
import {
  makerCanoeResponse,
  makerRestorationResponse,
  type Maker,
  type MakerDetail,
} from '../../../shared/api/makers.ts';

const presentMakerCanoe = copyFields(makerCanoeResponse);
const presentMakerRestoration = copyFields(makerRestorationResponse);

export function presentMaker(row: MakerRow): Maker {
  return {
    maker_id: row.maker_id,
    person_id: row.person_id,
    name: row.name,
    maker_name: row.name,
    maker_type: row.maker_type,
    biography: row.biography,
    biography_haw: row.biography_haw,
    canoe_count: Number(row.canoe_count),
    ...imageUrlFields('picture', makerPicturePath(row.maker_id), row.picture_etag),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentMakerDetail(
  row: MakerRow,
  canoes: Awaited<ReturnType<typeof canoesOf>>,
  restorations: Awaited<ReturnType<typeof restorationsOf>>,
): MakerDetail {
  return {
    ...presentMaker(row),
    canoes: canoes.map(presentMakerCanoe),
    restorations: restorations.map(presentMakerRestoration),
  };
}
