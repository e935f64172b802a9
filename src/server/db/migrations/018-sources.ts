import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/** The kinds of this migration (shared/api/sources.ts may grow; a later migration widens the check). */
const KINDS = ['oral_history', 'document', 'newspaper', 'book', 'photograph', 'other'];

/** The records a source may support besides the canoe itself: column → the table it points at. */
const PARTS = {
  canoe_name_id: 'canoe_names.canoe_name_id',
  ownership_id: 'ownerships.ownership_id',
  restoration_id: 'restorations.restoration_id',
  participation_id: 'race_participations.participation_id',
  media_id: 'canoe_media.media_id',
} as const;

/**
 * Sources (decision 014): the citations behind a canoe's facts, in the order they are numbered. Every
 * source belongs to a canoe (`canoe_id`, the page that shows it) and supports either the canoe record itself (no
 * other column set) or one of its names, ownerships, restorations, race results or photos (exactly one column
 * set). Foreign keys delete a record's sources with it; the change history records them first (CASCADES).
 *
 * A link is http(s) only. For an oral history, `teller` is who told it and `teller_named` whether they agreed to
 * be named (1): without it, the teller is kept for administrators and never sent to visitors.
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Db) {
      let table = db.schema
        .createTable('sources')
        .addColumn('source_id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('canoe_id', 'integer', (c) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        );
      for (const [column, target] of Object.entries(PARTS)) {
        table = table.addColumn(column, 'integer', (c) => c.references(target).onDelete('cascade'));
      }
      const setCount = sql.join(
        Object.keys(PARTS).map((column) => sql`(case when ${sql.ref(column)} is null then 0 else 1 end)`),
        sql` + `,
      );
      await table
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('citation', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('teller', 'text')
        .addColumn('teller_named', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('sources_one_record_check', sql`${setCount} <= 1`)
        .addCheckConstraint('sources_position_check', sql`position >= 1`)
        .addCheckConstraint(
          'sources_kind_check',
          sql`kind in (${sql.join(KINDS.map((kind) => sql.lit(kind)))})`,
        )
        .addCheckConstraint(
          'sources_url_check',
          sql`url is null or url like 'http://%' or url like 'https://%'`,
        )
        .addCheckConstraint('sources_teller_named_check', sql`teller_named in (0, 1)`)
        .execute();
      await db.schema
        .createIndex('sources_canoe_idx')
        .on('sources')
        .columns(['canoe_id', 'position'])
        .execute();
      for (const column of Object.keys(PARTS)) {
        // Partial: most sources support the canoe itself; the index serves the cascades and one record's list.
        await db.schema
          .createIndex(`sources_${column.replace(/_id$/, '')}_idx`)
          .on('sources')
          .column(column)
          .where(sql.ref(column), 'is not', null)
          .execute();
      }
      if (pg) {
        // The response cache's notices (migration 016): visitors read sources.
        await sql`create trigger sources_data_changed
          after insert or update or delete or truncate on sources
          for each statement execute function notify_data_changed()`.execute(db);
      }
    },
  };
}
