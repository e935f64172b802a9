/** Reading, changing and deleting canoe photos (uploads: media.routes.test.ts). */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe } from '../../record-builders/index.ts';
import { phoneJpeg } from '../../../../tests/setup/images.ts';
import * as h from '../../../../tests/setup/media.ts';

let t: TestApp;
let canoeId: number;
let otherCanoeId: number;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  canoeId = (await buildCanoe(t.db, { hullId: 'H-1' })).id;
  otherCanoeId = (await buildCanoe(t.db, { hullId: 'H-2' })).id;
  jpeg = await phoneJpeg();
});
afterAll(() => t.close());

const counts = () => h.mediaCounts(t.db);
const photoBody = (overrides: Record<string, unknown> = {}) => h.photoBody(jpeg, overrides);
const upload = (as: h.As, body: unknown, canoe = canoeId) => h.uploadPhoto(t, as, canoe, body);
const expectRefused = (request: ReturnType<TestApp['request']>, status: number) =>
  h.expectRefused(t, request, status);
const { keysOf } = h;
const addCanoe = async (hullId: string) => (await buildCanoe(t.db, { hullId })).id;

describe('GET /canoes/:id/media', () => {
  it('lists a canoe’s photos in media_id order, with URLs and no image data', async () => {
    const first = (await upload('admin', photoBody({ file_name: 'a.jpg' }), otherCanoeId)).json();
    const second = (await upload('admin', photoBody({ file_name: 'b.jpg' }), otherCanoeId)).json();
    const res = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${otherCanoeId}/media` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const list = res.json();
    expect(list).toEqual([first, second]);
    expect(keysOf(list)).not.toContain('data');
    expect(res.body).not.toContain(jpeg.toString('base64').slice(0, 40));
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'media_id',
          'canoe_id',
          'file_name',
          'mime_type',
          'source_type',
          'description',
          'caption',
          'credit',
          'date_taken',
          'date_taken_words',
          'date_taken_earliest',
          'date_taken_latest',
          'licence',
          'uploaded_by',
          'uploaded_at',
          'width',
          'height',
          'focal_point',
          'focal_point_moved',
          'url',
          'thumbnail_url',
        ].sort(),
      );
    }
  });

  it('pages with limit and offset and reports the total', async () => {
    const paged = await addCanoe('H-4');
    for (const name of ['1.jpg', '2.jpg', '3.jpg'])
      await upload('admin', photoBody({ file_name: name }), paged);
    const all = (await t.request('anonymous', { method: 'GET', url: `/api/canoes/${paged}/media` })).json();
    expect(all.map((m: { file_name: string }) => m.file_name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    const page = await t.request('anonymous', {
      method: 'GET',
      url: `/api/canoes/${paged}/media?limit=1&offset=1`,
    });
    expect(page.json()).toEqual([all[1]]);
    expect(page.headers['x-total-count']).toBe(String(all.length));
    const rest = await t.request('anonymous', {
      method: 'GET',
      url: `/api/canoes/${paged}/media?offset=2`,
    });
    expect(rest.json()).toEqual(all.slice(2));
    const bad = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${paged}/media?limit=-1` });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an empty list for a canoe without photos, and 404 for a missing canoe', async () => {
    const empty = await addCanoe('H-3');
    const res = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${empty}/media` });
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    const missing = await t.request('anonymous', { method: 'GET', url: '/api/canoes/999999/media' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Not Found', message: 'Canoe not found' });
  });
});

describe('GET /canoes/:id/media/:mediaId/image', () => {
  let record: { media_id: number; url: string; thumbnail_url: string };
  let imageUrl: string;
  beforeAll(async () => {
    record = (await upload('admin', photoBody())).json();
    imageUrl = `/api/canoes/${canoeId}/media/${record.media_id}/image`;
  });

  it('serves WebP bytes without metadata, with an ETag and revalidating cache headers', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 720, 540]);
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('caches the versioned URL for a year, immutably', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: record.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await t.request('anonymous', { method: 'GET', url: `${imageUrl}?v=not-the-etag` });
    expect(stale.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  });

  it('answers 304 with no body to a matching If-None-Match', async () => {
    const first = await t.request('anonymous', { method: 'GET', url: imageUrl });
    const res = await t.request('anonymous', {
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(first.headers.etag);
    // A list of tags, and a weak tag, as browsers and proxies may send them.
    for (const header of [`"other", ${String(first.headers.etag)}`, `W/${String(first.headers.etag)}`]) {
      const again = await t.request('anonymous', {
        method: 'GET',
        url: imageUrl,
        headers: { 'if-none-match': header },
      });
      expect(again.statusCode).toBe(304);
    }
    const changed = await t.request('anonymous', {
      method: 'GET',
      url: imageUrl,
      headers: { 'if-none-match': '"old"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('serves a smaller thumbnail with its own ETag', async () => {
    const display = await t.request('anonymous', { method: 'GET', url: imageUrl });
    const thumb = await t.request('anonymous', { method: 'GET', url: record.thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(thumb.headers.etag).not.toBe(display.headers.etag);
    expect(thumb.rawPayload.length).toBeLessThan(display.rawPayload.length);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([480, 360]);
  });

  it('answers 404 JSON for a missing photo or one of another canoe', async () => {
    for (const url of [
      `/api/canoes/${otherCanoeId}/media/${record.media_id}/image`,
      `/api/canoes/${canoeId}/media/999999/image`,
      `/api/canoes/999999/media/${record.media_id}/image`,
      `/api/canoes/${canoeId}/media/abc/image`,
    ]) {
      const res = await t.request('anonymous', { method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({
        error: 'Not Found',
        message: 'Photo not found',
        request_id: res.headers['x-request-id'],
      });
    }
  });
});

describe('PUT /canoes/:id/media/:mediaId', () => {
  let mediaId: number;
  const put = (as: 'admin' | 'user' | 'anonymous', payload: unknown, canoe = canoeId, id = mediaId) =>
    t.request(as, { method: 'PUT', url: `/api/canoes/${canoe}/media/${id}`, payload: payload as object });
  beforeAll(async () => {
    mediaId = (await upload('admin', photoBody())).json().media_id;
  });

  it('changes description, caption and date taken, and answers the record', async () => {
    const res = await put('admin', { description: 'Hōkūleʻa at rest', caption: 'Kona', date_taken: 2003 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      media_id: mediaId,
      description: 'Hōkūleʻa at rest',
      caption: 'Kona',
      date_taken: '2003',
      uploaded_by: 'Test Admin',
      file_name: 'hull.jpg',
    });
    const list = (
      await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/media` })
    ).json();
    expect(list.find((m: { media_id: number }) => m.media_id === mediaId)).toEqual(res.json());
  });

  it('leaves fields it is not given, and clears blank ones', async () => {
    const res = await put('admin', { caption: '' });
    expect(res.json()).toMatchObject({
      description: 'Hōkūleʻa at rest',
      caption: null,
      date_taken: '2003',
    });
  });

  it('refuses bad input with 400 and leaves the photo unchanged', async () => {
    const before = (await put('admin', {})).json();
    const bad = [
      { date_taken: '0999' },
      { date_taken: 'yesterday' },
      { date_taken: '2003-13' },
      { caption: 5 },
      { licence: 'cc-by-3.0' },
      { credit: 'x'.repeat(301) },
      [1],
      null,
    ];
    for (const payload of bad) {
      const res = await put('admin', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const malformed = await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${canoeId}/media/${mediaId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"caption": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Request body is not valid JSON');
    expect((await put('admin', {})).json()).toEqual(before);
  });

  it('answers 401, 403 and 404', async () => {
    expect((await put('anonymous', { caption: 'x' })).statusCode).toBe(401);
    expect((await put('user', { caption: 'x' })).statusCode).toBe(403);
    expect((await put('admin', { caption: 'x' }, otherCanoeId)).statusCode).toBe(404);
    const missing = await put('admin', { caption: 'x' }, canoeId, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Photo not found');
    expect((await put('admin', {})).json().caption).toBeNull();
  });
});

describe('DELETE /canoes/:id/media/:mediaId', () => {
  const del = (as: 'admin' | 'user' | 'anonymous', canoe: number, id: number) =>
    t.request(as, { method: 'DELETE', url: `/api/canoes/${canoe}/media/${id}` });

  it('refuses callers who are not admins, and photos of another canoe, changing nothing', async () => {
    const mediaId = (await upload('admin', photoBody())).json().media_id;
    await expectRefused(del('anonymous', canoeId, mediaId), 401);
    await expectRefused(del('user', canoeId, mediaId), 403);
    await expectRefused(del('admin', otherCanoeId, mediaId), 404);
    await expectRefused(del('admin', canoeId, 999999), 404);
  });

  it('deletes the photo (204); its image bytes stay with the change that deleted it', async () => {
    const mediaId = (await upload('admin', photoBody())).json().media_id;
    const before = await counts();
    const res = await del('admin', canoeId, mediaId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await counts()).toEqual({ images: before.images, media: before.media - 1 });
    const kept = await t.db.kysely
      .selectFrom('change_images as ci')
      .innerJoin('changes as c', 'c.change_id', 'ci.change_id')
      .select('c.action')
      .where('c.record_type', '=', 'media')
      .where('c.record_id', '=', mediaId)
      .execute();
    expect(kept.map((k) => k.action)).toContain('delete');
    const image = await t.request('anonymous', {
      method: 'GET',
      url: `/api/canoes/${canoeId}/media/${mediaId}/image`,
    });
    expect(image.statusCode).toBe(404);
    expect((await del('admin', canoeId, mediaId)).statusCode).toBe(404);
  });

  it('leaves no image that neither a photo nor a change names', async () => {
    const orphans = await t.db.kysely
      .selectFrom('images as i')
      .leftJoin('canoe_media as m', 'm.image_id', 'i.image_id')
      .leftJoin('change_images as ci', 'ci.image_id', 'i.image_id')
      .select('i.image_id')
      .where('m.media_id', 'is', null)
      .where('ci.change_id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  });
});
