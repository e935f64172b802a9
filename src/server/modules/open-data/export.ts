/**
 * Export the whole archive as one BagIt bag in a ZIP (bag-format.ts), streamed: rows are read in pages and images
 * one by one, and each file is written into the ZIP as it is made, so the archive is never held in memory.
 */
import { publicPoint, type PlacePrecision } from '../../../shared/place-precision.ts';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { once } from 'node:events';
import yazl from 'yazl';
import type { Db } from '../../db/database.ts';
import {
  BAG_FORMAT,
  BAG_VERSION,
  contentLanguages,
  EXPORT_INFO_FILE,
  EXPORT_TABLES,
  recordingFilePath,
  recordsFile,
  type ExportInfo,
  type ExportTable,
  type ProtocolInfo,
} from './bag-format.ts';
import {
  inSnapshot,
  lastMigration,
  readPage,
  tableColumns,
  type Row,
  type RowScope,
} from './records.repository.ts';
import { EVERYTHING, VISITOR, type Viewer } from '../../core/viewer.ts';
import { foldText } from '../../../shared/text.ts';
import {
  csvFile,
  dataPackage,
  fieldType,
  roCrate,
  rowValues,
  type PayloadPart,
  type TableColumns,
} from './descriptions.ts';
import { csvLine } from '../../text/csv.ts';
import { findRecordingFile, openRange } from '../recordings/recording-store.ts';
import { archiveReadme, bagInfoWords } from './readme.ts';
import type { Executor } from '../../db/database.ts';
import { BucketError, type Bucket } from '../media/bucket.ts';
import { readObject, type ImageVariant } from '../media/image-objects.ts';
import { objectsOf, type StoredObjects } from '../media/image-objects.repository.ts';

export interface ExportOptions {
  /** The People area's contact details, accounts (never their passwords), the mailing list and who changed what. */
  includePrivate: boolean;
  /** Told after each table, with its row count. */
  progress?: (table: string, rows: number) => void;
  /** Where images in object storage are read from (S3_BUCKET); the bag is the same wherever they are kept. */
  bucket?: Bucket | null;
  /**
   * A protocol's export (without private details): the public archive and what `viewer`, a keeper of exactly
   * this protocol, sees of what is kept (protocol.service.ts, `protocolExport`).
   */
  protocol?: { info: ProtocolInfo; viewer: Viewer };
}

