/**
 * Backups an operator schedules (docs/backups.md): `cli backup DIR [--keep N]` and `cli restore FILE`.
 *
 * - SQLite: `VACUUM INTO` writes a consistent copy of the database file while the server keeps running and
 *   writing; the copy is checked with PRAGMA integrity_check before it counts. Restore puts it in place of the
 *   database file, keeping the file it replaces beside it; it is refused while a server runs (db/server-lock.ts).
 * - PostgreSQL: the archive export with private details (open-data/export.ts), from one snapshot; restore imports
 *   it into an empty database. (`pg_dump` is the other good answer; this one needs no PostgreSQL tools.)
 *
 * Backups are named `registry-YYYYMMDD-HHMMSS.sqlite` / `.zip`; after each, only the newest `keep` stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { openDatabase, type Db } from '../../db/database.ts';
import { exportArchive } from './export.ts';
import type { Bucket } from '../media/bucket.ts';
import { BagError, importArchive } from './import.ts';
import { copySqliteDatabase, integrityCheck } from './records.repository.ts';
import { takeRestoreLock } from '../../db/server-lock.ts';

export const BACKUP_NAME = /^registry-\d{8}-\d{6}\.(?:sqlite|zip)$/;
export const DEFAULT_KEEP = 14;

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** SQLite file's integrity: throws unless PRAGMA integrity_check says ok. */
async function checkSqliteFile(file: string) {
  const copy = openDatabase({ databaseUrl: null, sqliteFile: file });
  try {
    const result = await integrityCheck(copy.kysely);
    if (result !== 'ok') throw new BagError(`${file} failed its integrity check: ${result}`);
  } finally {
    await copy.close();
  }
}

export interface BackupResult {
  file: string;
  removed: string[];
}

export async function backupDatabase(
  db: Db,
  dir: string,
  keep = DEFAULT_KEEP,
  now = new Date(),
  bucket: Bucket | null = null,
): Promise<BackupResult> {
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    throw new BagError(`cannot write in ${dir} (${reason(error)})`);
  }
  const file = path.join(dir, `registry-${stamp(now)}.${db.dialect === 'sqlite' ? 'sqlite' : 'zip'}`);
  if (fs.existsSync(file)) throw new BagError(`${file} exists already`);
  try {
    if (db.dialect === 'sqlite') {
      const partial = `${file}.partial`;
      fs.rmSync(partial, { force: true });
      try {
        await copySqliteDatabase(db.kysely, partial);
        await checkSqliteFile(partial);
        fs.renameSync(partial, file);
      } finally {
        for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`])
          fs.rmSync(leftover, { force: true });
      }
    } else {
      await exportArchive(db, file, { includePrivate: true, bucket });
    }
  } catch (error) {
    if (error instanceof BagError) throw error;
    throw new BagError(`writing ${file} failed (${reason(error)})`);
  }
  // A backup counts only once it is there, whole: otherwise the caller must hear that none was made.
  if (!(fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0)) {
    throw new BagError(`${file} was not written`);
  }
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const removed = backups.slice(Math.max(1, keep)).map((name) => path.join(dir, name));
  for (const old of removed) fs.rmSync(old);
  return { file, removed };
}

/**
 * Restores a backup made by `backupDatabase`: a `.sqlite` copy in place of the SQLite database (the file it
 * replaces is kept as `registry.sqlite.before-restore-<time>`), a `.zip` into the (empty) configured database.
 * Refused with DatabaseInUseError, changing nothing, while a server uses the database (db/server-lock.ts): a
 * server would go on writing to the file it had open, and every write it acknowledged would be gone at its next
 * start. `pgSchema` is for tests, which restore into a schema of their own.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  open: () => Promise<Db>,
  pgSchema?: string,
): Promise<string> {
  if (!fs.existsSync(file)) throw new BagError(`${file} does not exist`);
  if (!file.endsWith('.zip') && config.databaseUrl) {
    throw new BagError(
      `${file} is a SQLite backup and DATABASE_URL names PostgreSQL: export it as an archive and import that`,
    );
  }
  const lock = await takeRestoreLock({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgSchema });
  try {
    return file.endsWith('.zip') ? await restoreArchive(file, open) : await restoreSqliteFile(config, file);
  } finally {
    await lock.release();
  }
}

async function restoreArchive(file: string, open: () => Promise<Db>) {
  const db = await open();
  try {
    await importArchive(db, file);
    return `Imported ${file} into ${db.location}`;
  } finally {
    await db.close();
  }
}

async function restoreSqliteFile(config: Config, file: string) {
  await checkSqliteFile(file);
  const target = path.join(config.dataDir, 'registry.sqlite');
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Copied beside it first, then renamed into place: a restore stopped part way never leaves no database at all.
  const incoming = `${target}.restoring`;
  fs.copyFileSync(file, incoming);
  let kept: string | null = null;
  if (fs.existsSync(target)) {
    kept = `${target}.before-restore-${stamp(new Date())}`;
    fs.renameSync(target, kept);
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, kept + suffix);
    }
  }
  fs.renameSync(incoming, target);
  return kept ? `Restored ${file}; the database it replaced is ${kept}` : `Restored ${file}`;
}
