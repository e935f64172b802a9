/** A photo's focal point: found at upload, moved by an administrator (with its history), found later for old photos. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe } from '../../record-builders/index.ts';
import * as h from '../../../../tests/setup/media.ts';
import { fillMissingFocalPoints } from './focal-points.ts';

let t: TestApp;
let canoeId: number;
/** Calm water with a red hull low in the left of the frame (about 17% from the left, 80% from the top). */
let seaPhoto: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  canoeId = (await buildCanoe(t.db, { hullId: 'F-1' })).id;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">' +
    '<rect width="1200" height="800" fill="#6f9fbf"/>' +
    '<rect x="90" y="610" width="230" height="60" rx="20" fill="#b3261e"/>' +
    '<rect x="110" y="625" width="190" height="8" fill="#f2c14e"/></svg>';
  seaPhoto = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
});
afterAll(() => t.close());

const upload = async () => {
  const res = await h.uploadPhoto(t, 'admin', canoeId, h.photoBody(seaPhoto, { file_name: 'sea.jpg' }));
  expect(res.statusCode).toBe(201);
  return res.json<{ media_id: number; focal_point: { x: number; y: number }; focal_point_moved: boolean }>();
};
const photoPath = (mediaId: number) => `/api/canoes/${canoeId}/media/${mediaId}`;
const canoeSummary = async () =>
  (await t.request('anonymous', { method: 'GET', url: `/api/canoes?search=F-1` }))
    .json<{ canoe_id: number; image_focal_point: { x: number; y: number } | null }[]>()
    .find((canoe) => canoe.canoe_id === canoeId);

describe('the focal point of a canoe photo', () => {
  it('is found at upload: the hull low on the left, not the middle of the frame', async () => {
    const photo = await upload();
    expect(photo.focal_point.x).toBeLessThan(35);
    expect(photo.focal_point.y).toBeGreaterThan(65);
    expect(photo.focal_point_moved).toBe(false);
    // The registry's cards crop the canoe's first photo around the same point.
    expect((await canoeSummary())?.image_focal_point).toEqual(photo.focal_point);
  });

  it('is moved by an administrator, recorded as a change, and put back with null', async () => {
    const photo = await upload();
    const moved = await t.request('admin', {
      method: 'PUT',
      url: photoPath(photo.media_id),
      payload: { focal_point: { x: 70, y: 40 } },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      focal_point: { x: 70, y: 40 },
      focal_point_moved: true,
      caption: 'Launch day',
    });

    const activity = await t.request('admin', { method: 'GET', url: `/api/canoes/${canoeId}/activity` });
    expect(activity.json<{ summary: string }[]>()[0].summary).toBe(
      'moved the focal point of the photo sea.jpg',
    );

    const back = await t.request('admin', {
      method: 'PUT',
      url: photoPath(photo.media_id),
      payload: { focal_point: null },
    });
    expect(back.json()).toMatchObject({ focal_point: photo.focal_point, focal_point_moved: false });
  });

  it('refuses a point outside the photo, and anyone but an administrator', async () => {
    const photo = await upload();
    const outside = await t.request('admin', {
      method: 'PUT',
      url: photoPath(photo.media_id),
      payload: { focal_point: { x: 101, y: 50 } },
    });
    expect(outside.statusCode).toBe(400);
    for (const as of ['anonymous', 'user'] as const) {
      const res = await t.request(as, {
        method: 'PUT',
        url: photoPath(photo.media_id),
        payload: { focal_point: { x: 10, y: 10 } },
      });
      expect(res.statusCode).toBe(as === 'anonymous' ? 401 : 403);
    }
  });

  it('is found later for a photo stored before focal points existed (centred until then)', async () => {
    const photo = await upload();
    const { image_id: imageId } = await t.db.kysely
      .selectFrom('canoe_media')
      .select('image_id')
      .where('media_id', '=', photo.media_id)
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .updateTable('images')
      .set({ focal_x: null, focal_y: null })
      .where('image_id', '=', imageId)
      .execute();
    const listed = async () =>
      (await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/media` }))
        .json<{ media_id: number; focal_point: { x: number; y: number } }[]>()
        .find((item) => item.media_id === photo.media_id);
    expect((await listed())?.focal_point).toEqual({ x: 50, y: 50 });

    expect(await fillMissingFocalPoints(t.db)).toBeGreaterThanOrEqual(1);
    expect((await listed())?.focal_point).toEqual(photo.focal_point);
    expect(await fillMissingFocalPoints(t.db)).toBe(0);
  });
});
