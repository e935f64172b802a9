/** Kysely queries for newsletter subscribers. */
import { withPaging } from '../../db/query-helpers.ts';
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
export async function listSubscribers(db: Executor, paging: Paging) {
  const query = db
    .selectFrom('subscribers')
    .select(['subscriber_id', 'email', 'created_at'])
    .orderBy('created_at')
    .orderBy('subscriber_id');
  const rows = await withPaging(query, paging).execute();
  const total = await db
    .selectFrom('subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}
