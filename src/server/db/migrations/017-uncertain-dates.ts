import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';
import type { MigrationTools } from '../migration-tools.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/** Every date column of the archive with its check constraint (none on a photo's date taken). */
const DATE_COLUMNS: { table: string; column: string; check: string | null }[] = [
  { table: 'canoes', column: 'build_date', check: 'canoes_build_date_check' },
  { table: 'canoe_names', column: 'start_date', check: 'canoe_names_start_check' },
  { table: 'canoe_names', column: 'end_date', check: 'canoe_names_end_check' },
  { table: 'ownerships', column: 'start_date', check: 'ownerships_start_check' },
  { table: 'ownerships', column: 'end_date', check: 'ownerships_end_check' },
  { table: 'restorations', column: 'restoration_date', check: 'restorations_date_check' },
  { table: 'restorations', column: 'end_date', check: 'restorations_end_check' },
  { table: 'races', column: 'date', check: 'races_date_check' },
  { table: 'canoe_media', column: 'date_taken', check: null },
];

const MONTH_DAYS = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Uncertain dates (decision 013). Each date column keeps the earliest day the date can mean (so its
 * indexes, sorts and checks still work) and gains `<column>_edtf`, the EDTF string as entered, and
 * `<column>_latest`, the last day it can mean. A steward's `founded` year keeps the earliest year and gains
 * `founded_edtf`, `founded_earliest` and `founded_latest`.
 *
 * The forms only ever wrote `YYYY-01-01` for a year, so such a value becomes that year; any other day stays a
 * day. A photo's date taken was already kept as precise as given (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`, migration 015)
 * and moves to `date_taken_edtf`.
 *
 * Years from 1000 are accepted: the checks' lower bound moves from 1800 to 1000. PostgreSQL drops and re-adds each
 * check; SQLite has no ALTER for a check, so its stored table definitions are edited in place as the SQLite
 * documentation describes for loosening one (`PRAGMA writable_schema`), which rewrites no table.
 */
export function migration(dialect: Dialect, tools: MigrationTools = {}) {
  const pg = dialect === 'postgres';
  const dateCheck = (column: string) =>
    sql`${sql.ref(column)} is null or (length(${sql.ref(column)}) = 10 and substr(${sql.ref(column)}, 1, 4) between '1000' and '3000')`;

  return {
    async up(db: Db) {
      for (const { table, column } of DATE_COLUMNS) {
        await db.schema.alterTable(table).addColumn(`${column}_edtf`, 'text').execute();
        await db.schema.alterTable(table).addColumn(`${column}_latest`, 'text').execute();
      }
      await db.schema.alterTable('owners').addColumn('founded_edtf', 'text').execute();
      await db.schema.alterTable('owners').addColumn('founded_earliest', 'text').execute();
      await db.schema.alterTable('owners').addColumn('founded_latest', 'text').execute();

      // A day that is January 1 was a year; any other full day stays a day.
      for (const { table, column } of DATE_COLUMNS) {
        const ref = sql.ref(column);
        const edtf = sql.ref(`${column}_edtf`);
        const latest = sql.ref(`${column}_latest`);
        await sql`update ${sql.table(table)} set ${edtf} = substr(${ref}, 1, 4), ${latest} = substr(${ref}, 1, 4) || '-12-31'
          where length(${ref}) = 10 and substr(${ref}, 5, 6) = '-01-01'`.execute(db);
        await sql`update ${sql.table(table)} set ${edtf} = ${ref}, ${latest} = ${ref}
          where length(${ref}) = 10 and ${edtf} is null`.execute(db);
      }
      // A photo's year or month (migration 015 kept them as given): the column takes its earliest day.
      const photos: { media_id: number; date_taken: string }[] = await db
        .selectFrom('canoe_media')
        .select(['media_id', 'date_taken'])
        .where('date_taken', 'is not', null)
        .where(sql`length(date_taken)`, '<', 10)
        .execute();
      for (const photo of photos) {
        const [year, month] = photo.date_taken.split('-').map(Number);
        const earliest = month ? `${photo.date_taken}-01` : `${photo.date_taken}-01-01`;
        const latest = month
          ? `${photo.date_taken}-${String(MONTH_DAYS(year, month)).padStart(2, '0')}`
          : `${photo.date_taken}-12-31`;
        await db
          .updateTable('canoe_media')
          .set({ date_taken: earliest, date_taken_edtf: photo.date_taken, date_taken_latest: latest })
          .where('media_id', '=', photo.media_id)
          .execute();
      }
      await sql`update owners set founded_edtf = cast(founded as text),
        founded_earliest = cast(founded as text) || '-01-01', founded_latest = cast(founded as text) || '-12-31'
        where founded is not null`.execute(db);

      // The last day of each date, for the filters by year range (the first day has its index already).
      await db.schema
        .createIndex('canoes_build_date_latest')
        .on('canoes')
        .column('build_date_latest')
        .execute();
      await db.schema.createIndex('races_date_latest').on('races').column('date_latest').execute();
      await db.schema
        .createIndex('ownerships_start_span')
        .on('ownerships')
        .columns(['start_date', 'start_date_latest'])
        .execute();
      await db.schema
        .createIndex('restorations_date_span')
        .on('restorations')
        .columns(['restoration_date', 'restoration_date_latest'])
        .execute();
      await db.schema
        .createIndex('owners_founded_span')
        .on('owners')
        .columns(['founded_earliest', 'founded_latest'])
        .execute();

      // Years from 1000: the checks' lower bound.
      if (pg) {
        for (const { table, column, check } of DATE_COLUMNS) {
          if (!check) continue;
          await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(check)}`.execute(db);
          await sql`alter table ${sql.table(table)} add constraint ${sql.ref(check)} check (${dateCheck(column)})`.execute(
            db,
          );
        }
        await sql`alter table owners drop constraint owners_founded_check`.execute(db);
        await sql`alter table owners add constraint owners_founded_check check (founded is null or founded between 1000 and 3000)`.execute(
          db,
        );
        await sql`alter table people drop constraint people_birth_date_check`.execute(db);
        await sql`alter table people add constraint people_birth_date_check check (${dateCheck('birth_date')})`.execute(
          db,
        );
        return;
      }
      if (!tools.editSqliteSchema) throw new Error('Migration 017 needs to edit the SQLite schema');
      await tools.editSqliteSchema(async () => {
        const { rows } = await sql<{ version: number }>`pragma schema_version`.execute(db);
        const version = Number(rows[0].version);
        await sql`pragma writable_schema = on`.execute(db);
        await sql`update sqlite_schema
          set sql = replace(replace(sql, 'between ''1800'' and ''3000''', 'between ''1000'' and ''3000'''),
                            'founded between 1800 and 3000', 'founded between 1000 and 3000')
          where type = 'table' and name in ('canoes', 'canoe_names', 'ownerships', 'restorations', 'races', 'owners', 'people')`.execute(
          db,
        );
        await sql.raw(`pragma schema_version = ${version + 1}`).execute(db);
        await sql`pragma writable_schema = off`.execute(db);
      });
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      if (rows[0]?.integrity_check !== 'ok') throw new Error('Migration 017 left the SQLite schema damaged');
    },
  };
}
