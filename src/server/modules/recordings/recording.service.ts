/** A canoe's recordings: rules and transactions (decision 035). */
import type { Readable } from 'node:stream';
import type { Caller } from '../auth/caller.ts';
import type { Db, Executor } from '../../db/database.ts';
import { isForeignKeyViolation, nowIso } from '../../db/database.ts';
import { canoeExists } from '../../db/records.ts';
import { badRequest, HttpError, notFound, say, type Saying } from '../../http/errors.ts';
import type { Message } from '../../../shared/i18n/messages.ts';
import { canSee, type Viewer } from '../../core/viewer.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import type { RecordingCreateBody, RecordingUpdateBody, Recording } from '../../../shared/api/recordings.ts';
import type { RecordingFile, RecordingLine } from '../../../shared/api/recordings.ts';
import {
  cueText,
  formatTime,
  parseTypedTranscript,
  parseWebVtt,
  toWebVtt,
  transcriptMessages,
} from '../../../shared/transcript.ts';
import { foldText } from '../../../shared/text.ts';
import { recordingsArea as words } from '../../../shared/i18n/messages/recordings.ts';
import { RecordingRefused } from './recording-probe.ts';
import { BucketError, type Bucket } from '../media/bucket.ts';
import {
  findRecordingFile,
  newRecordingObjectKey,
  putRecordingObject,
  queueObjectDeletion,
  type StoredObject,
  probeSpooled,
  removeUnnamedFiles,
  spoolUpload,
  storeRecordingFile,
  UploadTooLarge,
} from './recording-store.ts';
import * as repo from './recording.repository.ts';
import { presentRecording } from './recording.presenter.ts';

const recordingNotFound = () => notFound('Recording');
/** A range past the end of the file (416). */
export const rangeNotSatisfiable = () => new HttpError(416, words.rangeNotInFile);
/** A recording without a transcript has no captions. */
export const captionsNotFound = () => notFound('Recording');

export interface RecordingLimits {
  maxBytes: number;
  maxSeconds: number;
  /** Where new files go when the site keeps its files in a bucket (S3_BUCKET); none: the database. */
  bucket?: Bucket | null;
}

/** The bucket the recordings are in does not answer (503). */
export const storeAway = () => new HttpError(503, words.storeAway);

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, say(words.tooLarge, { megabytes: Math.floor(maxBytes / (1024 * 1024)) }));

/**
 * Receives a recording's file: written to disk as it arrives, its type read from its bytes (415 when it is none
 * the archive keeps, 422 when it is cut short or too long), place metadata removed, then stored whole in one
 * transaction. Files sent long ago that no recording named are removed at the same time.
 */
export async function receiveRecordingFile(
  db: Db,
  body: Readable,
  limits: RecordingLimits,
  /** Done in the transaction that stores the file (the share form records who may claim it). */
  alsoInTransaction?: (trx: Executor, fileId: number) => Promise<void>,
): Promise<RecordingFile> {
  let upload;
  try {
    upload = await spoolUpload(body, limits.maxBytes);
  } catch (error) {
    if (error instanceof UploadTooLarge) throw tooLarge(limits.maxBytes);
    throw error;
  }
  try {
    let probed;
    try {
      probed = await probeSpooled(upload);
    } catch (error) {
      if (!(error instanceof RecordingRefused)) throw error;
      if (error.reason === 'unknown-type') throw new HttpError(415, words.notARecording);
      if (error.reason === 'truncated') throw new HttpError(422, words.cutShort);
      throw new HttpError(422, words.placeNotRemovable);
    }
    if (probed.durationSeconds !== null && probed.durationSeconds > limits.maxSeconds) {
      throw new HttpError(422, say(words.tooLong, { minutes: Math.floor(limits.maxSeconds / 60) }));
    }
    let inBucket: StoredObject | undefined;
    if (limits.bucket) {
      const objectKey = newRecordingObjectKey();
      try {
        inBucket = await putRecordingObject(limits.bucket, upload, probed, objectKey);
      } catch (error) {
        // A put that failed may have stored the object all the same: it goes once no row names it.
        await queueObjectDeletion(db.kysely, objectKey).catch(() => undefined);
        if (error instanceof BucketError) throw storeAway();
        throw error;
      }
    }
    let fileId: number;
    try {
      ({ fileId } = await db.kysely.transaction().execute(async (trx) => {
        const stored = await storeRecordingFile(trx, upload, probed, inBucket);
        await alsoInTransaction?.(trx, stored.fileId);
        return stored;
      }));
    } catch (error) {
      // The object goes once no row names it (the queue looks: a commit that failed may have committed after all).
      if (inBucket) await queueObjectDeletion(db.kysely, inBucket.objectKey).catch(() => undefined);
      throw error;
    }
    // Files long unnamed go too; the file is stored whatever happens to them (the periodic sweep tries again).
    await removeUnnamedFiles(db.kysely).catch(() => undefined);
    return {
      file_id: fileId,
      format: probed.format,
      mime_type: probed.mimeType,
      kind: probed.kind,
      byte_size: upload.size,
      duration_seconds: probed.durationSeconds,
    };
  } finally {
    await upload.discard();
  }
}

