/**
 * Community protocols (decision 020): who belongs to each, which protections a caller may see (the viewer of
 * every request), and setting who may see a record, spread to everything that inherits from it.
 */
import type { Db, Executor } from '../../db/database.ts';
import { isUniqueViolation, nowIso } from '../../db/database.ts';
import { parentProtection } from '../../db/inherited-protection.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { EVERYTHING, VISITOR, canSee, type Viewer } from '../../core/viewer.ts';
import type { Caller } from '../auth/caller.ts';
import { foldText } from '../../../shared/text.ts';
import {
  PROTECTED_KIND_WORDS,
  protocolMessages,
  type KeptFor,
  type KeptNotice,
  type ProtectedKind,
  type ProtectionBody,
  type ProtocolBody,
  type ProtocolMemberBody,
  type ProtocolRole,
} from '../../../shared/api/protocols.ts';
import * as repo from './protocol.repository.ts';
import { normalizeEmail } from '../auth/accounts.service.ts';
import { findUserByNormalizedEmail } from '../auth/account.repository.ts';
import { refreshNameSort } from '../canoes/canoe-name.repository.ts';
import type { Saying } from '../../http/errors.ts';

type ProtectionRows = Awaited<ReturnType<typeof repo.allProtections>>;

/** A protection as its rows say it. */
interface ProtectionValue {
  protection_id: number;
  level: 'protocols' | 'keepers';
  protocols_needed: 'any' | 'all';
  shown_as: 'nothing' | 'notice';
  protocols: { protocol_id: number; name: string }[];
}

function protectionValues(rows: ProtectionRows): Map<number, ProtectionValue> {
  const values = new Map<number, ProtectionValue>();
  for (const row of rows) {
    let value = values.get(row.protection_id);
    if (!value) {
      value = {
        protection_id: row.protection_id,
        level: row.level,
        protocols_needed: row.protocols_needed,
        shown_as: row.shown_as,
        protocols: [],
      };
      values.set(row.protection_id, value);
    }
    if (row.protocol_id !== null)
      value.protocols.push({ protocol_id: row.protocol_id, name: row.protocol_name! });
  }
  return values;
}

/** May someone belonging to `memberOf` and keeping `keeperOf` see content kept this way? */
export function passes(
  value: ProtectionValue,
  memberOf: readonly number[],
  keeperOf: readonly number[],
): boolean {
  const ids = value.protocols.map((protocol) => protocol.protocol_id);
  if (value.level === 'keepers') return ids.some((id) => keeperOf.includes(id));
  if (ids.length === 0) return false;
  return value.protocols_needed === 'all'
    ? ids.every((id) => memberOf.includes(id))
    : ids.some((id) => memberOf.includes(id));
}

/** The viewer of a request: what its caller may see (core/viewer.ts). */
export async function viewerFor(db: Db, caller: Caller | null): Promise<Viewer> {
  if (!caller) return VISITOR;
  const memberships = await repo.membershipsOf(db.kysely, caller.userId);
  const memberOf = memberships.map((m) => m.protocol_id);
  const keeperOf = memberships.filter((m) => m.role === 'keeper').map((m) => m.protocol_id);
  if (caller.isAdmin) return { ...EVERYTHING, memberOf, keeperOf, userId: caller.userId };
  if (memberships.length === 0) return { ...VISITOR, userId: caller.userId };
  const values = protectionValues(await repo.allProtections(db.kysely));
  const protections = [...values.values()]
    .filter((value) => passes(value, memberOf, keeperOf))
    .map((value) => value.protection_id);
  return { all: false, protections, memberOf, keeperOf, userId: caller.userId };
}

/**
 * How protections read, for answers: a record's `kept_for` (for those who see it) and the notices shown to
 * those who do not. Read once per answer.
 */
export interface ProtectionWords {
  keptFor(protectionId: number | null, own: boolean): KeptFor | null;
  /** The notices for rows this viewer may not see, by kind (only protections whose keepers chose a notice). */
  notices(viewer: Viewer, kind: ProtectedKind, protectionIds: (number | null)[]): KeptNotice[];
}

