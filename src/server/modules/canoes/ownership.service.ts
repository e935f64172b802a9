/**
 * Ownership records. A transfer (end the open ownership, open the new one) is one transaction; the partial
 * unique index `ownerships_one_open` makes a concurrent transfer fail, which answers 409.
 */
import { certainlyBeforeDate, dateWords } from '../../text/present-date.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { badRequest, conflict, notFound, say } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { messages } from '../../../shared/messages.ts';
import type { OwnershipBody, OwnershipUpdateBody } from '../../../shared/api/canoes.ts';
import { canoeIdsByHull, type Executor } from './canoe.repository.ts';
import { presentOwnership, type OwnershipRow } from './canoe.presenter.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import { EVERYTHING, VISITOR, canSee, seenRows, type Viewer } from '../../core/viewer.ts';
import { assertCanoeExists, OWNERSHIP_RACE_MESSAGE } from './canoe.service.ts';
import * as repo from './ownership.repository.ts';
import { assertReferences } from './references.ts';
import { writeSources } from '../sources/source.service.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { english } from '../../../shared/i18n/english.ts';

export const ALREADY_OWNER_MESSAGE = serverArea.alreadyOwner;

/** Ownerships as this viewer may see them (decision 020), each kept one with whom it is kept for. */
async function presentSeen(db: Db, rows: OwnershipRow[]) {
  const words = await protectionWordsFor(
    db.kysely,
    rows.map((row) => row.protection_id),
  );
  return rows.map((row) => ({
    ...presentOwnership(row),
    ...keptField(words, row.protection_id, row.protection_own === 1),
  }));
}

export async function listCanoeOwnerships(db: Db, canoeId: number, viewer: Viewer = VISITOR) {
  await assertCanoeExists(db.kysely, canoeId);
  return presentSeen(
    db,
    seenRows(viewer, await repo.listCanoeOwnerships(db.kysely, canoeId), (row) => row.protection_id),
  );
}

export async function listOwnerships(
  db: Db,
  filter: { canoeId?: number },
  paging: Paging,
  viewer: Viewer = VISITOR,
) {
  const page = await repo.listOwnerships(db.kysely, filter, paging, viewer);
  return { rows: await presentSeen(db, page.rows), total: page.total };
}

/** One ownership; one this viewer may not see is not found. The writes answer it as administrators see it. */
export async function getOwnership(db: Db, ownershipId: number, viewer: Viewer = VISITOR) {
  const row = await repo.findOwnership(db.kysely, ownershipId, viewer);
  if (!row || !canSee(viewer, row.protection_id)) throw notFound('Ownership');
  return (await presentSeen(db, [row]))[0];
}

/** The canoe a body names: by canoe_id, or by its bow number (hull_id) on the transfer page. */
async function resolveCanoe(db: Executor, body: OwnershipBody): Promise<number> {
  if (body.canoe_id != null) {
    await assertReferences(db, { canoe_id: body.canoe_id });
    return body.canoe_id;
  }
  const hull = body.hull_id ?? '';
  const rows = await canoeIdsByHull(db, hull, 2);
  if (rows.length === 0) {
    const message = say(serverArea.noCanoeWithHull, { hull });
    throw badRequest(message, { hull_id: message });
  }
  if (rows.length > 1) {
    const message = say(serverArea.manyCanoesWithHull, { hull });
    throw badRequest(message, { hull_id: message });
  }
  return rows[0];
}

/** The schema already requires it; this narrows the type. */
function requireStart(date: string | null | undefined): string {
  if (!date) throw badRequest(messages.startDateRequired, { start_date: messages.startDateRequired });
  return date;
}

function raceGuard(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(OWNERSHIP_RACE_MESSAGE);
  throw error;
}

/**
 * Record an ownership. Without an end date it is a transfer: the open ownership ends on the new start date
 * and the new one opens. With an end date it is a past ownership only.
 */
export async function createOwnership(db: Db, body: OwnershipBody) {
  const startDate = requireStart(body.start_date);
  const canoeId = await resolveCanoe(db.kysely, body);
  await assertReferences(db.kysely, { owner_id: body.owner_id });
  const ownershipId = await db.kysely
    .transaction()
    .execute(async (trx) => {
      const endDate = body.end_date ?? null;
      if (endDate === null) {
        const open = await repo.findOpenOwnership(trx, canoeId);
        if (open) {
          if (open.owner_id === body.owner_id) {
            throw badRequest(ALREADY_OWNER_MESSAGE, { owner_id: ALREADY_OWNER_MESSAGE });
          }
          // Refused only when certainly before: a transfer "in the 1960s" may follow an ownership from 1962.
          if (certainlyBeforeDate(startDate, open.start_date_edtf)) {
            const message = say(serverArea.transferBeforeCurrent, { date: dateWords(open.start_date_edtf) });
            throw badRequest(message, { start_date: message });
          }
          await repo.updateOwnership(trx, open.ownership_id, { end_date: startDate });
        }
      }
      const row = await repo.insertOwnership(trx, {
        canoe_id: canoeId,
        owner_id: body.owner_id,
        start_date: startDate,
        end_date: endDate,
        notes: body.notes ?? null,
        transfer_reason: body.transfer_reason ?? null,
      });
      if (body.sources) await writeSources(trx, { type: 'ownership', id: row.ownership_id }, body.sources);
      return row.ownership_id;
    })
    .catch(raceGuard);
  return getOwnership(db, ownershipId, EVERYTHING);
}

/** Edit a record. Fields the body leaves out (end_date, notes, transfer_reason) keep their value. */
export async function updateOwnership(db: Db, ownershipId: number, body: OwnershipUpdateBody) {
  const startDate = requireStart(body.start_date);
  const existing = await repo.findOwnership(db.kysely, ownershipId, EVERYTHING);
  if (!existing) throw notFound('Ownership');
  await assertReferences(db.kysely, { owner_id: body.owner_id });
  const endDate = body.end_date === undefined ? existing.end_date : body.end_date;
  if (certainlyBeforeDate(endDate, startDate)) {
    throw badRequest(messages.endBeforeStart, { end_date: messages.endBeforeStart });
  }
  if (endDate === null) {
    const open = await repo.findOpenOwnership(db.kysely, existing.canoe_id);
    if (open && open.ownership_id !== ownershipId) {
      const steward = await repo.ownerName(db.kysely, open.owner_id);
      const message = say(serverArea.openOwnershipExists, {
        steward: steward ?? english(serverArea.anotherSteward),
        date: dateWords(open.start_date_edtf),
      });
      throw conflict(message);
    }
  }
  await db.kysely
    .transaction()
    .execute(async (trx) => {
      await repo.updateOwnership(trx, ownershipId, {
        owner_id: body.owner_id,
        start_date: startDate,
        end_date: endDate,
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        ...(body.transfer_reason !== undefined ? { transfer_reason: body.transfer_reason } : {}),
      });
      if (body.sources) await writeSources(trx, { type: 'ownership', id: ownershipId }, body.sources);
    })
    .catch(raceGuard);
  return getOwnership(db, ownershipId, EVERYTHING);
}

export async function deleteOwnership(db: Db, ownershipId: number) {
  if (!(await repo.deleteOwnership(db.kysely, ownershipId))) throw notFound('Ownership');
}
