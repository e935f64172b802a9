/**
 * The speed-ups' switch (db/speedups.ts): DB_SPEEDUPS, and how a query's executor tells whether its database runs
 * with them. That they change nothing but speed is shown by the search and repository tests, run both ways.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testDialect } from '../../../tests/setup/test-app.ts';
import {
  findCanoeSummary,
  listCanoeSummaries,
  listCanoeSummariesByIds,
} from '../modules/canoes/canoe.repository.ts';
import { migrate, openDatabase } from './database.ts';
import { speedupsFromEnv, speedupsOn } from './speedups.ts';

describe('DB_SPEEDUPS', () => {
  it('leaves the speed-ups on unless it says off', () => {
    expect(speedupsFromEnv({})).toBe(true);
    expect(speedupsFromEnv({ DB_SPEEDUPS: '' })).toBe(true);
    expect(speedupsFromEnv({ DB_SPEEDUPS: 'on' })).toBe(true);
    expect(speedupsFromEnv({ DB_SPEEDUPS: ' OFF ' })).toBe(false);
    expect(speedupsFromEnv({ DB_SPEEDUPS: 'no' })).toBe(false);
  });

  it('names itself when it is neither on nor off', () => {
    expect(() => speedupsFromEnv({ DB_SPEEDUPS: 'fast' })).toThrow(
      'DB_SPEEDUPS must be "on" or "off"; got "fast"',
    );
  });
});

describe('a database’s executors', () => {
  it('tell whether it runs with the speed-ups, in a transaction and on a connection too', async () => {
    for (const speedups of [true, false]) {
      const db = openDatabase({ databaseUrl: null, speedups });
      try {
        expect(speedupsOn(db.kysely)).toBe(speedups);
        expect(await db.kysely.transaction().execute(async (trx) => speedupsOn(trx))).toBe(speedups);
        expect(await db.kysely.connection().execute(async (conn) => speedupsOn(conn))).toBe(speedups);
      } finally {
        await db.close();
      }
    }
  });
});

describe.runIf(testDialect() === 'postgres')('on PostgreSQL with the speed-ups off', () => {
  it('runs every read unnamed: nothing is prepared on its connection', async () => {
    const { db, drop } = await openTestDatabase({ speedups: false });
    try {
      await migrate(db);
      const prepared = await db.kysely.connection().execute(async (conn) => {
        await findCanoeSummary(conn, 1);
        await listCanoeSummariesByIds(conn, [1, 2]);
        await listCanoeSummaries(conn, { limit: 24, offset: 0 }, { q: 'kuikemoole 500' });
        const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(conn);
        return rows;
      });
      expect(prepared).toEqual([]);
    } finally {
      await drop();
    }
  });
});
