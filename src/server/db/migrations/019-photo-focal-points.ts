import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

const percent = (column: string) =>
  sql`${sql.ref(column)} is null or (${sql.ref(column)} >= 0 and ${sql.ref(column)} <= 100)`;

/**
 * A photo's focal point: the point a crop keeps in view, in whole percent from the left and top.
 * `images` keeps the one found at upload (sharp's attention strategy); `canoe_media` keeps where an administrator
 * moved it (null: the image's own), so the move is a change of the photo with its history like any other.
 *
 * Photos stored before this migration have none: the server finds theirs in the background after it starts
 * (modules/media/focal-points.ts), a few seconds' work for a whole archive that no start and no visitor waits for;
 * until then they are cropped around their centre, as before.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      for (const table of ['images', 'canoe_media']) {
        for (const column of ['focal_x', 'focal_y']) {
          await db.schema
            .alterTable(table)
            .addColumn(column, 'integer', (c) => c.check(percent(column)))
            .execute();
        }
      }
    },
  };
}
