import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createRecord, json, rowCounts, unreferencedImages } from '../../../../tests/setup/records.ts';
import { CLEAN_SVG, SCRIPT_SVG, oversizedBase64, smallPngBase64 } from '../../../../tests/setup/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createPerson = (body: Record<string, unknown>) => createRecord(t, '/api/people', 'person_id', body);
const counts = () => rowCounts(t.db, ['people', 'images', 'makers']);

describe('people pictures', () => {
  it('uploads, serves privately cached WebP with ETag and 304, and deletes with the person (the image stays with the change)', async () => {
    const { person_id } = await createPerson({ name: 'Pictured' });
    const url = `/api/people/${person_id}/picture`;
    const none = await t.request('admin', { method: 'GET', url });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Picture not found');
    const imagesBefore = await countRows(t.db, 'images');
    const res = await t.request(
      'admin',
      json('POST', url, { file_name: 'me.png', mime_type: 'image/png', data: await smallPngBase64() }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      person_id,
      picture_url: expect.stringMatching(new RegExp(`^/api/people/${person_id}/picture\\?v=`)),
      picture_thumbnail_url: expect.stringMatching(/size=thumbnail/),
      picture_small_url: expect.stringMatching(/size=small$/),
    });
    const image = await t.request('admin', { method: 'GET', url: body.picture_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toMatch(/^private/);
    const cached = await t.request('admin', {
      method: 'GET',
      url,
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    const detail = (await t.request('admin', { method: 'GET', url: `/api/people/${person_id}` })).json();
    expect(detail.picture_thumbnail_url).toBe(body.picture_thumbnail_url);

    const svg = await t.request(
      'admin',
      json('POST', url, {
        file_name: 'me.svg',
        mime_type: 'image/svg+xml',
        data: Buffer.from(CLEAN_SVG).toString('base64'),
      }),
    );
    expect(svg.statusCode).toBe(201);
    expect(await countRows(t.db, 'images')).toBe(imagesBefore + 2);
    expect(await unreferencedImages(t.db)).toEqual([]);
    expect((await t.request('admin', { method: 'DELETE', url })).statusCode).toBe(204);
    expect(await countRows(t.db, 'images')).toBe(imagesBefore + 2);
    expect(await unreferencedImages(t.db)).toEqual([]);
    expect((await t.request('admin', { method: 'DELETE', url })).statusCode).toBe(404);

    await t.request(
      'admin',
      json('POST', url, { file_name: 'me.png', mime_type: 'image/png', data: await smallPngBase64() }),
    );
    const before = await counts();
    expect((await t.request('admin', { method: 'DELETE', url: `/api/people/${person_id}` })).statusCode).toBe(
      204,
    );
    expect(await counts()).toEqual({ ...before, people: before.people - 1 });
    expect(await unreferencedImages(t.db)).toEqual([]);
  });

  it('refuses bad pictures and stores nothing', async () => {
    const { person_id } = await createPerson({ name: 'Unpictured' });
    const before = await counts();
    const upload = (payload: unknown) =>
      t.request('admin', json('POST', `/api/people/${person_id}/picture`, payload));
    const text = Buffer.from('plain words').toString('base64');
    expect((await upload({ file_name: 'a.png', mime_type: 'image/png', data: text })).statusCode).toBe(415);
    const script = Buffer.from(SCRIPT_SVG).toString('base64');
    expect((await upload({ file_name: 'a.svg', mime_type: 'image/svg+xml', data: script })).statusCode).toBe(
      415,
    );
    expect(
      (await upload({ file_name: 'a.png', mime_type: 'image/png', data: oversizedBase64() })).statusCode,
    ).toBe(413);
    expect((await upload({ file_name: 'a.txt', mime_type: 'text/plain', data: text })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
