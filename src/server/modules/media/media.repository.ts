/** Kysely queries for canoe photos. */
import type { Database, DateTwinColumns, Row, ProtectionColumns } from '../../db/tables.ts';
import { compiledById } from '../../db/compiled.ts';
import { pageWithTotal, type PageRequest } from '../../db/query-helpers.ts';
import type { Executor } from '../../db/database.ts';
import { visibleTo } from '../../db/visibility.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';

export type NewMediaRow = Omit<Database['canoe_media'], 'media_id' | DateTwinColumns | ProtectionColumns>;

/** The columns an administrator writes about a photo (the image, file name and uploader stay). */
export const PHOTO_WORD_FIELDS = ['description', 'caption', 'credit', 'date_taken', 'licence'] as const;
export type PhotoWordField = (typeof PHOTO_WORD_FIELDS)[number];

/** A photo with what its list entry shows of its image (never the bytes). */
function mediaWithImage(db: Executor) {
  return db
    .selectFrom('canoe_media as m')
    .innerJoin('images as i', 'i.image_id', 'm.image_id')
    .select([
      'm.media_id',
      'm.canoe_id',
      'm.image_id',
      'm.file_name',
      'm.description',
      'm.caption',
      'm.credit',
      'm.date_taken_edtf as date_taken',
      'm.licence',
      'm.focal_x',
      'm.focal_y',
      'i.focal_x as image_focal_x',
      'i.focal_y as image_focal_y',
      'm.uploaded_by',
      'm.uploaded_at',
      'm.protection_id',
      'm.protection_own',
      'i.mime_type',
      'i.source_type',
      'i.width',
      'i.height',
      'i.etag',
    ]);
}

export type MediaRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof mediaWithImage>['executeTakeFirst']>>
>;

function canoeMedia(db: Executor, canoeId: number) {
  return mediaWithImage(db).where('m.canoe_id', '=', canoeId).orderBy('m.media_id');
}

/** All the photos of a canoe, in the order uploaded. */
export const listMedia: (db: Executor, canoeId: number) => Promise<MediaRow[]> = compiledById(canoeMedia);

/** One page of the canoe's photos this viewer may see, with their total. */
export function listMediaPage(db: Executor, canoeId: number, paging: PageRequest, viewer: Viewer = VISITOR) {
  const seen = visibleTo(viewer, 'm.protection_id');
  const count = db
    .selectFrom('canoe_media as m')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('m.canoe_id', '=', canoeId)
    .where(seen);
  return pageWithTotal(canoeMedia(db, canoeId).where(seen), count, paging);
}

/** One photo of one canoe (undefined when missing or belonging to another canoe). */
export async function findMedia(
  db: Executor,
  canoeId: number,
  mediaId: number,
): Promise<MediaRow | undefined> {
  return mediaWithImage(db)
    .where('m.canoe_id', '=', canoeId)
    .where('m.media_id', '=', mediaId)
    .executeTakeFirst();
}

export function insertMedia(db: Executor, row: NewMediaRow): Promise<Row<'canoe_media'>> {
  return trackedInsert(db, 'canoe_media', row);
}

export async function updateMedia(
  db: Executor,
  mediaId: number,
  changes: Partial<Pick<NewMediaRow, PhotoWordField | 'focal_x' | 'focal_y'>>,
) {
  await trackedUpdate(db, 'canoe_media', { media_id: mediaId }, changes);
}

export async function deleteMediaRow(db: Executor, mediaId: number) {
  await trackedDelete(db, 'canoe_media', { media_id: mediaId });
}
