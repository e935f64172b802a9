/** Rows the canoe tests need from other domains, inserted directly (no dependency on their routes). */
import { expect } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { nowIso, type Db } from '../../db/database.ts';
import { foldText } from '../../../shared/text.ts';

/** The part of tests/setup's TestApp these helpers use (server code may not import tests/). */
interface TestApp {
  db: Db;
  request(
    as: 'admin' | 'editor' | 'user' | 'anonymous',
    options: InjectOptions,
  ): Promise<LightMyRequestResponse>;
}

export async function insertOwner(t: TestApp, name: string, ownerType = 'individual'): Promise<number> {
  const now = nowIso();
  const row = await t.db.kysely
    .insertInto('owners')
    .values({
      name,
      name_folded: foldText(name),
      description_folded: '',
      owner_type: ownerType,
      created_at: now,
      updated_at: now,
    })
    .returning('owner_id')
    .executeTakeFirstOrThrow();
  return row.owner_id;
}

export async function insertMaker(t: TestApp, name: string, makerType = 'carver'): Promise<number> {
  const now = nowIso();
  const person = await t.db.kysely
    .insertInto('people')
    .values({ name, name_folded: foldText(name), created_at: now, updated_at: now })
    .returning('person_id')
    .executeTakeFirstOrThrow();
  const maker = await t.db.kysely
    .insertInto('makers')
    .values({
      person_id: person.person_id,
      maker_type: makerType,
      biography_folded: '',
      created_at: now,
      updated_at: now,
    })
    .returning('maker_id')
    .executeTakeFirstOrThrow();
  return maker.maker_id;
}

/** A photo of a canoe with a small stand-in image row. */
export async function insertMedia(t: TestApp, canoeId: number, etag: string) {
  const image = await t.db.kysely
    .insertInto('images')
    .values({
      mime_type: 'image/webp',
      source_type: 'image/jpeg',
      width: 640,
      height: 480,
      display: Buffer.from([1, 2, 3]),
      thumbnail: Buffer.from([4, 5]),
      thumbnail_mime_type: 'image/webp',
      etag,
      byte_size: 3,
      created_at: nowIso(),
    })
    .returning('image_id')
    .executeTakeFirstOrThrow();
  const media = await t.db.kysely
    .insertInto('canoe_media')
    .values({
      canoe_id: canoeId,
      image_id: image.image_id,
      file_name: `${etag}.jpg`,
      description: `Photo ${etag}`,
      caption: null,
      date_taken: null,
      uploaded_by: 'Anonymous',
      uploaded_at: nowIso(),
    })
    .returning('media_id')
    .executeTakeFirstOrThrow();
  return { media_id: media.media_id, image_id: image.image_id };
}

/** Create a canoe through the API as admin; returns the 201 body. */
export async function postCanoe(t: TestApp, body: Record<string, unknown>) {
  const res = await t.request('admin', { method: 'POST', url: '/api/canoes', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { canoe_id: number };
}

export const CANOE_TABLES = ['canoes', 'canoe_names', 'ownerships', 'canoe_makers', 'canoe_media', 'images'];

/** Row counts of the canoe tables, for "nothing changed" checks. */
export async function canoeCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of CANOE_TABLES) {
    const row = await t.db.kysely
      .selectFrom(table as 'canoes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
