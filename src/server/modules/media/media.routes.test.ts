import { randomBytes } from 'node:crypto';
import { createApiToken, createUser } from '../auth/accounts.service.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { uploadBodyLimit } from './image-store.ts';
import { buildCanoe } from '../../record-builders/index.ts';
import { blankPng, phoneJpeg } from '../../../../tests/setup/images.ts';
import * as h from '../../../../tests/setup/media.ts';

let t: TestApp;
let canoeId: number;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  canoeId = (await buildCanoe(t.db, { hullId: 'H-1' })).id;
  jpeg = await phoneJpeg();
});
afterAll(() => t.close());

const counts = () => h.mediaCounts(t.db);
const photoBody = (overrides: Record<string, unknown> = {}) => h.photoBody(jpeg, overrides);
const upload = (as: h.As, body: unknown, canoe = canoeId) => h.uploadPhoto(t, as, canoe, body);
const expectRefused = (request: ReturnType<TestApp['request']>, status: number) =>
  h.expectRefused(t, request, status);
const { keysOf } = h;

describe('POST /canoes/:id/media', () => {
  it('stores the photo and answers 201 with URLs, never the bytes', async () => {
    const before = await counts();
    const res = await upload('admin', photoBody());
    expect(res.statusCode).toBe(201);
    const record = res.json();
    expect(record).toMatchObject({
      canoe_id: canoeId,
      file_name: 'hull.jpg',
      mime_type: 'image/webp',
      source_type: 'image/jpeg',
      description: 'The hull at Hilo',
      caption: 'Launch day',
      date_taken: '1998-06-14',
      width: 720,
      height: 540,
    });
    expect(record.media_id).toEqual(expect.any(Number));
    expect(Date.parse(record.uploaded_at)).not.toBeNaN();
    const path = `/api/canoes/${canoeId}/media/${record.media_id}/image`;
    expect(record.url).toMatch(new RegExp(`^${path}\\?v=[0-9a-f]+$`));
    expect(record.thumbnail_url).toMatch(new RegExp(`^${path}\\?v=[0-9a-f]+&size=thumbnail$`));
    expect(keysOf(record)).not.toContain('data');
    expect(res.body.length).toBeLessThan(2000);
    expect(await counts()).toEqual({ images: before.images + 1, media: before.media + 1 });
  });

  it('records the signed-in user as the uploader, whatever the body says', async () => {
    const res = await upload('admin', photoBody());
    expect(res.json().uploaded_by).toBe('Test Admin');
    const editor = await upload('editor', photoBody({ uploaded_by: undefined }));
    expect(editor.statusCode).toBe(201);
    expect(editor.json().uploaded_by).toBe('Test Editor');
    const stored = await t.db.kysely
      .selectFrom('canoe_media as m')
      .innerJoin('users as u', 'u.user_id', 'm.uploaded_by_user_id')
      .select(['u.email', 'm.uploaded_by'])
      .where('m.media_id', '=', res.json().media_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email: 'admin@example.org', uploaded_by: 'Test Admin' });
  });

  it('never publishes the email of an uploader whose account has no name', async () => {
    await createUser(t.db, { email: 'private.keeper@example.org', groups: ['admin'] });
    const token = await createApiToken(t.db, 'private.keeper@example.org');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/canoes/${canoeId}/media`,
      headers: { authorization: `Bearer ${token}` },
      payload: photoBody({ uploaded_by: undefined }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().uploaded_by).toBe('Anonymous');
    const list = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/media` });
    expect(list.body).not.toContain('private.keeper');
  });

  it('keeps a missing description null, and accepts a data-URL prefix', async () => {
    const res = await upload(
      'admin',
      photoBody({
        description: undefined,
        caption: '',
        date_taken: undefined,
        data: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ description: null, caption: null, date_taken: null });
  });

  it('takes a JPEG labelled image/png as the JPEG it is', async () => {
    const res = await upload('admin', photoBody({ mime_type: 'image/png', file_name: 'looks.png' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ source_type: 'image/jpeg', mime_type: 'image/webp' });
  });

  it('accepts PNG, GIF and WebP', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 4, background: '#3a6' } });
    for (const [type, bytes] of [
      ['image/png', await base.clone().png().toBuffer()],
      ['image/gif', await base.clone().gif().toBuffer()],
      ['image/webp', await base.clone().webp().toBuffer()],
    ] as const) {
      const res = await upload('admin', photoBody({ mime_type: type, data: bytes.toString('base64') }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ source_type: type, width: 40, height: 30 });
    }
  });

  it('refuses callers who are not signed in (401) or not admins (403)', async () => {
    expect((await expectRefused(upload('anonymous', photoBody()), 401)).message).toBe('Sign-in required');
    expect((await expectRefused(upload('user', photoBody()), 403)).message).toBe(
      'Permission denied: Admin role required',
    );
  });

  it('answers 404 for a canoe that does not exist', async () => {
    await expectRefused(upload('admin', photoBody(), 999_999), 404);
    await expectRefused(
      t.request('admin', { method: 'POST', url: '/api/canoes/abc/media', payload: photoBody() }),
      404,
    );
  });

  it('answers 413 for an image over the size limit (2 MB in tests), decoded', async () => {
    const data = randomBytes(2 * 1024 * 1024 + 10).toString('base64');
    expect(data.length).toBeLessThan(uploadBodyLimit(t.config.maxImageBytes));
    const body = await expectRefused(upload('admin', photoBody({ data })), 413);
    expect(body.message).toMatch(/2 MB limit/);
  });

  it('answers 413 with the image size limit for a body over the route limit', async () => {
    const data = 'A'.repeat(uploadBodyLimit(t.config.maxImageBytes) + 1024);
    const body = await expectRefused(upload('admin', photoBody({ data })), 413);
    expect(body).toMatchObject({
      error: 'Payload Too Large',
      message: 'The image is larger than the 2 MB limit. Please choose a smaller image.',
    });
  });

  it('answers 413 with a plain message for an oversized body on a route without images', async () => {
    const res = await t.request('admin', {
      method: 'POST',
      url: '/api/races',
      payload: { name: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it('answers 413 for an image over the pixel cap', async () => {
    const bomb = blankPng(12000, 9000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const body = await expectRefused(
      upload('admin', photoBody({ mime_type: 'image/png', data: bomb.toString('base64') })),
      413,
    );
    expect(body.message).toMatch(/too many pixels/);
  });

  it('answers 415 for a non-image or an SVG labelled as a photo', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    for (const [type, bytes] of [
      ['image/jpeg', pdf],
      ['image/png', Buffer.from('plain text pretending to be a picture')],
      ['image/png', svg],
      ['image/jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
    ] as const) {
      const body = await expectRefused(
        upload('admin', photoBody({ mime_type: type, data: bytes.toString('base64') })),
        415,
      );
      expect(body.error).toBe('Unsupported Media Type');
    }
  });

  it('answers 400 with field messages for bad bodies', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [photoBody({ data: '' }), 'data', 'Image data is required'],
      [photoBody({ data: undefined }), 'data', 'Image data is required'],
      [photoBody({ data: 'not base64 at all!' }), 'data', 'Image data must be base64'],
      [photoBody({ file_name: '  ' }), 'file_name', 'File name is required'],
      [
        photoBody({ mime_type: 'image/svg+xml' }),
        'mime_type',
        'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
      ],
      [
        photoBody({ mime_type: 'application/pdf' }),
        'mime_type',
        'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
      ],
      [photoBody({ date_taken: '0999' }), 'date_taken', 'Year must be between 1000'],
      [
        photoBody({ date_taken: '2001-02-30' }),
        'date_taken',
        'Enter a year (1962), a month (1962-03) or a day (1962-03-04)',
      ],
      [photoBody({ licence: 'CC-BY' }), 'licence', 'Licence must be one of all-rights-reserved, cc-by-4.0'],
      [photoBody({ caption: 42 }), 'caption', 'Must be text'],
    ];
    for (const [payload, field, message] of cases) {
      const body = await expectRefused(upload('admin', payload), 400);
      expect(body.fields?.[field] ?? body.message).toContain(message);
    }
    // An empty image behind a data-URL prefix.
    expect(
      (await expectRefused(upload('admin', photoBody({ data: 'data:image/jpeg;base64,' })), 400)).message,
    ).toBe('Image data is required');
    const malformed = t.request('admin', {
      method: 'POST',
      url: `/api/canoes/${canoeId}/media`,
      headers: { 'content-type': 'application/json' },
      payload: '{"file_name": "x.jpg", "data": ',
    });
    expect((await expectRefused(malformed, 400)).message).toBe('Request body is not valid JSON');
    const array = t.request('admin', {
      method: 'POST',
      url: `/api/canoes/${canoeId}/media`,
      payload: [1, 2],
    });
    expect((await expectRefused(array, 400)).message).toBe('Request body must be a JSON object');
  });
});
