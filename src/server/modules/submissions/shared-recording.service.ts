/**
 * Recordings sent with the share form (issue 36, decision 035). The file goes first, as its own bytes, checked as a
 * keeper's upload is (type by content, place metadata removed, size and length limits, the share form's smaller
 * size); it costs a solved challenge, the one the submission will be sent with, and is answered with a token. The
 * submission claims it with the token: from then on it is the submission's, private until an approval makes it
 * the canoe's recording (with the story it came with, kept for the same protocol). A refused submission's file is
 * removed at once; an upload no submission claims, after a day.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db, Executor } from '../../db/database.ts';
import { isUniqueViolation, nowIso } from '../../db/database.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type {
  SharedRecordingUpload,
  submissionEditBody,
  submissionRecordingInput,
} from '../../../shared/api/submissions.ts';
import { submissionMessages } from '../../../shared/api/submissions.ts';
import type { z } from 'zod';
import {
  keptTranscript,
  receiveRecordingFile,
  type RecordingLimits,
} from '../recordings/recording.service.ts';
import { removeUnnamedFiles, UNNAMED_FILE_HOURS } from '../recordings/recording-store.ts';
import { insertRecording } from '../recordings/recording.repository.ts';
import { keepForProtocols } from '../protocols/protocol.service.ts';
import { CHALLENGE_LIFETIME_MS, type VerifiedChallenge } from './challenge.ts';
import { spendChallenge as spendChallengeRow } from './submission.repository.ts';
import * as repo from './shared-recording.repository.ts';

type RecordingInput = z.output<typeof submissionRecordingInput>;
type RecordingEdit = NonNullable<z.output<typeof submissionEditBody>['recording']> | null;

/** Uploads one client may have waiting to be claimed at a time (each also costs a solved challenge). */
export const MAX_UNCLAIMED_UPLOADS = 3;
/** Everyone's uploads waiting to be claimed, at most this many times the largest one, in bytes. */
export const UNCLAIMED_BYTES_TIMES = 20;
/** An upload is waiting to be claimed this long; then the files' sweep removes it. */
const UNCLAIMED_HOURS = UNNAMED_FILE_HOURS;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const gone = () =>
  badRequest(submissionMessages.recordingUploadGone, {
    'recording.upload_token': submissionMessages.recordingUploadGone,
  });

/**
 * Before an upload's body is read: its challenge is not yet spent, its client has fewer than
 * MAX_UNCLAIMED_UPLOADS waiting (unless it replaces one), and everyone's waiting uploads are within their bound.
 */
export async function checkSharedUpload(
  db: Db,
  context: { clientHash: string; challenge: VerifiedChallenge; maxBytes: number },
) {
  const { signature } = context.challenge;
  if (await repo.challengeSpent(db.kysely, signature)) {
    throw badRequest(submissionMessages.challenge, { challenge: submissionMessages.challenge });
  }
  const since = new Date(Date.now() - UNCLAIMED_HOURS * 3600_000).toISOString();
  const waiting = await repo.unclaimedUploads(db.kysely, context.clientHash, signature, since);
  if (!waiting.replaces && waiting.own >= MAX_UNCLAIMED_UPLOADS) {
    throw new HttpError(429, submissionMessages.recordingUploads);
  }
  if (waiting.bytes + context.maxBytes > UNCLAIMED_BYTES_TIMES * context.maxBytes) {
    throw new HttpError(503, submissionMessages.recordingsBusy);
  }
}

/** Receives a visitor's recording paid with a solved challenge (checked by `checkSharedUpload`); its claim token. */
export async function receiveSharedRecording(
  db: Db,
  body: Readable,
  context: { limits: RecordingLimits; clientHash: string; challenge: VerifiedChallenge },
): Promise<SharedRecordingUpload> {
  const token = randomBytes(24).toString('base64url');
  let replaced: number | null = null;
  let uploaded;
  try {
    uploaded = await receiveRecordingFile(db, body, context.limits, async (trx, fileId) => {
      replaced = await repo.replaceUpload(trx, {
        token_hash: hashOf(token),
        file_id: fileId,
        challenge_signature: context.challenge.signature,
        client_hash: context.clientHash,
        created_at: nowIso(),
      });
    });
  } catch (error) {
    // Two uploads at once with the same challenge: the first stands.
    if (isUniqueViolation(error)) {
      throw badRequest(submissionMessages.challenge, { challenge: submissionMessages.challenge });
    }
    throw error;
  }
  if (replaced !== null) await removeUnnamedFiles(db.kysely, [replaced]);
  const { file_id: _fileId, ...file } = uploaded;
  return { ...file, upload_token: token };
}

/** A submission's recording checked before its transaction: the upload is there, its transcript reads. */
export interface CheckedRecording {
  tokenHash: string;
  transcript: string | null;
  input: RecordingInput;
}

