/**
 * Every column the history records is either shown in a form's words or named as an id or bookkeeping column
 * never shown, on both databases: a column added to a recorded table without a word here fails.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../setup/test-app.ts';
import type { Db } from '../../src/server/db/database.ts';
import { TRACKED_TABLES, trackedTable, type TrackedTable } from '../../src/server/db/history-tables.ts';
import { HISTORY_FIELDS } from '../../src/server/modules/history/history.fields.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
});
afterAll(() => drop());

async function columnsOf(table: string): Promise<string[]> {
  if (db.dialect === 'sqlite') {
    const rows = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db.kysely);
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(db.kysely);
  return rows.rows.map((row) => row.column_name);
}

describe('the history in the forms’ words', () => {
  it('labels or hides every recorded column of every recorded table', async () => {
    const unaccounted: string[] = [];
    for (const table of Object.keys(TRACKED_TABLES) as TrackedTable[]) {
      const info = trackedTable(table);
      const recorded = info.columns ?? (await columnsOf(table));
      const { shown, hidden } = HISTORY_FIELDS[table];
      for (const column of recorded) {
        if (column in shown || hidden.includes(column) || (info.derived ?? []).includes(column)) continue;
        unaccounted.push(`${table}.${column}`);
      }
      // And nothing here that the table does not have.
      for (const column of [...Object.keys(shown), ...hidden]) {
        if (!recorded.includes(column)) unaccounted.push(`${table}.${column} (not a column)`);
      }
    }
    expect(unaccounted).toEqual([]);
  });

  it('never labels an id or a bookkeeping column', () => {
    const labels = Object.values(HISTORY_FIELDS).flatMap((table) => Object.values(table.shown));
    expect(labels.filter((field) => /\bid\b|created|updated/i.test(field.label.message))).toEqual([]);
  });
});
