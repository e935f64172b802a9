/**
 * Rules for restorations (spec §7): choosing a maker sets the restorer to the maker's person and adds the line
 * 'Restoration performed by maker: {name}' to the notes, once. A restoration is only found under its own canoe.
 */
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/database.ts';
import { canoeExists, personExists } from '../../db/records.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import { EVERYTHING, VISITOR, canSee, type Viewer } from '../../core/viewer.ts';
import { placeToWrite } from '../places/place-refs.ts';
import type { RestorationBody } from '../../../shared/api/restorations.ts';
import { messages } from '../../../shared/messages.ts';
import { presentRestoration } from './restoration.presenter.ts';
import {
  deleteRestoration,
  findMaker,
  findRestoration,
  makerRolesOf,
  insertRestoration,
  isRestorationOf,
  listCanoeRestorations,
  updateRestoration,
  type Executor,
  type RestorationRow,
  type RestorationValues,
} from './restoration.repository.ts';
import { writeSources } from '../sources/source.service.ts';

export const makerLine = (makerName: string) => `Restoration performed by maker: ${makerName}`;

/**
 * The notes with the maker's line appended unless a line already says it. On update, the line this server
 * added for a former maker is dropped when another maker is chosen, so the notes never name two.
 */
export function notesWithMakerLine(notes: string | null, makerName: string, formerMakerName?: string | null) {
  const line = makerLine(makerName);
  let lines = notes ? notes.split(/\r?\n/) : [];
  if (formerMakerName && formerMakerName !== makerName) {
    const former = makerLine(formerMakerName);
    lines = lines.filter((l) => l.trim() !== former);
  }
  if (!lines.some((l) => l.trim() === line)) lines.push(line);
  return lines.join('\n').trim() || null;
}

/** The notes without the line this server added for a maker who is no longer chosen. */
export function withoutMakerLine(notes: string | null, formerMakerName: string | null) {
  if (!notes || !formerMakerName) return notes;
  const former = makerLine(formerMakerName);
  return (
    notes
      .split(/\r?\n/)
      .filter((l) => l.trim() !== former)
      .join('\n')
      .trim() || null
  );
}

const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * The description in both languages (decision 027). An update that leaves a version out keeps it (a client that
 * knows nothing of the ʻŌlelo Hawaiʻi one never erases it); the English one is '' when there is none.
 */
function descriptions(body: RestorationBody, existing?: RestorationRow) {
  const description = body.description ?? existing?.description ?? '';
  const hawaiian =
    body.description_haw === undefined ? (existing?.description_haw ?? null) : body.description_haw;
  if (!description && !hawaiian) throw fieldError('description', messages.descriptionRequired);
  return { description, description_haw: hawaiian };
}

async function restorationValues(
  db: Executor,
  body: RestorationBody,
  existing?: RestorationRow,
): Promise<RestorationValues> {
  const formerMakerName = existing?.maker_name ?? null;
  if (body.restorer_maker_id != null && body.maker_id != null && body.restorer_maker_id !== body.maker_id) {
    throw fieldError('maker_id', 'maker_id and restorer_maker_id name different makers; send one of them');
  }
  const makerField = body.restorer_maker_id != null ? 'restorer_maker_id' : 'maker_id';
  const makerId = body.restorer_maker_id ?? body.maker_id ?? null;
  const personId = body.restorer_person_id ?? null;

  let maker = makerId === null ? null : await findMaker(db, makerId);
  if (makerId !== null && !maker) throw fieldError(makerField, `No maker with id ${makerId}`);
  if (personId !== null && !(await personExists(db, personId))) {
    throw fieldError('restorer_person_id', `No person with id ${personId}`);
  }
  if (!maker && personId !== null) {
    // The original client sends only the maker's person: when that person has exactly one maker role, it is
    // the maker meant, so the restoration links to the public maker page rather than the private person.
    const roles = await makerRolesOf(db, personId);
    if (roles.length === 1) maker = roles[0];
  }
  if (maker && personId !== null && personId !== maker.person_id) {
    throw fieldError(
      'restorer_person_id',
      `Person ${personId} is not the chosen maker (maker ${maker.maker_id} is person ${maker.person_id})`,
    );
  }
  // The schema already requires it; this keeps the type honest.
  if (!body.restoration_date) throw fieldError('restoration_date', messages.restorationYearRequired);
  return {
    restoration_date: body.restoration_date,
    end_date: body.end_date ?? null,
    ...descriptions(body, existing),
    location: body.location ?? null,
    place_id: await placeToWrite(db, 'place_id', body.place_id, existing?.place_id, EVERYTHING),
    notes: maker
      ? notesWithMakerLine(body.notes ?? null, maker.name, formerMakerName)
      : withoutMakerLine(body.notes ?? null, formerMakerName),
    restorer_person_id: maker ? maker.person_id : personId,
    restorer_maker_id: maker ? maker.maker_id : null,
  };
}

