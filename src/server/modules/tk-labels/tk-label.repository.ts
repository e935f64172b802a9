/** Kysely queries for Traditional Knowledge labels and their uses, and the tracked writes of both. */
import type { Executor } from '../../db/database.ts';
import type { NewRow, Row, TkLabelUsesTable } from '../../db/tables.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import { visibleTo } from '../../db/visibility.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import type { TkLabelRecordType } from '../../../shared/api/tk-labels.ts';

export type { Executor };
export type TkLabelRow = Row<'tk_labels'>;
export type TkLabelUseRow = Row<'tk_label_uses'>;
export type TkLabelValues = Omit<NewRow<'tk_labels'>, 'label_id'>;

/** The column that names each kind of record a label is used on (the canoe's own labels: none). */
export const USE_PART_COLUMNS = {
  media: 'media_id',
  story: 'story_id',
  source: 'source_id',
} as const satisfies Record<Exclude<TkLabelRecordType, 'canoe'>, keyof TkLabelUsesTable>;

const PARTS = Object.values(USE_PART_COLUMNS);

/** One record's labels: the canoe itself, or one of its photos, stories or sources. */
export interface LabelOwner {
  canoeId: number;
  type: TkLabelRecordType;
  /** The record's id (the canoe's for its own labels). */
  id: number;
}

/** Every label, by project and name. */
export function listLabels(db: Executor): Promise<TkLabelRow[]> {
  return db
    .selectFrom('tk_labels')
    .selectAll()
    .orderBy('project_title')
    .orderBy('kind')
    .orderBy('name')
    .orderBy('label_id')
    .execute();
}

export function findLabel(db: Executor, labelId: number): Promise<TkLabelRow | undefined> {
  return db.selectFrom('tk_labels').selectAll().where('label_id', '=', labelId).executeTakeFirst();
}

export async function findLabelsByLcIds(db: Executor, lcIds: string[]): Promise<TkLabelRow[]> {
  if (!lcIds.length) return [];
  return db.selectFrom('tk_labels').selectAll().where('lc_id', 'in', lcIds).execute();
}

/** Which of these label ids exist. */
export async function existingLabelIds(db: Executor, labelIds: number[]): Promise<Set<number>> {
  if (!labelIds.length) return new Set();
  const rows = await db
    .selectFrom('tk_labels')
    .select('label_id')
    .where('label_id', 'in', labelIds)
    .execute();
  return new Set(rows.map((row) => row.label_id));
}

export function insertLabel(db: Executor, values: TkLabelValues) {
  return trackedInsert(db, 'tk_labels', values);
}

export async function updateLabel(db: Executor, labelId: number, values: Partial<TkLabelValues>) {
  const [row] = await trackedUpdate(db, 'tk_labels', { label_id: labelId }, values);
  return row;
}

/**
 * Every use on a canoe and its parts this viewer may see, each record's in order, with its label: a use on a photo,
 * story or source kept from the viewer is left out with it (decision 020).
 */
export function listCanoeUses(db: Executor, canoeId: number, viewer: Viewer = VISITOR) {
  return db
    .selectFrom('tk_label_uses as u')
    .innerJoin('tk_labels as l', 'l.label_id', 'u.label_id')
    .leftJoin('canoe_media as um', 'um.media_id', 'u.media_id')
    .leftJoin('stories as us', 'us.story_id', 'u.story_id')
    .leftJoin('sources as uo', 'uo.source_id', 'u.source_id')
    .selectAll('l')
    .select(['u.use_id', 'u.canoe_id', 'u.media_id', 'u.story_id', 'u.source_id', 'u.position'])
    .where('u.canoe_id', '=', canoeId)
    .where(visibleTo(viewer, 'um.protection_id'))
    .where(visibleTo(viewer, 'us.protection_id'))
    .where(visibleTo(viewer, 'uo.protection_id'))
    .orderBy('u.position')
    .orderBy('u.use_id')
    .execute();
}
export type LabelUseWithLabel = Awaited<ReturnType<typeof listCanoeUses>>[number];

/** One record's uses, in order. */
export function listRecordUses(db: Executor, owner: LabelOwner): Promise<TkLabelUseRow[]> {
  let query = db.selectFrom('tk_label_uses').selectAll();
  if (owner.type === 'canoe') {
    query = query.where('canoe_id', '=', owner.canoeId);
    for (const column of PARTS) query = query.where(column, 'is', null);
  } else {
    query = query.where(USE_PART_COLUMNS[owner.type], '=', owner.id);
  }
  return query.orderBy('position').orderBy('use_id').execute();
}

export function insertUse(db: Executor, owner: LabelOwner, labelId: number, position: number) {
  return trackedInsert(db, 'tk_label_uses', {
    label_id: labelId,
    canoe_id: owner.canoeId,
    media_id: owner.type === 'media' ? owner.id : null,
    story_id: owner.type === 'story' ? owner.id : null,
    source_id: owner.type === 'source' ? owner.id : null,
    position,
  });
}

export async function moveUse(db: Executor, useId: number, position: number) {
  await trackedUpdate(db, 'tk_label_uses', { use_id: useId }, { position });
}

export async function deleteUses(db: Executor, useIds: number[]) {
  if (useIds.length) await trackedDelete(db, 'tk_label_uses', { use_id: useIds });
}

/** The canoe a photo, story or source belongs to, or null when there is none. */
export async function canoeOfUsePart(
  db: Executor,
  type: Exclude<TkLabelRecordType, 'canoe'>,
  id: number,
): Promise<number | null> {
  let row: { canoe_id: number } | undefined;
  switch (type) {
    case 'media':
      row = await db
        .selectFrom('canoe_media')
        .select('canoe_id')
        .where('media_id', '=', id)
        .executeTakeFirst();
      break;
    case 'story':
      row = await db.selectFrom('stories').select('canoe_id').where('story_id', '=', id).executeTakeFirst();
      break;
    case 'source':
      row = await db.selectFrom('sources').select('canoe_id').where('source_id', '=', id).executeTakeFirst();
      break;
  }
  return row?.canoe_id ?? null;
}
