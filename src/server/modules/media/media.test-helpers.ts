/**
 * Shared by the media test files (imported by tests only). Server code may not import tests/, so the test app is
 * described here by what these helpers use of it.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

export type As = 'admin' | 'editor' | 'user' | 'anonymous';

interface App {
  db: Db;
  request(as: As, options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * A complete, valid 1-bit greyscale PNG of any size, built by hand: a 12000x9000 one is about 13 kB
 * (a decompression bomb) and far quicker to make than with sharp.
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 720x540 photo-like JPEG carrying GPS and camera EXIF that must not survive. */
export function phoneJpeg(): Promise<Buffer> {
  return sharp(randomBytes(720 * 540 * 3), { raw: { width: 720, height: 540, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 42/1 0/1' },
    })
    .toBuffer();
}

export async function addCanoe(db: Db, hullId: string): Promise<number> {
  const now = nowIso();
  const row = await db.kysely
    .insertInto('canoes')
    .values({ hull_id: hullId, origin: null, origin_folded: '', created_at: now, updated_at: now })
    .returning('canoe_id')
    .executeTakeFirstOrThrow();
  return row.canoe_id;
}

async function count(db: Db, table: 'images' | 'canoe_media'): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Rows of the two tables a photo lives in. */
export async function mediaCounts(db: Db) {
  return { images: await count(db, 'images'), media: await count(db, 'canoe_media') };
}

export function photoBody(jpeg: Buffer, overrides: Record<string, unknown> = {}) {
  return {
    file_name: 'hull.jpg',
    mime_type: 'image/jpeg',
    data: jpeg.toString('base64'),
    description: 'The hull at Hilo',
    caption: 'Launch day',
    date_taken: '1998-06-14',
    uploaded_by: 'Someone Else',
    ...overrides,
  };
}

export function uploadPhoto(app: App, as: As, canoeId: number, body: unknown) {
  return app.request(as, { method: 'POST', url: `/api/canoes/${canoeId}/media`, payload: body as object });
}

/** Every key anywhere in a JSON value. */
export function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  }
  return [];
}

/** Expect a refusal with a JSON message and no change to the stored rows. */
export async function expectRefused(app: App, request: Promise<LightMyRequestResponse>, status: number) {
  const before = await mediaCounts(app.db);
  const res = await request;
  expect(res.statusCode).toBe(status);
  const body = res.json<{ error: string; message: string; fields?: Record<string, string> }>();
  expect(typeof body.message).toBe('string');
  expect(await mediaCounts(app.db)).toEqual(before);
  return body;
}
