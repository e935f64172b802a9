import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/** The kinds of this migration (shared/tk-labels.ts may grow; a later migration widens the check). */
const KINDS = ['tk_label', 'bc_label', 'notice'];

/** The records a label may be used on besides the canoe itself: column → the table it points at. */
const PARTS = {
  media_id: 'canoe_media.media_id',
  story_id: 'stories.story_id',
  source_id: 'sources.source_id',
} as const;

/**
 * Traditional Knowledge labels and notices from Local Contexts (decision 021).
 *
 * `tk_labels`: a community's labels (TK and BC) and notices, imported from a Local Contexts Hub project file.
 * `lc_id` is the label's own id at Local Contexts (a notice without one: the project's id and the notice's type),
 * so importing the project again updates the label in place. `community_text` is the community's text as the Hub
 * sent it; `archive_text`, when set, is this archive's edited text, shown instead (an import never touches it).
 *
 * `tk_label_uses`: a label on a canoe (no other column set) or on one of its photos, stories or sources (exactly
 * one set), in the order they are shown. Foreign keys delete the uses with their label or record; the change
 * history records them first (CASCADES).
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  const id = (table: any, column: string) =>
    table.addColumn(column, pg ? 'serial' : 'integer', (c: any) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
  return {
    async up(db: Db) {
      await id(db.schema.createTable('tk_labels'), 'label_id')
        .addColumn('lc_id', 'text', (c: any) => c.notNull().unique())
        .addColumn('kind', 'text', (c: any) => c.notNull())
        .addColumn('label_type', 'text', (c: any) => c.notNull())
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('community', 'text')
        .addColumn('community_text', 'text', (c: any) => c.notNull())
        .addColumn('archive_text', 'text')
        .addColumn('language', 'text')
        .addColumn('language_tag', 'text')
        .addColumn('project_lc_id', 'text', (c: any) => c.notNull())
        .addColumn('project_title', 'text', (c: any) => c.notNull())
        .addColumn('project_page', 'text')
        .addColumn('label_page', 'text')
        .addColumn('img_url', 'text')
        .addColumn('translations', 'text')
        .addCheckConstraint(
          'tk_labels_kind_check',
          sql`kind in (${sql.join(KINDS.map((kind) => sql.lit(kind)))})`,
        )
        .execute();

      let uses = id(db.schema.createTable('tk_label_uses'), 'use_id')
        .addColumn('label_id', 'integer', (c: any) =>
          c.notNull().references('tk_labels.label_id').onDelete('cascade'),
        )
        .addColumn('canoe_id', 'integer', (c: any) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        );
      for (const [column, target] of Object.entries(PARTS)) {
        uses = uses.addColumn(column, 'integer', (c: any) => c.references(target).onDelete('cascade'));
      }
      const setCount = sql.join(
        Object.keys(PARTS).map((column) => sql`(case when ${sql.ref(column)} is null then 0 else 1 end)`),
        sql` + `,
      );
      await uses
        .addColumn('position', 'integer', (c: any) => c.notNull())
        .addCheckConstraint('tk_label_uses_one_record_check', sql`${setCount} <= 1`)
        .addCheckConstraint('tk_label_uses_position_check', sql`position >= 1`)
        .execute();
      await db.schema
        .createIndex('tk_label_uses_canoe_idx')
        .on('tk_label_uses')
        .columns(['canoe_id', 'position'])
        .execute();
      await db.schema.createIndex('tk_label_uses_label_idx').on('tk_label_uses').column('label_id').execute();
      for (const column of Object.keys(PARTS)) {
        // Partial: most uses are on the canoe itself; the index serves the cascades and one record's list.
        await db.schema
          .createIndex(`tk_label_uses_${column.replace(/_id$/, '')}_idx`)
          .on('tk_label_uses')
          .column(column)
          .where(sql.ref(column), 'is not', null)
          .execute();
      }
      if (pg) {
        // The response cache's notices (migration 016): visitors read labels and their uses.
        for (const table of ['tk_labels', 'tk_label_uses']) {
          await sql`create trigger ${sql.raw(`${table}_data_changed`)}
            after insert or update or delete or truncate on ${sql.table(table)}
            for each statement execute function notify_data_changed()`.execute(db);
        }
      }
    },
  };
}
