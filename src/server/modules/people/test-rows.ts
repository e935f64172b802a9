/**
 * Rows inserted straight into the database by the steward, maker and people tests (the canoe routes are
 * written elsewhere), plus a small real PNG. Used only by tests.
 */
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { foldText } from '../../../shared/text.ts';

export async function insertCanoe(
  db: Db,
  values: { name?: string; hull_id?: string; type_id?: number; maker_id?: number } = {},
): Promise<number> {
  const now = nowIso();
  const { canoe_id } = await db.kysely
    .insertInto('canoes')
    .values({
      hull_id: values.hull_id ?? null,
      type_id: values.type_id ?? null,
      maker_id: values.maker_id ?? null,
      origin_folded: '',
      created_at: now,
      updated_at: now,
    })
    .returning('canoe_id')
    .executeTakeFirstOrThrow();
  if (values.name) await insertCanoeName(db, canoe_id, values.name, null);
  return canoe_id;
}

export async function insertCanoeName(db: Db, canoeId: number, name: string, endDate: string | null) {
  await db.kysely
    .insertInto('canoe_names')
    .values({ canoe_id: canoeId, name, name_folded: foldText(name), start_date: null, end_date: endDate })
    .execute();
}

export async function insertOwnership(
  db: Db,
  values: { canoe_id: number; owner_id: number; start_date: string; end_date?: string | null },
): Promise<number> {
  const row = await db.kysely
    .insertInto('ownerships')
    .values({ ...values, end_date: values.end_date ?? null })
    .returning('ownership_id')
    .executeTakeFirstOrThrow();
  return row.ownership_id;
}

export async function insertPerson(db: Db, name: string, email: string | null = null): Promise<number> {
  const now = nowIso();
  const row = await db.kysely
    .insertInto('people')
    .values({ name, name_folded: foldText(name), email, created_at: now, updated_at: now })
    .returning('person_id')
    .executeTakeFirstOrThrow();
  return row.person_id;
}

export async function insertMaker(db: Db, personId: number, makerType = 'carver'): Promise<number> {
  const now = nowIso();
  const row = await db.kysely
    .insertInto('makers')
    .values({
      person_id: personId,
      maker_type: makerType,
      biography_folded: '',
      created_at: now,
      updated_at: now,
    })
    .returning('maker_id')
    .executeTakeFirstOrThrow();
  return row.maker_id;
}

export async function insertCanoeMaker(
  db: Db,
  canoeId: number,
  makerId: number,
  contribution: string | null,
) {
  const row = await db.kysely
    .insertInto('canoe_makers')
    .values({ canoe_id: canoeId, maker_id: makerId, contribution })
    .returning('canoe_maker_id')
    .executeTakeFirstOrThrow();
  return row.canoe_maker_id;
}

export async function insertRestoration(
  db: Db,
  values: {
    canoe_id: number;
    restoration_date: string;
    description: string;
    restorer_person_id?: number;
    restorer_maker_id?: number;
  },
): Promise<number> {
  const row = await db.kysely
    .insertInto('restorations')
    .values({
      ...values,
      restorer_person_id: values.restorer_person_id ?? null,
      restorer_maker_id: values.restorer_maker_id ?? null,
    })
    .returning('restoration_id')
    .executeTakeFirstOrThrow();
  return row.restoration_id;
}

/** A real 40×30 PNG, base64. */
export async function smallPngBase64(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#836' } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

export const CLEAN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="#836"/></svg>';
export const SCRIPT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><script>alert(1)</script><rect width="60" height="40"/></svg>';

/** Base64 of more than 2 MB of bytes (the test limit). */
export const oversizedBase64 = () => Buffer.alloc(2 * 1024 * 1024 + 1024, 7).toString('base64');