/** A protocol's name as a file name's tail: `Kahananui ʻohana` → `kahananui-ohana`. */
export function protocolSlug(protocol: { protocol_id: number; name: string }): string {
  const slug = foldText(protocol.name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `protocol-${protocol.protocol_id}`;
}

/** The file's name without `.zip`, which is also the bag's folder in it. */
export function archiveName(date: Date, options: Pick<ExportOptions, 'includePrivate' | 'protocol'>) {
  const tail = options.protocol && !options.includePrivate ? `-${protocolSlug(options.protocol.info)}` : '';
  return `koa-canoe-archive-${date.toISOString().slice(0, 10)}${tail}`;
}

export function rowScope(options: Pick<ExportOptions, 'includePrivate' | 'protocol'>): RowScope {
  if (options.includePrivate) return { includePrivate: true, viewer: EVERYTHING, protocolId: null };
  return {
    includePrivate: false,
    viewer: options.protocol?.viewer ?? VISITOR,
    protocolId: options.protocol?.info.protocol_id ?? null,
  };
}

/** Whether any of the table leaves: a private table only in a private export, or a protocol's in its export. */
export function leavesIn(spec: ExportTable, scope: RowScope): boolean {
  return !spec.private || scope.includePrivate || (spec.protocolRows === true && scope.protocolId !== null);
}

/** One size of an image whose bytes are in the bucket (image-objects.ts), read when its file is written. */
class InBucket {
  constructor(
    readonly objects: StoredObjects,
    readonly variant: ImageVariant,
  ) {}
}

/** An image row of the bucket gets its sizes as `InBucket` in place of the empty columns it keeps. */
async function withBucketSizes(db: Executor, page: Row[]): Promise<Row[]> {
  const objects = await objectsOf(
    db,
    page.map((row) => Number(row.image_id)),
  );
  for (const row of page) {
    const stored = objects.get(Number(row.image_id));
    if (!stored) continue;
    row.display = new InBucket(stored, 'display');
    row.thumbnail = new InBucket(stored, 'thumbnail');
    row.small = stored.small_sha256 ? new InBucket(stored, 'small') : null;
  }
  return page;
}

async function fileBytes(value: unknown, bucket: Bucket | null | undefined): Promise<Buffer> {
  if (!(value instanceof InBucket)) return Buffer.from(value as Uint8Array);
  if (!bucket) {
    throw new BucketError(
      'Some images are in a bucket, but S3_BUCKET is not set: set the S3 settings to export them (docs/scaling.md)',
    );
  }
  return readObject(bucket, value.objects, value.variant);
}

/** Rows of images are read a few at a time (each holds its bytes); others a thousand at a time. */
const pageSize = (spec: ExportTable) => (spec.files ? 8 : 1000);

const MIME_EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** One row as the bag holds it: what must not leave removed, and the meaning kept otherwise. */
function scrub(spec: ExportTable, row: Row, includePrivate: boolean): Row {
  const out: Row = { ...row };
  for (const column of spec.secret ?? []) out[column] = null;
  if (!includePrivate) {
    for (const column of [...(spec.privateColumns ?? []), ...(spec.accountColumns ?? [])]) out[column] = null;
    if (spec.publicColumns) {
      for (const column of Object.keys(out)) if (!spec.publicColumns.includes(column)) out[column] = null;
    }
    for (const [column, consent] of Object.entries(spec.consented ?? {})) {
      if (Number(out[consent]) !== 1) out[column] = null;
    }
    if (spec.publicPoint) {
      const lat = out.latitude == null ? null : Number(out.latitude);
      const lon = out.longitude == null ? null : Number(out.longitude);
      const point = publicPoint(lat, lon, String(out.precision) as PlacePrecision);
      out.latitude = point?.latitude ?? null;
      out.longitude = point?.longitude ?? null;
    }
  }
  return out;
}

/** An image column's file in the payload (relative to data/): `images/12-display.webp`. */
function imageFile(spec: ExportTable, row: Row, column: string) {
  const extension = (column === 'display' ? MIME_EXTENSIONS[String(row.mime_type)] : undefined) ?? 'webp';
  return `images/${String(row[spec.id])}-${column}.${extension}`;
}

/** The table's rows as the bag holds them, page by page, in key order; each call starts again. */
function tablePages(db: Executor, spec: ExportTable, scope: RowScope) {
  const key = spec.order ?? [spec.id];
  const { includePrivate } = scope;
  return async function* pages(): AsyncGenerator<Row[]> {
    const size = pageSize(spec);
    for (let after: unknown[] | null = null; ;) {
      const read = await readPage(db, spec, after, size, scope);
      const page = spec.table === 'images' ? await withBucketSizes(db, read) : read;
      if (page.length === 0) return;
      after = key.map((column) => page[page.length - 1][column]);
      yield page.map((row) => scrub(spec, row, includePrivate));
      if (page.length < size) return;
    }
  };
}

/**
 * Writes the archive to `file` (through `file.partial`, renamed when complete), from one snapshot of the database.
 * On SQLite the snapshot holds the connection it is given: inside the server, give it a connection of its own.
 */
export async function exportArchive(db: Db, file: string, options: ExportOptions): Promise<ExportInfo> {
  const partial = `${file}.partial`;
  const output = fs.createWriteStream(partial);
  const written = once(output, 'close');
  // A failed export destroys the output with its error: that rejection is the one thrown below, not another.
  written.catch(() => undefined);
  try {
    const info = await exportToStream(db, output, options);
    await written;
    fs.renameSync(partial, file);
    return info;
  } catch (error) {
    output.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Writes the archive into `output` as it is made (a download, say); resolves when the whole ZIP has been handed
 * to it. On a failure the output is destroyed, so a reader never takes a partial archive for a whole one.
 */
export function exportToStream(db: Db, output: Writable, options: ExportOptions): Promise<ExportInfo> {
  const schema = db.dialect === 'postgres' ? (db.schema ?? 'public') : undefined;
  return inSnapshot(db, (trx) => exportFrom(trx, schema, output, options));
}

async function exportFrom(
  db: Executor,
  schema: string | undefined,
  output: Writable,
  options: ExportOptions,
): Promise<ExportInfo> {
  const now = new Date();
  const bag = archiveName(now, options);
  const scope = rowScope(options);
  const zip = new yazl.ZipFile();
  const done = finished(zip.outputStream.pipe(output));
  // On a failure the output is destroyed with the error thrown below; this one must not go unhandled.
  done.catch(() => undefined);

  const manifest: string[] = [];
  let payloadBytes = 0;
  let payloadFiles = 0;

  const parts: PayloadPart[] = [];

  /**
   * Adds a file under data/, writes what `write` gives it with backpressure, and records its hash; `describe`
   * lists it in the RO-Crate.
   */
  async function payloadFile(
    name: string,
    write: (put: (chunk: Buffer) => Promise<void>) => Promise<void>,
    describe?: Omit<PayloadPart, 'path' | 'size'>,
  ) {
    const stream = new PassThrough();
    const hash = createHash('sha256');
    let size = 0;
    zip.addReadStream(stream, `${bag}/data/${name}`, { mtime: now });
    const consumed = once(stream, 'end');
    await write(async (chunk) => {
      hash.update(chunk);
      size += chunk.length;
      if (!stream.write(chunk)) await once(stream, 'drain');
    });
    stream.end();
    await consumed;
    manifest.push(`${hash.digest('hex')}  data/${name}`);
    payloadBytes += size;
    payloadFiles++;
    if (describe) parts.push({ path: name, size, ...describe });
  }

  const stored = await tableColumns(db, schema);
  const described: TableColumns[] = [];
  let lastChange: string | null = null;

  // The time of export is in bag-info.txt, not here: the same archive exported twice has the same payload.
  const info: ExportInfo = {
    format: BAG_FORMAT,
    version: BAG_VERSION,
    schema: await lastMigration(db),
    include_private: options.includePrivate,
    ...(scope.protocolId !== null ? { protocol: options.protocol!.info } : {}),
    tables: {},
    languages: contentLanguages(),
  };

  try {
    for (const spec of EXPORT_TABLES) {
      if (!leavesIn(spec, scope)) continue;
      const pages = tablePages(db, spec, scope);
      let rows = 0;
      await payloadFile(
        recordsFile(spec.table),
        async (put) => {
          for await (const page of pages()) {
            for (const row of page) {
              if (spec.table === 'changes' && (lastChange === null || String(row.created_at) > lastChange)) {
                lastChange = String(row.created_at);
              }
              for (const column of spec.files ?? []) {
                if (row[column] !== null && row[column] !== undefined)
                  row[column] = imageFile(spec, row, column);
              }
              await put(Buffer.from(`${JSON.stringify(row)}\n`));
            }
            rows += page.length;
          }
        },
        { name: `${spec.table} (JSON Lines, as import reads it)`, encodingFormat: 'application/x-ndjson' },
      );
      // The same rows as CSV, for spreadsheets (described in datapackage.json).
      const columns = (stored.get(spec.table) ?? []).map((column) => ({
        name: column.name,
        type: fieldType(column.dataType),
      }));
      await payloadFile(
        csvFile(spec.table),
        async (put) => {
          await put(Buffer.from(csvLine(columns.map((column) => column.name))));
          for await (const page of pages()) {
            for (const row of page) {
              for (const column of spec.files ?? []) {
                if (row[column] !== null && row[column] !== undefined)
                  row[column] = imageFile(spec, row, column);
              }
              await put(Buffer.from(csvLine(rowValues(row, columns))));
            }
          }
        },
        { name: `${spec.table} (CSV)`, encodingFormat: 'text/csv' },
      );
      described.push({ spec, columns, rows });
      // The bytes of a table's images, each a file after its records file (a ZIP is written one file at a time),
      // read again a few rows at a time.
      if (spec.files) {
        for await (const page of pages()) {
          for (const row of page) {
            for (const column of spec.files) {
              const bytes = row[column];
              if (bytes === null || bytes === undefined) continue;
              const data = await fileBytes(bytes, options.bucket);
              await payloadFile(imageFile(spec, row, column), (put) => put(data));
            }
          }
        }
      }
      // A recording's file, whole, read a part at a time or from the bucket as it arrives (decision 035).
      if (spec.recordingBytes) {
        for await (const page of pages()) {
          for (const row of page) {
            // The row as stored: a public export's row leaves without the size of its parts.
            const file = await findRecordingFile(db, Number(row.file_id));
            if (!file) continue;
            await payloadFile(recordingFilePath(row), async (put) => {
              const size = Number(file.byte_size);
              if (size === 0) return;
              const bytes = await openRange(db, file, 0, size - 1, options.bucket);
              for await (const chunk of bytes) await put(chunk as Buffer);
            });
          }
        }
      }
      info.tables[spec.table] = { file: recordsFile(spec.table), rows };
      options.progress?.(spec.table, rows);
    }
    const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
    await payloadFile('datapackage.json', (put) => put(json(dataPackage(described))), {
      name: 'Frictionless Data Package of the CSV files',
      encodingFormat: 'application/json',
    });
    await payloadFile(EXPORT_INFO_FILE, (put) => put(json(info)), {
      name: 'What this archive is: format, version, schema and row counts',
      encodingFormat: 'application/json',
    });
    await payloadFile('ro-crate-metadata.json', (put) =>
      put(json(roCrate(parts, lastChange, options.includePrivate, info.protocol))),
    );

    const words = { exportedAt: now, includePrivate: options.includePrivate, info };
    const tagFiles: [string, Buffer][] = [
      ['README.txt', Buffer.from(archiveReadme(words))],
      ['bagit.txt', Buffer.from('BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n')],
      [
        'bag-info.txt',
        Buffer.from(
          [
            'Source-Organization: Koa Canoe Registry',
            `Bagging-Date: ${now.toISOString().slice(0, 10)}`,
            `Exported-At: ${now.toISOString()}`,
            `Payload-Oxum: ${payloadBytes}.${payloadFiles}`,
            ...bagInfoWords(words),
            '',
          ].join('\n'),
        ),
      ],
      ['manifest-sha256.txt', Buffer.from(`${manifest.join('\n')}\n`)],
    ];
    const tagManifest = tagFiles.map(
      ([name, bytes]) => `${createHash('sha256').update(bytes).digest('hex')}  ${name}`,
    );
    tagFiles.push(['tagmanifest-sha256.txt', Buffer.from(`${tagManifest.join('\n')}\n`)]);
    for (const [name, bytes] of tagFiles) zip.addBuffer(bytes, `${bag}/${name}`, { mtime: now });
    zip.end();
    await done;
    return info;
  } catch (error) {
    zip.outputStream.unpipe(output);
    output.destroy(error as Error);
    throw error;
  }
}
