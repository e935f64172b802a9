/** Kysely queries for newsletter subscribers. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import type { Paging } from '../../http/paging.ts';

type Executor = Kysely<Database>;

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
  let query = db
    .selectFrom('subscribers')
    .select(['subscriber_id', 'email', 'created_at'])
    .orderBy('created_at')
    .orderBy('subscriber_id');
  if (paging.limit !== undefined) query = query.limit(paging.limit);
  else if (paging.offset > 0) query = query.limit(Number.MAX_SAFE_INTEGER);
  if (paging.offset > 0) query = query.offset(paging.offset);
  const rows = await query.execute();
  const total = await db
    .selectFrom('subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}
