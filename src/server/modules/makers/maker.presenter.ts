/** Which maker fields leave the server, in the spec's snake_case. */
import { imageUrls, makerPicturePath } from '../../media/image-urls.ts';
import type { MakerRow, canoesOf, restorationsOf } from './maker.repository.ts';
import type { Maker, MakerDetail } from '../../../shared/api/makers.ts';

export function presentMaker(row: MakerRow): Maker {
  const picture = imageUrls(makerPicturePath(row.maker_id), row.picture_etag);
  return {
    maker_id: row.maker_id,
    person_id: row.person_id,
    name: row.name,
    maker_name: row.name,
    maker_type: row.maker_type,
    biography: row.biography,
    canoe_count: Number(row.canoe_count),
    picture_url: picture.url,
    picture_thumbnail_url: picture.thumbnail_url,
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
    canoes: canoes.map((c) => ({
      canoe_maker_id: c.canoe_maker_id,
      canoe_id: c.canoe_id,
      canoe_name: c.canoe_name,
      canoe_type: c.canoe_type,
      contribution: c.contribution,
    })),
    restorations: restorations.map((r) => ({
      restoration_id: r.restoration_id,
      canoe_id: r.canoe_id,
      canoe_name: r.canoe_name,
      restoration_date: r.restoration_date,
      description: r.description,
    })),
  };
}
