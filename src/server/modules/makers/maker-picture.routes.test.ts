import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createRecord, json, rowCounts, unreferencedImages } from '../../../../tests/setup/records.ts';
import { buildPerson } from '../../record-builders/index.ts';
import { CLEAN_SVG, SCRIPT_SVG, oversizedBase64, smallPngBase64 } from '../../../../tests/setup/images.ts';

let t: TestApp;
let kalani: number;
beforeAll(async () => {
  t = await createTestApp();
  kalani = (await buildPerson(t.db, { name: 'Kalani Kahananui' })).id;
});
afterAll(() => t.close());

/** Several makers of one person are made on purpose here: the keeper confirms each (issue 31, item 4). */
const createMaker = (body: Record<string, unknown>) =>
  createRecord(t, '/api/makers', 'maker_id', { ...body, confirm_duplicate: true });
const counts = () => rowCounts(t.db, ['makers', 'images', 'canoe_makers', 'restorations']);

describe('maker pictures', () => {
  it('uploads, serves WebP with ETag and 304, and deletes', async () => {
    const { maker_id } = await createMaker({ person_id: kalani, maker_type: 'carver' });
    const missing = await t.request('anonymous', { method: 'GET', url: `/api/makers/${maker_id}/picture` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Picture not found');
    const imagesBefore = await countRows(t.db, 'images');
    const res = await t.request(
      'admin',
      json('POST', `/api/makers/${maker_id}/picture`, {
        file_name: 'me.png',
        mime_type: 'image/png',
        data: `data:image/png;base64,${await smallPngBase64()}`,
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      maker_id,
      picture_url: expect.stringMatching(new RegExp(`^/api/makers/${maker_id}/picture\\?v=`)),
      picture_thumbnail_url: expect.stringMatching(/size=thumbnail/),
      picture_small_url: expect.stringMatching(/size=small$/),
    });
    const image = await t.request('anonymous', { method: 'GET', url: body.picture_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toMatch(/immutable/);
    const cached = await t.request('anonymous', {
      method: 'GET',
      url: `/api/makers/${maker_id}/picture`,
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    const listed = (await t.request('anonymous', { method: 'GET', url: '/api/makers' }))
      .json()
      .find((m: { maker_id: number }) => m.maker_id === maker_id);
    expect(listed.picture_url).toBe(body.picture_url);

    const svg = await t.request(
      'admin',
      json('POST', `/api/makers/${maker_id}/picture`, {
        file_name: 'me.svg',
        mime_type: 'image/svg+xml',
        data: Buffer.from(CLEAN_SVG).toString('base64'),
      }),
    );
    expect(svg.statusCode).toBe(201);
    expect(await countRows(t.db, 'images')).toBe(imagesBefore + 2);
    expect(await unreferencedImages(t.db)).toEqual([]);

    expect(
      (await t.request('admin', { method: 'DELETE', url: `/api/makers/${maker_id}/picture` })).statusCode,
    ).toBe(204);
    expect(await countRows(t.db, 'images')).toBe(imagesBefore + 2);
    expect(await unreferencedImages(t.db)).toEqual([]);
    expect(
      (await t.request('admin', { method: 'DELETE', url: `/api/makers/${maker_id}/picture` })).statusCode,
    ).toBe(404);
  });

  it('refuses bad pictures and stores nothing', async () => {
    const { maker_id } = await createMaker({ person_id: kalani, maker_type: 'carver' });
    const before = await counts();
    const url = `/api/makers/${maker_id}/picture`;
    const upload = (payload: unknown) => t.request('admin', json('POST', url, payload));
    const text = Buffer.from('hello, not an image').toString('base64');
    expect((await upload({ file_name: 'a.png', mime_type: 'image/png', data: text })).statusCode).toBe(415);
    const script = Buffer.from(SCRIPT_SVG).toString('base64');
    expect((await upload({ file_name: 'a.svg', mime_type: 'image/svg+xml', data: script })).statusCode).toBe(
      415,
    );
    expect(
      (await upload({ file_name: 'a.png', mime_type: 'image/png', data: oversizedBase64() })).statusCode,
    ).toBe(413);
    expect((await upload({ mime_type: 'image/png', data: text })).json().fields.file_name).toBe(
      'File name is required',
    );
    expect(await counts()).toEqual(before);
  });

  it('deletes a maker nobody refers to; its picture stays with the change that deleted it', async () => {
    const { maker_id } = await createMaker({ person_id: kalani, maker_type: 'apprentice' });
    await t.request(
      'admin',
      json('POST', `/api/makers/${maker_id}/picture`, {
        file_name: 'p.png',
        mime_type: 'image/png',
        data: await smallPngBase64(),
      }),
    );
    const before = await counts();
    expect((await t.request('admin', { method: 'DELETE', url: `/api/makers/${maker_id}` })).statusCode).toBe(
      204,
    );
    expect(await counts()).toEqual({ ...before, makers: before.makers - 1 });
    expect(await unreferencedImages(t.db)).toEqual([]);
    expect((await t.request('anonymous', { method: 'GET', url: `/api/makers/${maker_id}` })).statusCode).toBe(
      404,
    );
  });
});
