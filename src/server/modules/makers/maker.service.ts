/** Maker rules: the person must exist, biographies are sanitised, deletes refuse while records refer to it. */
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation, nowIso } from '../../db/database.ts';
import { personExists } from '../../db/records.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { htmlToText, sanitizeRichText, type RichTextSite } from '../../http/sanitize.ts';
import type { MakerBody } from '../../../shared/api/makers.ts';
import { foldText } from '../../../shared/text.ts';
import { deleteImage } from '../../media/image-store.ts';
import { imageIdOf, makerPicture } from '../../media/entity-image.ts';
import { count } from '../../http/wording.ts';
import * as repo from './maker.repository.ts';
import { presentMaker, presentMakerDetail } from './maker.presenter.ts';

const NO_SITE: RichTextSite = { publicUrl: null };

function valuesFrom(body: MakerBody, site: RichTextSite): repo.MakerValues {
  const biography = sanitizeRichText(body.biography, site);
  return {
    person_id: body.person_id,
    maker_type: body.maker_type,
    biography,
    biography_folded: foldText(htmlToText(biography)),
  };
}

function noPerson(personId: number) {
  const message = `No person with id ${personId}`;
  return badRequest(message, { person_id: message });
}

/** Run a write that names a person; an unknown person is the caller's mistake (400), checked and caught. */
async function withPerson<T>(db: Db, personId: number, write: () => Promise<T>): Promise<T> {
  if (!(await personExists(db.kysely, personId))) throw noPerson(personId);
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw noPerson(personId);
    throw error;
  }
}

export async function listMakers(db: Db, filters: repo.MakerFilters, paging: Paging) {
  const { rows, total } = await repo.listMakers(db.kysely, filters, paging);
  return { rows: rows.map(presentMaker), total };
}

export async function getMaker(db: Db, makerId: number) {
  const row = await repo.findMaker(db.kysely, makerId);
  if (!row) throw notFound('Maker');
  const [canoes, restorations] = await Promise.all([
    repo.canoesOf(db.kysely, makerId),
    repo.restorationsOf(db.kysely, makerId, row.person_id),
  ]);
  return presentMakerDetail(row, canoes, restorations);
}

/** `site` says which absolute image addresses in the biography are the archive's own (sanitize.ts). */
export async function createMaker(db: Db, body: MakerBody, site: RichTextSite = NO_SITE) {
  const { maker_id: makerId } = await withPerson(db, body.person_id, () =>
    repo.insertMaker(db.kysely, valuesFrom(body, site), nowIso()),
  );
  return getMaker(db, makerId);
}

export async function updateMaker(db: Db, makerId: number, body: MakerBody, site: RichTextSite = NO_SITE) {
  if (!(await repo.findMaker(db.kysely, makerId))) throw notFound('Maker');
  const updated = await withPerson(db, body.person_id, () =>
    repo.updateMaker(db.kysely, makerId, valuesFrom(body, site), nowIso()),
  );
  if (!updated) throw notFound('Maker');
  return getMaker(db, makerId);
}

/** The 409 saying what still refers to the maker, or null when nothing does. */
function referenceConflict(refs: Awaited<ReturnType<typeof repo.referencesTo>>) {
  const parts = [
    refs.links && count(refs.links, 'canoe maker link'),
    refs.canoes && count(refs.canoes, 'canoe that names it as maker', 'canoes that name it as maker'),
    refs.restorations && count(refs.restorations, 'restoration'),
  ].filter((p): p is string => Boolean(p));
  if (parts.length === 0) return null;
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return conflict(`This maker is still referred to by ${list}. Remove or reassign them first.`);
}

export async function deleteMaker(db: Db, makerId: number) {
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const pictureId = await imageIdOf(trx, makerPicture, makerId);
      if (pictureId === undefined) throw notFound('Maker');
      const refused = referenceConflict(await repo.referencesTo(trx, makerId));
      if (refused) throw refused;
      await repo.deleteMaker(trx, makerId);
      await deleteImage(trx, pictureId);
    });
  } catch (error) {
    // A link made between the count and the delete.
    if (isForeignKeyViolation(error))
      throw referenceConflict(await repo.referencesTo(db.kysely, makerId)) ?? error;
    throw error;
  }
}
