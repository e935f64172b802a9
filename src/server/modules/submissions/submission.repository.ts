/**
 * Kysely queries for community submissions and published stories. A submission and its photos are private rows
 * (not in the change history: nothing public changes until approval); a story is a tracked record of its canoe.
 */
import type { Expression, Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { NewRow, Row, SubmissionsTable } from '../../db/tables.ts';
import { currentNameRow } from '../../db/current-name.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import type { Paging } from '../../http/paging.ts';
import type { SubmissionStatus } from '../../../shared/api/submissions.ts';
import { correctableFields, type CorrectableCanoeField } from '../../../shared/canoe-fields.ts';

export type { Executor };
export type SubmissionRow = Row<'submissions'> & {
  canoe_name: string | null;
  photo_count: number;
  protocol_name: string | null;
};
export type SubmissionPhotoRow = Row<'submission_photos'> & { etag: string | null };

function submissionsWithNames(db: Executor) {
  return db
    .selectFrom('submissions as s')
    .selectAll('s')
    .select((eb) => [
      eb
        .selectFrom('canoe_names as cur')
        .select('cur.name')
        .where(
          'cur.canoe_name_id',
          '=',
          currentNameRow(eb.ref('s.canoe_id') as Expression<number>).select('cur.canoe_name_id'),
        )
        .as('canoe_name'),
      eb
        .selectFrom('submission_photos as p')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('p.submission_id', '=', 's.submission_id')
        .as('photo_count'),
      // Shared for a protocol's members only: its name, as the queue and the review say it (decision 020).
      eb
        .selectFrom('protocols as pr')
        .select('pr.name')
        .whereRef('pr.protocol_id', '=', 's.protocol_id')
        .as('protocol_name'),
    ]);
}

const asRow = (row: Record<string, unknown>): SubmissionRow => ({
  ...(row as unknown as SubmissionRow),
  photo_count: Number(row.photo_count ?? 0),
  protocol_name: (row.protocol_name as string | null | undefined) ?? null,
});

export async function findSubmission(db: Executor, id: number): Promise<SubmissionRow | undefined> {
  const row = await submissionsWithNames(db).where('s.submission_id', '=', id).executeTakeFirst();
  return row ? asRow(row) : undefined;
}

/** A page of one status: waiting ones oldest first (a queue), reviewed ones most recently reviewed first. */
export async function listSubmissions(db: Executor, status: SubmissionStatus, paging: Paging) {
  let query = submissionsWithNames(db).where('s.status', '=', status);
  query =
    status === 'pending'
      ? query.orderBy('s.created_at').orderBy('s.submission_id')
      : query.orderBy('s.reviewed_at', 'desc').orderBy('s.submission_id', 'desc');
  if (paging.limit !== undefined) query = query.limit(paging.limit).offset(paging.offset);
  else if (paging.offset) query = query.limit(1_000_000).offset(paging.offset);
  const rows = await query.execute();
  return { rows: rows.map(asRow), total: await countSubmissions(db, status) };
}

export async function countSubmissions(db: Executor, status: SubmissionStatus): Promise<number> {
  const row = await db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many submissions each email address has sent (compared without case), for a page of the queue in one query.
 * Only an address links submissions: two sent from one network without an email, or one with and one without,
 * are never said to be the same sender.
 */
export async function countByEmail(db: Executor, emails: (string | null)[]): Promise<Map<string, number>> {
  const keys = [...new Set(emails.filter((email): email is string => Boolean(email)).map(emailKey))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('submissions')
    .select((eb) => [eb.fn<string>('lower', ['email']).as('email_key'), eb.fn.countAll<number>().as('n')])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', keys))
    .groupBy((eb) => eb.fn('lower', ['email']))
    .execute();
  return new Map(rows.map((row) => [row.email_key, Number(row.n)]));
}

export const emailKey = (email: string) => email.toLowerCase();

/** The photos of a page of the queue in one query, by submission. */
export async function listPhotosOf(
  db: Executor,
  submissionIds: number[],
): Promise<Map<number, SubmissionPhotoRow[]>> {
  const bySubmission = new Map<number, SubmissionPhotoRow[]>(submissionIds.map((id) => [id, []]));
  if (submissionIds.length === 0) return bySubmission;
  const rows = await db
    .selectFrom('submission_photos as p')
    .leftJoin('images as i', 'i.image_id', 'p.image_id')
    .selectAll('p')
    .select('i.etag')
    .where('p.submission_id', 'in', submissionIds)
    .orderBy('p.submission_id')
    .orderBy('p.position')
    .execute();
  for (const row of rows) bySubmission.get(row.submission_id)?.push(row);
  return bySubmission;
}

export async function listPhotos(db: Executor, submissionId: number): Promise<SubmissionPhotoRow[]> {
  return (await listPhotosOf(db, [submissionId])).get(submissionId) ?? [];
}

export async function insertSubmission(db: Executor, row: NewRow<'submissions'>): Promise<number> {
  const inserted = await db
    .insertInto('submissions')
    .values(row)
    .returning('submission_id')
    .executeTakeFirstOrThrow();
  return inserted.submission_id;
}

export async function insertPhoto(db: Executor, row: NewRow<'submission_photos'>) {
  await db.insertInto('submission_photos').values(row).execute();
}

export async function updatePhoto(
  db: Executor,
  photoId: number,
  values: Partial<
    Pick<Row<'submission_photos'>, 'caption' | 'credit' | 'date_taken' | 'licence' | 'media_id' | 'image_id'>
  >,
) {
  await db.updateTable('submission_photos').set(values).where('photo_id', '=', photoId).execute();
}

export async function deletePhoto(db: Executor, photoId: number) {
  await db.deleteFrom('submission_photos').where('photo_id', '=', photoId).execute();
}

export async function updateSubmission(db: Executor, id: number, values: Updateable<SubmissionsTable>) {
  await db.updateTable('submissions').set(values).where('submission_id', '=', id).execute();
}

/** Rejected and spam submissions reviewed before `cutoff` (ISO), oldest first. */
export async function closedBefore(db: Executor, cutoff: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('submissions')
    .select('submission_id')
    .where('status', 'in', ['rejected', 'spam'])
    .where('reviewed_at', '<', cutoff)
    .orderBy('reviewed_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.submission_id);
}

/** Deletes submissions and their photo rows (the images themselves are the caller's). */
/**
 * Erases what the sender wrote and who they are, keeping the row's kind, status, canoe and review: the words, the
 * name, the email, the photos' captions and credits (the photos themselves are deleted by the caller), and the
 * address hash that linked it to the sender's other submissions.
 */
export async function eraseSenderWords(
  db: Executor,
  id: number,
  erased: { erased_at: string; erased_by_name: string },
): Promise<void> {
  await db
    .updateTable('submissions')
    .set({
      title: null,
      story: null,
      correction_json: null,
      canoe_json: null,
      sender_name: null,
      email: null,
      notify: 0,
      client_hash: 'erased',
      ...erased,
    })
    .where('submission_id', '=', id)
    .execute();
  await db.deleteFrom('submission_photos').where('submission_id', '=', id).execute();
}

export async function deleteSubmissions(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('submission_photos').where('submission_id', 'in', ids).execute();
  await db.deleteFrom('submissions').where('submission_id', 'in', ids).execute();
}

/**
 * Ends the wait of a pending submission: true for the one request that did it, false when it was no longer
 * pending (two administrators reviewing it at once: the second gets 409, and nothing of it is written).
 */
export async function closeSubmission(
  db: Executor,
  id: number,
  values: Pick<
    SubmissionsTable,
    'reviewed_at' | 'reviewed_by_user_id' | 'reviewed_by_name' | 'review_note'
  > & {
    status: Exclude<SubmissionStatus, 'pending'>;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('submissions')
    .set(values)
    .where('submission_id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A canoe's published stories, newest first. */
export function listStories(db: Executor, canoeId: number) {
  return db
    .selectFrom('stories')
    .selectAll()
    .where('canoe_id', '=', canoeId)
    .orderBy('published_at', 'desc')
    .orderBy('story_id', 'desc')
    .execute();
}

export function findStory(db: Executor, canoeId: number, storyId: number) {
  return db
    .selectFrom('stories')
    .selectAll()
    .where('canoe_id', '=', canoeId)
    .where('story_id', '=', storyId)
    .executeTakeFirst();
}

export function insertStory(db: Executor, row: NewRow<'stories'>) {
  return trackedInsert(db, 'stories', row);
}

/** A published story's text in either language (decision 027), with its change record. */
export async function updateStory(
  db: Executor,
  storyId: number,
  values: Partial<Pick<Row<'stories'>, 'body' | 'body_haw' | 'told_of'>>,
) {
  await trackedUpdate(db, 'stories', { story_id: storyId }, values);
}

export async function deleteStory(db: Executor, storyId: number) {
  // A recording of the story stays, no longer linked to it: recorded, so restoring the story links it again.
  await trackedUpdate(db, 'recordings', { story_id: storyId }, { story_id: null });
  await trackedDelete(db, 'stories', { story_id: storyId });
}

/** The canoe's current name, for words about it. */
export async function canoeCurrentName(db: Executor, canoeId: number): Promise<string | null> {
  const row = await db
    .selectFrom('canoe_names as cur')
    .select('cur.name')
    .where('cur.canoe_name_id', '=', currentNameRow(canoeId).select('cur.canoe_name_id'))
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The named key: written once if there is none (the first writer wins), then read. */
export async function siteSecretValue(db: Executor, name: string, candidate: string, now: string) {
  await db
    .insertInto('site_secrets')
    .values({ name, value: candidate, created_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('site_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** The canoe's own columns a correction may name (the plain fields of shared/canoe-fields.ts it marks). */
const CORRECTABLE_COLUMNS = correctableFields().map((field) => field.key as CorrectableCanoeField);

/** The canoe's own details a correction may name, and its build date (EDTF). */
export function canoeCorrectable(db: Executor, canoeId: number) {
  return db
    .selectFrom('canoes')
    .select([...CORRECTABLE_COLUMNS, 'build_date_edtf'])
    .where('canoe_id', '=', canoeId)
    .executeTakeFirst();
}

/** The image of one photo of one submission (none once removed). */
export async function submissionPhotoImageId(db: Executor, submissionId: number, photoId: number) {
  const row = await db
    .selectFrom('submission_photos')
    .select('image_id')
    .where('photo_id', '=', photoId)
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  return row?.image_id ?? null;
}

/**
 * Marks a challenge used: true the first time, false when it already was (by this process or any other, before a
 * restart or not). One insert whose primary key decides, so two submissions racing with one challenge cannot both
 * pass.
 */
export async function spendChallenge(db: Executor, signature: string, expiresAt: string): Promise<boolean> {
  const result = await db
    .insertInto('spent_challenges')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets used challenges that have expired (refused as expired anyway); answers how many. */
export async function forgetExpiredChallenges(db: Executor, now: string): Promise<number> {
  const result = await db.deleteFrom('spent_challenges').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
