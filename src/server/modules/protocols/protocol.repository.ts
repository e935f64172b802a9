/**
 * Kysely queries for protocols, their members, protections (decision 020), and which records each protection
 * keeps. A protection is a value: written once and shared by every row kept the same way.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Row } from '../../db/tables.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import { currentNameId } from '../../db/current-name.ts';
import { visibleTo } from '../../db/visibility.ts';
import type { Viewer } from '../../core/viewer.ts';
import type { ProtectedKind, ProtocolRole } from '../../../shared/api/protocols.ts';

/** Where each kind of record is kept: its table, id column and protection column. */
export const KIND_TABLES = {
  canoe: { table: 'canoes', id: 'canoe_id', column: 'protection_id' },
  name: { table: 'canoe_names', id: 'canoe_name_id', column: 'protection_id' },
  ownership: { table: 'ownerships', id: 'ownership_id', column: 'protection_id' },
  restoration: { table: 'restorations', id: 'restoration_id', column: 'protection_id' },
  race_entry: { table: 'race_participations', id: 'participation_id', column: 'protection_id' },
  photo: { table: 'canoe_media', id: 'media_id', column: 'protection_id' },
  story: { table: 'stories', id: 'story_id', column: 'protection_id' },
  recording: { table: 'recordings', id: 'recording_id', column: 'protection_id' },
  source: { table: 'sources', id: 'source_id', column: 'protection_id' },
  notes: { table: 'canoes', id: 'canoe_id', column: 'notes_protection_id' },
  // A place belongs to no canoe (decision 030): it is kept on itself, and nothing inherits from it.
  place: { table: 'places', id: 'place_id', column: 'protection_id' },
} as const satisfies Record<ProtectedKind, { table: string; id: string; column: string }>;

export type ProtectedTable = (typeof KIND_TABLES)[ProtectedKind]['table'];

/** The protocols an account belongs to, with its role in each. */
export function membershipsOf(db: Executor, userId: number) {
  return db
    .selectFrom('protocol_members')
    .select(['protocol_id', 'role'])
    .where('user_id', '=', userId)
    .execute();
}

/** Every protection with its protocols (one row per protocol; none for a keepers-only protection without any). */
export function allProtections(db: Executor) {
  return db
    .selectFrom('protections as p')
    .leftJoin('protection_protocols as pp', 'pp.protection_id', 'p.protection_id')
    .leftJoin('protocols as pr', 'pr.protocol_id', 'pp.protocol_id')
    .select([
      'p.protection_id',
      'p.level',
      'p.protocols_needed',
      'p.shown_as',
      'pp.protocol_id',
      'pr.name as protocol_name',
    ])
    .orderBy('p.protection_id')
    .orderBy('pr.name')
    .execute();
}

export function findProtectionByValue(db: Executor, valueKey: string) {
  return db
    .selectFrom('protections')
    .select('protection_id')
    .where('value_key', '=', valueKey)
    .executeTakeFirst();
}

/** A new protection value with its protocols. */
export async function insertProtection(
  db: Executor,
  value: Omit<Row<'protections'>, 'protection_id'>,
  protocolIds: number[],
): Promise<number> {
  const { protection_id } = await db
    .insertInto('protections')
    .values(value)
    .returning('protection_id')
    .executeTakeFirstOrThrow();
  if (protocolIds.length > 0) {
    await db
      .insertInto('protection_protocols')
      .values(protocolIds.map((protocol_id) => ({ protection_id, protocol_id })))
      .execute();
  }
  return protection_id;
}

/** The kinds of a canoe's rows its page reads only for their notices (their rows are read by their own tabs). */
export const NOTICED_ROW_KINDS = ['story', 'recording', 'source', 'restoration', 'race_entry'] as const;
type NoticedRowKind = (typeof NOTICED_ROW_KINDS)[number];

/**
 * A canoe's kept stories, sources, restorations and race entries, by their protection only: what its page counts
 * for notices. One statement for the four tables (most canoes keep nothing, and the page is read often).
 */
