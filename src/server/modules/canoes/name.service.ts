/** A canoe's names over time. At most one current name (no end date) per canoe, kept by a partial unique index. */
import { nameLanguageOf } from '../../../shared/api/canoes.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { badRequest, conflict, notFound, say } from '../../http/errors.ts';
import { canoeNameResponse, type CanoeNameBody } from '../../../shared/api/canoes.ts';
import { copyFields } from '../../text/present.ts';
import {
  deleteCanoeName as deleteName,
  findOpenName,
  listNames,
  saveCanoeName,
  type CanoeNameRow,
} from './canoe-name.repository.ts';
import { certainlyBeforeDate, dateWords, presentDate } from '../../text/present-date.ts';
import { assertCanoeExists, NAME_RACE_MESSAGE } from './canoe.service.ts';
import { today } from './references.ts';
import { messages } from '../../../shared/messages.ts';
import { writeSources } from '../sources/source.service.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import { VISITOR, seenRows, type Viewer } from '../../core/viewer.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

/** The canoe's names this viewer may see (decision 020), each kept one with whom it is kept for. */
export async function listCanoeNames(db: Db, canoeId: number, viewer: Viewer = VISITOR) {
  await assertCanoeExists(db.kysely, canoeId);
  const names = seenRows(viewer, await listNames(db.kysely, canoeId), (row) => row.protection_id);
  const words = await protectionWordsFor(
    db.kysely,
    names.map((row) => row.protection_id),
  );
  return names.map((row) => ({
    ...presentListedName({ ...row, language: nameLanguageOf(row.language) }),
    ...keptField(words, row.protection_id, row.protection_own === 1),
  }));
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
          // Refused only when certainly before: "the 1960s" may well be after "1962".
          if (certainlyBeforeDate(closeOn, open.start_date_edtf)) {
            const message = say(serverArea.nameBeforeCurrent, {
              name: open.name,
              date: dateWords(open.start_date_edtf),
            });
            throw badRequest(message, { start_date: message });
          }
          await saveCanoeName(trx, canoeId, { end_date: closeOn }, open.canoe_name_id);
        }
      }
      const added = await saveCanoeName(trx, canoeId, {
        name: body.name,
        ...(body.language ? { language: body.language } : {}),
        start_date: startDate,
        end_date: endDate,
      });
      if (body.sources) {
        await writeSources(trx, { type: 'canoe_name', id: added.canoe_name_id, canoeId }, body.sources);
      }
      return presentName(added);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_RACE_MESSAGE);
    throw error;
  }
}

const presentListedName = copyFields(canoeNameResponse);

const presentName = (row: CanoeNameRow) => ({
  canoe_name_id: row.canoe_name_id,
  name: row.name,
  language: nameLanguageOf(row.language),
  ...presentDate('start_date', row.start_date_edtf),
  ...presentDate('end_date', row.end_date_edtf),
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
      if (certainlyBeforeDate(endDate, startDate)) {
        throw badRequest(messages.endBeforeStart, { end_date: messages.endBeforeStart });
      }
      if (endDate === null) {
        const open = await findOpenName(trx, canoeId);
        if (open && open.canoe_name_id !== nameId) throw conflict(currentNameTaken(open.name));
      }
      const saved = await saveCanoeName(
        trx,
        canoeId,
        {
          name: body.name,
          ...(body.language ? { language: body.language } : {}),
          start_date: startDate,
          end_date: endDate,
        },
        nameId,
      );
      if (!saved) throw notFound('Name');
      if (body.sources) await writeSources(trx, { type: 'canoe_name', id: nameId, canoeId }, body.sources);
      return presentName(saved);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_RACE_MESSAGE);
    throw error;
  }
}

const currentNameTaken = (name: string) => say(serverArea.currentNameTaken, { name });

export async function deleteCanoeName(db: Db, canoeId: number, nameId: number) {
  await assertCanoeExists(db.kysely, canoeId);
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await deleteName(trx, canoeId, nameId))) throw notFound('Name');
  });
}
