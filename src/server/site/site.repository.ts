/**
 * Queries of the served pages: what a link preview of a steward, maker, race or person shows, and the ids the
 * sitemap lists, read a page at a time in id order.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

export function findOwnerPreview(db: Executor, ownerId: number) {
  return db
    .selectFrom('owners as o')
    .leftJoin('images as i', 'i.image_id', 'o.logo_image_id')
    .select([
      'o.name',
      'o.description',
      'o.description_haw',
      'o.website',
      'o.founded_edtf as founded',
      'i.etag',
      'i.mime_type',
    ])
    .where('o.owner_id', '=', ownerId)
    .executeTakeFirst();
}

export function findMakerPreview(db: Executor, makerId: number) {
  return db
    .selectFrom('makers as m')
    .leftJoin('people as p', 'p.person_id', 'm.person_id')
    .leftJoin('images as i', 'i.image_id', 'm.picture_image_id')
    .select(['p.name', 'm.maker_type', 'm.biography', 'm.biography_haw', 'i.etag', 'i.mime_type'])
    .where('m.maker_id', '=', makerId)
    .executeTakeFirst();
}

export function findRacePreview(db: Executor, raceId: number) {
  return db
    .selectFrom('races')
    .select(['name', 'date_edtf as date', 'location', 'description'])
    .where('race_id', '=', raceId)
    .executeTakeFirst();
}

/** A place as a visitor may see it (decision 030): its name, island and description, never its point. */
export function findPlacePreview(db: Executor, placeId: number) {
  return db
    .selectFrom('places')
    .select(['name', 'island', 'description'])
    .where('place_id', '=', placeId)
    .where('protection_id', 'is', null)
    .executeTakeFirst();
}

/** A table the sitemap lists: its id column and, when it keeps one, its time of last change. */
export interface SitemapTable {
  table: 'canoes' | 'owners' | 'makers' | 'races' | 'places';
  id: string;
  updated: string | null;
}

/** The rows a visitor may see: a canoe kept for protocols is not in the sitemap (decision 020). */
const publicRows = (source: SitemapTable) =>
  source.table === 'canoes' || source.table === 'places' ? sql`protection_id is null` : sql`1 = 1`;

export async function countSitemapRows(db: Executor, source: SitemapTable): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(source.table)} where ${publicRows(source)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Ids (and last change) after `afterId`, in id order. */
export async function sitemapRowsAfter(
  db: Executor,
  source: SitemapTable,
  afterId: number | null,
  limit: number,
) {
  const id = sql.ref(source.id);
  const updated = source.updated ? sql.ref(source.updated) : sql<null>`null`;
  const where =
    afterId === null
      ? sql`where ${publicRows(source)}`
      : sql`where ${id} > ${afterId} and ${publicRows(source)}`;
  const { rows } = await sql<{ id: number; updated: unknown }>`
    select ${id} as id, ${updated} as updated from ${sql.table(source.table)}
    ${where} order by ${id} limit ${limit}`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), updated: row.updated }));
}

/** The id just before position `offset` (0-based) in id order: where a file starting there continues from. */
export async function sitemapIdBefore(
  db: Executor,
  source: SitemapTable,
  offset: number,
): Promise<number | null> {
  const id = sql.ref(source.id);
  const { rows } = await sql<{ id: number }>`
    select ${id} as id from ${sql.table(source.table)} where ${publicRows(source)}
    order by ${id} limit 1 offset ${offset - 1}`.execute(db);
  return rows[0] ? Number(rows[0].id) : null;
}
