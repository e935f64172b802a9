/**
 * The queries of export and import (open-data/): every row of a table page by page in key order, and rows written
 * back with their ids. Tables and columns come from bag-format.ts, never from the bag itself unchecked.
 */
import { sql, type Kysely } from 'kysely';
import type { Db, Executor } from '../../db/database.ts';
import type { ExportTable } from './bag-format.ts';
import { canSee, type Viewer } from '../../core/viewer.ts';
import { visibleTo } from '../../db/visibility.ts';
import { currentNameId } from '../../db/current-name.ts';
import { hawaiianSortKey } from '../../../shared/i18n/collate.ts';

export type Row = Record<string, unknown>;

/* eslint-disable @typescript-eslint/no-explicit-any -- tables are named by bag-format.ts, not by today's types */
const anyTable = (db: Executor) => db as unknown as Kysely<any>;

const keyOf = (spec: ExportTable) => spec.order ?? [spec.id];

/** The tables whose rows can be kept for a protocol (their `protection_id`; decision 020). */
const PROTECTED_TABLES = new Set([
  'canoes',
  'canoe_names',
  'ownerships',
  'restorations',
  'race_participations',
  'canoe_media',
  'stories',
  'sources',
  'places',
  'recordings',
]);

/**
 * Which rows leave (export.ts): every row in a private export; otherwise the public ones and, in a protocol's export,
 * what a keeper of exactly that protocol sees (decision 020), with the rows that describe that protocol.
 */
export interface RowScope {
  includePrivate: boolean;
  /** Whose kept content leaves besides public content: a visitor's (none) in a public export. */
  viewer: Viewer;
  /** The protocol whose export this is, or null. */
  protocolId: number | null;
}

