/** Recordings for the tests: the fixtures made by tests/fixtures/recordings/make-fixtures.sh, and WAVs of any size. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app.ts';
import { wavBytes } from '../../src/server/record-builders/index.ts';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'recordings');

/** A fixture's bytes (tone.mp3, clip.mp4…). */
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/**
 * A WAV (PCM, 16-bit mono, 8 kHz) with `dataBytes` of sound whose every byte says where it is (`i * 7 % 251`), so
 * any range of it can be checked.
 */
export function patternWav(dataBytes: number): Buffer {
  const data = Buffer.alloc(dataBytes);
  for (let i = 0; i < dataBytes; i++) data[i] = (i * 7) % 251;
  return wavBytes(data);
}

/** Sends a file as POST /api/recording-files. */
export function sendFile(t: TestApp, bytes: Buffer, as: 'admin' | 'editor' | 'user' | 'anonymous' = 'admin') {
  return t.request(as, {
    method: 'POST',
    url: '/api/recording-files',
    headers: { 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

/** Sends the file and saves a recording of it on the canoe; the recording as answered. */
export async function addRecording(
  t: TestApp,
  canoeId: number,
  bytes: Buffer,
  words: Record<string, unknown> = {},
): Promise<{ recording_id: number; url: string; [key: string]: unknown }> {
  const sent = await sendFile(t, bytes);
  if (sent.statusCode !== 201) throw new Error(`upload: ${sent.statusCode} ${sent.body}`);
  const saved = await t.request('admin', {
    method: 'POST',
    url: `/api/canoes/${canoeId}/recordings`,
    payload: { file_id: sent.json().file_id, title: 'Carving the hull', ...words },
  });
  if (saved.statusCode !== 201) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  return saved.json();
}
