import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createRecord, json, rowCounts, unreferencedImages } from '../../../../tests/setup/records.ts';
import sharp from 'sharp';
import {
  CLEAN_SVG,
  SCRIPT_SVG,
  oversizedBase64,
  phoneJpeg,
  smallPngBase64,
} from '../../../../tests/setup/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createOwner = (body: Record<string, unknown>) => createRecord(t, '/api/owners', 'owner_id', body);
const counts = () => rowCounts(t.db, ['owners', 'images', 'ownerships']);

describe('steward logos', () => {
  it('has a 128 px size for lists, made at upload, or from the thumbnail for an image stored before it', async () => {
    const { owner_id } = await createOwner({ name: 'Small Logo Club' });
    const photo = (await phoneJpeg()).toString('base64');
    const res = await t.request(
      'admin',
      json('POST', `/api/owners/${owner_id}/logo`, {
        file_name: 'logo.jpg',
        mime_type: 'image/jpeg',
        data: photo,
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.logo_small_url).toMatch(new RegExp(`^/api/owners/${owner_id}/logo\\?v=\\w+&size=small$`));
    const listed = (await t.request('anonymous', { method: 'GET', url: '/api/owners' }))
      .json()
      .find((o: { owner_id: number }) => o.owner_id === owner_id);
    expect(listed.logo_small_url).toBe(body.logo_small_url);

    const fetchSmall = async () => {
      const small = await t.request('anonymous', { method: 'GET', url: body.logo_small_url });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe('image/webp');
      expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(small.headers['content-encoding']).toBeUndefined();
      const meta = await sharp(small.rawPayload).metadata();
      expect(Math.max(meta.width, meta.height)).toBe(128);
      return small.rawPayload;
    };
    const made = await fetchSmall();
    const thumb = await t.request('anonymous', { method: 'GET', url: body.logo_thumbnail_url });
    expect(made.length).toBeLessThan(thumb.rawPayload.length / 4);

    // An image stored before the small size existed gets one on its first request, kept for the next.
    const { logo_image_id } = await t.db.kysely
      .selectFrom('owners')
      .select('logo_image_id')
      .where('owner_id', '=', owner_id)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('images')
      .set({ small: null })
      .where('image_id', '=', logo_image_id!)
      .execute();
    await fetchSmall();
    const stored = await t.db.kysely
      .selectFrom('images')
      .select('small')
      .where('image_id', '=', logo_image_id!)
      .executeTakeFirstOrThrow();
    expect(stored.small?.length).toBeGreaterThan(0);
  });

  it('uploads a PNG, serves WebP with ETag and 304, replaces and deletes', async () => {
    const { owner_id } = await createOwner({ name: 'Logo Club' });
    const imagesBefore = await countRows(t.db, 'images');
    const png = await smallPngBase64();
    const res = await t.request(
      'admin',
      json('POST', `/api/owners/${owner_id}/logo`, {
        file_name: 'logo.png',
        mime_type: 'image/png',
        data: png,
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.owner_id).toBe(owner_id);
    expect(body.logo_url).toMatch(new RegExp(`^/api/owners/${owner_id}/logo\\?v=\\w+$`));
    expect(body.logo_thumbnail_url).toMatch(/size=thumbnail/);
    expect(await countRows(t.db, 'images')).toBe(imagesBefore + 1);

    const detail = (await t.request('anonymous', { method: 'GET', url: `/api/owners/${owner_id}` })).json();
    expect(detail.logo_url).toBe(body.logo_url);
    const listed = (await t.request('anonymous', { method: 'GET', url: '/api/owners' }))
      .json()
      .find((o: { owner_id: number }) => o.owner_id === owner_id);
    expect(listed.logo_thumbnail_url).toBe(body.logo_thumbnail_url);

    const image = await t.request('anonymous', { method: 'GET', url: body.logo_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const etag = image.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.request('anonymous', {
      method: 'GET',
      url: `/api/owners/${owner_id}/logo`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const thumb = await t.request('anonymous', {
      method: 'GET',
      url: `/api/owners/${owner_id}/logo?size=thumbnail`,
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');

    // Replacing points the owner at the new image; the old one stays with the change that replaced it.
    const svg = Buffer.from(CLEAN_SVG).toString('base64');
    const replaced = await t.request(
      'admin',
      json('POST', `/api/owners/${owner_id}/logo`, {
        file_name: 'logo.svg',
        mime_type: 'image/svg+xml',
        data: svg,
      }),
    );
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json().logo_url).not.toBe(body.logo_url);
    expect(await countRows(t.db, 'images')).toBe(imagesBefore + 2);
    expect(await unreferencedImages(t.db)).toEqual([]);
    const svgImage = await t.request('anonymous', { method: 'GET', url: `/api/owners/${owner_id}/logo` });
    expect(svgImage.headers['content-type']).toBe('image/webp');

    const del = await t.request('admin', { method: 'DELETE', url: `/api/owners/${owner_id}/logo` });
    expect(del.statusCode).toBe(204);
    expect(await countRows(t.db, 'images')).toBe(imagesBefore + 2);
    expect(await unreferencedImages(t.db)).toEqual([]);
    const gone = await t.request('anonymous', { method: 'GET', url: `/api/owners/${owner_id}/logo` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Logo not found');
    expect(
      (await t.request('admin', { method: 'DELETE', url: `/api/owners/${owner_id}/logo` })).statusCode,
    ).toBe(404);
    const after = (await t.request('anonymous', { method: 'GET', url: `/api/owners/${owner_id}` })).json();
    expect(after.logo_url).toBeNull();
  });

  it('refuses bad uploads with 4xx and stores nothing', async () => {
    const { owner_id } = await createOwner({ name: 'Picky Club' });
    const before = await counts();
    const url = `/api/owners/${owner_id}/logo`;
    const upload = (payload: unknown) => t.request('admin', json('POST', url, payload));

    const text = await upload({
      file_name: 'a.png',
      mime_type: 'image/png',
      data: Buffer.from('just text').toString('base64'),
    });
    expect(text.statusCode).toBe(415);
    const script = await upload({
      file_name: 'a.svg',
      mime_type: 'image/svg+xml',
      data: Buffer.from(SCRIPT_SVG).toString('base64'),
    });
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toMatch(/scripts/);
    const big = await upload({ file_name: 'big.png', mime_type: 'image/png', data: oversizedBase64() });
    expect(big.statusCode).toBe(413);
    const huge = await upload({
      file_name: 'huge.png',
      mime_type: 'image/png',
      data: Buffer.alloc(3 * 1024 * 1024, 1).toString('base64'),
    });
    expect(huge.statusCode).toBe(413);
    const badType = await upload({
      file_name: 'a.bmp',
      mime_type: 'image/bmp',
      data: await smallPngBase64(),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields.mime_type).toBe('Please select a valid image file (JPEG, PNG, GIF, or SVG)');
    const noData = await upload({ file_name: 'a.png', mime_type: 'image/png' });
    expect(noData.statusCode).toBe(400);
    expect(noData.json().fields.data).toBe('Image data is required');
    const notBase64 = await upload({ file_name: 'a.png', mime_type: 'image/png', data: '***' });
    expect(notBase64.statusCode).toBe(400);
    const malformed = await t.request('admin', {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"data": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect((await t.request('anonymous', { method: 'GET', url })).statusCode).toBe(404);
  });

  it('deletes a steward without ownerships; its logo stays with the change that deleted it', async () => {
    const { owner_id } = await createOwner({ name: 'Short Lived' });
    await t.request(
      'admin',
      json('POST', `/api/owners/${owner_id}/logo`, {
        file_name: 'l.png',
        mime_type: 'image/png',
        data: await smallPngBase64(),
      }),
    );
    const before = await counts();
    const res = await t.request('admin', { method: 'DELETE', url: `/api/owners/${owner_id}` });
    expect(res.statusCode).toBe(204);
    expect(await counts()).toEqual({ ...before, owners: before.owners - 1 });
    expect(await unreferencedImages(t.db)).toEqual([]);
    expect((await t.request('anonymous', { method: 'GET', url: `/api/owners/${owner_id}` })).statusCode).toBe(
      404,
    );
  });
});