export async function checkSharedRecording(db: Executor, input: RecordingInput): Promise<CheckedRecording> {
  const tokenHash = hashOf(input.upload_token);
  const upload = await repo.findUpload(db, tokenHash);
  if (!upload) throw gone();
  const transcript =
    keptTranscript(input.transcript, upload.duration_seconds, 'recording.transcript') ?? null;
  return { tokenHash, transcript, input };
}

/** In the submission's transaction: the upload becomes the submission's recording. */
export async function attachSharedRecording(trx: Executor, submissionId: number, checked: CheckedRecording) {
  const claimed = await repo.claimUpload(trx, checked.tokenHash);
  if (claimed === undefined) throw gone();
  const fileId = claimed.file_id;
  // The challenge it was paid with pays for no other upload (the submission may have been sent with another).
  await spendChallengeRow(
    trx,
    claimed.challenge_signature,
    new Date(Date.now() + CHALLENGE_LIFETIME_MS).toISOString(),
  );
  const { input } = checked;
  await repo.insertSubmissionRecording(trx, {
    submission_id: submissionId,
    file_id: fileId,
    title: input.title ?? null,
    teller: input.teller ?? null,
    teller_named: input.teller_named ? 1 : 0,
    recorded_date: input.recorded_date ?? null,
    recorded_by: input.recorded_by ?? null,
    licence: input.licence ?? null,
    transcript: checked.transcript,
  });
}

/** A keeper's edit of the recording's words before approving; null: it is not published and its file goes. */
export async function editSharedRecording(trx: Executor, submissionId: number, edit: RecordingEdit) {
  const current = await repo.findSubmissionRecording(trx, submissionId);
  if (!current) return;
  if (edit === null) {
    await repo.deleteSubmissionRecording(trx, submissionId);
    if (current.file_id !== null) await removeUnnamedFiles(trx, [current.file_id]);
    return;
  }
  const values: Parameters<typeof repo.updateSubmissionRecording>[2] = {};
  if (edit.title !== undefined) values.title = edit.title;
  if (edit.teller !== undefined) values.teller = edit.teller ?? null;
  if (edit.teller_named !== undefined) values.teller_named = edit.teller_named ? 1 : 0;
  if (edit.recorded_date !== undefined) values.recorded_date = edit.recorded_date ?? null;
  if (edit.recorded_by !== undefined) values.recorded_by = edit.recorded_by ?? null;
  if (edit.licence !== undefined) values.licence = edit.licence ?? null;
  if (edit.transcript !== undefined) {
    values.transcript =
      keptTranscript(edit.transcript, current.duration_seconds, 'recording.transcript') ?? null;
  }
  if (Object.keys(values).length) await repo.updateSubmissionRecording(trx, submissionId, values);
}

/**
 * In an approval's transaction: the submission's recording becomes the canoe's, with the story it came with, kept
 * for the protocol it was shared for. Its title is the one given, else the submission's.
 */
export async function publishSharedRecording(
  trx: Executor,
  submission: { submission_id: number; title: string | null },
  canoeId: number,
  published: { storyId: number | null; shownName: string; keptFor: number[] | null; now: string },
) {
  const recording = await repo.findSubmissionRecording(trx, submission.submission_id);
  if (!recording || recording.file_id === null) return;
  const row = await insertRecording(trx, {
    canoe_id: canoeId,
    file_id: recording.file_id,
    title: recording.title ?? submission.title ?? published.shownName,
    description: null,
    teller: recording.teller,
    teller_named: recording.teller_named,
    recorded_date: recording.recorded_date,
    recorded_by: recording.recorded_by,
    licence: recording.licence,
    story_id: published.storyId,
    source_id: null,
    transcript: recording.transcript,
    uploaded_by: published.shownName,
    uploaded_by_user_id: null,
    uploaded_at: published.now,
  });
  // The file is the canoe recording's now: the submission no longer names it (once that recording is deleted and
  // its history gone, the file goes).
  await repo.updateSubmissionRecording(trx, submission.submission_id, {
    recording_id: row.recording_id,
    file_id: null,
  });
  if (published.keptFor) await keepForProtocols(trx, 'recording', row.recording_id, published.keptFor);
}

/** A refused or erased submission's recording file goes (unless an approval made it a canoe's recording). */
export async function removeSharedRecordingFile(trx: Executor, submissionId: number, forget = false) {
  const current = await repo.findSubmissionRecording(trx, submissionId);
  if (!current) return;
  if (forget) await repo.deleteSubmissionRecording(trx, submissionId);
  else await repo.updateSubmissionRecording(trx, submissionId, { file_id: null });
  if (current.file_id !== null && current.recording_id === null)
    await removeUnnamedFiles(trx, [current.file_id]);
}

export const sharedRecordingsOf = repo.listRecordingsOf;
export const sharedRecordingOf = repo.findSubmissionRecording;
