/**
 * A recording's bytes (decision 035). An upload is written to a file of its own as it arrives (never held in
 * memory), its type read from its bytes (recording-probe.ts), and then copied into the database in parts of
 * `PART_BYTES`, in one transaction: a file is there whole or not at all. Reading gives a range part by part, so
 * serving a 200 MB file holds a part or two of it at a time.
 *
 * Where the site keeps images in a bucket (`S3_BUCKET`), a new file goes there whole instead, streamed from disk
 * before the transaction that makes its row (`object_key`); a range is read from the bucket as it arrives. An
 * object no row needs any more is deleted after the transaction that let it go has committed, by the images' queue
 * (`image_object_deletions`, media/image-objects.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BucketError, type Bucket } from '../media/bucket.ts';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { probeRecording, type ProbedRecording, type RandomAccessFile } from './recording-probe.ts';
import * as files from './recording-files.repository.ts';

/** The size of each stored part: a range read takes one or two. */
export const PART_BYTES = 256 * 1024;

/** An upload no recording names is removed after this long. */
export const UNNAMED_FILE_HOURS = 24;

export class UploadTooLarge extends Error {}

/** An upload written to disk: its path, its size, and a way to read any part of it. */
export interface SpooledUpload {
  path: string;
  size: number;
  file: RandomAccessFile;
  /** Removes the file and its folder. */
  discard(): Promise<void>;
}

/**
 * Writes the request body to a temporary file as it arrives. More than `maxBytes` → UploadTooLarge (the file is
 * removed and the rest of the body is not kept).
 */
export async function spoolUpload(body: Readable, maxBytes: number): Promise<SpooledUpload> {
  const dir = await mkdtemp(path.join(tmpdir(), 'koa-recording-'));
  const file = path.join(dir, 'upload');
  const discard = () => rm(dir, { recursive: true, force: true });
  let size = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(file, { flags: 'wx' });
      let failed = false;
      const fail = (error: Error) => {
        if (failed) return;
        failed = true;
        body.unpipe(out);
        out.destroy();
        // The rest of the body is read and dropped, so the answer reaches the client (http/request-body.ts).
        body.resume();
        reject(error);
      };
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) fail(new UploadTooLarge());
      });
      body.on('error', fail);
      body.on('aborted', () => fail(new Error('The upload was interrupted')));
      out.on('error', fail);
      out.on('finish', () => {
        if (!failed) resolve();
      });
      body.pipe(out);
    });
  } catch (error) {
    await discard();
    throw error;
  }
  const handle = await open(file, 'r');
  return {
    path: file,
    size,
    file: {
      size,
      async read(offset, length) {
        const want = Math.max(0, Math.min(length, size - offset));
        const buffer = Buffer.alloc(want);
        const { bytesRead } = await handle.read(buffer, 0, want, offset);
        return buffer.subarray(0, bytesRead);
      },
    },
    async discard() {
      await handle.close().catch(() => undefined);
      await discard();
    },
  };
}

/** What a spooled file is, from its bytes; the place metadata it holds is overwritten on disk (`strip`). */
export async function probeSpooled(upload: SpooledUpload): Promise<ProbedRecording> {
  const probed = await probeRecording(upload.file);
  if (probed.strip.length) {
    const handle = await open(upload.path, 'r+');
    try {
      for (const offset of probed.strip) await handle.write(Buffer.from('free', 'latin1'), 0, 4, offset);
    } finally {
      await handle.close();
    }
  }
  return probed;
}

/** The names of recording objects in the bucket start so (the images' are `images/…`). */
export const RECORDING_OBJECTS = 'recordings/';

