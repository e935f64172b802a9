/** People rules: writes keep name_folded, deletes refuse while maker roles or restorations refer to the person. */
import type { Db } from '../../db/database.ts';
import type { Executor, RecordValues } from '../../db/records.ts';
import { conflict, notFound, say, sayList } from '../../http/errors.ts';
import { presentPage, type Paging } from '../../http/paging.ts';
import type { PersonBody } from '../../../shared/api/people.ts';
import { foldText } from '../../../shared/text.ts';
import { personPicture } from '../media/entity-image.ts';
import { recordWrites } from '../record-writes.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import * as repo from './person.repository.ts';
import { presentPerson, presentPersonDetail } from './person.presenter.ts';

/** The columns a person's body writes (also what the record builders write). */
export function personValues(body: PersonBody): RecordValues<'people'> {
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
  return presentPage(await repo.listPeople(db.kysely, filters, paging), presentPerson);
}

export async function getPerson(db: Db, personId: number) {
  const row = await repo.findPerson(db.kysely, personId);
  if (!row) throw notFound('Person');
  return presentPersonDetail(row, await repo.makerRolesOf(db.kysely, personId));
}

/** The 409 saying what still refers to the person, or null when nothing does. */
async function referenceConflict(db: Executor, personId: number) {
  const refs = await repo.referencesTo(db, personId);
  const parts = (
    [
      [serverArea.personMakerRoles, refs.makers],
      [serverArea.restorations, refs.restorations],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([message, n]) => say(message, { count: n }));
  if (parts.length === 0) return null;
  return conflict(say(serverArea.personStillHas, { list: sayList(parts) }));
}

export const {
  create: createPerson,
  update: updatePerson,
  remove: deletePerson,
} = recordWrites({ slot: personPicture, values: personValues, read: getPerson, refusal: referenceConflict });
