/** Kysely queries for newsletter subscribers. */
import { pageWithTotal } from '../../db/query-helpers.ts';
import { countRows } from '../../db/records.ts';
import type { Paging } from '../../http/paging.ts';
import type { Executor } from '../../db/database.ts';

/** Store the address unless it is already there (the unique normalised address decides). */
export async function insertSubscriberOnce(
  db: Executor,
  values: { email: string; email_normalized: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('subscribers')
    .values(values)
    .onConflict((oc) => oc.column('email_normalized').doNothing())
    .execute();
}

/** Subscribers in the order they signed up. */
export function listSubscribers(db: Executor, paging: Paging) {
  return pageWithTotal(
    db
      .selectFrom('subscribers')
      .select(['subscriber_id', 'email', 'created_at'])
      .orderBy('created_at')
      .orderBy('subscriber_id'),
    countRows(db, 'subscribers'),
    paging,
  );
}