/** Each problem of a transcript (shared/transcript.ts) as a message of the interface, so it is said in the reader's language. */
export const TRANSCRIPT_PROBLEMS: Record<keyof typeof transcriptMessages, Message> = {
  missingHeader: words.transcriptMissingHeader,
  unreadableTime: words.transcriptUnreadableTime,
  missingTime: words.transcriptMissingTime,
  endsBeforeStart: words.transcriptEndsBeforeStart,
  outOfOrder: words.transcriptOutOfOrder,
  tooManyCues: words.transcriptTooManyCues,
  startWithTime: words.transcriptStartWithTime,
  afterEnd: words.transcriptAfterEnd,
};

/** A problem's English (its `{name}` values filled in) read back as its message and values. */
function problemSaying(text: string): Saying | string {
  for (const [key, template] of Object.entries(transcriptMessages)) {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const source = template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([\\s\\S]+?)');
    const match = new RegExp(`^${source}$`).exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return say(TRANSCRIPT_PROBLEMS[key as keyof typeof transcriptMessages], values);
  }
  return text;
}

/**
 * A transcript as given (WebVTT, or typed lines with times) as the WebVTT kept; 400 naming the first problem, as the
 * message of `field`.
 */
export function keptTranscript(
  text: string | null | undefined,
  duration: number | null,
  field = 'transcript',
): string | null | undefined {
  if (text === undefined) return undefined;
  if (text === null || text.trim() === '') return null;
  const webVtt = /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text);
  const { cues, problems } = webVtt ? parseWebVtt(text) : parseTypedTranscript(text, duration);
  if (problems.length) {
    const [first] = problems;
    const problem = say(words.transcriptProblem, { line: first.line, problem: problemSaying(first.message) });
    throw badRequest(problem, { [field]: problem });
  }
  return toWebVtt(cues);
}

/** The story and the source the recording belongs to, checked to be the canoe's; the teller from the source. */
async function checkedLinks(
  db: Db,
  canoeId: number,
  body: Pick<RecordingCreateBody, 'story_id' | 'source_id'>,
) {
  if (body.story_id != null && !(await repo.storyOfCanoe(db.kysely, canoeId, Number(body.story_id)))) {
    throw badRequest(words.storyNotOfCanoe, { story_id: words.storyNotOfCanoe });
  }
  if (body.source_id == null) return null;
  const source = await repo.oralHistoryOfCanoe(db.kysely, canoeId, Number(body.source_id));
  if (!source) throw badRequest(words.sourceNotOralHistory, { source_id: words.sourceNotOralHistory });
  return source;
}

/** Lines found at most, and from one recording. */
const MAX_LINES = 20;
const LINES_PER_RECORDING = 3;

/** The lines of transcripts that say `q`, folded as names are, on recordings and canoes this viewer may see. */
export async function searchRecordingLines(db: Db, q: string, viewer: Viewer): Promise<RecordingLine[]> {
  const folded = foldText(q).trim();
  if ([...folded].length < 2) return [];
  const recordings = await repo.recordingsSaying(db.kysely, folded, viewer, MAX_LINES);
  const lines: RecordingLine[] = [];
  for (const recording of recordings) {
    const cues = parseWebVtt(recording.transcript ?? '').cues;
    const said = cues
      .filter((cue) => foldText(cueText(cue.text)).includes(folded))
      .slice(0, LINES_PER_RECORDING);
    for (const cue of said) {
      lines.push({
        recording_id: recording.recording_id,
        canoe_id: recording.canoe_id,
        canoe_name: recording.canoe_name ?? null,
        title: recording.title,
        start: cue.start,
        time: formatTime(cue.start),
        text: cueText(cue.text),
      });
    }
    if (lines.length >= MAX_LINES) break;
  }
  return lines.slice(0, MAX_LINES);
}

