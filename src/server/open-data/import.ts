/**
 * Import an archive exported by export.ts into an empty database, SQLite or PostgreSQL. Everything is checked
 * before anything is written: the bag's declaration, both manifests (every file's SHA-256, no file missing and none
 * added), Payload-Oxum, the format and its version, and that the archive's schema is one this version knows. Then
 * every table is loaded in one transaction, with the same ids; a failure leaves the database as it was. Rich text
 * is cleaned as every write cleans it (an archive is not trusted more than a form).
 */
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Db } from '../db/database.ts';
import { loadMigrations } from '../db/database.ts';
import { RICH_TEXT_COLUMNS } from '../http/sanitize.ts';
import {
  BAG_FORMAT,
  BAG_VERSION,
  EXPORT_INFO_FILE,
  EXPORT_TABLES,
  recordsFile,
  type ExportInfo,
} from './bag-format.ts';
import {
  continueSequence,
  deleteAllRows,
  hasRows,
  insertRows,
  migrationNames,
  type Row,
} from './records.repository.ts';

/** A bag that cannot be imported; the message names the file and what is wrong with it. */
export class BagError extends Error {}

const BATCH_ROWS = 200;

interface OpenBag {
  zip: yauzl.ZipFile;
  /** Files by their path inside the bag (`data/records/canoes.jsonl`, `bagit.txt`). */
  entries: Map<string, yauzl.Entry>;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true }, (error, zip) =>
      error ? reject(new BagError(`${file} is not a readable ZIP file: ${error.message}`)) : resolve(zip),
    ),
  );
}

async function openBag(file: string): Promise<OpenBag> {
  const zip = await openZip(file);
  const all: yauzl.Entry[] = await new Promise((resolve, reject) => {
    const found: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      found.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(found));
    zip.on('error', (error: Error) => reject(new BagError(`${file} is damaged: ${error.message}`)));
    zip.readEntry();
  });
  const files = all.filter((entry) => !entry.fileName.endsWith('/'));
  const declaration = files.find((entry) => /^[^/]+\/bagit\.txt$/.test(entry.fileName));
  if (!declaration) {
    zip.close();
    throw new BagError(`${file} is not an archive of the registry: it has no <bag>/bagit.txt`);
  }
  const root = declaration.fileName.slice(0, -'bagit.txt'.length);
  const entries = new Map<string, yauzl.Entry>();
  for (const entry of files) {
    if (!entry.fileName.startsWith(root)) {
      zip.close();
      throw new BagError(`${entry.fileName} is outside the bag ${root}`);
    }
    entries.set(entry.fileName.slice(root.length), entry);
  }
  return { zip, entries };
}

function readStream(bag: OpenBag, name: string): Promise<Readable> {
  const entry = bag.entries.get(name);
  if (!entry) throw new BagError(`${name} is missing from the bag`);
  return new Promise((resolve, reject) =>
    bag.zip.openReadStream(entry, (error, stream) =>
      error ? reject(new BagError(`${name} cannot be read: ${error.message}`)) : resolve(stream),
    ),
  );
}

/** Reads the bag's file chunk by chunk; a file that cannot be read whole is named in the error. */
async function eachChunk(bag: OpenBag, name: string, take: (chunk: Buffer) => void) {
  try {
    for await (const chunk of await readStream(bag, name)) take(chunk as Buffer);
  } catch (error) {
    if (error instanceof BagError) throw error;
    throw new BagError(`${name} is damaged: ${(error as Error).message}`);
  }
}

async function readBytes(bag: OpenBag, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await eachChunk(bag, name, (chunk) => chunks.push(chunk));
  return Buffer.concat(chunks);
}

async function sha256Of(bag: OpenBag, name: string): Promise<{ hash: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  await eachChunk(bag, name, (chunk) => {
    hash.update(chunk);
    size += chunk.length;
  });
  return { hash: hash.digest('hex'), size };
}

