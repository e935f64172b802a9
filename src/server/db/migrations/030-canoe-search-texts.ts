import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/** SQLite's FTS5 trigram table over `canoe_search_texts.text` (kept by triggers, merged by the server's upkeep). */
export const SEARCH_TEXT_FTS = 'canoe_search_texts_fts';

/**
 * What a visitor's search box finds a canoe by, in one row per canoe (decision 025): its folded names and its
 * current stewards' folded names, one a line, only those a visitor may see find it (public, or kept with their
 * canoe: `protection_own = 0`). Kept by triggers on the tables it is read from, so every writer (forms, imports,
 * revert and restore) keeps it, and derived like the search indexes: never recorded, never exported.
 *
 * `textOf(id)` is the text of the canoe whose id is the expression `id`.
 */
function textOf(dialect: Dialect, id: RawBuilder<unknown>) {
  const aggregate = dialect === 'postgres' ? sql`string_agg(t, E'\\n')` : sql`group_concat(t, char(10))`;
  // A kept canoe is found by no visitor, whatever its names: its text is empty.
  return sql`case when exists (select 1 from canoes as kc where kc.canoe_id = ${id} and kc.protection_id is null)
    then coalesce((select ${aggregate} from (
      select sn.name_folded as t from canoe_names as sn
        where sn.canoe_id = ${id} and (sn.protection_id is null or sn.protection_own = 0)
      union all
      select o.name_folded as t from ownerships as so join owners as o on o.owner_id = so.owner_id
        where so.canoe_id = ${id} and so.end_date is null and (so.protection_id is null or so.protection_own = 0)
    ) as texts), '') else '' end`;
}

/** Writes the text of the canoes `canoes` selects (a query whose rows have `canoe_id`), where it changed. */
function refresh(dialect: Dialect, canoes: RawBuilder<unknown>) {
  return sql`insert into canoe_search_texts (canoe_id, text)
    select k.canoe_id, ${textOf(dialect, sql.ref('k.canoe_id'))} from (${canoes}) as k where true
    on conflict (canoe_id) do update set text = excluded.text where canoe_search_texts.text <> excluded.text`;
}

/** The canoes a change moves the text of, from its rows before and after (`old`, `new` or both). */
type Affected = (rows: readonly ('new' | 'old')[]) => RawBuilder<unknown>;

/** `column` of each row given: `old.canoe_id, new.canoe_id`. */
const keysOf = (rows: readonly ('new' | 'old')[], column: string) =>
  sql.raw(rows.map((row) => `${row}.${column}`).join(', '));

/** The canoes the rows name, while they exist (during a canoe's deletion its names go after it: nothing to write). */
const canoesNamed =
  (column: string): Affected =>
  (rows) =>
    sql`select c.canoe_id from canoes as c where c.canoe_id in (${keysOf(rows, column)})`;

/** The canoes the owners steward now. */
const stewardedBy: Affected = (rows) =>
  sql`select distinct so.canoe_id from ownerships as so
    where so.owner_id in (${keysOf(rows, 'owner_id')}) and so.end_date is null`;

/** Each trigger: its table, the columns whose change moves the text, and the canoes whose text to write. */
const TRIGGERS: [table: string, columns: string[], canoes: Affected][] = [
  ['canoe_names', ['canoe_id', 'name_folded', 'protection_id', 'protection_own'], canoesNamed('canoe_id')],
  [
    'ownerships',
    ['canoe_id', 'owner_id', 'end_date', 'protection_id', 'protection_own'],
    canoesNamed('canoe_id'),
  ],
  ['owners', ['name_folded'], stewardedBy],
  // Kept or public again: its text empties or fills.
  ['canoes', ['protection_id'], canoesNamed('canoe_id')],
];

/** Tables whose new and deleted rows move no text (an owner is named by ownerships; a canoe's row goes below). */
const UPDATE_ONLY = ['owners', 'canoes'];

