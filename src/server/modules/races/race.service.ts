/** Rules for races: list filters, create, update, and deletes that never drop results. */
import { placeToWrite } from '../places/place-refs.ts';
import { EVERYTHING, VISITOR, type Viewer } from '../../core/viewer.ts';
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/database.ts';
import { conflict, notFound, say } from '../../http/errors.ts';
import { presentPage, type Paging } from '../../http/paging.ts';
import type { RaceBody, RaceCreateBody } from '../../../shared/api/races.ts';
import { checkNotDuplicate, raceMatches } from '../name-matches/name-match.service.ts';
import { foldText } from '../../../shared/text.ts';
import { presentRace } from './race.presenter.ts';
import { presentSeenResults } from './participant.service.ts';
import {
  countRaceResults,
  deleteRace,
  findRace,
  insertRace,
  listRaces,
  updateRace,
  type Executor,
  type RaceFilters,
  type RaceValues,
} from './race.repository.ts';
import { listRaceParticipations } from './participant.repository.ts';
import { keptNoticesListedOn } from '../protocols/protocol.service.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

/** The columns a race's body writes (also what the record builders write). */
export function raceValues(body: RaceBody): RaceValues {
  return {
    name: body.name,
    name_folded: foldText(body.name),
    date: body.date ?? null,
    location: body.location ?? null,
    description: body.description ?? null,
    // Left out, the place stays as it is (a client written before places existed never clears one).
    ...(body.place_id === undefined ? {} : { place_id: body.place_id }),
  };
}

export async function searchRaces(db: Db, filters: RaceFilters, paging: Paging, viewer: Viewer = VISITOR) {
  return presentPage(await listRaces(db.kysely, filters, paging, viewer), presentRace);
}

/** A race with all the results this viewer may see (the detail page shows them all; decision 020). */
async function raceDetail(db: Executor, raceId: number, viewer: Viewer) {
  const race = await findRace(db, raceId, viewer);
  if (!race) throw notFound('Race');
  const [{ rows }, notices] = await Promise.all([
    listRaceParticipations(db, raceId, { limit: undefined, offset: 0 }, viewer),
    keptNoticesListedOn(db, viewer, { raceId }),
  ]);
  return { ...presentRace(race), participants: await presentSeenResults(db, rows), ...notices };
}

export function getRace(db: Db, raceId: number, viewer: Viewer = VISITOR) {
  return raceDetail(db.kysely, raceId, viewer);
}

/** A race of the same folded name in the same year is made only once the keeper confirms it (issue 31, item 4). */
export async function createRace(db: Db, body: RaceCreateBody) {
  await checkNotDuplicate(db, 'race', body, (executor, translator) =>
    raceMatches(executor, body.name, body.date, translator),
  );
  return db.kysely.transaction().execute(async (trx) => {
    await placeToWrite(trx, 'place_id', body.place_id, null, EVERYTHING);
    const { race_id: raceId } = await insertRace(trx, raceValues(body));
    return raceDetail(trx, raceId, EVERYTHING);
  });
}

export function changeRace(db: Db, raceId: number, body: RaceBody) {
  return db.kysely.transaction().execute(async (trx) => {
    await placeToWrite(trx, 'place_id', body.place_id, null, EVERYTHING);
    if (!(await updateRace(trx, raceId, raceValues(body)))) throw notFound('Race');
    return raceDetail(trx, raceId, EVERYTHING);
  });
}

const stillHasResults = (n: number) => conflict(say(serverArea.raceStillHasResults, { count: n }));

export async function removeRace(db: Db, raceId: number): Promise<void> {
  try {
    await db.kysely.transaction().execute(async (trx) => {
      if (!(await findRace(trx, raceId))) throw notFound('Race');
      const results = await countRaceResults(trx, raceId);
      if (results > 0) throw stillHasResults(results);
      await deleteRace(trx, raceId);
    });
  } catch (error) {
    // A result added between the count and the delete: the foreign key refuses the delete.
    if (isForeignKeyViolation(error)) throw stillHasResults(await countRaceResults(db.kysely, raceId));
    throw error;
  }
}
