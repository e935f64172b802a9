import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

const ISLANDS = ['hawaii', 'maui', 'kahoolawe', 'lanai', 'molokai', 'oahu', 'kauai', 'niihau'];

/** The records that refer to a place, each by its own column (decision 030). */
const REFERENCES: [table: string, column: string][] = [
  ['canoes', 'origin_place_id'],
  ['canoes', 'home_place_id'],
  ['races', 'place_id'],
  ['restorations', 'place_id'],
  ['owners', 'home_place_id'],
];

/**
 * Places (issue 35, decision 030): a place as written in Hawaiian (ʻokina and kahakō kept; `name_folded` for
 * search, `name_sort_haw` for the Hawaiian order), its island, moku and ahupuaʻa, and optionally a point with the
 * precision the public may see it at. It may be kept for a protocol, as a canoe's content is (decision 020).
 * Canoes (origin, home waters), races (course), restorations and stewards (home) refer to places; a place still
 * referred to is never deleted (no cascade). The free-text origin and locations stay as they were written.
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Db) {
      await db.schema
        .createTable('places')
        .addColumn('place_id', pg ? 'serial' : 'integer', (c: any) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('name_folded', 'text', (c: any) => c.notNull())
        .addColumn('name_sort_haw', 'text', (c: any) => c.notNull().defaultTo(''))
        .addColumn('island', 'text', (c: any) =>
          c.notNull().check(sql`island in (${sql.join(ISLANDS.map((i) => sql.lit(i)))})`),
        )
        .addColumn('moku', 'text')
        .addColumn('ahupuaa', 'text')
        .addColumn('latitude', pg ? 'double precision' : 'real', (c: any) =>
          c.check(sql`latitude is null or (latitude >= 18.5 and latitude <= 22.5)`),
        )
        .addColumn('longitude', pg ? 'double precision' : 'real', (c: any) =>
          c.check(sql`longitude is null or (longitude >= -160.5 and longitude <= -154.5)`),
        )
        .addColumn('precision', 'text', (c: any) =>
          c
            .notNull()
            .defaultTo('island')
            .check(sql`precision in ('exact', 'district', 'island')`),
        )
        .addColumn('description', 'text')
        .addColumn('protection_id', 'integer', (c: any) => c.references('protections.protection_id'))
        .addColumn('protection_own', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addColumn('updated_at', 'text', (c: any) => c.notNull())
        .addCheckConstraint('places_point_whole', sql`(latitude is null) = (longitude is null)`)
        .execute();
      await db.schema.createIndex('places_name').on('places').column('name_folded').execute();
      await db.schema.createIndex('places_island').on('places').columns(['island', 'name_folded']).execute();

      for (const [table, column] of REFERENCES) {
        await db.schema
          .alterTable(table)
          .addColumn(column, 'integer', (c: any) => c.references('places.place_id'))
          .execute();
        await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
      }

      if (pg) {
        // Visitors read places: a change drops every process's kept answers (migration 016).
        await sql`create trigger places_data_changed
          after insert or update or delete or truncate on places
          for each statement execute function notify_data_changed()`.execute(db);
      }
    },
  };
}