export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('canoe_search_texts')
        .addColumn('canoe_id', 'integer', (col) => col.primaryKey())
        .addColumn('text', 'text', (col) => col.notNull())
        .execute();

      if (dialect === 'postgres') {
        for (const [table, columns, canoes] of TRIGGERS) {
          const name = sql.id(`${table}_search_text`);
          // `old` is null for an insert and `new` for a deletion: one statement for the rows before and after.
          await sql`create function ${name}() returns trigger language plpgsql as $$
            begin ${refresh(dialect, canoes(['old', 'new']))}; return null; end $$`.execute(db);
          const insertOrDelete = UPDATE_ONLY.includes(table) ? sql`` : sql`insert or delete or `;
          await sql`create trigger ${name} after ${insertOrDelete}update of ${sql.join(
            columns.map((column) => sql.id(column)),
          )} on ${sql.table(table)} for each row execute function ${name}()`.execute(db);
        }
        await sql`create function canoes_search_text_gone() returns trigger language plpgsql as $$
          begin delete from canoe_search_texts where canoe_id = old.canoe_id; return null; end $$`.execute(
          db,
        );
        await sql`create trigger canoes_search_text_gone after delete on canoes
          for each row execute function canoes_search_text_gone()`.execute(db);
        const trigram = await sql<{ schema: string }>`
          select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
          where e.extname = 'pg_trgm'`.execute(db);
        const schema = trigram.rows[0]?.schema;
        if (schema) {
          const ops = sql.raw(`"${schema.replaceAll('"', '""')}".gin_trgm_ops`);
          // No pending list, as migration 022 says for the other trigram indexes.
          await sql`create index canoe_search_texts_trgm on canoe_search_texts using gin (text ${ops})
            with (fastupdate = off)`.execute(db);
        }
      } else {
        for (const [table, columns, canoes] of TRIGGERS) {
          const on = sql.table(table);
          const name = (what: string) => sql.id(`${table}_search_text_${what}`);
          if (!UPDATE_ONLY.includes(table)) {
            await sql`create trigger ${name('insert')} after insert on ${on} begin
              ${refresh(dialect, canoes(['new']))}; end`.execute(db);
            await sql`create trigger ${name('delete')} after delete on ${on} begin
              ${refresh(dialect, canoes(['old']))}; end`.execute(db);
          }
          await sql`create trigger ${name('update')} after update of ${sql.join(
            columns.map((column) => sql.id(column)),
          )} on ${on} begin
            ${refresh(dialect, canoes(['old', 'new']))}; end`.execute(db);
        }
        await sql`create trigger canoes_search_text_gone after delete on canoes begin
          delete from canoe_search_texts where canoe_id = old.canoe_id; end`.execute(db);
        const [f, t] = [sql.id(SEARCH_TEXT_FTS), sql.id('text')];
        await sql`create virtual table ${f} using fts5(text, content='canoe_search_texts', content_rowid='canoe_id',
          tokenize='trigram')`.execute(db);
        await sql`create trigger canoe_search_texts_fts_insert after insert on canoe_search_texts begin
          insert into ${f}(rowid, ${t}) values (new.canoe_id, new.text); end`.execute(db);
        await sql`create trigger canoe_search_texts_fts_delete after delete on canoe_search_texts begin
          insert into ${f}(${f}, rowid, ${t}) values ('delete', old.canoe_id, old.text); end`.execute(db);
        await sql`create trigger canoe_search_texts_fts_update after update of text on canoe_search_texts begin
          insert into ${f}(${f}, rowid, ${t}) values ('delete', old.canoe_id, old.text);
          insert into ${f}(rowid, ${t}) values (new.canoe_id, new.text); end`.execute(db);
        // Merged a level at a time, as migration 023 set the others.
        await sql`insert into ${f}(${f}, rank) values ('usermerge', 2)`.execute(db);
      }

      // Every canoe's text as the archive holds it now.
      await refresh(dialect, sql`select canoe_id from canoes`).execute(db);
    },
  };
}
