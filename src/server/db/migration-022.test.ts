/**
 * Migration 022: PostgreSQL's trigram indexes keep no pending list (`fastupdate = off`), so a search never reads
 * through rows written since the last VACUUM; SQLite has nothing to change.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
import { type Db } from './database.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
});

afterAll(async () => {
  await drop();
});

describe('migration 022', () => {
  it('turns the trigram indexes’ pending list off on PostgreSQL', async ({ skip }) => {
    if (db.dialect !== 'postgres') skip();
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      select relname as name, reloptions as options from pg_class
      where relname in ('canoe_names_folded_trgm', 'owners_name_trgm', 'canoes_hull_trgm')
        and relnamespace = to_regnamespace(current_schema())`.execute(db.kysely);
    // None where pg_trgm could not be installed (the search then scans, and there is nothing to change).
    const trigrams = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db.kysely);
    expect(rows).toHaveLength(trigrams.rows.length ? 3 : 0);
    for (const row of rows) expect(row.options, row.name).toContain('fastupdate=off');
  });
});
