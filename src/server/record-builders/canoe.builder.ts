/** Canoes with their names and ownerships, maker links and restorations. */
import { nowIso, type Db } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { sanitizeRichText } from '../text/sanitize.ts';
import { insertCanoe } from '../modules/canoes/canoe.repository.ts';
import { insertCanoeMakerLink } from '../modules/canoes/canoe-maker.repository.ts';
import { saveCanoeName } from '../modules/canoes/canoe-name.repository.ts';
import { insertOwnership } from '../modules/canoes/ownership.repository.ts';
import { insertRestoration } from '../modules/restorations/restoration.repository.ts';
import { foldText } from '../../shared/text.ts';
import { buildOwner } from './owner.builder.ts';
import { buildMaker } from './person.builder.ts';
import { nextSeq, nfc, yearToDate } from './builder-support.ts';

export interface CanoeNameInput {
  name: string;
  start_date?: string | null;
  /** null (or omitted) marks the current name; a canoe has at most one. */
  end_date?: string | null;
}

export interface OwnershipInput {
  /** A new steward is made when omitted. */
  ownerId?: number;
  start_date: string;
  /** null (or omitted) marks the open ownership; a canoe has at most one. */
  end_date?: string | null;
  notes?: string | null;
  transfer_reason?: string | null;
}

export interface CanoeOverrides {
  /** 1 racing, 2 fishing, 3 voyaging; null for unknown. Default 1. */
  typeId?: 1 | 2 | 3 | null;
  hullId?: string | null;
  /** Year; becomes `YYYY-01-01`. Ignored when buildDate is given. */
  buildYear?: number | null;
  /** `YYYY-MM-DD`. */
  buildDate?: string | null;
  length?: number | null;
  width?: number | null;
  weight?: number | null;
  origin?: string | null;
  /** Rich text; sanitised as the API would. */
  notes?: string | null;
  makerId?: number | null;
  /** The current name, when `names` is not given (null: no name at all). */
  name?: string | null;
  /** The full name history, stored as given (overrides `name`). */
  names?: CanoeNameInput[];
  ownerships?: OwnershipInput[];
}

export type BuiltCanoe = Row<'canoes'> & {
  id: number;
  /** The current name (no end date), if any. */
  name: string | null;
  names: Row<'canoe_names'>[];
  ownerships: Row<'ownerships'>[];
};

export async function buildCanoe(db: Db, overrides: CanoeOverrides = {}): Promise<BuiltCanoe> {
  const seq = nextSeq();
  const buildDate =
    overrides.buildDate !== undefined
      ? overrides.buildDate
      : yearToDate(overrides.buildYear === undefined ? 1970 : overrides.buildYear);
  const origin = nfc(overrides.origin === undefined ? 'Hilo, Hawaiʻi' : overrides.origin);
  const now = nowIso();
  const canoe = await insertCanoe(db.kysely, {
    hull_id: overrides.hullId === undefined ? `T-${String(seq).padStart(4, '0')}` : overrides.hullId,
    type_id: overrides.typeId === undefined ? 1 : overrides.typeId,
    build_date: buildDate,
    length: overrides.length === undefined ? 40 : overrides.length,
    width: overrides.width === undefined ? 1.8 : overrides.width,
    weight: overrides.weight === undefined ? 400 : overrides.weight,
    origin,
    origin_folded: foldText(origin),
    notes: sanitizeRichText(overrides.notes ?? null),
    maker_id: overrides.makerId ?? null,
    created_at: now,
    updated_at: now,
  });

  const nameInputs: CanoeNameInput[] =
    overrides.names ??
    (overrides.name === null ? [] : [{ name: overrides.name ?? `Test Canoe ${seq}`, start_date: buildDate }]);
  const names: Row<'canoe_names'>[] = [];
  for (const input of nameInputs) {
    names.push(await buildCanoeName(db, canoe.canoe_id, input));
  }
  const ownerships: Row<'ownerships'>[] = [];
  for (const input of overrides.ownerships ?? []) {
    ownerships.push(await buildOwnership(db, { canoeId: canoe.canoe_id, ...input }));
  }
  const current = names.find((n) => n.end_date === null) ?? null;
  return { ...canoe, id: canoe.canoe_id, name: current?.name ?? null, names, ownerships };
}

export async function buildCanoeName(
  db: Db,
  canoeId: number,
  input: CanoeNameInput,
): Promise<Row<'canoe_names'>> {
  return saveCanoeName(db.kysely, canoeId, {
    name: nfc(input.name),
    start_date: input.start_date ?? null,
    end_date: input.end_date ?? null,
  });
}

export async function buildOwnership(
  db: Db,
  input: Partial<OwnershipInput> & { canoeId?: number },
): Promise<Row<'ownerships'>> {
  const canoeId = input.canoeId ?? (await buildCanoe(db)).canoe_id;
  const ownerId = input.ownerId ?? (await buildOwner(db)).owner_id;
  return insertOwnership(db.kysely, {
    canoe_id: canoeId,
    owner_id: ownerId,
    start_date: input.start_date ?? '1980-01-01',
    end_date: input.end_date ?? null,
    notes: nfc(input.notes ?? null),
    transfer_reason: nfc(input.transfer_reason ?? null),
  });
}

export interface CanoeMakerOverrides {
  canoeId?: number;
  makerId?: number;
  contribution?: string | null;
}

export async function buildCanoeMaker(
  db: Db,
  overrides: CanoeMakerOverrides = {},
): Promise<Row<'canoe_makers'> & { id: number }> {
  const canoeId = overrides.canoeId ?? (await buildCanoe(db)).canoe_id;
  const makerId = overrides.makerId ?? (await buildMaker(db)).maker_id;
  const row = await insertCanoeMakerLink(db.kysely, {
    canoe_id: canoeId,
    maker_id: makerId,
    contribution: nfc(overrides.contribution === undefined ? 'Carving' : overrides.contribution),
  });
  return { ...row, id: row.canoe_maker_id };
}

export interface RestorationOverrides {
  canoeId?: number;
  /** `YYYY-MM-DD`. */
  restorationDate?: string;
  endDate?: string | null;
  description?: string;
  /** Its ʻŌlelo Hawaiʻi version (decision 027). */
  descriptionHaw?: string | null;
  location?: string | null;
  placeId?: number | null;
  notes?: string | null;
  restorerPersonId?: number | null;
  restorerMakerId?: number | null;
}

export async function buildRestoration(
  db: Db,
  overrides: RestorationOverrides = {},
): Promise<Row<'restorations'> & { id: number }> {
  const canoeId = overrides.canoeId ?? (await buildCanoe(db)).canoe_id;
  const row = await insertRestoration(db.kysely, canoeId, {
    restoration_date: overrides.restorationDate ?? '1995-01-01',
    end_date: overrides.endDate ?? null,
    description: nfc(overrides.description ?? 'Hull repaired and refinished'),
    description_haw: nfc(overrides.descriptionHaw ?? null),
    location: nfc(overrides.location ?? null),
    place_id: overrides.placeId ?? null,
    notes: nfc(overrides.notes ?? null),
    restorer_person_id: overrides.restorerPersonId ?? null,
    restorer_maker_id: overrides.restorerMakerId ?? null,
  });
  return { ...row, id: row.restoration_id };
}
