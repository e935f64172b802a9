/** Rules for race results: the race comes from the path, the canoe must exist, a result stays in its race. */
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/database.ts';
import { canoeExists, recordExists } from '../../db/records.ts';
import { badRequest, notFound, say } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import { EVERYTHING, VISITOR, type Viewer } from '../../core/viewer.ts';
import type { ParticipantBody } from '../../../shared/api/races.ts';
import { presentParticipation } from './race.presenter.ts';
import type { Executor } from './race.repository.ts';
import {
  deleteParticipation,
  findParticipation,
  insertParticipation,
  isResultOf,
  listCanoeParticipations,
  listRaceParticipations,
  updateParticipation,
  type ParticipationRow,
  type ParticipationValues,
} from './participant.repository.ts';
import { moveParticipationSources } from '../sources/source.repository.ts';
import { writeSources } from '../sources/source.service.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

async function requireRace(db: Executor, raceId: number) {
  if (!(await recordExists(db, 'races', raceId))) throw notFound('Race');
}

/** The result must exist and belong to this race; otherwise it is not found here. */
async function requireResultOfRace(db: Executor, raceId: number, participationId: number) {
  await requireRace(db, raceId);
  if (!(await isResultOf(db, raceId, participationId))) throw notFound('Race result');
}

async function checkedValues(
  db: Executor,
  raceId: number,
  body: ParticipantBody,
): Promise<ParticipationValues> {
  if (body.race_id != null && body.race_id !== raceId) {
    const message = say(serverArea.raceInAddress, { id: raceId });
    throw badRequest(message, { race_id: message });
  }
  if (!(await canoeExists(db, body.canoe_id))) {
    throw noCanoe(body.canoe_id);
  }
  return {
    race_id: raceId,
    canoe_id: body.canoe_id,
    position: body.position ?? null,
    paddler_name: body.paddler_name ?? null,
    time: body.time ?? null,
    notes: body.notes ?? null,
  };
}

/** A result as its administrator wrote it. */
async function presented(db: Executor, participationId: number) {
  const row = await findParticipation(db, participationId, EVERYTHING);
  if (!row) throw notFound('Race result');
  return presentParticipation(row);
}

/** The canoe or race vanished while we wrote: answer as if it had been missing when checked. */
function vanished(error: unknown, body: ParticipantBody): never {
  if (isForeignKeyViolation(error)) {
    throw noCanoe(body.canoe_id);
  }
  throw error;
}

/** Results as this viewer may see them, each kept one with whom it is kept for (decision 020). */
const noCanoe = (id: number) => {
  const message = say(serverArea.noCanoeWithId, { id });
  return badRequest(message, { canoe_id: message });
};

export async function presentSeenResults(db: Executor, rows: ParticipationRow[]) {
  const words = await protectionWordsFor(
    db,
    rows.map((row) => row.protection_id),
  );
  return rows.map((row) => ({
    ...presentParticipation(row),
    ...keptField(words, row.protection_id, row.protection_own === 1),
  }));
}

export async function raceResults(db: Db, raceId: number, paging: Paging, viewer: Viewer = VISITOR) {
  await requireRace(db.kysely, raceId);
  const page = await listRaceParticipations(db.kysely, raceId, paging, viewer);
  return { rows: await presentSeenResults(db.kysely, page.rows), total: page.total };
}

export async function canoeRaceHistory(db: Db, canoeId: number, paging: Paging, viewer: Viewer = VISITOR) {
  if (!(await canoeExists(db.kysely, canoeId))) throw notFound('Canoe');
  const page = await listCanoeParticipations(db.kysely, canoeId, paging, viewer);
  return { rows: await presentSeenResults(db.kysely, page.rows), total: page.total };
}

export function addResult(db: Db, raceId: number, body: ParticipantBody) {
  return db.kysely
    .transaction()
    .execute(async (trx) => {
      await requireRace(trx, raceId);
      const added = await insertParticipation(trx, await checkedValues(trx, raceId, body));
      if (body.sources) {
        const path = { type: 'participation', id: added.participation_id, raceId } as const;
        await writeSources(trx, path, body.sources);
      }
      return presented(trx, added.participation_id);
    })
    .catch((error: unknown) => vanished(error, body));
}

export function changeResult(db: Db, raceId: number, participationId: number, body: ParticipantBody) {
  return db.kysely
    .transaction()
    .execute(async (trx) => {
      await requireResultOfRace(trx, raceId, participationId);
      const values = await checkedValues(trx, raceId, body);
      await updateParticipation(trx, participationId, values);
      // Its sources are shown on its canoe's page: moved with it to another canoe.
      await moveParticipationSources(trx, participationId, values.canoe_id);
      if (body.sources) {
        await writeSources(trx, { type: 'participation', id: participationId, raceId }, body.sources);
      }
      return presented(trx, participationId);
    })
    .catch((error: unknown) => vanished(error, body));
}

export function removeResult(db: Db, raceId: number, participationId: number) {
  return db.kysely.transaction().execute(async (trx) => {
    await requireResultOfRace(trx, raceId, participationId);
    await deleteParticipation(trx, participationId);
  });
}