/** `visibleTo` for a list of ids held in a query: none when the viewer passes no protection. */
function inProtections(viewer: Viewer, column: string) {
  if (viewer.protections.length === 0) return sql<boolean>`1 = 0`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(viewer.protections.map((id) => sql.lit(id)))})`;
}

/**
 * Up to `size` rows after `after` (the previous page's last key; null for the first), in key order. Without
 * private details, changes to People records and accounts are left out with their rows, and of what is kept for
 * protocols only what the scope's viewer sees.
 */
export async function readPage(
  db: Executor,
  spec: ExportTable,
  after: unknown[] | null,
  size: number,
  scope: RowScope,
): Promise<Row[]> {
  const { includePrivate, viewer } = scope;
  const key = keyOf(spec);
  let query = scopedRows(db, spec, scope);
  if (query === null) return [];
  query = query.selectAll();
  if (after) {
    const columns = sql.join(key.map((column) => sql.ref(column)));
    const values = sql.join(after.map((value) => sql`${value}`));
    query = query.where(sql<boolean>`(${columns}) > (${values})`);
  }
  for (const column of key) query = query.orderBy(column);
  const rows = (await query.limit(size).execute()) as Row[];
  if (!includePrivate && spec.table === 'canoes') {
    // Notes kept for a protocol the viewer does not pass leave as no notes.
    for (const row of rows) {
      const protection = row.notes_protection_id;
      if (!canSee(viewer, protection === null || protection === undefined ? null : Number(protection))) {
        row.notes = null;
        row.notes_haw = null;
        row.notes_protection_id = null;
      }
    }
  }
  if (!includePrivate && spec.table === 'recordings') await forgetKeptLinks(db, rows, viewer);
  const placeColumns = PLACE_REFERENCES[spec.table];
  if (!includePrivate && placeColumns) await forgetKeptPlaces(db, rows, placeColumns, viewer);
  if (!includePrivate && spec.table === 'protocols') {
    // Another protocol a protection names leaves with its name only: its members see no more of it.
    for (const row of rows) if (row.protocol_id !== scope.protocolId) row.description = null;
  }
  return rows;
}

/**
 * A recording leaves without naming a story or a source the viewer may not see (they do not leave), as if none
 * were chosen: the file then imports whole.
 */
async function forgetKeptLinks(db: Executor, rows: Row[], viewer: Viewer) {
  for (const [column, table] of [
    ['story_id', 'stories'],
    ['source_id', 'sources'],
  ] as const) {
    const named = [...new Set(rows.map((row) => row[column]).filter((id) => id != null))].map(Number);
    if (named.length === 0) continue;
    const seen = await db
      .selectFrom(table)
      .select(`${column} as id` as 'story_id')
      .where(column as 'story_id', 'in', named)
      .where(visibleTo(viewer, 'protection_id'))
      .execute();
    const visible = new Set(seen.map((row) => Number(row.story_id)));
    for (const row of rows) if (row[column] != null && !visible.has(Number(row[column]))) row[column] = null;
  }
}

/** The columns of each table that name a place (decision 030). */
const PLACE_REFERENCES: Record<string, string[]> = {
  canoes: ['origin_place_id', 'home_place_id'],
  races: ['place_id'],
  restorations: ['place_id'],
  owners: ['home_place_id'],
};

/**
 * A place kept from the viewer does not leave, so a row leaves without naming it: its reference is empty, as if no
 * place were chosen (the file then imports whole, and the text the keeper typed stays).
 */
async function forgetKeptPlaces(db: Executor, rows: Row[], columns: string[], viewer: Viewer) {
  const named = [
    ...new Set(rows.flatMap((row) => columns.map((column) => row[column]).filter((id) => id != null))),
  ].map(Number);
  if (named.length === 0) return;
  const seen = await db
    .selectFrom('places')
    .select('place_id')
    .where('place_id', 'in', named)
    .where(visibleTo(viewer, 'protection_id'))
    .execute();
  const visible = new Set(seen.map((place) => Number(place.place_id)));
  for (const row of rows) {
    for (const column of columns) {
      if (row[column] != null && !visible.has(Number(row[column]))) row[column] = null;
    }
  }
}

/**
 * The rows of the table that leave in this scope, as a query without its columns (readPage and tableSize choose
 * them); null when none of the table leaves.
 */
function scopedRows(db: Executor, spec: ExportTable, scope: RowScope) {
  const { includePrivate, viewer } = scope;
  let query = anyTable(db).selectFrom(spec.table);
  if (!includePrivate && spec.table === 'people') {
    // Only the people public pages name: makers and the restorers of public restorations.
    query = query.where((eb: any) =>
      eb.or([
        eb('person_id', 'in', eb.selectFrom('makers').select('person_id')),
        eb(
          'person_id',
          'in',
          eb
            .selectFrom('restorations')
            .select('restorer_person_id')
            .where('restorer_person_id', 'is not', null)
            // A restorer named only by a kept restoration is that restoration's (decision 020).
            .where('protection_id', 'is', null),
        ),
      ]),
    );
  }
  if (!includePrivate && spec.table === 'images') {
    // A photo sent with a community submission is not published until approved (it then has a media_id).
    query = query.where('image_id', 'not in', (eb: any) =>
      eb
        .selectFrom('submission_photos')
        .select('image_id')
        .where('image_id', 'is not', null)
        .where('media_id', 'is', null),
    );
    // A person's picture is in the People area only, and a kept photo's image is its protocol's (decision 020);
    // the same image may also be shown elsewhere by a photo the viewer sees.
    query = query.where((eb: any) =>
      eb.or([
        eb.and([
          eb(
            'image_id',
            'not in',
            eb.selectFrom('people').select('picture_image_id').where('picture_image_id', 'is not', null),
          ),
          eb(
            'image_id',
            'not in',
            eb
              .selectFrom('canoe_media')
              .select('image_id')
              .where(sql<boolean>`not (${visibleTo(viewer, 'protection_id')})`),
          ),
        ]),
        eb(
          'image_id',
          'in',
          eb.selectFrom('canoe_media').select('image_id').where(visibleTo(viewer, 'protection_id')),
        ),
        eb(
          'image_id',
          'in',
          eb.selectFrom('makers').select('picture_image_id').where('picture_image_id', 'is not', null),
        ),
        eb(
          'image_id',
          'in',
          eb.selectFrom('owners').select('logo_image_id').where('logo_image_id', 'is not', null),
        ),
      ]),
    );
  }
  if (!includePrivate && PROTECTED_TABLES.has(spec.table)) {
    // What is kept for a protocol leaves only in that protocol's export (decision 020).
    query = query.where(visibleTo(viewer, 'protection_id'));
  }
  if (!includePrivate && spec.table === 'recording_files') {
    // A file leaves with a recording this viewer sees (an upload no recording names yet is no one's).
    query = query.where('file_id', 'in', (eb: any) =>
      eb.selectFrom('recordings').select('file_id').where(visibleTo(viewer, 'protection_id')),
    );
  }
  if (!includePrivate && spec.table === 'sources') {
    // A source leaves with the photo it cites: one kept on its own for a viewer who may not see that photo would
    // name a photo the file does not hold, and the file would not import.
    query = query.where((eb: any) =>
      eb.or([
        eb('media_id', 'is', null),
        eb(
          'media_id',
          'in',
          eb.selectFrom('canoe_media').select('media_id').where(visibleTo(viewer, 'protection_id')),
        ),
      ]),
    );
  }
  if (!includePrivate && (spec.table === 'canoe_makers' || spec.table === 'tk_label_uses')) {
    // A kept canoe's maker credits and labels leave with it: not at all (its rows carry no protection of their own).
    query = query.where('canoe_id', 'not in', (eb: any) =>
      eb.selectFrom('canoes').select('canoe_id').where('protection_id', 'is not', null),
    );
  }
  if (!includePrivate && spec.table === 'tk_label_uses') {
    // Nor a label's use on a kept photo, story or source the viewer does not see.
    for (const [column, table] of [
      ['media_id', 'canoe_media'],
      ['story_id', 'stories'],
      ['source_id', 'sources'],
    ] as const) {
      query = query.where((eb: any) =>
        eb.or([
          eb(column, 'is', null),
          eb(column, 'in', eb.selectFrom(table).select(column).where(visibleTo(viewer, 'protection_id'))),
        ]),
      );
    }
  }
  if (!includePrivate && spec.protocolRows) {
    // A protocol's export says which of its rows are kept, and how: the protections its keepers pass, their
    // protocols, and the protocol itself. Never its members.
    if (scope.protocolId === null) return null;
    if (spec.table === 'protocols') {
      query = query.where((eb: any) =>
        eb.or([
          eb('protocol_id', '=', scope.protocolId),
          eb(
            'protocol_id',
            'in',
            eb
              .selectFrom('protection_protocols')
              .select('protocol_id')
              .where(inProtections(viewer, 'protection_id')),
          ),
        ]),
      );
    } else {
      query = query.where(inProtections(viewer, 'protection_id'));
    }
  }
  return query;
}

/** The name of the last migration the database has run. */
export async function lastMigration(db: Executor): Promise<string> {
  const row = await anyTable(db)
    .selectFrom('kysely_migration')
    .select('name')
    .orderBy('name', 'desc')
    .limit(1)
    .executeTakeFirst();
  return String(row?.name ?? '');
}

/** The names of every migration the database has run. */
export async function migrationNames(db: Db): Promise<string[]> {
  const rows = await anyTable(db.kysely).selectFrom('kysely_migration').select('name').execute();
  return rows.map((row: { name: string }) => row.name);
}

/**
 * `work` in one read-only snapshot of the whole database, so an export made while the server writes is consistent
 * (PostgreSQL: repeatable read; SQLite: one read transaction, which sees the file as it was when it began).
 */
export function inSnapshot<T>(db: Db, work: (trx: Executor) => Promise<T>): Promise<T> {
  const transaction = db.kysely.transaction();
  return (db.dialect === 'postgres' ? transaction.setIsolationLevel('repeatable read') : transaction).execute(
    work,
  );
}

/** Whether the table has any row. */
export async function hasRows(db: Executor, table: string): Promise<boolean> {
  const row = await anyTable(db)
    .selectFrom(table)
    .select(sql`1`.as('one'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteAllRows(db: Executor, table: string) {
  await anyTable(db).deleteFrom(table).execute();
}

/**
 * The Hawaiian sort key (migration 035) of each named canoe that has none: an archive exported before it was kept,
 * or a public export, which leaves it out. From the current name as a visitor sees it, as refreshNameSort keeps it.
 */
export async function fillCanoeHawaiianSort(db: Executor) {
  const rows = await db
    .selectFrom('canoes as c')
    .innerJoin('canoe_names as n', (join) =>
      join.on('n.canoe_name_id', '=', currentNameId(sql.ref('c.canoe_id'))),
    )
    .select(['c.canoe_id', 'n.name'])
    .where('c.name_sort_haw', '=', '')
    .execute();
  for (const row of rows) {
    await db
      .updateTable('canoes')
      .set({ name_sort_haw: hawaiianSortKey(row.name) })
      .where('canoe_id', '=', row.canoe_id)
      .execute();
  }
}

export async function insertRows(db: Executor, table: string, rows: Row[]) {
  if (rows.length > 0) await anyTable(db).insertInto(table).values(rows).execute();
}

/** PostgreSQL: the table's id sequence continues after the largest id imported (nothing on SQLite). */
export async function continueSequence(db: Executor, dialect: Db['dialect'], table: string, id: string) {
  if (dialect !== 'postgres') return;
  const { rows } = await sql<{
    seq: string | null;
  }>`select pg_get_serial_sequence(${table}, ${id}) as seq`.execute(db);
  const sequence = rows[0]?.seq;
  if (!sequence) return;
  await sql`select setval(${sequence}, coalesce((select max(${sql.ref(id)}) from ${sql.table(table)}), 1),
    (select count(*) > 0 from ${sql.table(table)}))`.execute(db);
}

/** SQLite: a consistent, compact copy of the whole database in `file` (which must not exist), while others write. */
export async function copySqliteDatabase(db: Executor, file: string) {
  await sql`vacuum into ${file}`.execute(db);
}

/** SQLite: `ok`, or what PRAGMA integrity_check found wrong. */
export async function integrityCheck(db: Executor): Promise<string> {
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  return rows.map((row) => row.integrity_check).join('; ');
}

/** Each table's columns in their stored order, with the database's name for their type. */
export async function tableColumns(
  db: Executor,
  schema: string | undefined,
): Promise<Map<string, { name: string; dataType: string }[]>> {
  const tables = await db.introspection.getTables();
  const columns = new Map<string, { name: string; dataType: string }[]>();
  for (const table of tables) {
    if (schema !== undefined && table.schema !== schema) continue;
    columns.set(
      table.name,
      table.columns.map((column) => ({ name: column.name, dataType: column.dataType })),
    );
  }
  return columns;
}

/**
 * How many of a table's rows leave in this scope, and the bytes in their binary columns (the images' files) and, for
 * the images, in the bucket (decision 016), so an estimate says nothing of what the scope leaves out.
 */
export async function tableSize(
  db: Executor,
  spec: ExportTable,
  scope: RowScope,
): Promise<{ rows: number; fileBytes: number }> {
  const files = spec.files ?? [];
  const rows = scopedRows(db, spec, scope);
  if (rows === null) return { rows: 0, fileBytes: 0 };
  const row = (await rows
    .select([
      sql<number>`count(*)`.as('rows'),
      sql<number>`${
        files.length
          ? sql.join(
              files.map((column) => sql`coalesce(sum(length(${sql.ref(column)})), 0)`),
              sql` + `,
            )
          : sql`0`
      }`.as('file_bytes'),
    ])
    .executeTakeFirstOrThrow()) as { rows: number | string; file_bytes: number | string | null };
  let fileBytes = Number(row.file_bytes ?? 0);
  if (spec.table === 'images') {
    const objects = (await anyTable(db)
      .selectFrom('image_objects')
      .where('image_id', 'in', rows.select('image_id'))
      .select(sql<number | string | null>`sum(stored_bytes)`.as('n'))
      .executeTakeFirst()) as { n: number | string | null } | undefined;
    fileBytes += Number(objects?.n ?? 0);
  }
  return { rows: Number(row.rows), fileBytes };
}
