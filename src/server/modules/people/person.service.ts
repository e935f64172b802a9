/** People rules: writes keep name_folded, deletes refuse while maker roles or restorations refer to the person. */
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation, nowIso } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import type { PersonBody } from '../../../shared/api/people.ts';
import { foldText } from '../../../shared/text.ts';
import { deleteImage } from '../../media/image-store.ts';
import { imageIdOf, personPicture } from '../../media/entity-image.ts';
import { count } from '../../http/wording.ts';
import * as repo from './person.repository.ts';
import { presentPerson, presentPersonDetail } from './person.presenter.ts';

function valuesFrom(body: PersonBody): repo.PersonValues {
  return {
    name: body.name,
    name_folded: foldText(body.name),
    email: body.email ?? null,
    phone: body.phone ?? null,
    birth_date: body.birth_date ?? null,
    birthplace: body.birthplace ?? null,
  };
}

export async function listPeople(db: Db, filters: repo.PeopleFilters, paging: Paging) {
  const { rows, total } = await repo.listPeople(db.kysely, filters, paging);
  return { rows: rows.map(presentPerson), total };
}

export async function getPerson(db: Db, personId: number) {
  const row = await repo.findPerson(db.kysely, personId);
  if (!row) throw notFound('Person');
  return presentPersonDetail(row, await repo.makerRolesOf(db.kysely, personId));
}

export async function createPerson(db: Db, body: PersonBody) {
  const { person_id: personId } = await repo.insertPerson(db.kysely, valuesFrom(body), nowIso());
  return getPerson(db, personId);
}

export async function updatePerson(db: Db, personId: number, body: PersonBody) {
  if (!(await repo.updatePerson(db.kysely, personId, valuesFrom(body), nowIso()))) throw notFound('Person');
  return getPerson(db, personId);
}

/** The 409 saying what still refers to the person, or null when nothing does. */
function referenceConflict(refs: Awaited<ReturnType<typeof repo.referencesTo>>) {
  if (refs.makers + refs.restorations === 0) return null;
  const parts = [
    refs.makers && count(refs.makers, 'maker role'),
    refs.restorations && count(refs.restorations, 'restoration'),
  ].filter((p): p is string => Boolean(p));
  return conflict(`This person still has ${parts.join(' and ')}. Remove or reassign them first.`);
}

export async function deletePerson(db: Db, personId: number) {
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const pictureId = await imageIdOf(trx, personPicture, personId);
      if (pictureId === undefined) throw notFound('Person');
      const refused = referenceConflict(await repo.referencesTo(trx, personId));
      if (refused) throw refused;
      await repo.deletePerson(trx, personId);
      await deleteImage(trx, pictureId);
    });
  } catch (error) {
    // A maker role or restoration recorded between the count and the delete.
    if (isForeignKeyViolation(error))
      throw referenceConflict(await repo.referencesTo(db.kysely, personId)) ?? error;
    throw error;
  }
}
