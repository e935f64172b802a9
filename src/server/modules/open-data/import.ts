/**
 * Import an archive exported by export.ts into an empty database, SQLite or PostgreSQL. Everything is checked
 * before anything is written: the bag's declaration, both manifests (every file's SHA-256, no file missing and none
 * added), Payload-Oxum, the format and its version, and that the archive's schema is one this version knows. Then
 * every table is loaded in one transaction, with the same ids; a failure leaves the database as it was. Rich text
 * is cleaned as every write cleans it (an archive is not trusted more than a form).
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Db } from '../../db/database.ts';
import { loadMigrations } from '../../db/database.ts';
import { RICH_TEXT_COLUMNS } from '../../text/sanitize.ts';
import { HAWAIIAN_ORDER_TABLES } from '../../db/date-columns.ts';
import { hawaiianSortKey } from '../../../shared/i18n/collate.ts';
import {
  BAG_FORMAT,
  BAG_VERSION,
  EXPORT_INFO_FILE,
  EXPORT_TABLES,
  recordingFilePath,
  recordsFile,
  type ExportInfo,
} from './bag-format.ts';
import type { Executor } from '../../db/database.ts';
import { insertFilePart, PART_BYTES } from '../recordings/recording-store.ts';
import {
  continueSequence,
  deleteAllRows,
  fillCanoeHawaiianSort,
  hasRows,
  insertRows,
  migrationNames,
  type Row,
} from './records.repository.ts';

/** A bag that cannot be imported; the message names the file and what is wrong with it. */
export class BagError extends Error {}

const BATCH_ROWS = 200;

const MiB = 1024 * 1024;

/**
 * What a bag's files may inflate to. Every file is read as a stream and its bytes counted as they inflate (the
 * sizes a ZIP declares are checked first but not trusted): a 6 MB ZIP holding a 1 GiB file otherwise passed every
 * check and then crashed the import.
 */
export interface ImportLimits {
  /** Any one file, inflated (a records file of a million canoes is a few hundred MiB). */
  fileBytes: number;
  /** A file read whole: the tag files, export.json and each image (the manifest of a large archive is tens of MiB). */
  wholeFileBytes: number;
  /** One line of a records file: one row (a change's copies of a long rich text are a few MiB). */
  lineBytes: number;
  /** How many times its compressed size a file may inflate to, past its first MiB (records deflate about 10×). */
  ratio: number;
  /** Files in the bag (each image is three). */
  files: number;
}

export const IMPORT_LIMITS: ImportLimits = {
  fileBytes: 16 * 1024 * MiB,
  wholeFileBytes: 256 * MiB,
  lineBytes: 64 * MiB,
  ratio: 200,
  files: 5_000_000,
};

const sizeText = (bytes: number) =>
  bytes >= MiB
    ? `${(bytes / MiB).toLocaleString('en-US', { maximumFractionDigits: 1 })} MiB`
    : `${bytes} bytes`;