export async function protectionWords(db: Executor): Promise<ProtectionWords> {
  const values = protectionValues(await repo.allProtections(db));
  return {
    keptFor(protectionId, own) {
      if (protectionId === null) return null;
      const value = values.get(protectionId);
      if (!value) return null;
      return {
        visibility: value.level,
        protocols: value.protocols,
        protocols_needed: value.protocols_needed,
        shown_as: value.shown_as,
        own,
      };
    },
    notices(viewer, kind, protectionIds) {
      const byProtocols = new Map<string, KeptNotice>();
      for (const id of protectionIds) {
        if (canSee(viewer, id)) continue;
        const value = values.get(id!);
        if (!value || value.shown_as !== 'notice') continue;
        const protocols = value.protocols.map((protocol) => protocol.name);
        const key = protocols.join('\u0000');
        const notice = byProtocols.get(key) ?? { kind, protocols, count: 0 };
        notice.count++;
        byProtocols.set(key, notice);
      }
      return [...byProtocols.values()];
    },
  };
}

/** The words of protections, read only when one of these rows is kept (most answers hold none). */
export async function protectionWordsFor(
  db: Executor,
  protectionIds: (number | null)[],
): Promise<ProtectionWords> {
  if (protectionIds.every((id) => id === null)) return NO_PROTECTIONS;
  return protectionWords(db);
}

const NO_PROTECTIONS: ProtectionWords = { keptFor: () => null, notices: () => [] };

/**
 * The notices a steward's, a maker's or a race's page shows this viewer for the rows it lists that are kept from
 * them (ownerships, restorations, race entries), as the canoe's page does in its tabs; none when nothing is kept.
 */
export async function keptNoticesListedOn(
  db: Executor,
  viewer: Viewer,
  on: Parameters<typeof repo.keptRowsListedOn>[2],
): Promise<{ kept_notices?: KeptNotice[] }> {
  if (viewer.all) return {};
  const kind: ProtectedKind = 'ownerId' in on ? 'ownership' : 'makerId' in on ? 'restoration' : 'race_entry';
  const protections = await repo.keptRowsListedOn(db, viewer, on);
  if (protections.length === 0) return {};
  const notices = (await protectionWords(db)).notices(viewer, kind, protections);
  return notices.length > 0 ? { kept_notices: notices } : {};
}

/** `{ kept_for }` for a kept row, nothing for a public one (an answer's public rows read as they always have). */
export function keptField(
  words: ProtectionWords,
  protectionId: number | null,
  own: boolean,
): { kept_for?: KeptFor } {
  const keptFor = words.keptFor(protectionId, own);
  return keptFor ? { kept_for: keptFor } : {};
}

/** The canoes of these kept records, once each (a place has none). */
const canoeIdsOf = (kept: { canoe_id: number | null }[]) => [
  ...new Set(kept.flatMap((k) => (k.canoe_id === null ? [] : [k.canoe_id]))),
];

// Protocols.

function presentProtocol(row: Awaited<ReturnType<typeof repo.listProtocols>>[number], held: number) {
  return {
    protocol_id: row.protocol_id,
    name: row.name,
    description: row.description,
    member_count: Number(row.member_count ?? 0),
    keeper_count: Number(row.keeper_count ?? 0),
    held_count: held,
    my_role: (row.my_role ?? null) as ProtocolRole | null,
    created_at: row.created_at,
  };
}

async function heldCount(db: Executor, protocolId: number): Promise<number> {
  return (await repo.recordsKeptUnder(db, await repo.protectionsOfProtocol(db, protocolId))).length;
}

export async function protocolList(db: Db, viewer: Viewer) {
  const rows = await repo.listProtocols(db.kysely, viewer.userId, !viewer.all);
  return Promise.all(
    rows.map(async (row) => presentProtocol(row, await heldCount(db.kysely, row.protocol_id))),
  );
}

/** The protocol, for its keepers and administrators; a member or anyone else is told it is not found. */
async function requireKeeper(db: Executor, viewer: Viewer, protocolId: number) {
  const protocol = await repo.findProtocol(db, protocolId);
  const belongs = viewer.memberOf.includes(protocolId);
  if (!protocol || (!viewer.all && !belongs)) throw notFound('Protocol');
  if (!viewer.all && !viewer.keeperOf.includes(protocolId))
    throw new HttpError(403, protocolMessages.notKeeper);
  return protocol;
}

async function protocolSummary(db: Executor, viewer: Viewer, protocolId: number) {
  const rows = await repo.listProtocols(db, viewer.userId, false);
  const row = rows.find((r) => r.protocol_id === protocolId);
  if (!row) throw notFound('Protocol');
  return presentProtocol(row, await heldCount(db, protocolId));
}

