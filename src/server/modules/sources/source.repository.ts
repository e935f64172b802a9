/** Kysely queries for sources: a canoe's whole list, one record's list, and the tracked writes of a list. */
import type { Executor } from '../../db/database.ts';
import type { Row, SourcesTable } from '../../db/tables.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import type { SourceRecordType } from '../../../shared/api/sources.ts';

export type { Executor };
export type SourceRow = Row<'sources'>;

/** The column that names each kind of record a source supports (the canoe's own sources: none). */
export const PART_COLUMNS = {
  canoe_name: 'canoe_name_id',
  ownership: 'ownership_id',
  restoration: 'restoration_id',
  participation: 'participation_id',
  media: 'media_id',
} as const satisfies Record<Exclude<SourceRecordType, 'canoe'>, keyof SourcesTable>;

const PARTS = Object.values(PART_COLUMNS);

/** One record's sources: the canoe itself, or one of its parts. */
export interface SourceOwner {
  canoeId: number;
  type: SourceRecordType;
  /** The record's id (the canoe's for its own sources). */
  id: number;
}

/** The values that say whose a source is. */
function ownerColumns(owner: SourceOwner) {
  const columns: Pick<SourcesTable, 'canoe_id' | (typeof PARTS)[number]> = {
    canoe_id: owner.canoeId,
    canoe_name_id: null,
    ownership_id: null,
    restoration_id: null,
    participation_id: null,
    media_id: null,
  };
  if (owner.type !== 'canoe') columns[PART_COLUMNS[owner.type]] = owner.id;
  return columns;
}

/** Every source shown on a canoe's page (its own and its parts'), in each record's order. */
export function listCanoeSources(db: Executor, canoeId: number): Promise<SourceRow[]> {
  return db
    .selectFrom('sources')
    .selectAll()
    .where('canoe_id', '=', canoeId)
    .orderBy('position')
    .orderBy('source_id')
    .execute();
}

/** One record's sources, in order. */
export function listRecordSources(db: Executor, owner: SourceOwner): Promise<SourceRow[]> {
  let query = db.selectFrom('sources').selectAll();
  if (owner.type === 'canoe') {
    query = query.where('canoe_id', '=', owner.canoeId);
    for (const column of PARTS) query = query.where(column, 'is', null);
  } else {
    query = query.where(PART_COLUMNS[owner.type], '=', owner.id);
  }
  return query.orderBy('position').orderBy('source_id').execute();
}

export type SourceValues = Pick<SourcesTable, 'position' | 'kind' | 'citation' | 'url' | 'teller'> & {
  teller_named: number;
};

export function insertSource(db: Executor, owner: SourceOwner, values: SourceValues) {
  return trackedInsert(db, 'sources', { ...ownerColumns(owner), ...values });
}

export async function updateSource(db: Executor, sourceId: number, values: SourceValues) {
  await trackedUpdate(db, 'sources', { source_id: sourceId }, values);
}

export async function deleteSources(db: Executor, sourceIds: number[]) {
  if (!sourceIds.length) return;
  // A recording of an oral history stays, no longer linked to it: recorded, so restoring the source links it again.
  await trackedUpdate(db, 'recordings', { source_id: sourceIds }, { source_id: null });
  await trackedDelete(db, 'sources', { source_id: sourceIds });
}

/** A race result's sources follow it to the canoe it is moved to (they are shown on that canoe's page). */
export async function moveParticipationSources(db: Executor, participationId: number, canoeId: number) {
  // Only the rows that really change are recorded.
  const moved = await trackedUpdate(
    db,
    'sources',
    { participation_id: participationId },
    { canoe_id: canoeId },
  );
  // The labels on them follow too (decision 021).
  if (moved.length) {
    await trackedUpdate(
      db,
      'tk_label_uses',
      { source_id: moved.map((source) => source.source_id) },
      { canoe_id: canoeId },
    );
  }
}

/** The canoe of a name, ownership, restoration, race result or photo, when it exists; null otherwise. */
export async function canoeOfPart(
  db: Executor,
  type: Exclude<SourceRecordType, 'canoe'>,
  id: number,
): Promise<{ canoeId: number; raceId: number | null } | null> {
  let row: { canoe_id: number; race_id?: number } | undefined;
  switch (type) {
    case 'canoe_name':
      row = await db
        .selectFrom('canoe_names')
        .select('canoe_id')
        .where('canoe_name_id', '=', id)
        .executeTakeFirst();
      break;
    case 'ownership':
      row = await db
        .selectFrom('ownerships')
        .select('canoe_id')
        .where('ownership_id', '=', id)
        .executeTakeFirst();
      break;
    case 'restoration':
      row = await db
        .selectFrom('restorations')
        .select('canoe_id')
        .where('restoration_id', '=', id)
        .executeTakeFirst();
      break;
    case 'participation':
      row = await db
        .selectFrom('race_participations')
        .select(['canoe_id', 'race_id'])
        .where('participation_id', '=', id)
        .executeTakeFirst();
      break;
    case 'media':
      row = await db
        .selectFrom('canoe_media')
        .select('canoe_id')
        .where('media_id', '=', id)
        .executeTakeFirst();
      break;
  }
  return row ? { canoeId: row.canoe_id, raceId: row.race_id ?? null } : null;
}