interface OpenBag {
  zip: yauzl.ZipFile;
  limits: ImportLimits;
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

async function openBag(file: string, limits: ImportLimits): Promise<OpenBag> {
  const zip = await openZip(file);
  const all: yauzl.Entry[] = await new Promise((resolve, reject) => {
    const found: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      if (found.length >= limits.files) {
        zip.close();
        reject(new BagError(`${file} holds more than ${limits.files.toLocaleString('en-US')} files`));
        return;
      }
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
  return { zip, entries, limits };
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

/**
 * The bag's file chunk by chunk as it inflates, refused as soon as it passes `maxBytes` or inflates more than the
 * ratio allows (what the ZIP declares is checked first; then the bytes themselves are counted). A file that
 * cannot be read whole is named in the error.
 */
async function* chunksOf(
  bag: OpenBag,
  name: string,
  maxBytes = bag.limits.fileBytes,
): AsyncGenerator<Buffer> {
  const entry = bag.entries.get(name);
  if (!entry) throw new BagError(`${name} is missing from the bag`);
  const tooLarge = () =>
    new BagError(`${name} is too large: it inflates to more than ${sizeText(maxBytes)} (a ZIP bomb?)`);
  const { ratio } = bag.limits;
  const tooCompressed = () =>
    new BagError(`${name} inflates to more than ${ratio} times its compressed size (a ZIP bomb?)`);
  const ratioLimit = Math.max(MiB, entry.compressedSize * ratio);
  if (entry.uncompressedSize > maxBytes) throw tooLarge();
  if (entry.uncompressedSize > ratioLimit) throw tooCompressed();
  let size = 0;
  try {
    for await (const chunk of await readStream(bag, name)) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge();
      if (size > ratioLimit) throw tooCompressed();
      if (size > entry.uncompressedSize) {
        throw new BagError(
          `${name} is damaged: it inflates to more than the ${entry.uncompressedSize} bytes its ZIP entry declares`,
        );
      }
      yield chunk as Buffer;
    }
  } catch (error) {
    if (error instanceof BagError) throw error;
    throw new BagError(`${name} is damaged: ${(error as Error).message}`);
  }
}

/** Reads the bag's file chunk by chunk (`chunksOf`). */
async function eachChunk(bag: OpenBag, name: string, take: (chunk: Buffer) => void) {
  for await (const chunk of chunksOf(bag, name)) take(chunk);
}

/** A file read whole, up to `wholeFileBytes`. */
async function readBytes(bag: OpenBag, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of chunksOf(bag, name, bag.limits.wholeFileBytes)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The lines of a records file as text, each at most `lineBytes`, without their line ends. */
async function* linesOf(bag: OpenBag, name: string): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let number = 0;
  const line = () => {
    number++;
    const text = Buffer.concat(pending).toString('utf8');
    pending = [];
    pendingBytes = 0;
    return text.endsWith('\r') ? text.slice(0, -1) : text;
  };
  const tooLong = () =>
    new BagError(`${name}, line ${number + 1}, is longer than ${sizeText(bag.limits.lineBytes)}`);
  for await (const chunk of chunksOf(bag, name)) {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      if (pendingBytes + end - start > bag.limits.lineBytes) throw tooLong();
      pending.push(chunk.subarray(start, end));
      yield line();
      start = end + 1;
    }
    pendingBytes += chunk.length - start;
    if (pendingBytes > bag.limits.lineBytes) throw tooLong();
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pendingBytes > 0) yield line();
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
  let batch: Row[] = [];
  let number = 0;
  const importedAt = new Date().toISOString();
  for await (const line of linesOf(bag, `data/${file}`)) {
    number++;
    if (!line.trim()) continue;
    let row: Row;
    try {
      row = JSON.parse(line) as Row;
    } catch {
      throw new BagError(`data/${file}, line ${number}, is not JSON`);
    }
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new BagError(`data/${file}, line ${number}, is not a row (a JSON object)`);
    }
    for (const column of binary) {
      const name = row[column];
      if (typeof name === 'string') row[column] = await readBytes(bag, `data/${name}`);
    }
    batch.push(cleanRow(table, row, importedAt));
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * A recording's file from the bag (data/recordings/), read as it inflates and stored in parts of the row's size; its
 * length and SHA-256 must be the row's (decision 035).
 */
async function importRecordingBytes(trx: Executor, bag: OpenBag, row: Row) {
  const name = `data/${recordingFilePath(row)}`;
  const fileId = Number(row.file_id);
  const partBytes = Number(row.part_bytes);
  const size = Number(row.byte_size);
  if (!(partBytes > 0)) throw new BagError(`${name}: its row has no part size`);
  const hash = createHash('sha256');
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let part = 0;
  let total = 0;
  const store = (bytes: Buffer) => insertFilePart(trx, fileId, part++, bytes);
  for await (const chunk of chunksOf(bag, name, Math.max(size, 1))) {
    hash.update(chunk);
    total += chunk.length;
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (pendingBytes >= partBytes) {
      const whole = Buffer.concat(pending);
      await store(whole.subarray(0, partBytes));
      pending = [whole.subarray(partBytes)];
      pendingBytes = whole.length - partBytes;
    }
  }
  if (pendingBytes > 0) await store(Buffer.concat(pending));
  if (total !== size || hash.digest('hex') !== row.sha256) {
    throw new BagError(`${name} is not the file its row describes (its length or SHA-256 differs)`);
  }
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
function cleanRow(table: string, row: Row, importedAt: string): Row {
  // A public export leaves a record's own timestamps out where its public columns are listed (bag-format.ts).
  if (EXPORT_TABLES.find((spec) => spec.table === table)?.publicColumns) {
    for (const column of ['created_at', 'updated_at']) if (row[column] === null) row[column] = importedAt;
  }
  for (const column of Object.keys(row)) row[column] = cleanValue(table, column, row[column]);
  // The Hawaiian sort key follows the name (an archive from before migration 035, or a public one, has none).
  if (HAWAIIAN_ORDER_TABLES.has(table) && typeof row.name === 'string')
    row.name_sort_haw = hawaiianSortKey(row.name);
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
  limits: Partial<ImportLimits> = {},
): Promise<ImportResult> {
  const bag = await openBag(file, { ...IMPORT_LIMITS, ...limits });
  try {
    return await importBag(db, bag, progress);
  } catch (error) {
    // Whatever went wrong, nothing was written (one transaction): the caller says so with the reason.
    if (error instanceof BagError) throw error;
    throw new BagError(`${file} could not be imported: ${(error as Error).message}`);
  } finally {
    bag.zip.close();
  }
}

async function importBag(
  db: Db,
  bag: OpenBag,
  progress: ((table: string, rows: number) => void) | undefined,
): Promise<ImportResult> {
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
      for await (const batch of rowBatches(bag, spec.table, info.tables[spec.table].file, spec.files ?? [])) {
        // A public export's recording files leave without the size of their parts: they take this server's.
        if (spec.recordingBytes) for (const row of batch) row.part_bytes ??= PART_BYTES;
        await insertRows(trx, spec.table, batch);
        if (spec.recordingBytes) for (const row of batch) await importRecordingBytes(trx, bag, row);
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
    await fillCanoeHawaiianSort(trx);
  });
  return { info, rows };
}
