/**
 * Images in an S3-compatible bucket (decision 016, docs/scaling.md), against a local S3 server the test starts:
 * an upload is stored in the bucket and served with the very bytes, URL, ETag and cache headers a database
 * would give; a bucket that refuses an upload saves nothing; an image's objects are deleted only once no row
 * needs them; `images move` takes every image into the bucket and back, checked by hash and safe to stop; the
 * export reads images from the bucket and gives the same archive.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../setup/test-app.ts';
import { smallPngBase64 } from '../setup/images.ts';
import { startTestS3, type TestS3 } from '../setup/s3-server.ts';
import { loadConfig } from '../../src/server/config.ts';
import { Bucket, BucketError } from '../../src/server/modules/media/bucket.ts';
import { objectName, deleteUnneededObjects } from '../../src/server/modules/media/image-objects.ts';
import { deleteImage, insertImage, prepareImage } from '../../src/server/modules/media/image-store.ts';
import { leftToMove, moveImages } from '../../src/server/modules/media/image-moves.ts';
import { exportArchive } from '../../src/server/modules/open-data/export.ts';
import { estimateArchiveBytes } from '../../src/server/modules/open-data/estimate.ts';
import { buildCanoe, buildLogo, buildOwner, buildPhoto } from '../../src/server/record-builders/index.ts';
import sharp from 'sharp';

const WRITE = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let s3: TestS3;
let bucket: Bucket;
/** Images in the bucket. */
let inS3: TestApp;
/** Images in the database, as without S3 settings. */
let inDb: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-s3-test-'));

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = new Bucket(loadConfig(s3.env).objectStorage!);
  [inS3, inDb] = await Promise.all([createTestApp(s3.env), createTestApp()]);
});
afterAll(async () => {
  // One after the other: two schemas dropped at once on PostgreSQL can deadlock on the catalog.
  await inS3?.close();
  await inDb?.close();
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const objectsRow = (t: TestApp, imageId: number) =>
  t.db.kysely.selectFrom('image_objects').selectAll().where('image_id', '=', imageId).executeTakeFirst();

async function uploadPhoto(t: TestApp, canoeId: number, data: string) {
  const res = await t.request('admin', {
    method: 'POST',
    url: `/api/canoes/${canoeId}/media`,
    headers: WRITE,
    payload: { file_name: 'waa.png', mime_type: 'image/png', data },
  });
  return res;
}

/** Every answer a visitor could see for a photo: each size, versioned or not, and the 304. */
async function photoAnswers(t: TestApp, url: string) {
  const out: Record<string, unknown>[] = [];
  const plain = url.replace(/\?.*$/, '');
  for (const address of [url, `${url}&size=thumbnail`, `${url}&size=small`, plain]) {
    const res = await t.request('anonymous', { method: 'GET', url: address });
    const revalidated = await t.request('anonymous', {
      method: 'GET',
      url: address,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    out.push({
      address: address.replace(/\/canoes\/\d+\/media\/\d+/, '/canoes/N/media/N'),
      status: res.statusCode,
      type: res.headers['content-type'],
      etag: res.headers.etag,
      cache: res.headers['cache-control'],
      csp: res.headers['content-security-policy'],
      nosniff: res.headers['x-content-type-options'],
      encoding: res.headers['content-encoding'],
      sha: sha(res.rawPayload),
      revalidated: revalidated.statusCode,
    });
  }
  return out;
}

describe('a new photo with S3 settings', () => {
  it('is stored in the bucket and served with the same URL, bytes, ETag and cache headers as from the database', async () => {
    const data = await smallPngBase64();
    const [canoeS3, canoeDb] = await Promise.all([buildCanoe(inS3.db), buildCanoe(inDb.db)]);
    const [resS3, resDb] = [
      await uploadPhoto(inS3, canoeS3.id, data),
      await uploadPhoto(inDb, canoeDb.id, data),
    ];
    expect(resS3.statusCode).toBe(201);
    expect(resDb.statusCode).toBe(201);
    const photo = resS3.json();
    expect(photo.url.replace(/\/\d+\/media\/\d+/, '')).toBe(
      resDb.json().url.replace(/\/\d+\/media\/\d+/, ''),
    );

    // The database row keeps no bytes; the bucket has all three sizes.
    const { image_id } = await inS3.db.kysely
      .selectFrom('canoe_media')
      .select('image_id')
      .where('media_id', '=', photo.media_id)
      .executeTakeFirstOrThrow();
    const row = await inS3.db.kysely
      .selectFrom('images')
      .select(['display', 'thumbnail', 'small'])
      .where('image_id', '=', image_id)
      .executeTakeFirstOrThrow();
    expect([row.display.length, row.thumbnail.length, row.small]).toEqual([0, 0, null]);
    const objects = (await objectsRow(inS3, image_id))!;
    for (const variant of ['display', 'thumbnail', 'small'] as const) {
      const bytes = await bucket.get(objectName(objects.object_key, variant));
      expect(bytes && sha(bytes)).toBe(objects[`${variant}_sha256`]);
    }

    const [fromS3, fromDb] = [
      await photoAnswers(inS3, photo.url),
      await photoAnswers(inDb, resDb.json().url),
    ];
    expect(fromS3).toEqual(fromDb);
    expect(fromS3[0]).toMatchObject({
      status: 200,
      type: 'image/webp',
      cache: 'public, max-age=31536000, immutable',
      revalidated: 304,
    });
    expect(fromS3[3]).toMatchObject({ cache: 'public, max-age=300, must-revalidate' });
  });

  it('has its small size made from the thumbnail in the bucket, and kept there, when it had none', async () => {
    const canoe = await buildCanoe(inS3.db);
    const photo = (await uploadPhoto(inS3, canoe.id, await smallPngBase64())).json();
    const { image_id } = await inS3.db.kysely
      .selectFrom('canoe_media')
      .select('image_id')
      .where('media_id', '=', photo.media_id)
      .executeTakeFirstOrThrow();
    const stored = (await objectsRow(inS3, image_id))!;
    // As an image stored before the small size existed: none in the bucket.
    await bucket.delete(objectName(stored.object_key, 'small'));
    await inS3.db.kysely
      .updateTable('image_objects')
      .set({ small_sha256: null })
      .where('image_id', '=', image_id)
      .execute();

    const res = await inS3.request('anonymous', { method: 'GET', url: `${photo.url}&size=small` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    // Made again from the thumbnail (not the upload), at the small size.
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ format, long: Math.max(width!, height!) }).toEqual({ format: 'webp', long: 40 });
    const kept = (await objectsRow(inS3, image_id))!;
    expect(kept.small_sha256).toBe(sha(res.rawPayload));
    expect(sha((await bucket.get(objectName(stored.object_key, 'small')))!)).toBe(kept.small_sha256);
  });

  it('is refused with 503 when the bucket does not take it, and nothing is saved', async () => {
    const broken = await createTestApp({ ...s3.env, S3_BUCKET: 'koa-no-such-bucket' });
    try {
      const canoe = await buildCanoe(broken.db);
      const before = [await countRows(broken.db, 'images'), await countRows(broken.db, 'canoe_media')];
      const res = await uploadPhoto(broken, canoe.id, await smallPngBase64());
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The image store is not answering. Please try again in a minute.');
      expect([await countRows(broken.db, 'images'), await countRows(broken.db, 'canoe_media')]).toEqual(
        before,
      );
      expect(await countRows(broken.db, 'image_objects')).toBe(0);
      expect((await broken.app.serviceChecks.bucket()).ok).toBe(false);
      // Still in rotation (the archive's pages and records are served), and the readiness answer names the bucket.
      const ready = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().checks).toMatchObject({ database: 'ok', bucket: 'failed' });
    } finally {
      await broken.close();
    }
    expect(await inS3.app.serviceChecks.bucket()).toEqual({ ok: true });
  });

  it('keeps its objects while the change history names it; deletes them once no row needs them', async () => {
    const canoe = await buildCanoe(inS3.db);
    const photo = (await uploadPhoto(inS3, canoe.id, await smallPngBase64())).json();
    const { image_id } = await inS3.db.kysely
      .selectFrom('canoe_media')
      .select('image_id')
      .where('media_id', '=', photo.media_id)
      .executeTakeFirstOrThrow();
    const kept = (await objectsRow(inS3, image_id))!;
    const del = await inS3.request('admin', {
      method: 'DELETE',
      url: `/api/canoes/${canoe.id}/media/${photo.media_id}`,
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(del.statusCode).toBe(204);
    // The change that deleted the photo can restore it: its bytes stay, wherever they are kept.
    await deleteUnneededObjects(inS3.db, bucket);
    expect(await bucket.get(objectName(kept.object_key, 'display'))).not.toBeNull();

    // An image no record and no change names: a rolled-back delete leaves its objects, a committed one does not.
    const limits = { allowSvg: false, maxBytes: 2 * 1024 * 1024, bucket };
    const prepared = await prepareImage(await smallPngBase64(), limits);
    const loose = await insertImage(inS3.db.kysely, prepared);
    const key = prepared.objects!.object_key;
    await expect(
      inS3.db.kysely.transaction().execute(async (trx) => {
        await deleteImage(trx, loose);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await deleteUnneededObjects(inS3.db, bucket);
    expect(await bucket.get(objectName(key, 'display'))).not.toBeNull();

    await inS3.db.kysely.transaction().execute((trx) => deleteImage(trx, loose));
    expect(await countRows(inS3.db, 'image_objects')).toBeGreaterThan(0);
    expect(await objectsRow(inS3, loose)).toBeUndefined();
    expect(await deleteUnneededObjects(inS3.db, bucket)).toBe(1);
    for (const variant of ['display', 'thumbnail', 'small'] as const) {
      expect(await bucket.get(objectName(key, variant))).toBeNull();
    }
  });
});

/** The manifest of an export: the SHA-256 of every payload file. */
async function manifestOf(file: string): Promise<string> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, z) => (error ? reject(error) : resolve(z))),
  );
  return new Promise<string>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/manifest-sha256.txt')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          zip.close();
          resolve(Buffer.concat(chunks).toString());
        });
      });
    });
    zip.on('end', () => reject(new Error('no manifest')));
    zip.on('error', reject);
    zip.readEntry();
  });
}

