/**
 * The error that broke a transaction is the one thrown (db/guarded-dialect.ts). SQLite rolls a transaction back
 * by itself when a plain insert fails with SQLITE_FULL; the rollback Kysely asks for next failed with "cannot
 * rollback - no transaction is active", and that was the error the caller (and the log) saw.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialect } from '../../../tests/setup/test-app.ts';
import type { Db } from './database.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe.skipIf(testDialect() !== 'sqlite')('a transaction that fails for want of space', () => {
  it('throws SQLITE_FULL, not the rollback that followed, and keeps nothing', async () => {
    await sql`create table filler (v blob)`.execute(db.kysely);
    const { page_count } = (await sql<{ page_count: number }>`pragma page_count`.execute(db.kysely)).rows[0];
    await sql.raw(`pragma max_page_count = ${page_count}`).execute(db.kysely);
    const failed = await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`insert into filler (v) values (${Buffer.alloc(64)})`.execute(trx);
        await sql`insert into filler (v) values (${Buffer.alloc(200_000)})`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error as { code?: string; message?: string },
      );
    expect(failed?.code).toBe('SQLITE_FULL');
    expect(failed?.message).toBe('database or disk is full');
    await sql.raw('pragma max_page_count = 1073741823').execute(db.kysely);
    const { n } = (await sql<{ n: number }>`select count(*) as n from filler`.execute(db.kysely)).rows[0];
    expect(n).toBe(0);
  });
});
