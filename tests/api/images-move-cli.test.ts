/**
 * `images move --to s3|db`, `export` and `import` run as an operator would (docs/scaling.md), against a SQLite
 * file and a local S3 server: the images go into the bucket and back, the import into a server with a bucket puts
 * its images there, and a wrong command says what is wrong.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openServerDatabase } from '../../src/server/db/open.ts';
import { buildCanoe, buildPhoto } from '../../src/server/record-builders/index.ts';
import { countRows } from '../setup/test-app.ts';
import { startTestS3, type TestS3 } from '../setup/s3-server.ts';

const run = promisify(execFile);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-move-cli-'));
const dirs = { old: path.join(root, 'old'), fresh: path.join(root, 'fresh') };
let s3: TestS3;

const cli = (dataDir: string, extra: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'off', ...extra },
    cwd: process.cwd(),
  });

async function counts(dataDir: string) {
  const db = await openServerDatabase(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }));
  try {
    return { images: await countRows(db, 'images'), inBucket: await countRows(db, 'image_objects') };
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  s3 = await startTestS3();
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });
  const db = await openServerDatabase(loadConfig({ DATA_DIR: dirs.old, DEMO_DATA: 'off' }));
  const canoe = await buildCanoe(db);
  for (let i = 0; i < 3; i++) await buildPhoto(db, { canoeId: canoe.id });
  await db.close();
}, 60_000);
afterAll(async () => {
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('images move on the command line', () => {
  it('moves every image into the bucket and back, saying how many', async () => {
    const toS3 = await cli(dirs.old, s3.env, 'images', 'move', '--to', 's3');
    expect(toS3.stderr).toMatch(/3 images moved into the bucket koa-test-images; 0 were there already/);
    expect(await counts(dirs.old)).toEqual({ images: 3, inBucket: 3 });

    const toDb = await cli(dirs.old, s3.env, 'images', 'move', '--to', 'db');
    expect(toDb.stderr).toMatch(/3 images moved into the database; 0 were there already/);
    expect(await counts(dirs.old)).toEqual({ images: 3, inBucket: 0 });
  }, 60_000);

  it('puts the images of an import into the bucket when one is set', async () => {
    const file = path.join(root, 'archive.zip');
    await cli(dirs.old, {}, 'export', file);
    const imported = await cli(dirs.fresh, s3.env, 'import', file);
    expect(imported.stderr).toMatch(/3 images moved into the bucket koa-test-images/);
    expect(await counts(dirs.fresh)).toEqual({ images: 3, inBucket: 3 });
  }, 60_000);

  it('says what is wrong with a command it cannot run', async () => {
    await expect(cli(dirs.old, s3.env, 'images', 'move', '--to', 'ftp')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/images move takes --to s3 or --to db/),
    });
    await expect(cli(dirs.old, {}, 'images', 'move', '--to', 's3')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/S3_BUCKET and its settings must be set to move images/),
    });
    await expect(
      cli(dirs.old, { ...s3.env, S3_BUCKET: 'koa-no-such-bucket' }, 'images', 'move', '--to', 's3'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/The move stopped: .*404.*run the command again to go on/),
    });
    expect(await counts(dirs.old)).toEqual({ images: 3, inBucket: 0 });
  }, 60_000);
});