export async function keptRowsOfCanoe(
  db: Executor,
  canoeId: number,
): Promise<{ kind: NoticedRowKind; protection_id: number }[]> {
  const { rows } = await sql<{ kind: NoticedRowKind; protection_id: number }>`${sql.join(
    NOTICED_ROW_KINDS.map(
      (kind) =>
        sql`select ${sql.lit(kind)} as kind, protection_id from ${sql.table(KIND_TABLES[kind].table)}
          where canoe_id = ${canoeId} and protection_id is not null`,
    ),
    sql` union all `,
  )}`.execute(db);
  return rows.map((row) => ({ kind: row.kind, protection_id: Number(row.protection_id) }));
}

/**
 * The protections of the kept rows a steward's, a maker's or a race's page would list, on canoes this viewer may see
 * (a row of a canoe kept from the viewer is not there at all): what those pages count for notices.
 */
export async function keptRowsListedOn(
  db: Executor,
  viewer: Viewer,
  on: { ownerId: number } | { makerId: number; personId: number } | { raceId: number },
): Promise<number[]> {
  const [table, listed] =
    'ownerId' in on
      ? ['ownerships', sql`kr.owner_id = ${on.ownerId}`]
      : 'makerId' in on
        ? [
            'restorations',
            sql`(kr.restorer_maker_id = ${on.makerId} or kr.restorer_person_id = ${on.personId})`,
          ]
        : ['race_participations', sql`kr.race_id = ${on.raceId}`];
  const { rows } = await sql<{ protection_id: number }>`
    select kr.protection_id from ${sql.table(table)} as kr join canoes as kc on kc.canoe_id = kr.canoe_id
    where ${listed} and kr.protection_id is not null and ${visibleTo(viewer, 'kc.protection_id')}`.execute(
    db,
  );
  return rows.map((row) => Number(row.protection_id));
}

/** The protocols among these ids that exist. */
export async function existingProtocolIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('protocols')
    .select('protocol_id')
    .where('protocol_id', 'in', ids)
    .execute();
  return rows.map((row) => row.protocol_id);
}

/** A record's row as its protection needs it: its canoe (none for a place) and protection columns. */
export async function protectedRow(db: Executor, kind: ProtectedKind, id: number) {
  const { table, id: idColumn } = KIND_TABLES[kind];
  const rows = await sql<{
    canoe_id?: number;
    protection_id: number | null;
    protection_own: number;
    notes_protection_id: number | null;
  }>`select * from ${sql.table(table)} where ${sql.ref(idColumn)} = ${id}`.execute(db);
  const row = rows.rows[0];
  return row && { ...row, canoe_id: row.canoe_id ?? null };
}

/** Set a record's protection (recorded in the history, so it is revertable). */
export async function writeProtection(
  db: Executor,
  kind: ProtectedKind,
  id: number,
  protectionId: number | null,
  own: boolean,
): Promise<void> {
  if (kind === 'notes') {
    await trackedUpdate(db, 'canoes', { canoe_id: id }, { notes_protection_id: protectionId });
    return;
  }
  const { table, id: idColumn } = KIND_TABLES[kind];
  await trackedUpdate(
    db,
    table,
    { [idColumn]: id } as never,
    {
      protection_id: protectionId,
      protection_own: own ? 1 : 0,
    } as never,
  );
}

/** The rows of a canoe that take their protection from it or from another record, in the order to refresh them. */
export async function inheritingRows(db: Executor, canoeId: number) {
  const children = (
    [
      'canoe_names',
      'ownerships',
      'restorations',
      'race_participations',
      'canoe_media',
      'stories',
      'recordings',
    ] as const
  ).map(async (table) => {
    const idColumn = KIND_TABLES[TABLE_KIND[table]].id;
    const rows = await sql<{ id: number; protection_id: number | null }>`
        select ${sql.ref(idColumn)} as id, protection_id from ${sql.table(table)}
        where canoe_id = ${canoeId} and protection_own = 0`.execute(db);
    return rows.rows.map((row) => ({ table, ...row }));
  });
  const sources = await db
    .selectFrom('sources')
    .selectAll()
    .where('canoe_id', '=', canoeId)
    .where('protection_own', '=', 0)
    .execute();
  return { children: (await Promise.all(children)).flat(), sources };
}

