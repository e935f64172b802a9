/** The makers credited on a canoe (canoe_makers), one row per maker and canoe. */
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  canoeMakerLinkExists,
  deleteCanoeMakerLink,
  insertCanoeMakerLink,
  listCanoeMakerLinks,
  updateCanoeMakerContribution,
} from './canoe-maker.repository.ts';
import { assertCanoeExists } from './canoe.service.ts';
import { assertReferences } from './references.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

export const DUPLICATE_MAKER_MESSAGE = serverArea.duplicateMaker;

export async function listCanoeMakers(db: Db, canoeId: number) {
  await assertCanoeExists(db.kysely, canoeId);
  return listCanoeMakerLinks(db.kysely, canoeId);
}

async function findLink(db: Db, canoeId: number, makerId: number) {
  const links = await listCanoeMakerLinks(db.kysely, canoeId);
  const link = links.find((l) => l.maker_id === makerId);
  if (!link) throw notFound('Maker of this canoe');
  return link;
}

export async function addCanoeMaker(
  db: Db,
  canoeId: number,
  body: { maker_id: number; contribution?: string | null },
) {
  await assertCanoeExists(db.kysely, canoeId);
  await assertReferences(db.kysely, { maker_id: body.maker_id });
  if (await canoeMakerLinkExists(db.kysely, canoeId, body.maker_id)) throw conflict(DUPLICATE_MAKER_MESSAGE);
  try {
    await insertCanoeMakerLink(db.kysely, {
      canoe_id: canoeId,
      maker_id: body.maker_id,
      contribution: body.contribution ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_MAKER_MESSAGE);
    throw error;
  }
  return findLink(db, canoeId, body.maker_id);
}

export async function updateCanoeMaker(
  db: Db,
  canoeId: number,
  makerId: number,
  body: { contribution?: string | null },
) {
  await assertCanoeExists(db.kysely, canoeId);
  await findLink(db, canoeId, makerId);
  await updateCanoeMakerContribution(db.kysely, canoeId, makerId, body.contribution ?? null);
  return findLink(db, canoeId, makerId);
}

export async function removeCanoeMaker(db: Db, canoeId: number, makerId: number) {
  await assertCanoeExists(db.kysely, canoeId);
  if (!(await deleteCanoeMakerLink(db.kysely, canoeId, makerId))) throw notFound('Maker of this canoe');
}