export async function protocolDetail(db: Db, viewer: Viewer, protocolId: number) {
  await requireKeeper(db.kysely, viewer, protocolId);
  const summary = await protocolSummary(db.kysely, viewer, protocolId);
  const members = await repo.listMembers(db.kysely, protocolId);
  const protections = await repo.protectionsOfProtocol(db.kysely, protocolId);
  const kept = await repo.recordsKeptUnder(db.kysely, protections);
  const values = protectionValues(await repo.allProtections(db.kysely));
  const labels = await repo.canoeLabels(db.kysely, canoeIdsOf(kept));
  return {
    ...summary,
    members,
    held: kept.map((k) => ({
      kind: k.kind,
      id: k.id,
      canoe_id: k.canoe_id,
      // A place is its own: its label is its name.
      canoe_label: k.canoe_id === null ? k.label : (labels.get(k.canoe_id) ?? `Canoe ${k.canoe_id}`),
      label: k.label ?? '',
      visibility: values.get(k.protection_id)?.level ?? 'protocols',
    })),
  };
}

/**
 * The protocol an operator names on the command line (`cli export --protocol`): by its number, or by its name as
 * typed, with or without ʻokina and kahakō; null when there is none.
 */
export async function protocolNamed(db: Db, words: string): Promise<number | null> {
  const trimmed = words.trim();
  if (/^\d{1,9}$/.test(trimmed)) {
    return (await repo.findProtocol(db.kysely, Number(trimmed)))?.protocol_id ?? null;
  }
  return (await repo.findProtocolByName(db.kysely, foldText(trimmed)))?.protocol_id ?? null;
}

/**
 * A protocol's export (GET /api/protocols/:id/export), for its keepers and administrators: the protocol and how
 * each protection its keepers pass keeps its rows, and the viewer the export reads as, a keeper of exactly this
 * protocol (never an administrator's everything, nor what the caller may see through other protocols).
 */
export async function protocolExport(db: Db, viewer: Viewer, protocolId: number) {
  const protocol = await requireKeeper(db.kysely, viewer, protocolId);
  const values = protectionValues(await repo.allProtections(db.kysely));
  const kept = [...values.values()]
    .filter((value) => passes(value, [protocolId], [protocolId]))
    .sort((a, b) => a.protection_id - b.protection_id);
  const keeper: Viewer = {
    all: false,
    protections: kept.map((value) => value.protection_id),
    memberOf: [protocolId],
    keeperOf: [protocolId],
    userId: null,
  };
  return {
    info: {
      protocol_id: protocol.protocol_id,
      name: protocol.name,
      description: protocol.description,
      protections: kept.map((value) => ({
        protection_id: value.protection_id,
        level: value.level,
        protocols_needed: value.protocols_needed,
        shown_as: value.shown_as,
        protocols: value.protocols.map((one) => one.name),
      })),
    },
    viewer: keeper,
  };
}

function protocolValues(body: ProtocolBody) {
  const name = String(body.name).normalize('NFC').trim();
  return { name, name_folded: foldText(name), description: body.description ?? null };
}

export async function createProtocol(db: Db, viewer: Viewer, body: ProtocolBody) {
  return db.kysely
    .transaction()
    .execute(async (trx) => {
      const values = protocolValues(body);
      if (await repo.findProtocolByName(trx, values.name_folded)) throw conflict(protocolMessages.nameTaken);
      const now = nowIso();
      const row = await repo.insertProtocol(trx, { ...values, created_at: now, updated_at: now });
      return protocolSummary(trx, viewer, row.protocol_id);
    })
    .catch(nameTaken);
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(protocolMessages.nameTaken);
  throw error;
}

export async function changeProtocol(db: Db, viewer: Viewer, protocolId: number, body: ProtocolBody) {
  return db.kysely
    .transaction()
    .execute(async (trx) => {
      if (!(await repo.findProtocol(trx, protocolId))) throw notFound('Protocol');
      const values = protocolValues(body);
      const other = await repo.findProtocolByName(trx, values.name_folded);
      if (other && other.protocol_id !== protocolId) throw conflict(protocolMessages.nameTaken);
      await repo.updateProtocol(trx, protocolId, { ...values, updated_at: nowIso() });
      return protocolSummary(trx, viewer, protocolId);
    })
    .catch(nameTaken);
}

/** How many records a refused delete names (the rest are counted). */
const NAMED_IN_REFUSAL = 3;