describe('moving images between the database and the bucket', () => {
  let urls: string[];
  const answersOfAll = async (t: TestApp) => {
    const all = [];
    for (const url of urls) all.push(await photoAnswers(t, url));
    return all;
  };

  beforeAll(async () => {
    // Images stored in the database before the S3 settings were made (the record builders store them there):
    // photos, a logo, and an image stored before the small size existed.
    const canoe = await buildCanoe(inS3.db);
    for (const background of ['#123', '#456', '#789', '#abc']) {
      const bytes = await sharp({ create: { width: 90, height: 60, channels: 3, background } })
        .png()
        .toBuffer();
      await buildPhoto(inS3.db, { canoeId: canoe.id, image: bytes });
    }
    await buildLogo(inS3.db, (await buildOwner(inS3.db)).owner_id);
    const list = await inS3.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe.id}/media` });
    urls = list.json().map((m: { url: string }) => m.url);
    const [first] = await inS3.db.kysely
      .selectFrom('canoe_media')
      .select('image_id')
      .where('canoe_id', '=', canoe.id)
      .orderBy('media_id')
      .limit(1)
      .execute();
    await inS3.db.kysely
      .updateTable('images')
      .set({ small: null })
      .where('image_id', '=', first.image_id)
      .execute();
  });

  it('moves every image into the bucket, checked, resumably, and serves them exactly as before', async () => {
    const before = await answersOfAll(inS3);
    const estimate = await estimateArchiveBytes(inS3.db.kysely, { includePrivate: true });
    await exportArchive(inS3.db, path.join(dir, 'in-db.zip'), { includePrivate: true, bucket });
    const total = await countRows(inS3.db, 'images');
    const inBucket = await countRows(inS3.db, 'image_objects');
    expect(total - inBucket).toBeGreaterThanOrEqual(5);

    // Stopped after two images, as an operator's Ctrl-C or a lost connection would.
    let batches = 0;
    await expect(
      moveImages(
        inS3.db,
        bucket,
        's3',
        () => {
          if (++batches === 2) throw new Error('stopped');
        },
        1,
      ),
    ).rejects.toThrow('stopped');
    expect(await leftToMove(inS3.db, 's3')).toBe(total - inBucket - 2);
    // Half moved, everything is still served the same.
    expect(await answersOfAll(inS3)).toEqual(before);

    const done = await moveImages(inS3.db, bucket, 's3');
    expect(done).toEqual({ moved: total - inBucket - 2, alreadyThere: inBucket + 2 });
    expect(await leftToMove(inS3.db, 's3')).toBe(0);
    expect(await countRows(inS3.db, 'image_objects')).toBe(total);
    expect(await answersOfAll(inS3)).toEqual(before);
    // The Open Data page's progress estimate counts the bytes wherever they are.
    expect(await estimateArchiveBytes(inS3.db.kysely, { includePrivate: true })).toBe(estimate);

    // Run again: nothing to do.
    expect(await moveImages(inS3.db, bucket, 's3')).toEqual({ moved: 0, alreadyThere: total });

    // The export reads the bytes from the bucket: the same archive, file for file (the images of the first
    // tests were in the bucket for both).
    await exportArchive(inS3.db, path.join(dir, 'in-s3.zip'), { includePrivate: true, bucket });
    expect(await manifestOf(path.join(dir, 'in-s3.zip'))).toBe(await manifestOf(path.join(dir, 'in-db.zip')));
    await expect(
      exportArchive(inS3.db, path.join(dir, 'no-bucket.zip'), { includePrivate: true }),
    ).rejects.toThrow(/S3_BUCKET is not set/);
    expect(fs.existsSync(path.join(dir, 'no-bucket.zip'))).toBe(false);
  });

  it('moves them back only when every object has the bytes it was stored with, then deletes the objects', async () => {
    const before = await answersOfAll(inS3);
    const rows = await inS3.db.kysely.selectFrom('image_objects').selectAll().orderBy('image_id').execute();

    // One object changed in the bucket: the move stops there, and that image stays where it is.
    const damaged = rows[rows.length - 1];
    const original = (await bucket.get(objectName(damaged.object_key, 'thumbnail')))!;
    await bucket.put(
      objectName(damaged.object_key, 'thumbnail'),
      Buffer.from('not the thumbnail'),
      'image/webp',
    );
    await expect(moveImages(inS3.db, bucket, 'db')).rejects.toThrow(BucketError);
    await expect(moveImages(inS3.db, bucket, 'db')).rejects.toThrow(/SHA-256 differs/);
    expect(await leftToMove(inS3.db, 'db')).toBe(1);
    expect(await objectsRow(inS3, damaged.image_id)).toBeDefined();
    // The images moved back no longer have objects in the bucket.
    expect(await bucket.get(objectName(rows[0].object_key, 'display'))).toBeNull();

    await bucket.put(objectName(damaged.object_key, 'thumbnail'), original, 'image/webp');
    const inDatabase = (await countRows(inS3.db, 'images')) - 1;
    expect(await moveImages(inS3.db, bucket, 'db')).toEqual({ moved: 1, alreadyThere: inDatabase });
    expect(await countRows(inS3.db, 'image_objects')).toBe(0);
    expect(await countRows(inS3.db, 'image_object_deletions')).toBe(0);
    for (const row of rows) {
      for (const variant of ['display', 'thumbnail', 'small'] as const) {
        expect(await bucket.get(objectName(row.object_key, variant))).toBeNull();
      }
      const back = await inS3.db.kysely
        .selectFrom('images')
        .select(['display', 'thumbnail'])
        .where('image_id', '=', row.image_id)
        .executeTakeFirstOrThrow();
      expect([sha(back.display), sha(back.thumbnail)]).toEqual([row.display_sha256, row.thumbnail_sha256]);
    }
    expect(await answersOfAll(inS3)).toEqual(before);
  });
});
