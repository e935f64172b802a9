/**
 * Rules for sources (decision 014): a record's sources are written as one list, in the order they are numbered;
 * a source the list leaves out is removed, one it names by id is kept under that id (edited, moved), one without
 * an id is added. The whole list is one change of the history. Reads are public; the teller of an oral history
 * who did not agree to be named is sent to administrators only.
 */
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { canoeExists } from '../../db/records.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { SourceRecordType, sourcesBody } from '../../../shared/api/sources.ts';
import { presentSource } from './source.presenter.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import { VISITOR, seenRows, type Viewer } from '../../core/viewer.ts';
import {
  canoeOfPart,
  deleteSources,
  insertSource,
  listCanoeSources,
  listRecordSources,
  updateSource,
  type Executor,
  type SourceOwner,
} from './source.repository.ts';
import type { RecordKind } from '../../../shared/i18n/not-found.ts';
import { english } from '../../../shared/i18n/english.ts';
import { validationArea } from '../../../shared/i18n/messages/validation.ts';

export type SourcesList = z.output<typeof sourcesBody>['sources'];

const NOT_FOUND: Record<SourceRecordType, RecordKind> = {
  canoe: 'Canoe',
  canoe_name: 'Name',
  ownership: 'Ownership',
  restoration: 'Restoration',
  participation: 'Race result',
  media: 'Photo',
};

/** The path of a source list: the record, and the canoe or race its path names it under (none for /ownerships). */
export interface SourcePath {
  type: SourceRecordType;
  id: number;
  canoeId?: number;
  raceId?: number;
}

/** Whose sources a path names: 404 unless the record exists under the canoe or race of its path. */
async function ownerOf(db: Executor, path: SourcePath): Promise<SourceOwner> {
  if (path.type === 'canoe') {
    if (!(await canoeExists(db, path.id))) throw notFound('Canoe');
    return { canoeId: path.id, type: 'canoe', id: path.id };
  }
  if (path.canoeId !== undefined && !(await canoeExists(db, path.canoeId))) throw notFound('Canoe');
  const part = await canoeOfPart(db, path.type, path.id);
  if (
    !part ||
    (path.canoeId !== undefined && part.canoeId !== path.canoeId) ||
    (path.raceId !== undefined && part.raceId !== path.raceId)
  ) {
    throw notFound(NOT_FOUND[path.type]);
  }
  return { canoeId: part.canoeId, type: path.type, id: path.id };
}

/** Every source a canoe's page shows: its own and its parts'. */
export async function canoeSources(db: Db, canoeId: number, isAdmin: boolean, viewer: Viewer = VISITOR) {
  if (!(await canoeExists(db.kysely, canoeId))) throw notFound('Canoe');
  // An oral history kept for a protocol reaches only those who may see it (decision 020).
  const rows = seenRows(viewer, await listCanoeSources(db.kysely, canoeId), (row) => row.protection_id);
  const words = await protectionWordsFor(
    db.kysely,
    rows.map((row) => row.protection_id),
  );
  return rows.map((row) => ({
    ...presentSource(row, isAdmin),
    ...keptField(words, row.protection_id, row.protection_own === 1),
  }));
}

/** Write a record's whole list of sources, in one transaction; answers the list as an administrator reads it. */
export function replaceSources(db: Db, path: SourcePath, sources: SourcesList) {
  return db.kysely.transaction().execute(async (trx) => {
    const owner = await writeSources(trx, path, sources);
    return (await listRecordSources(trx, owner)).map((row) => presentSource(row, true));
  });
}

/**
 * Write a record's whole list of sources inside the transaction the caller holds: `PUT …/sources`, or a record's
 * own create or update with its `sources` (the record and its sources are one change, saved together or not at
 * all). A source_id not of this record refuses the whole request (400, `sources.N.source_id`); the caller's
 * transaction then writes nothing.
 */
export async function writeSources(trx: Executor, path: SourcePath, sources: SourcesList) {
  const owner = await ownerOf(trx, path);
  const current = await listRecordSources(trx, owner);
  const currentIds = new Set(current.map((row) => row.source_id));
  const kept = new Set<number>();
  const fields: Record<string, string> = {};
  sources.forEach((source, index) => {
    if (source.source_id == null) return;
    if (!currentIds.has(source.source_id) || kept.has(source.source_id)) {
      fields[`sources.${index}.source_id`] = english(validationArea.sourceIdOnce);
    }
    kept.add(source.source_id);
  });
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0], fields);

  await deleteSources(
    trx,
    current.filter((row) => !kept.has(row.source_id)).map((row) => row.source_id),
  );
  for (const [index, source] of sources.entries()) {
    const values = {
      position: index + 1,
      kind: source.kind,
      citation: source.citation,
      url: source.url ?? null,
      teller: source.teller,
      teller_named: source.teller_named ? 1 : 0,
    };
    if (source.source_id == null) await insertSource(trx, owner, values);
    else await updateSource(trx, source.source_id, values);
  }
  return owner;
}