/** A spooled file's SHA-256, read from disk. */
async function hashOf(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A file put in the bucket, before the transaction that makes its row. */
export interface StoredObject {
  objectKey: string;
  sha256: string;
}

/** A new recording object's name. */
export const newRecordingObjectKey = () => `${RECORDING_OBJECTS}${randomUUID()}`;

/**
 * Puts a spooled file in the bucket under `objectKey`, streamed from disk; BucketError when the bucket refuses or
 * does not answer (the object may be there all the same: `queueObjectDeletion` it).
 */
export async function putRecordingObject(
  bucket: Bucket,
  upload: SpooledUpload,
  probed: ProbedRecording,
  objectKey = newRecordingObjectKey(),
): Promise<StoredObject> {
  const sha256 = await hashOf(upload.path);
  await bucket.putFile(objectKey, upload.path, upload.size, probed.mimeType, sha256);
  return { objectKey, sha256 };
}

export const queueObjectDeletion = files.queueObjectDeletion;

/**
 * Makes a spooled file's row (in the caller's transaction), its bytes copied into the database in parts, or naming
 * the bucket's object they were put in; returns its id.
 */
export async function storeRecordingFile(
  trx: Executor,
  upload: SpooledUpload,
  probed: ProbedRecording,
  inBucket?: StoredObject,
): Promise<{ fileId: number; sha256: string }> {
  const fileId = await files.insertFileRow(trx, {
    format: probed.format,
    mime_type: probed.mimeType,
    kind: probed.kind,
    byte_size: upload.size,
    part_bytes: PART_BYTES,
    duration_seconds: probed.durationSeconds,
    // A file put in the bucket is hashed already; one kept in parts is hashed as they are copied.
    sha256: inBucket?.sha256 ?? '',
    created_at: nowIso(),
    object_key: inBucket?.objectKey ?? null,
  });
  if (inBucket) return { fileId, sha256: inBucket.sha256 };
  const hash = createHash('sha256');
  for (let part = 0; part * PART_BYTES < upload.size; part++) {
    const bytes = await upload.file.read(part * PART_BYTES, PART_BYTES);
    hash.update(bytes);
    await files.insertFilePart(trx, fileId, part, bytes);
  }
  const sha256 = hash.digest('hex');
  await files.setFileSha256(trx, fileId, sha256);
  return { fileId, sha256 };
}

export const findRecordingFile = files.findRecordingFile;
export const insertFilePart = files.insertFilePart;

/** What reading a stored file needs of its row. */
export interface StoredFile {
  file_id: number;
  part_bytes: number;
  object_key?: string | null;
}

export class RecordingStoreAway extends Error {
  /** The bucket answered that the object is not there: bytes lost, not a store away. */
  readonly missing: boolean;
  constructor(message: string, missing = false) {
    super(message);
    this.missing = missing;
  }
}

/**
 * The bytes from `start` to `end` (inclusive) of a stored file, as a stream that reads a part only when the one
 * before was taken (from the database), or as the bucket sends them. A bucket that does not answer is
 * RecordingStoreAway before a byte is given.
 */
export async function openRange(
  db: Executor,
  file: StoredFile,
  start: number,
  end: number,
  bucket: Bucket | null | undefined,
): Promise<Readable> {
  if (!file.object_key) {
    return Readable.from(fileRange(db, file, start, end), { objectMode: false, highWaterMark: 1 });
  }
  if (!bucket) {
    throw new RecordingStoreAway(
      `Recording file ${file.file_id} is in a bucket, and no bucket (S3_BUCKET) is set`,
    );
  }
  try {
    return await bucket.getRange(file.object_key, start, end);
  } catch (error) {
    if (error instanceof BucketError) throw new RecordingStoreAway(error.message, error.status === 404);
    throw error;
  }
}

/** The bytes from `start` to `end` (inclusive) of a file whose parts are in the database, a part at a time. */
export async function* fileRange(
  db: Executor,
  file: StoredFile,
  start: number,
  end: number,
): AsyncGenerator<Buffer> {
  const first = Math.floor(start / file.part_bytes);
  const last = Math.floor(end / file.part_bytes);
  for (let part = first; part <= last; part++) {
    const stored = await files.readFilePart(db, file.file_id, part);
    if (!stored) throw new Error(`Part ${part} of recording file ${file.file_id} is missing`);
    const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
    const from = part === first ? start - part * file.part_bytes : 0;
    const to = part === last ? end - part * file.part_bytes + 1 : bytes.length;
    yield bytes.subarray(from, to);
  }
}

/**
 * Removes files that no recording, no change and no submission names, sent more than UNNAMED_FILE_HOURS ago (an
 * upload never saved as a recording or claimed by a submission, or a deleted recording whose change is gone), or
 * these files at once when `fileIds` are given and nothing names them. A file a change names stays: reverting the
 * change brings the recording back whole.
 */
export async function removeUnnamedFiles(db: Executor, fileIds?: number[]): Promise<number> {
  if (fileIds) return fileIds.length ? files.deleteUnnamedFiles(db, { fileIds }) : 0;
  const before = new Date(Date.now() - UNNAMED_FILE_HOURS * 3600_000).toISOString();
  return files.deleteUnnamedFiles(db, { before });
}
