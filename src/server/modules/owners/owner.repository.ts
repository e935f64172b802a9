/** Kysely queries of stewards (owners). */
import { sql } from 'kysely';
import {
  countReferences,
  deleteRecord,
  insertRecord,
  updateRecord,
  type Executor,
} from '../../db/records.ts';
import { currentNameId } from '../../db/current-name.ts';
import type { OwnersTable } from '../../db/tables.ts';
import type { Paging } from '../../http/paging.ts';
import type { OwnerType } from '../../../shared/constants.ts';
import { foldText } from '../../../shared/text.ts';
import { contains, pageWithTotal } from '../../http/list-sql.ts';

export interface OwnerFilters {
  q?: string;
  owner_type?: OwnerType;
  canoe_count?: number;
}

export type OwnerValues = Omit<OwnersTable, 'owner_id' | 'logo_image_id' | 'created_at' | 'updated_at'>;

/** Per owner: canoes whose open ownership is theirs, and distinct canoes they ever held. */
function ownershipCounts(db: Executor) {
  return db
    .selectFrom('ownerships')
    .select((eb) => [
      'owner_id',
      eb.fn.sum<number>(eb.case().when('end_date', 'is', null).then(1).else(0).end()).as('open_count'),
      eb.fn.count<number>('canoe_id').distinct().as('canoe_total'),
    ])
    .groupBy('owner_id')
    .as('c');
}

function filtered(db: Executor, filters: OwnerFilters) {
  let query = db.selectFrom('owners as o').leftJoin(ownershipCounts(db), 'c.owner_id', 'o.owner_id');
  const folded = foldText(filters.q);
  if (folded) {
    query = query.where((eb) =>
      eb.or([contains('o.name_folded', folded), contains('o.description_folded', folded)]),
    );
  }
  if (filters.owner_type) query = query.where('o.owner_type', '=', filters.owner_type);
  if (filters.canoe_count !== undefined) {
    query = query.where(sql<number>`coalesce(c.open_count, 0)`, '=', filters.canoe_count);
  }
  return query;
}

function withColumns(query: ReturnType<typeof filtered>) {
  return query
    .leftJoin('images as li', 'li.image_id', 'o.logo_image_id')
    .select([
      'o.owner_id',
      'o.name',
      'o.owner_type',
      'o.website',
      'o.description',
      'o.contact_email',
      'o.contact_phone',
      'o.contact_address',
      'o.founded',
      'o.created_at',
      'o.updated_at',
      'li.etag as logo_etag',
    ])
    .select([
      sql<number>`coalesce(c.open_count, 0)`.as('canoe_count'),
      sql<number>`coalesce(c.canoe_total, 0)`.as('historical_count'),
    ]);
}

export type OwnerRow = Awaited<ReturnType<typeof findOwner>> & object;

export function listOwners(db: Executor, filters: OwnerFilters, paging: Paging) {
  return pageWithTotal(
    withColumns(filtered(db, filters)).orderBy('o.name_folded').orderBy('o.owner_id'),
    filtered(db, filters).select((eb) => eb.fn.countAll<number>().as('n')),
    paging,
  );
}

export function findOwner(db: Executor, ownerId: number) {
  return withColumns(filtered(db, {})).where('o.owner_id', '=', ownerId).executeTakeFirst();
}

/** Every ownership of the owner with the canoe's current name and type, newest first. */
export function ownershipsOf(db: Executor, ownerId: number) {
  return db
    .selectFrom('ownerships as os')
    .innerJoin('canoes as cn', 'cn.canoe_id', 'os.canoe_id')
    .leftJoin('canoe_names as n', (join) =>
      join.on((eb) => eb('n.canoe_name_id', '=', currentNameId(eb.ref('cn.canoe_id')))),
    )
    .leftJoin('canoe_types as ct', 'ct.type_id', 'cn.type_id')
    .select([
      'os.ownership_id',
      'os.canoe_id',
      'n.name',
      'cn.hull_id',
      'cn.type_id',
      'ct.name as type_name',
      'os.start_date',
      'os.end_date',
    ])
    .where('os.owner_id', '=', ownerId)
    .orderBy('os.start_date', 'desc')
    .orderBy('os.ownership_id', 'desc')
    .execute();
}

export function insertOwner(db: Executor, values: OwnerValues, now: string) {
  return insertRecord(db, 'owners', values, now);
}

export function updateOwner(db: Executor, ownerId: number, values: OwnerValues, now: string) {
  return updateRecord(db, 'owners', ownerId, values, now);
}

export function countOwnerships(db: Executor, ownerId: number) {
  return countReferences(db, 'ownerships', 'owner_id', ownerId);
}

export function deleteOwner(db: Executor, ownerId: number) {
  return deleteRecord(db, 'owners', ownerId);
}
