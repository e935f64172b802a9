/** The one question the demo archive asks of the database before loading: has anything been recorded yet? */
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/** True when there are no canoes, stewards, people or races. */
export async function hasNoRecords(db: Executor): Promise<boolean> {
  for (const table of ['canoes', 'owners', 'people', 'races'] as const) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .executeTakeFirst();
    if (row) return false;
  }
  return true;
}
