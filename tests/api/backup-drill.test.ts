/**
 * The restore drill (docs/backups.md), on SQLite and PostgreSQL: a backup made while writes are running, restored
 * into a new database, holds every write acknowledged before the backup began, and SQLite's integrity check
 * passes. Retention keeps the newest backups only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, testDialect, type TestApp } from '../setup/test-app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrate, openDatabase, type Db } from '../../src/server/db/database.ts';
import { backupDatabase, restoreBackup } from '../../src/server/modules/open-data/backup.ts';
import { integrityCheck } from '../../src/server/modules/open-data/records.repository.ts';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-backup-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Another connection to the test's database, as the command line has. */
const otherConnection = (): Db =>
  t.db.dialect === 'postgres'
    ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSchema: t.db.schema })
    : openDatabase({ databaseUrl: null, sqliteFile: t.db.location });

describe('backup and restore', () => {
  it('a backup taken during writes restores every write acknowledged before it', async () => {
    const acknowledged: { name: string }[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing || i < 10; i++) {
        const name = `Hui Waʻa ${i}`;
        const res = await t.request('admin', {
          method: 'POST',
          url: '/api/owners',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
          payload: { name, owner_type: 'club' },
        });
        expect(res.statusCode, res.body).toBe(201);
        acknowledged.push({ name });
      }
    })();
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 5));

    // Every write acknowledged by now must be in the backup.
    const before = acknowledged.map((write) => write.name);
    const cli = otherConnection();
    let backup: string;
    try {
      ({ file: backup } = await backupDatabase(cli, path.join(dir, 'backups')));
    } finally {
      await cli.close();
    }
    // The writer was running all along: let it finish one more, then stop.
    while (acknowledged.length <= before.length) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await writer;
    expect(before.length).toBeGreaterThanOrEqual(10);

    let restored: Db;
    let drop: () => Promise<void>;
    if (testDialect() === 'sqlite') {
      const dataDir = path.join(dir, 'restored');
      const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
      expect(await restoreBackup(config, backup, () => Promise.reject(new Error('not used')))).toContain(
        'Restored',
      );
      restored = openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'registry.sqlite') });
      await migrate(restored);
      expect(await integrityCheck(restored.kysely)).toBe('ok');
      drop = () => restored.close();
    } else {
      ({ db: restored, drop } = await openTestDatabase({ migrated: true }));
      const config = loadConfig({
        DATA_DIR: dir,
        DEMO_DATA: 'off',
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
      });
      expect(await restoreBackup(config, backup, async () => restored, restored.schema)).toContain(
        'Imported',
      );
      ({ db: restored, drop } = await reopen(restored, drop));
    }
    try {
      const names = (await restored.kysely.selectFrom('owners').select('name').execute()).map(
        (row) => row.name,
      );
      for (const name of before) expect(names).toContain(name);
      // And the history of those writes came along.
      const changes = await restored.kysely.selectFrom('changes').select('change_id').execute();
      expect(changes.length).toBeGreaterThanOrEqual(before.length);
    } finally {
      await drop();
    }
  });

  it('keeps only the newest backups', async () => {
    const folder = path.join(dir, 'kept');
    const cli = otherConnection();
    try {
      const made: string[] = [];
      for (let second = 0; second < 4; second++) {
        const { file } = await backupDatabase(
          cli,
          folder,
          2,
          new Date(Date.UTC(2026, 10, 25, 12, 0, second)),
        );
        made.push(path.basename(file));
      }
      expect(fs.readdirSync(folder).sort()).toEqual(made.slice(2).sort());
    } finally {
      await cli.close();
    }
  });
});

/** restoreBackup closes the database it was given; the test opens the restored schema again. */
async function reopen(db: Db, drop: () => Promise<void>) {
  const again = openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSchema: db.schema });
  return {
    db: again,
    drop: async () => {
      await again.close();
      await drop().catch(() => {});
    },
  };
}
