import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * Trigram indexes for the registry's substring search (decision 010): folded names, stewards' folded names and
 * bow numbers. PostgreSQL: `pg_trgm` GIN indexes, which `LIKE '%text%'` uses as it is; where the extension cannot
 * be created (no rights, not installed) the migration leaves the indexes out and search scans as before.
 * SQLite: FTS5 tables with the trigram tokenizer over the same columns (external content, kept by triggers, so
 * every writer, the change history's revert and restore included, keeps them), queried with MATCH.
 */
export const SQLITE_TRIGRAM_TABLES: [fts: string, table: string, idColumn: string, column: string][] = [
  ['canoe_names_fts', 'canoe_names', 'canoe_name_id', 'name_folded'],
  ['owners_fts', 'owners', 'owner_id', 'name_folded'],
  ['canoes_hull_fts', 'canoes', 'canoe_id', 'hull_id'],
];

async function trigramSchema(db: Db): Promise<string | null> {
  await sql`savepoint trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint trigram`.execute(db);
  } catch {
    await sql`rollback to savepoint trigram`.execute(db);
  }
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return found.rows[0]?.schema ?? null;
}

export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      if (dialect === 'postgres') {
        const schema = await trigramSchema(db);
        if (schema === null) return;
        const ops = sql.raw(`"${schema.replaceAll('"', '""')}".gin_trgm_ops`);
        await sql`create index canoe_names_folded_trgm on canoe_names using gin (name_folded ${ops})`.execute(
          db,
        );
        await sql`create index owners_name_trgm on owners using gin (name_folded ${ops})`.execute(db);
        await sql`create index canoes_hull_trgm on canoes using gin (lower(hull_id) ${ops})`.execute(db);
        return;
      }
      for (const [fts, table, id, column] of SQLITE_TRIGRAM_TABLES) {
        const [f, t, i, c] = [fts, table, id, column].map((name) => sql.id(name));
        await sql`create virtual table ${f} using fts5(${c}, content=${sql.lit(table)}, content_rowid=${sql.lit(id)}, tokenize='trigram')`.execute(
          db,
        );
        await sql`create trigger ${sql.id(`${fts}_insert`)} after insert on ${t} begin
          insert into ${f}(rowid, ${c}) values (new.${i}, new.${c}); end`.execute(db);
        await sql`create trigger ${sql.id(`${fts}_delete`)} after delete on ${t} begin
          insert into ${f}(${f}, rowid, ${c}) values ('delete', old.${i}, old.${c}); end`.execute(db);
        await sql`create trigger ${sql.id(`${fts}_update`)} after update of ${c} on ${t} begin
          insert into ${f}(${f}, rowid, ${c}) values ('delete', old.${i}, old.${c});
          insert into ${f}(rowid, ${c}) values (new.${i}, new.${c}); end`.execute(db);
        await sql`insert into ${f}(${f}) values ('rebuild')`.execute(db);
      }
    },
  };
}
