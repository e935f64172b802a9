/** A canoe's names over time. At most one current name (no end date) per canoe, kept by a partial unique index. */
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { CanoeNameBody } from '../../../shared/api/canoes.ts';
import {
  deleteCanoeName as deleteName,
  findOpenName,
  listNames,
  saveCanoeName,
} from './canoe-name.repository.ts';
import { assertCanoeExists, NAME_RACE_MESSAGE } from './canoe.service.ts';
import { today } from './references.ts';
import { messages } from '../../../shared/messages.ts';

export async function listCanoeNames(db: Db, canoeId: number) {
  await assertCanoeExists(db.kysely, canoeId);
  return listNames(db.kysely, canoeId);
}

/**
 * Add a name. Without an end date it becomes the current name and ends the previous current name on the new
 * name's start date (today when it has none). With an end date it is history only.
 */
export async function addCanoeName(db: Db, canoeId: number, body: CanoeNameBody) {
  await assertCanoeExists(db.kysely, canoeId);
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const startDate = body.start_date ?? null;
      const endDate = body.end_date ?? null;
      if (endDate === null) {
        const open = await findOpenName(trx, canoeId);
        if (open) {
          const closeOn = startDate ?? today();
          if (open.start_date && closeOn < open.start_date) {
            const message = `The new name cannot start before the current name "${open.name}" (given ${open.start_date})`;
            throw badRequest(message, { start_date: message });
          }
          await saveCanoeName(trx, canoeId, { end_date: closeOn }, open.canoe_name_id);
        }
      }
      const added = await saveCanoeName(trx, canoeId, {
        name: body.name,
        start_date: startDate,
        end_date: endDate,
      });
      return {
        canoe_name_id: added.canoe_name_id,
        name: added.name,
        start_date: added.start_date,
        end_date: added.end_date,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_RACE_MESSAGE);
    throw error;
  }
}

const presentName = (row: {
  canoe_name_id: number;
  name: string;
  start_date: string | null;
  end_date: string | null;
}) => ({
  canoe_name_id: row.canoe_name_id,
  name: row.name,
  start_date: row.start_date,
  end_date: row.end_date,
});

/**
 * Edit a name in place. Dates the body leaves out keep their value; without an end date the name is current,
 * which is refused (409) while another name of the canoe is current.
 */
export async function updateCanoeName(db: Db, canoeId: number, nameId: number, body: CanoeNameBody) {
  await assertCanoeExists(db.kysely, canoeId);
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const existing = (await listNames(trx, canoeId)).find((n) => n.canoe_name_id === nameId);
      if (!existing) throw notFound('Name');
      const startDate = body.start_date === undefined ? existing.start_date : body.start_date;
      const endDate = body.end_date === undefined ? existing.end_date : body.end_date;
      if (startDate && endDate && endDate < startDate) {
        throw badRequest(messages.endBeforeStart, { end_date: messages.endBeforeStart });
      }
      if (endDate === null) {
        const open = await findOpenName(trx, canoeId);
        if (open && open.canoe_name_id !== nameId) throw conflict(currentNameTaken(open.name));
      }
      const saved = await saveCanoeName(
        trx,
        canoeId,
        { name: body.name, start_date: startDate, end_date: endDate },
        nameId,
      );
      if (!saved) throw notFound('Name');
      return presentName(saved);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_RACE_MESSAGE);
    throw error;
  }
}

const currentNameTaken = (name: string) =>
  `This canoe's current name is already ${name}. Give this name an end date, or end that one first.`;

export async function deleteCanoeName(db: Db, canoeId: number, nameId: number) {
  await assertCanoeExists(db.kysely, canoeId);
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await deleteName(trx, canoeId, nameId))) throw notFound('Name');
  });
}