/**
 * Why a protocol cannot be deleted, naming what it keeps: "This protocol still keeps 2 records: the story
 * “Paddling to Mokoliʻi” of Hōkūleʻa and …". The records kept on themselves are named; what takes its protection from
 * them (a photo's source) goes public or moves with them. `kept`: every row, for the rare case none is its own.
 */
async function stillKeeps(trx: Executor, protections: number[], kept: number): Promise<Saying> {
  const own = await repo.recordsKeptUnder(trx, protections);
  if (own.length === 0) return protocolMessages.stillHolds(kept);
  const named = own.slice(0, NAMED_IN_REFUSAL);
  const canoes = await repo.canoeLabels(trx, canoeIdsOf(named));
  const words = named.map((k) => {
    if (k.canoe_id === null) return `the ${PROTECTED_KIND_WORDS[k.kind]} “${k.label}”`;
    const canoe = canoes.get(k.canoe_id) ?? `Canoe ${k.canoe_id}`;
    if (k.kind === 'notes') return `the notes of ${canoe}`;
    if (k.kind === 'canoe') return `the canoe ${canoe}`;
    return `the ${PROTECTED_KIND_WORDS[k.kind]} “${k.label}” of ${canoe}`;
  });
  return protocolMessages.stillHolds(own.length, words);
}

export async function removeProtocol(db: Db, protocolId: number) {
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await repo.findProtocol(trx, protocolId))) throw notFound('Protocol');
    const protections = await repo.protectionsOfProtocol(trx, protocolId);
    const kept = await repo.keptRowCount(trx, protections);
    if (kept > 0) throw conflict(await stillKeeps(trx, protections, kept));
    await repo.deleteProtocolProtections(trx, protocolId);
    await repo.deleteProtocol(trx, protocolId);
  });
}

// Members.

export async function addMember(db: Db, viewer: Viewer, protocolId: number, body: ProtocolMemberBody) {
  return db.kysely.transaction().execute(async (trx) => {
    await requireKeeper(trx, viewer, protocolId);
    const user = await findUserByNormalizedEmail(trx, normalizeEmail(body.email));
    if (!user) throw new HttpError(404, protocolMessages.noAccount, { email: protocolMessages.noAccount });
    if (await repo.findMemberByUser(trx, protocolId, user.user_id))
      throw conflict(protocolMessages.alreadyMember);
    const row = await repo.insertMember(trx, {
      protocol_id: protocolId,
      user_id: user.user_id,
      role: body.role ?? 'member',
      added_at: nowIso(),
    });
    return (await repo.findMember(trx, protocolId, row.protocol_member_id))!;
  });
}

async function requireMember(trx: Executor, viewer: Viewer, protocolId: number, memberId: number) {
  await requireKeeper(trx, viewer, protocolId);
  const member = await repo.findMember(trx, protocolId, memberId);
  if (!member) throw notFound('Member');
  return member;
}

/** A keeper may not leave their protocol without a keeper; an administrator may. */
async function keepsAKeeper(trx: Executor, viewer: Viewer, protocolId: number, member: { role: string }) {
  if (viewer.all || member.role !== 'keeper') return;
  if ((await repo.keeperCount(trx, protocolId)) <= 1) throw conflict(protocolMessages.lastKeeper);
}

export async function changeMemberRole(
  db: Db,
  viewer: Viewer,
  protocolId: number,
  memberId: number,
  role: ProtocolRole,
) {
  return db.kysely.transaction().execute(async (trx) => {
    const member = await requireMember(trx, viewer, protocolId, memberId);
    if (role !== member.role) {
      await keepsAKeeper(trx, viewer, protocolId, member);
      await repo.updateMemberRole(trx, memberId, role);
    }
    return (await repo.findMember(trx, protocolId, memberId))!;
  });
}

export async function removeMember(db: Db, viewer: Viewer, protocolId: number, memberId: number) {
  await db.kysely.transaction().execute(async (trx) => {
    const member = await requireMember(trx, viewer, protocolId, memberId);
    await keepsAKeeper(trx, viewer, protocolId, member);
    await repo.deleteMember(trx, memberId);
  });
}

// Protection of records.

