/**
 * A full disk: SQLite's `max_page_count` stops the file growing exactly as a full disk does
 * (SQLITE_FULL, which SQLite answers by rolling the transaction back itself). A write is answered 507 with words
 * a person can read; nothing of it is kept (the photo's image row and bytes included); the real cause is logged
 * once, not once a request; readiness reports the disk, still 200 (reads are served); and writes are kept again
 * by themselves once there is space. Before, the rollback Kysely asked for after SQLite's own failed ("cannot
 * rollback - no transaction is active") and that error, a 500, was all the log showed.
 */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { DISK_FULL } from '../../src/server/http/errors.ts';
import { canoeCounts, postCanoe } from '../setup/canoes.ts';
import { phoneJpeg } from '../setup/images.ts';
import { photoBody } from '../setup/media.ts';
import { countRows, createTestApp, testDialect, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({ config: t.config, db: t.db }, { logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const pragma = async (statement: string) =>
  (await sql.raw(`pragma ${statement}`).execute(t.db.kysely)).rows[0] as Record<string, number>;

describe.skipIf(testDialect() !== 'sqlite')('a full disk', () => {
  it("answers 507, keeps nothing of the write, logs the cause once, and takes writes again when there's space", async () => {
    const headers = { authorization: `Bearer ${t.tokens.admin}` };
    const { canoe_id } = await postCanoe(t, { hull_id: 'FULL-1' });
    const photo = photoBody(await phoneJpeg());
    const counts = await canoeCounts(t);
    const before = { ...counts, changes: await countRows(t.db, 'changes') };

    // The file may not grow by a page more.
    const { page_count } = await pragma('page_count');
    await pragma(`max_page_count = ${page_count}`);
    try {
      for (let i = 0; i < 3; i++) {
        const upload = await app.inject({
          method: 'POST',
          url: `/api/canoes/${canoe_id}/media`,
          headers,
          payload: photo,
        });
        expect(upload.statusCode, upload.body).toBe(507);
        expect(upload.json()).toMatchObject({ error: 'Insufficient Storage', message: DISK_FULL });
      }
      expect({ ...(await canoeCounts(t)), changes: await countRows(t.db, 'changes') }).toEqual(before);

      const causes = lines.filter((line) => /the disk is full/.test(String(line.msg)));
      expect(causes).toHaveLength(1);
      expect(causes[0]).toMatchObject({
        level: 50,
        msg: 'the disk is full (SQLITE_FULL): writes are refused',
      });
      expect(String(causes[0].cause)).toMatch(/^SQLITE_FULL: database or disk is full/);
      expect(JSON.stringify(lines)).not.toMatch(/cannot rollback/);

      // Reads are served; readiness names the disk without taking the process out of rotation.
      expect((await app.inject({ method: 'GET', url: `/api/canoes/${canoe_id}` })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().checks).toMatchObject({ database: 'ok', disk: 'failed' });
    } finally {
      await pragma('max_page_count = 1073741823');
    }

    // Space again: the same write is kept, and readiness says so.
    const kept = await app.inject({
      method: 'POST',
      url: `/api/canoes/${canoe_id}/media`,
      headers,
      payload: photo,
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(await countRows(t.db, 'canoe_media')).toBe(counts.canoe_media + 1);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json().checks).toMatchObject({ database: 'ok', disk: 'ok' });
    expect(lines.filter((line) => line.check === 'disk').map((line) => line.msg)).toEqual([
      'readiness check failed',
      'readiness check passes again',
    ]);
  });
});
