/** Canoe photo uploads through the API, and the checks the media tests repeat. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import { countRows, type TestApp } from './test-app.ts';

export type As = 'admin' | 'editor' | 'user' | 'anonymous';

/** Rows of the two tables a photo lives in. */
export async function mediaCounts(db: Db) {
  return { images: await countRows(db, 'images'), media: await countRows(db, 'canoe_media') };
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

export function uploadPhoto(app: TestApp, as: As, canoeId: number, body: unknown) {
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
export async function expectRefused(app: TestApp, request: Promise<LightMyRequestResponse>, status: number) {
  const before = await mediaCounts(app.db);
  const res = await request;
  expect(res.statusCode).toBe(status);
  const body = res.json<{ error: string; message: string; fields?: Record<string, string> }>();
  expect(typeof body.message).toBe('string');
  expect(await mediaCounts(app.db)).toEqual(before);
  return body;
}
