/** Setup the steward, maker and people route tests share: JSON requests, creating records, row counts. */
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import { countRows, type TestApp } from './test-app.ts';

/** Inject options of a JSON write (the payload may be anything, malformed bodies included). */
export const json = (method: 'POST' | 'PUT', url: string, payload: unknown) => ({
  method,
  url,
  payload: payload as Record<string, unknown>,
});

/** POST a record as admin, expect 201, and return the answer (its id under `idField`). */
export async function createRecord<K extends string>(
  t: TestApp,
  url: string,
  idField: K,
  body: Record<string, unknown>,
): Promise<{ [P in K]: number } & Record<string, unknown>> {
  const res = await t.request('admin', json('POST', url, body));
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { [P in K]: number } & Record<string, unknown>;
  expect(typeof created[idField]).toBe('number');
  return created;
}

/** Row counts of the given tables, for "nothing changed" checks. */
export async function rowCounts<T extends string>(db: Db, tables: readonly T[]): Promise<Record<T, number>> {
  const counts = {} as Record<T, number>;
  for (const table of tables) counts[table] = await countRows(db, table);
  return counts;
}