export const TABLE_KIND = {
  canoes: 'canoe',
  canoe_names: 'name',
  ownerships: 'ownership',
  restorations: 'restoration',
  race_participations: 'race_entry',
  canoe_media: 'photo',
  stories: 'story',
  recordings: 'recording',
  sources: 'source',
} as const satisfies Record<string, ProtectedKind>;

/** The protections whose protocols include this one. */
export async function protectionsOfProtocol(db: Executor, protocolId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('protection_protocols')
    .select('protection_id')
    .where('protocol_id', '=', protocolId)
    .execute();
  return rows.map((row) => row.protection_id);
}

/** The records kept under these protections (set on the record itself), for a protocol's page. */
export async function recordsKeptUnder(db: Executor, protectionIds: number[]) {
  if (protectionIds.length === 0) return [];
  const found: {
    kind: ProtectedKind;
    id: number;
    canoe_id: number | null;
    label: string;
    protection_id: number;
  }[] = [];
  const labels: Record<ProtectedKind, string> = {
    canoe: `'The canoe'`,
    name: 'name',
    ownership: `'A steward'`,
    restoration: 'description',
    race_entry: `'A race entry'`,
    photo: `coalesce(caption, file_name)`,
    story: `coalesce(title, 'A story')`,
    recording: 'title',
    source: 'citation',
    notes: `'Notes'`,
    place: 'name',
  };
  for (const [kind, { table, id, column }] of Object.entries(KIND_TABLES) as [
    ProtectedKind,
    (typeof KIND_TABLES)[ProtectedKind],
  ][]) {
    const own = kind === 'notes' ? sql`` : sql` and protection_own = 1`;
    const place = kind === 'place';
    const canoe = place ? sql`null` : sql`canoe_id`;
    const order = place ? sql.ref(id) : sql`canoe_id, ${sql.ref(id)}`;
    const rows = await sql<{ id: number; canoe_id: number | null; label: string; protection_id: number }>`
      select ${sql.ref(id)} as id, ${canoe} as canoe_id, ${sql.raw(labels[kind])} as label,
        ${sql.ref(column)} as protection_id
      from ${sql.table(table)}
      where ${sql.ref(column)} in (${sql.join(protectionIds)})${own}
      order by ${order}`.execute(db);
    found.push(...rows.rows.map((row) => ({ kind, ...row })));
  }
  return found;
}

