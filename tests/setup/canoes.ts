/** Canoes created through the API, row counts of the canoe tables, and photos with a known ETag. */
import { expect } from 'vitest';
import { buildPhoto, defaultPhotoImage } from '../../src/server/record-builders/index.ts';
import { rowCounts } from './records.ts';
import type { TestApp } from './test-app.ts';

/** Create a canoe through the API as admin; returns the 201 body. */
export async function postCanoe(t: TestApp, body: Record<string, unknown>) {
  const res = await t.request('admin', { method: 'POST', url: '/api/canoes', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { canoe_id: number };
}

export const CANOE_TABLES = ['canoes', 'canoe_names', 'ownerships', 'canoe_makers', 'canoe_media', 'images'];

/** Row counts of the canoe tables, for "nothing changed" checks. */
export function canoeCounts(t: TestApp): Promise<Record<string, number>> {
  return rowCounts(t.db, CANOE_TABLES);
}

/**
 * A 640×480 photo of the canoe whose image carries the given ETag, named `<etag>.jpg` and described
 * 'Photo <etag>', so tests can spell out the URLs they expect.
 */
export async function buildPhotoWithEtag(t: TestApp, canoeId: number, etag: string) {
  const image = { ...(await defaultPhotoImage()), etag, width: 640, height: 480 };
  const photo = await buildPhoto(t.db, {
    canoeId,
    image,
    fileName: `${etag}.jpg`,
    description: `Photo ${etag}`,
  });
  return { media_id: photo.media_id, image_id: photo.image_id };
}