async function requireCanoe(db: Executor, canoeId: number) {
  if (!(await canoeExists(db, canoeId))) throw notFound('Canoe');
}

/** The restoration, if it exists and belongs to this canoe. */
async function requireRestoration(
  db: Executor,
  canoeId: number,
  restorationId: number,
  viewer: Viewer = EVERYTHING,
) {
  await requireCanoe(db, canoeId);
  const row = (await isRestorationOf(db, canoeId, restorationId))
    ? await findRestoration(db, restorationId, viewer)
    : undefined;
  if (!row) throw notFound('Restoration');
  return row;
}

/** A person or maker deleted between our check and the write. */
function restorerVanished(error: unknown): never {
  if (isForeignKeyViolation(error)) {
    throw fieldError('restorer_person_id', 'The chosen restorer no longer exists');
  }
  throw error;
}

/** Restorations as their readers see them, each kept one with whom it is kept for (decision 020). */
async function presentSeen(db: Db, rows: RestorationRow[]) {
  const words = await protectionWordsFor(
    db.kysely,
    rows.map((row) => row.protection_id),
  );
  return rows.map((row) => ({
    ...presentRestoration(row),
    ...keptField(words, row.protection_id, row.protection_own === 1),
  }));
}

export async function canoeRestorations(db: Db, canoeId: number, paging: Paging, viewer: Viewer = VISITOR) {
  await requireCanoe(db.kysely, canoeId);
  const page = await listCanoeRestorations(db.kysely, canoeId, paging, viewer);
  return { rows: await presentSeen(db, page.rows), total: page.total };
}

/** One restoration of the canoe; one this viewer may not see is not found. */
export async function getRestoration(
  db: Db,
  canoeId: number,
  restorationId: number,
  viewer: Viewer = VISITOR,
) {
  const row = await requireRestoration(db.kysely, canoeId, restorationId, viewer);
  if (!canSee(viewer, row.protection_id)) throw notFound('Restoration');
  return (await presentSeen(db, [row]))[0];
}

export function addRestoration(db: Db, canoeId: number, body: RestorationBody) {
  return db.kysely
    .transaction()
    .execute(async (trx) => {
      await requireCanoe(trx, canoeId);
      const added = await insertRestoration(trx, canoeId, await restorationValues(trx, body));
      if (body.sources) {
        const path = { type: 'restoration', id: added.restoration_id, canoeId } as const;
        await writeSources(trx, path, body.sources);
      }
      return presentRestoration((await findRestoration(trx, added.restoration_id, EVERYTHING))!);
    })
    .catch(restorerVanished);
}

export function changeRestoration(db: Db, canoeId: number, restorationId: number, body: RestorationBody) {
  return db.kysely
    .transaction()
    .execute(async (trx) => {
      const existing = await requireRestoration(trx, canoeId, restorationId);
      await updateRestoration(trx, restorationId, await restorationValues(trx, body, existing));
      if (body.sources) {
        await writeSources(trx, { type: 'restoration', id: restorationId, canoeId }, body.sources);
      }
      return presentRestoration((await findRestoration(trx, restorationId, EVERYTHING))!);
    })
    .catch(restorerVanished);
}

export function removeRestoration(db: Db, canoeId: number, restorationId: number) {
  return db.kysely.transaction().execute(async (trx) => {
    await requireRestoration(trx, canoeId, restorationId);
    await deleteRestoration(trx, restorationId);
  });
}