/** The canoes' labels: current name, else bow number, else the registry id. */
export async function canoeLabels(db: Executor, canoeIds: number[]): Promise<Map<number, string>> {
  if (canoeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('canoes as c')
    .leftJoin('canoe_names as n', (join) =>
      join.on((eb) => eb('n.canoe_name_id', '=', currentNameId(eb.ref('c.canoe_id')))),
    )
    .select(['c.canoe_id', 'c.hull_id', 'n.name'])
    .where('c.canoe_id', 'in', canoeIds)
    .execute();
  return new Map(rows.map((row) => [row.canoe_id, row.name ?? row.hull_id ?? `Canoe ${row.canoe_id}`]));
}

// Protocols and their members.

/** Protocols with their counts; `userId`: only those the account belongs to. */
export function listProtocols(db: Executor, userId: number | null, onlyMine: boolean) {
  let query = db
    .selectFrom('protocols as p')
    .select([
      'p.protocol_id',
      'p.name',
      'p.description',
      'p.created_at',
      (eb) =>
        eb
          .selectFrom('protocol_members as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.protocol_id', '=', 'p.protocol_id')
          .as('member_count'),
      (eb) =>
        eb
          .selectFrom('protocol_members as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.protocol_id', '=', 'p.protocol_id')
          .where('m.role', '=', 'keeper')
          .as('keeper_count'),
      (eb) =>
        eb
          .selectFrom('protocol_members as m')
          .select('m.role')
          .whereRef('m.protocol_id', '=', 'p.protocol_id')
          .where('m.user_id', '=', userId ?? -1)
          .as('my_role'),
    ])
    .orderBy('p.name_folded');
  if (onlyMine) {
    query = query.where('p.protocol_id', 'in', (eb) =>
      eb
        .selectFrom('protocol_members')
        .select('protocol_id')
        .where('user_id', '=', userId ?? -1),
    );
  }
  return query.execute();
}

export function findProtocol(db: Executor, protocolId: number) {
  return db.selectFrom('protocols').selectAll().where('protocol_id', '=', protocolId).executeTakeFirst();
}

export function findProtocolByName(db: Executor, nameFolded: string) {
  return db
    .selectFrom('protocols')
    .select('protocol_id')
    .where('name_folded', '=', nameFolded)
    .executeTakeFirst();
}

export function insertProtocol(db: Executor, values: Omit<Row<'protocols'>, 'protocol_id'>) {
  return trackedInsert(db, 'protocols', values);
}

export function updateProtocol(
  db: Executor,
  protocolId: number,
  values: Pick<Row<'protocols'>, 'name' | 'name_folded' | 'description' | 'updated_at'>,
) {
  return trackedUpdate(db, 'protocols', { protocol_id: protocolId }, values);
}

export async function deleteProtocol(db: Executor, protocolId: number) {
  await trackedDelete(db, 'protocol_members', { protocol_id: protocolId });
  await trackedDelete(db, 'protocols', { protocol_id: protocolId });
}

export function listMembers(db: Executor, protocolId: number) {
  return db
    .selectFrom('protocol_members as m')
    .innerJoin('users as u', 'u.user_id', 'm.user_id')
    .select(['m.protocol_member_id', 'm.user_id', 'u.email', 'u.name', 'm.role', 'm.added_at'])
    .where('m.protocol_id', '=', protocolId)
    .orderBy('m.role')
    .orderBy('u.email')
    .execute();
}

export function findMember(db: Executor, protocolId: number, memberId: number) {
  return db
    .selectFrom('protocol_members as m')
    .innerJoin('users as u', 'u.user_id', 'm.user_id')
    .select(['m.protocol_member_id', 'm.user_id', 'u.email', 'u.name', 'm.role', 'm.added_at'])
    .where('m.protocol_id', '=', protocolId)
    .where('m.protocol_member_id', '=', memberId)
    .executeTakeFirst();
}

export function findMemberByUser(db: Executor, protocolId: number, userId: number) {
  return db
    .selectFrom('protocol_members')
    .select('protocol_member_id')
    .where('protocol_id', '=', protocolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertMember(
  db: Executor,
  values: { protocol_id: number; user_id: number; role: ProtocolRole; added_at: string },
) {
  return trackedInsert(db, 'protocol_members', values);
}

export function updateMemberRole(db: Executor, memberId: number, role: ProtocolRole) {
  return trackedUpdate(db, 'protocol_members', { protocol_member_id: memberId }, { role });
}

export function deleteMember(db: Executor, memberId: number) {
  return trackedDelete(db, 'protocol_members', { protocol_member_id: memberId });
}

export async function keeperCount(db: Executor, protocolId: number): Promise<number> {
  const row = await db
    .selectFrom('protocol_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('protocol_id', '=', protocolId)
    .where('role', '=', 'keeper')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rows of any table are kept under these protections. */
export async function keptRowCount(db: Executor, protectionIds: number[]): Promise<number> {
  if (protectionIds.length === 0) return 0;
  let total = 0;
  for (const { table, column } of Object.values(KIND_TABLES)) {
    const rows = await sql<{ n: number }>`
      select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(protectionIds)})`.execute(
      db,
    );
    total += Number(rows.rows[0]?.n ?? 0);
  }
  return total;
}

/** A protocol's protections, once nothing is kept under them. */
export async function deleteProtocolProtections(db: Executor, protocolId: number): Promise<void> {
  const ids = await protectionsOfProtocol(db, protocolId);
  if (ids.length === 0) return;
  await db.deleteFrom('protection_protocols').where('protection_id', 'in', ids).execute();
  await db.deleteFrom('protections').where('protection_id', 'in', ids).execute();
}