/** The protection id for a body's value (written once), null for public. */
async function protectionFor(
  trx: Executor,
  body: ReturnType<typeof normalProtection>,
): Promise<number | null> {
  if (body.visibility === 'public') return null;
  const protocols = [...new Set(body.protocol_ids)].sort((a, b) => a - b);
  const known = await repo.existingProtocolIds(trx, protocols);
  if (known.length !== protocols.length) {
    throw new HttpError(400, protocolMessages.unknownProtocol, {
      protocol_ids: protocolMessages.unknownProtocol,
    });
  }
  const needed = protocols.length > 1 ? body.protocols_needed : 'any';
  const valueKey = `${body.visibility}:${needed}:${body.shown_as}:${protocols.join(',')}`;
  const found = await repo.findProtectionByValue(trx, valueKey);
  if (found) return found.protection_id;
  return repo.insertProtection(
    trx,
    { level: body.visibility, protocols_needed: needed, shown_as: body.shown_as, value_key: valueKey },
    protocols,
  );
}

function normalProtection(body: ProtectionBody) {
  return {
    inherit: body.inherit ?? false,
    visibility: body.visibility ?? 'public',
    protocol_ids: body.protocol_ids ?? [],
    protocols_needed: body.protocols_needed ?? 'any',
    shown_as: body.shown_as ?? 'nothing',
  };
}

async function requireProtected(trx: Executor, kind: ProtectedKind, id: number) {
  const row = await repo.protectedRow(trx, kind, id);
  if (!row) throw notFound('Record');
  return row;
}

export async function protectionOf(db: Db, kind: ProtectedKind, id: number) {
  const row = await requireProtected(db.kysely, kind, id);
  const words = await protectionWords(db.kysely);
  const protectionId = kind === 'notes' ? row.notes_protection_id : row.protection_id;
  const own =
    kind === 'notes'
      ? protectionId !== null
      : kind === 'canoe' || kind === 'place' || row.protection_own === 1;
  return { kind, id, kept_for: words.keptFor(protectionId, own) };
}

/** Rows of a canoe that inherit take again what they inherit from (after a record's protection changed). */
async function spreadProtection(trx: Executor, canoeId: number) {
  const { children, sources } = await repo.inheritingRows(trx, canoeId);
  const canoe = await repo.protectedRow(trx, 'canoe', canoeId);
  for (const child of children) {
    if ((child.protection_id ?? null) !== (canoe?.protection_id ?? null)) {
      await repo.writeProtection(
        trx,
        repo.TABLE_KIND[child.table],
        child.id,
        canoe?.protection_id ?? null,
        false,
      );
    }
  }
  for (const source of sources) {
    const inherited = await parentProtection(trx, 'sources', source);
    if ((source.protection_id ?? null) !== inherited) {
      await repo.writeProtection(trx, 'source', source.source_id, inherited, false);
    }
  }
}

/** Keep a new record for these protocols, within the transaction that makes it (a member's shared story). */
export async function keepForProtocols(
  trx: Executor,
  kind: ProtectedKind,
  id: number,
  protocolIds: number[],
) {
  const existing = await repo.existingProtocolIds(trx, protocolIds);
  if (existing.length === 0) return;
  const protection = await protectionFor(trx, {
    inherit: false,
    visibility: 'protocols',
    protocol_ids: existing,
    protocols_needed: 'any',
    shown_as: 'nothing',
  });
  await repo.writeProtection(trx, kind, id, protection, true);
  const row = await repo.protectedRow(trx, kind, id);
  if (row?.canoe_id != null) await spreadProtection(trx, row.canoe_id);
}

export async function setProtection(db: Db, kind: ProtectedKind, id: number, body: ProtectionBody) {
  const value = normalProtection(body);
  await db.kysely.transaction().execute(async (trx) => {
    const row = await requireProtected(trx, kind, id);
    if (value.inherit && kind !== 'canoe' && kind !== 'notes' && kind !== 'place') {
      const table = repo.KIND_TABLES[kind].table as Exclude<repo.ProtectedTable, 'canoes' | 'places'>;
      await repo.writeProtection(trx, kind, id, await parentProtection(trx, table, row), false);
    } else {
      const protection = value.inherit ? null : await protectionFor(trx, value);
      await repo.writeProtection(trx, kind, id, protection, kind !== 'canoe' && kind !== 'notes');
    }
    // A place belongs to no canoe: nothing inherits from it.
    if (row.canoe_id === null) return;
    await spreadProtection(trx, row.canoe_id);
    // Lists order canoes by the name a visitor sees: keeping the current name moves its canoe (db/current-name.ts).
    if (kind === 'name' || kind === 'canoe') await refreshNameSort(trx, row.canoe_id);
  });
  return protectionOf(db, kind, id);
}