/** `hash  path` lines of a manifest, by path. */
function parseManifest(text: string, name: string): Map<string, string> {
  const lines = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const match = /^([0-9a-f]{64})\s+(\S.*)$/.exec(line.trim());
    if (!match) throw new BagError(`${name} has a line that is not "sha256  path": ${line.slice(0, 80)}`);
    lines.set(match[2], match[1]);
  }
  return lines;
}

/** Checks the bag whole: nothing is written before this has passed. */
async function verifyBag(bag: OpenBag): Promise<ExportInfo> {
  const declaration = (await readBytes(bag, 'bagit.txt')).toString('utf8');
  if (!/^BagIt-Version: 1\.\d+$/m.test(declaration)) {
    throw new BagError('bagit.txt does not declare a BagIt 1.x bag');
  }
  const tagManifest = parseManifest(
    (await readBytes(bag, 'tagmanifest-sha256.txt')).toString('utf8'),
    'tagmanifest-sha256.txt',
  );
  for (const [name, expected] of tagManifest) {
    const { hash } = await sha256Of(bag, name);
    if (hash !== expected)
      throw new BagError(`${name} has changed since the archive was made (its SHA-256 differs)`);
  }
  for (const name of ['bagit.txt', 'bag-info.txt', 'manifest-sha256.txt']) {
    if (!tagManifest.has(name)) throw new BagError(`tagmanifest-sha256.txt does not name ${name}`);
  }
  const manifest = parseManifest(
    (await readBytes(bag, 'manifest-sha256.txt')).toString('utf8'),
    'manifest-sha256.txt',
  );
  let bytes = 0;
  for (const [name, expected] of manifest) {
    if (!bag.entries.has(name)) throw new BagError(`${name} is missing from the bag`);
    const { hash, size } = await sha256Of(bag, name);
    if (hash !== expected) throw new BagError(`${name} is damaged (its SHA-256 differs from the manifest)`);
    bytes += size;
  }
  for (const name of bag.entries.keys()) {
    if (name.startsWith('data/') && !manifest.has(name)) {
      throw new BagError(`${name} is in the bag but not in its manifest`);
    }
  }
  const oxum = /^Payload-Oxum:\s*(\d+)\.(\d+)\s*$/m.exec(
    (await readBytes(bag, 'bag-info.txt')).toString('utf8'),
  );
  if (oxum && (Number(oxum[1]) !== bytes || Number(oxum[2]) !== manifest.size)) {
    throw new BagError(`bag-info.txt's Payload-Oxum (${oxum[1]}.${oxum[2]}) does not match the payload`);
  }

  let info: ExportInfo;
  try {
    info = JSON.parse((await readBytes(bag, `data/${EXPORT_INFO_FILE}`)).toString('utf8')) as ExportInfo;
  } catch (error) {
    if (error instanceof BagError) throw error;
    throw new BagError(`data/${EXPORT_INFO_FILE} is not JSON`);
  }
  if (info.format !== BAG_FORMAT) throw new BagError(`data/${EXPORT_INFO_FILE} is not a ${BAG_FORMAT}`);
  if (!Number.isInteger(info.version) || info.version > BAG_VERSION) {
    throw new BagError(
      `data/${EXPORT_INFO_FILE}: the archive is version ${String(info.version)}, made by a newer version of the ` +
        `registry; this one reads up to version ${BAG_VERSION}. Upgrade, then import.`,
    );
  }
  return info;
}

