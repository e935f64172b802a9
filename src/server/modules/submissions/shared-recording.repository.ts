/**
 * Queries of recordings sent with the share form (migration 045): the uploads waiting to be claimed, and the
 * recordings of submissions.
 */
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { NewRow, SubmissionRecordingsTable } from '../../db/tables.ts';

export async function challengeSpent(db: Executor, signature: string): Promise<boolean> {
  const row = await db
    .selectFrom('spent_challenges')
    .select('signature')
    .where('signature', '=', signature)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uploads waiting to be claimed that were sent after `since` (older ones go with the next sweep): this client's,
 * whether one of them was paid with `signature` (another upload with it replaces it), and the bytes of everyone's.
 */
export async function unclaimedUploads(db: Executor, clientHash: string, signature: string, since: string) {
  const rows = await db
    .selectFrom('shared_recording_uploads as u')
    .innerJoin('recording_files as f', 'f.file_id', 'u.file_id')
    .select(['u.client_hash', 'u.challenge_signature', 'f.byte_size'])
    .where('u.created_at', '>', since)
    .execute();
  const own = rows.filter((row) => row.client_hash === clientHash);
  return {
    own: own.length,
    replaces: own.some((row) => row.challenge_signature === signature),
    bytes: rows.reduce((sum, row) => sum + Number(row.byte_size), 0),
  };
}

/** Records an upload; the one paid with the same challenge before it is forgotten. Its file's id, if any. */
export async function replaceUpload(
  db: Executor,
  row: NewRow<'shared_recording_uploads'>,
): Promise<number | null> {
  const before = await db
    .deleteFrom('shared_recording_uploads')
    .where('challenge_signature', '=', row.challenge_signature)
    .returning('file_id')
    .executeTakeFirst();
  await db.insertInto('shared_recording_uploads').values(row).execute();
  return before?.file_id ?? null;
}

/** The upload a token names, with its file's length (for checking a transcript's times). */
export function findUpload(db: Executor, tokenHash: string) {
  return db
    .selectFrom('shared_recording_uploads as u')
    .innerJoin('recording_files as f', 'f.file_id', 'u.file_id')
    .select(['u.file_id', 'f.duration_seconds'])
    .where('u.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Claims the upload: forgets it and answers it (undefined when another claim came first). */
export function claimUpload(db: Executor, tokenHash: string) {
  return db
    .deleteFrom('shared_recording_uploads')
    .where('token_hash', '=', tokenHash)
    .returning(['file_id', 'challenge_signature'])
    .executeTakeFirst();
}

export async function insertSubmissionRecording(db: Executor, row: NewRow<'submission_recordings'>) {
  await db.insertInto('submission_recordings').values(row).execute();
}

export type SubmissionRecordingRow =
  Awaited<ReturnType<typeof listRecordingsOf>> extends Map<number, infer R> ? R : never;

/** The recordings of these submissions, with their files, by submission. */
export async function listRecordingsOf(db: Executor, submissionIds: number[]) {
  const rows = submissionIds.length
    ? await db
        .selectFrom('submission_recordings as s')
        .leftJoin('recording_files as f', 'f.file_id', 's.file_id')
        .select([
          's.submission_id',
          's.file_id',
          's.title',
          's.teller',
          's.teller_named',
          's.recorded_date',
          's.recorded_by',
          's.licence',
          's.transcript',
          's.recording_id',
          'f.format',
          'f.mime_type',
          'f.kind',
          'f.byte_size',
          'f.duration_seconds',
          'f.part_bytes',
          'f.sha256',
          'f.object_key',
        ])
        .where('s.submission_id', 'in', submissionIds)
        .execute()
    : [];
  return new Map(rows.map((row) => [row.submission_id, row]));
}

export async function findSubmissionRecording(db: Executor, submissionId: number) {
  return (await listRecordingsOf(db, [submissionId])).get(submissionId);
}

export async function updateSubmissionRecording(
  db: Executor,
  submissionId: number,
  values: Updateable<SubmissionRecordingsTable>,
) {
  await db
    .updateTable('submission_recordings')
    .set(values)
    .where('submission_id', '=', submissionId)
    .execute();
}

export async function deleteSubmissionRecording(db: Executor, submissionId: number) {
  await db.deleteFrom('submission_recordings').where('submission_id', '=', submissionId).execute();
}
