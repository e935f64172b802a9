/**
 * Rules for Traditional Knowledge labels (decision 021). An import reads a Local Contexts project file and adds its
 * labels, or updates those imported before (matched by their Local Contexts ids), in one change; this archive's
 * own text of a label is never touched by an import. A record's labels are written as one list, in the order
 * shown. Every write is one change of the history. Reads are public.
 */
import type { Db } from '../../db/database.ts';
import { canoeExists } from '../../db/records.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { tkLabelMessages, type TkImport, type TkLabelRecordType } from '../../../shared/api/tk-labels.ts';
import { presentLabel, presentUse } from './tk-label.presenter.ts';
import {
  canoeOfUsePart,
  deleteUses,
  existingLabelIds,
  findLabel,
  findLabelsByLcIds,
  insertLabel,
  insertUse,
  listCanoeUses,
  listLabels,
  listRecordUses,
  moveUse,
  updateLabel,
  type Executor,
  type LabelOwner,
} from './tk-label.repository.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import { readProjectFile, type ProjectLabel } from './local-contexts-project.ts';
import type { RecordKind } from '../../../shared/i18n/not-found.ts';

const NOT_FOUND: Record<TkLabelRecordType, RecordKind> = {
  canoe: 'Canoe',
  media: 'Photo',
  story: 'Story',
  source: 'Source',
};

export async function allLabels(db: Db) {
  return (await listLabels(db.kysely)).map(presentLabel);
}

/** Import a project file: its labels added or updated, one change. */
export function importProject(db: Db, file: Record<string, unknown>): Promise<TkImport> {
  const project = readProjectFile(file);
  return db.kysely.transaction().execute(async (trx) => {
    const known = new Map(
      (
        await findLabelsByLcIds(
          trx,
          project.labels.map((label) => label.lc_id),
        )
      ).map((row) => [row.lc_id, row]),
    );
    let added = 0;
    let updated = 0;
    const ids: number[] = [];
    for (const label of project.labels) {
      const before = known.get(label.lc_id);
      if (!before) {
        ids.push((await insertLabel(trx, label)).label_id);
        added += 1;
        continue;
      }
      ids.push(before.label_id);
      // Only a label that really changed is written (and recorded); the archive's own text stays.
      const differs = (Object.keys(label) as (keyof ProjectLabel)[]).some(
        (key) => (before[key] ?? null) !== (label[key] ?? null),
      );
      if (differs) {
        await updateLabel(trx, before.label_id, label);
        updated += 1;
      }
    }
    const labels = (await listLabels(trx)).filter((row) => ids.includes(row.label_id)).map(presentLabel);
    return { project_lc_id: project.unique_id, project_title: project.title, added, updated, labels };
  });
}

/** This archive's text of a label (null: the community's text again). */
export async function setLabelText(db: Db, labelId: number, archiveText: string | null | undefined) {
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await findLabel(trx, labelId))) throw notFound('Label');
    await updateLabel(trx, labelId, { archive_text: archiveText ?? null });
    return presentLabel((await findLabel(trx, labelId))!);
  });
}

/** Every label on a canoe and on its photos, stories and sources. */
export async function canoeLabelUses(db: Db, canoeId: number, viewer: Viewer = VISITOR) {
  if (!(await canoeExists(db.kysely, canoeId))) throw notFound('Canoe');
  return (await listCanoeUses(db.kysely, canoeId, viewer)).map(presentUse);
}

/** The path of a list of labels: the record, under the canoe its path names. */
export interface LabelPath {
  type: TkLabelRecordType;
  id: number;
  canoeId: number;
}

/** Whose labels a path names: 404 unless the record exists under the canoe of its path. */
async function ownerOf(db: Executor, path: LabelPath): Promise<LabelOwner> {
  if (!(await canoeExists(db, path.canoeId))) throw notFound('Canoe');
  if (path.type === 'canoe') return { canoeId: path.canoeId, type: 'canoe', id: path.canoeId };
  const canoeId = await canoeOfUsePart(db, path.type, path.id);
  if (canoeId !== path.canoeId) throw notFound(NOT_FOUND[path.type]);
  return { canoeId, type: path.type, id: path.id };
}

/**
 * Write a record's whole list of labels in one transaction: a label the list leaves out is taken off, one it
 * keeps stays under its use's id (moved when its place changed), one it adds is added. Answers the canoe's uses.
 */
export function setRecordLabels(db: Db, path: LabelPath, labelIds: number[]) {
  return db.kysely.transaction().execute(async (trx) => {
    const owner = await ownerOf(trx, path);
    const existing = await existingLabelIds(trx, labelIds);
    const fields: Record<string, string> = {};
    labelIds.forEach((id, index) => {
      if (!existing.has(id)) fields[`label_ids.${index}`] = tkLabelMessages.labelId;
    });
    if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);

    const current = await listRecordUses(trx, owner);
    const byLabel = new Map(current.map((use) => [use.label_id, use]));
    const wanted = new Set(labelIds);
    await deleteUses(
      trx,
      current.filter((use) => !wanted.has(use.label_id)).map((use) => use.use_id),
    );
    for (const [index, labelId] of labelIds.entries()) {
      const use = byLabel.get(labelId);
      if (!use) await insertUse(trx, owner, labelId, index + 1);
      else if (use.position !== index + 1) await moveUse(trx, use.use_id, index + 1);
    }
    return (await listCanoeUses(trx, owner.canoeId)).map(presentUse);
  });
}

/** A canoe's own labels as its JSON-LD states them (site/record-meta.ts). */
export async function canoeOwnLabels(db: Db, canoeId: number) {
  return (await listCanoeUses(db.kysely, canoeId))
    .map(presentUse)
    .filter((use) => use.record_type === 'canoe')
    .map((use) => use.label);
}