/** Rows of a records file, a batch at a time; an image column's file name is replaced by the file's bytes. */
async function* rowBatches(
  bag: OpenBag,
  table: string,
  file: string,
  binary: string[],
): AsyncGenerator<Row[]> {
  const lines = createInterface({ input: await readStream(bag, `data/${file}`), crlfDelay: Infinity });
  let batch: Row[] = [];
  let number = 0;
  for await (const line of lines) {
    number++;
    if (!line.trim()) continue;
    let row: Row;
    try {
      row = JSON.parse(line) as Row;
    } catch {
      throw new BagError(`data/${file}, line ${number}, is not JSON`);
    }
    for (const column of binary) {
      const name = row[column];
      if (typeof name === 'string') row[column] = await readBytes(bag, `data/${name}`);
    }
    batch.push(cleanRow(table, row));
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** A value of a rich-text column as a write would store it; anything else is left as it is. */
function cleanValue(table: string, column: string, value: unknown): unknown {
  const columns = Object.hasOwn(RICH_TEXT_COLUMNS, table) ? RICH_TEXT_COLUMNS[table] : {};
  const clean = Object.hasOwn(columns, column) ? columns[column] : undefined;
  return clean !== undefined && typeof value === 'string' ? clean(value) : value;
}

/**
 * The row with its rich text cleaned as a write cleans it; a change row's copies of a record too (a revert writes
 * them back).
 */
function cleanRow(table: string, row: Row): Row {
  for (const column of Object.keys(row)) row[column] = cleanValue(table, column, row[column]);
  const recorded = table === 'change_rows' && typeof row.table_name === 'string' ? row.table_name : null;
  if (recorded && Object.hasOwn(RICH_TEXT_COLUMNS, recorded)) {
    for (const side of ['before_json', 'after_json']) {
      if (typeof row[side] !== 'string') continue;
      let values: Record<string, unknown>;
      try {
        values = JSON.parse(row[side]) as Record<string, unknown>;
      } catch {
        throw new BagError(`data/${recordsFile(table)}: a change row's ${side} is not JSON`);
      }
      let changed = false;
      for (const column of Object.keys(RICH_TEXT_COLUMNS[recorded])) {
        if (values?.[column] === undefined) continue;
        const clean = cleanValue(recorded, column, values[column]);
        if (clean !== values[column]) {
          values[column] = clean;
          changed = true;
        }
      }
      if (changed) row[side] = JSON.stringify(values);
    }
  }
  return row;
}

export interface ImportResult {
  info: ExportInfo;
  rows: Record<string, number>;
}

export async function importArchive(
  db: Db,
  file: string,
  progress?: (table: string, rows: number) => void,
): Promise<ImportResult> {
  const bag = await openBag(file);
  try {
    const info = await verifyBag(bag);
    const known = new Set(Object.keys(await loadMigrations(db.dialect)));
    if (!known.has(info.schema)) {
      throw new BagError(
        `data/${EXPORT_INFO_FILE}: the archive's schema (${info.schema}) is newer than this version of the registry ` +
          'knows. Upgrade, then import.',
      );
    }
    const ran = new Set(await migrationNames(db));
    if (!ran.has(info.schema))
      throw new BagError(
        `The database has not run migration ${info.schema}: start the server once, then import`,
      );
    const specs = EXPORT_TABLES.filter((spec) => info.tables[spec.table]);
    for (const table of Object.keys(info.tables)) {
      if (!EXPORT_TABLES.some((spec) => spec.table === table)) {
        throw new BagError(`data/${EXPORT_INFO_FILE} names a table this version does not know: ${table}`);
      }
    }
    for (const spec of specs) {
      if (spec.table !== 'canoe_types' && (await hasRows(db.kysely, spec.table))) {
        throw new BagError(
          `The database is not empty (${spec.table} has rows): import only into a new database`,
        );
      }
    }

    const rows: Record<string, number> = {};
    await db.kysely.transaction().execute(async (trx) => {
      // The canoe types a new database starts with are replaced by the archive's own.
      await deleteAllRows(trx, 'canoe_types');
      for (const spec of specs) {
        let count = 0;
        for await (const batch of rowBatches(
          bag,
          spec.table,
          info.tables[spec.table].file,
          spec.files ?? [],
        )) {
          await insertRows(trx, spec.table, batch);
          count += batch.length;
        }
        if (count !== info.tables[spec.table].rows) {
          throw new BagError(
            `data/${info.tables[spec.table].file} holds ${count} rows; export.json says ${info.tables[spec.table].rows}`,
          );
        }
        if (!spec.order) await continueSequence(trx, db.dialect, spec.table, spec.id);
        rows[spec.table] = count;
        progress?.(spec.table, count);
      }
    });
    return { info, rows };
  } finally {
    bag.zip.close();
  }
}
