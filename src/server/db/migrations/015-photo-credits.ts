import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/** The licence keys of this migration (shared/photo-licences.ts may grow; a later migration widens the check). */
const LICENCES = [
  'all-rights-reserved',
  'cc-by-4.0',
  'cc-by-sa-4.0',
  'cc-by-nc-4.0',
  'cc0',
  'ask-the-steward',
];

/** "kahiki.jpg" → "kahiki": the description the photos page used to fill in by itself. */
const fileStem = (fileName: string) => fileName.replace(/\.[^.]*$/, '');

/**
 * Photo credits and rights: who took a photo (`credit`, apart from its uploader) and its licence
 * (a key, checked; null when not recorded). `date_taken` stays the one text column, now kept as precise as given
 * (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`); uncertain dates will add its earliest and latest days beside it.
 *
 * A photo with no caption takes its description as one, unless that description is only the file name the
 * photos page used to put there by default: the file name is never a photo's title.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema.alterTable('canoe_media').addColumn('credit', 'text').execute();
      await db.schema
        .alterTable('canoe_media')
        .addColumn('licence', 'text', (c) =>
          c.check(sql`licence is null or licence in (${sql.join(LICENCES.map((key) => sql.lit(key)))})`),
        )
        .execute();
      const uncaptioned: { media_id: number; file_name: string; description: string }[] = await db
        .selectFrom('canoe_media')
        .select(['media_id', 'file_name', 'description'])
        .where('caption', 'is', null)
        .where('description', 'is not', null)
        .execute();
      for (const photo of uncaptioned) {
        const words = photo.description.trim();
        if (!words || words === photo.file_name || words === fileStem(photo.file_name)) continue;
        await db
          .updateTable('canoe_media')
          .set({ caption: words.slice(0, 500) })
          .where('media_id', '=', photo.media_id)
          .execute();
      }
    },
  };
}
