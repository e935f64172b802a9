/**
 * A recording's bytes (decision 035). An upload is written to a file of its own as it arrives (never held in
 * memory), its type read from its bytes (recording-probe.ts), and then copied into the database in parts of
 * `PART_BYTES`, in one transaction: a file is there whole or not at all. Reading gives a range part by part, so
 * serving a 200 MB file holds a part or two of it at a time.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
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

/** Copies a spooled file into the database in parts (in the caller's transaction); returns its id. */
export async function storeRecordingFile(
  trx: Executor,
  upload: SpooledUpload,
  probed: ProbedRecording,
): Promise<{ fileId: number; sha256: string }> {
  const hash = createHash('sha256');
  const fileId = await files.insertFileRow(trx, {
    format: probed.format,
    mime_type: probed.mimeType,
    kind: probed.kind,
    byte_size: upload.size,
    part_bytes: PART_BYTES,
    duration_seconds: probed.durationSeconds,
    sha256: '',
    created_at: nowIso(),
  });
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

/** The bytes from `start` to `end` (inclusive) of a stored file, a part at a time. */
export async function* fileRange(
  db: Executor,
  file: { file_id: number; part_bytes: number },
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
