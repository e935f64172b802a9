/** A canoe's recordings, their file sent through the real pipeline (its type read from its bytes, stored in parts). */
import { Readable } from 'node:stream';
import { nowIso, type Db } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { insertRecording } from '../modules/recordings/recording.repository.ts';
import {
  probeSpooled,
  putRecordingObject,
  spoolUpload,
  storeRecordingFile,
} from '../modules/recordings/recording-store.ts';
import type { Bucket } from '../modules/media/bucket.ts';
import { DEFAULT_UPLOADER } from '../../shared/constants.ts';
import { buildCanoe } from './canoe.builder.ts';
import { nextSeq, nfc } from './builder-support.ts';

/** A WAV file (PCM, 16-bit mono, 8 kHz: 16,000 bytes a second) of these sound bytes. */
export function wavBytes(data: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** `seconds` of a quiet 440 Hz tone, as a WAV. */
export function toneWav(seconds = 1): Buffer {
  const samples = Math.round(8000 * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(2000 * Math.sin((2 * Math.PI * 440 * i) / 8000)), i * 2);
  return wavBytes(data);
}

/** Stores a recording's file as an upload is stored (in the bucket when one is given); its id. */
export async function storeRecordingBytes(db: Db, bytes: Buffer, bucket?: Bucket): Promise<number> {
  const upload = await spoolUpload(Readable.from([bytes]), Number.MAX_SAFE_INTEGER);
  try {
    const probed = await probeSpooled(upload);
    const inBucket = bucket ? await putRecordingObject(bucket, upload, probed) : undefined;
    const { fileId } = await db.kysely
      .transaction()
      .execute((trx) => storeRecordingFile(trx, upload, probed, inBucket));
    return fileId;
  } finally {
    await upload.discard();
  }
}

export interface RecordingOverrides {
  canoeId?: number;
  /** The file's bytes (any format the archive keeps); a second of tone as WAV when omitted. */
  bytes?: Buffer;
  title?: string;
  teller?: string | null;
  tellerNamed?: boolean;
  recordedDate?: string | null;
  /** WebVTT. */
  transcript?: string | null;
  /** Where the file is kept: this bucket, or the database when none. */
  bucket?: Bucket;
}

export type BuiltRecording = Row<'recordings'> & { id: number };

export async function buildRecording(db: Db, overrides: RecordingOverrides = {}): Promise<BuiltRecording> {
  const canoeId = overrides.canoeId ?? (await buildCanoe(db)).canoe_id;
  const fileId = await storeRecordingBytes(db, overrides.bytes ?? toneWav(), overrides.bucket);
  const row = await insertRecording(db.kysely, {
    canoe_id: canoeId,
    file_id: fileId,
    title: nfc(overrides.title ?? `Recording ${nextSeq()}`),
    description: null,
    teller: nfc(overrides.teller ?? null),
    teller_named: overrides.tellerNamed ? 1 : 0,
    recorded_date: overrides.recordedDate ?? null,
    recorded_by: null,
    licence: null,
    story_id: null,
    source_id: null,
    transcript: overrides.transcript ?? null,
    uploaded_by: DEFAULT_UPLOADER,
    uploaded_by_user_id: null,
    uploaded_at: nowIso(),
  });
  return { ...row, id: row.recording_id };
}