export async function listCanoeRecordings(db: Db, canoeId: number, viewer: Viewer): Promise<Recording[]> {
  if (!(await canoeExists(db.kysely, canoeId))) throw notFound('Canoe');
  const rows = await repo.listRecordings(db.kysely, canoeId, viewer);
  const protections = await protectionWordsFor(
    db.kysely,
    rows.map((row) => row.protection_id),
  );
  return rows.map((row) => ({
    ...presentRecording(row, viewer.all),
    ...keptField(protections, row.protection_id, row.protection_own === 1),
  }));
}

/** The recording, if this viewer may see it (404 otherwise, as for one that is not there). */
export async function visibleRecording(db: Db, canoeId: number, recordingId: number, viewer: Viewer) {
  const row = await repo.findRecording(db.kysely, canoeId, recordingId);
  if (!row || !canSee(viewer, row.protection_id)) throw recordingNotFound();
  return row;
}

async function getRecording(db: Db, canoeId: number, recordingId: number): Promise<Recording> {
  const row = await repo.findRecording(db.kysely, canoeId, recordingId);
  if (!row) throw recordingNotFound();
  const protections = await protectionWordsFor(db.kysely, [row.protection_id]);
  return {
    ...presentRecording(row, true),
    ...keptField(protections, row.protection_id, row.protection_own === 1),
  };
}

export async function addCanoeRecording(
  db: Db,
  canoeId: number,
  body: RecordingCreateBody,
  caller: Caller | null,
): Promise<Recording> {
  if (!(await canoeExists(db.kysely, canoeId))) throw notFound('Canoe');
  const file = await findRecordingFile(db.kysely, Number(body.file_id));
  if (!file) throw badRequest(words.fileGone, { file_id: words.fileGone });
  const transcript = keptTranscript(body.transcript, file.duration_seconds);
  const source = await checkedLinks(db, canoeId, body);
  let recordingId: number;
  try {
    recordingId = await db.kysely.transaction().execute(async (trx) => {
      const row = await repo.insertRecording(trx, {
        canoe_id: canoeId,
        file_id: file.file_id,
        title: body.title,
        description: body.description ?? null,
        // An oral-history source's teller and consent, unless the body says otherwise.
        teller: body.teller ?? source?.teller ?? null,
        teller_named: Number(body.teller_named ?? (source ? source.teller_named === 1 : false)),
        recorded_date: body.recorded_date ?? null,
        recorded_by: body.recorded_by ?? null,
        licence: body.licence ?? null,
        story_id: body.story_id == null ? null : Number(body.story_id),
        source_id: body.source_id == null ? null : Number(body.source_id),
        transcript: transcript ?? null,
        uploaded_by: caller?.name || 'Anonymous',
        uploaded_by_user_id: caller?.userId ?? null,
        uploaded_at: nowIso(),
      });
      return row.recording_id;
    });
  } catch (error) {
    // The canoe or the file went while the recording was being saved.
    if (isForeignKeyViolation(error)) throw badRequest(words.fileGone, { file_id: words.fileGone });
    throw error;
  }
  return getRecording(db, canoeId, recordingId);
}

export async function updateCanoeRecording(
  db: Db,
  canoeId: number,
  recordingId: number,
  body: RecordingUpdateBody,
): Promise<Recording> {
  const existing = await repo.findRecording(db.kysely, canoeId, recordingId);
  if (!existing) throw recordingNotFound();
  await checkedLinks(db, canoeId, body);
  const transcript = keptTranscript(body.transcript, existing.duration_seconds);
  const changes: Record<string, unknown> = {};
  for (const field of repo.RECORDING_WORD_FIELDS) {
    const value = field === 'transcript' ? transcript : body[field];
    if (value === undefined) continue;
    changes[field] = field === 'teller_named' ? Number(value) : value;
  }
  if (Object.keys(changes).length) {
    await db.kysely.transaction().execute((trx) => repo.updateRecording(trx, recordingId, changes));
  }
  return getRecording(db, canoeId, recordingId);
}

/** Deletes the recording; its file stays while the change that deleted it exists (a revert brings it back). */
export async function deleteCanoeRecording(db: Db, canoeId: number, recordingId: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await repo.findRecording(trx, canoeId, recordingId);
    if (!row) throw recordingNotFound();
    await repo.deleteRecordingRow(trx, recordingId);
    await removeUnnamedFiles(trx, [row.file_id]);
  });
}
