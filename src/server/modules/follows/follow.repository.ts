/** The followers' and follows' queries (decision 033). */
import type { Executor } from '../../db/database.ts';
import type { Row } from '../../db/tables.ts';

export type Follow = Row<'follows'>;
export type Follower = Row<'followers'>;
export type SubjectType = Follow['subject_type'];
export type Cadence = Follow['cadence'];

export function findFollowerByEmail(db: Executor, emailNormalized: string) {
  return db
    .selectFrom('followers')
    .selectAll()
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
}

export function findFollower(db: Executor, followerId: number) {
  return db.selectFrom('followers').selectAll().where('follower_id', '=', followerId).executeTakeFirst();
}

/** The follower of this address, made when there is none (the first writer wins). */
export async function followerFor(db: Executor, email: string, emailNormalized: string, now: string) {
  await db
    .insertInto('followers')
    .values({ email, email_normalized: emailNormalized, created_at: now })
    .onConflict((oc) => oc.column('email_normalized').doNothing())
    .execute();
  return (await findFollowerByEmail(db, emailNormalized))!;
}

/** The follow, made unconfirmed when there is none; a new cadence replaces the old. */
export async function upsertFollow(
  db: Executor,
  followerId: number,
  subject: { type: SubjectType; id: number },
  cadence: Cadence,
  now: string,
) {
  await db
    .insertInto('follows')
    .values({
      follower_id: followerId,
      subject_type: subject.type,
      subject_id: subject.id,
      cadence,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['follower_id', 'subject_type', 'subject_id']).doUpdateSet({ cadence }))
    .execute();
}

/** Claim the right to send a confirmation: only when none was sent since `since` (one statement, so once). */
export async function claimConfirmation(db: Executor, followerId: number, now: string, since: string) {
  const result = await db
    .updateTable('followers')
    .set({ confirmation_sent_at: now })
    .where('follower_id', '=', followerId)
    .where((eb) => eb.or([eb('confirmation_sent_at', 'is', null), eb('confirmation_sent_at', '<', since)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Confirm the follower and every follow of theirs that waits. */
export async function confirmFollower(db: Executor, followerId: number, now: string) {
  await db
    .updateTable('followers')
    .set({ confirmed_at: now })
    .where('follower_id', '=', followerId)
    .where('confirmed_at', 'is', null)
    .execute();
  await db
    .updateTable('follows')
    .set({ confirmed_at: now })
    .where('follower_id', '=', followerId)
    .where('confirmed_at', 'is', null)
    .execute();
}

export function followsOf(db: Executor, followerId: number) {
  return db
    .selectFrom('follows')
    .selectAll()
    .where('follower_id', '=', followerId)
    .orderBy('follow_id')
    .execute();
}

/** Stop one follow of the follower, or every one. */
export async function deleteFollows(db: Executor, followerId: number, followId?: number) {
  let query = db.deleteFrom('follows').where('follower_id', '=', followerId);
  if (followId !== undefined) query = query.where('follow_id', '=', followId);
  await query.execute();
}

/** The confirmed follows of this cadence not told of since `before`, by follower. */
export function dueFollows(db: Executor, cadence: Cadence, before: string) {
  return db
    .selectFrom('follows as f')
    .innerJoin('followers as r', 'r.follower_id', 'f.follower_id')
    .selectAll('f')
    .select(['r.email'])
    .where('f.cadence', '=', cadence)
    .where('f.confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('f.last_sent_at', 'is', null), eb('f.last_sent_at', '<', before)]))
    .orderBy('f.follower_id')
    .orderBy('f.follow_id')
    .execute();
}

/**
 * Mark a follow told of up to `changeId` at `now`, only if no other process did since it was read (`seenAt`): the
 * one that marks it is the one that sends its digest.
 */
export async function markFollowSent(
  db: Executor,
  followId: number,
  seenAt: string | null,
  now: string,
  changeId: number,
) {
  const result = await db
    .updateTable('follows')
    .set({ last_sent_at: now, last_change_id: changeId })
    .where('follow_id', '=', followId)
    .where((eb) => (seenAt === null ? eb('last_sent_at', 'is', null) : eb('last_sent_at', '=', seenAt)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setCadence(db: Executor, followerId: number, followId: number, cadence: Cadence) {
  await db
    .updateTable('follows')
    .set({ cadence })
    .where('follower_id', '=', followerId)
    .where('follow_id', '=', followId)
    .execute();
}

/** The mailing list's addresses that are not followers (asked, or following by themselves), oldest first. */
export function subscribersNotFollowing(db: Executor) {
  return db
    .selectFrom('subscribers as s')
    .leftJoin('followers as f', 'f.email_normalized', 's.email_normalized')
    .where('f.follower_id', 'is', null)
    .select('s.email')
    .orderBy('s.subscriber_id')
    .execute();
}
