/** Steward rules: writes keep name_folded, deletes refuse while ownerships refer to the steward. */
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation, nowIso } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import type { OwnerBody } from '../../../shared/api/owners.ts';
import { foldText } from '../../../shared/text.ts';
import { deleteImage } from '../../media/image-store.ts';
import { imageIdOf, ownerLogo } from '../../media/entity-image.ts';
import { count } from '../../http/wording.ts';
import * as repo from './owner.repository.ts';
import { presentOwner, presentOwnerDetail } from './owner.presenter.ts';

function valuesFrom(body: OwnerBody): repo.OwnerValues {
  return {
    name: body.name,
    name_folded: foldText(body.name),
    owner_type: body.owner_type,
    website: body.website ?? null,
    description: body.description ?? null,
    description_folded: foldText(body.description),
    contact_email: body.contact?.email ?? null,
    contact_phone: body.contact?.phone ?? null,
    contact_address: body.contact?.address ?? null,
    founded: body.founded ?? null,
  };
}

export async function listOwners(db: Db, filters: repo.OwnerFilters, paging: Paging) {
  const { rows, total } = await repo.listOwners(db.kysely, filters, paging);
  const fleetRows = await repo.fleetsOf(
    db.kysely,
    rows.map((row) => row.owner_id),
  );
  const fleets = new Map<number, repo.FleetRow[]>();
  for (const canoe of fleetRows) {
    fleets.set(canoe.owner_id, [...(fleets.get(canoe.owner_id) ?? []), canoe]);
  }
  return { rows: rows.map((row) => presentOwner(row, fleets.get(row.owner_id) ?? [])), total };
}

export async function getOwner(db: Db, ownerId: number) {
  const row = await repo.findOwner(db.kysely, ownerId);
  if (!row) throw notFound('Steward');
  const [fleet, ownerships] = await Promise.all([
    repo.fleetsOf(db.kysely, [ownerId]),
    repo.ownershipsOf(db.kysely, ownerId),
  ]);
  return presentOwnerDetail(row, fleet, ownerships);
}

export async function createOwner(db: Db, body: OwnerBody) {
  const { owner_id: ownerId } = await repo.insertOwner(db.kysely, valuesFrom(body), nowIso());
  return getOwner(db, ownerId);
}

export async function updateOwner(db: Db, ownerId: number, body: OwnerBody) {
  if (!(await repo.updateOwner(db.kysely, ownerId, valuesFrom(body), nowIso()))) throw notFound('Steward');
  return getOwner(db, ownerId);
}

function stillOwns(n: number) {
  return conflict(`This steward still has ${count(n, 'ownership record')}. Remove or reassign them first.`);
}

export async function deleteOwner(db: Db, ownerId: number) {
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const logoId = await imageIdOf(trx, ownerLogo, ownerId);
      if (logoId === undefined) throw notFound('Steward');
      const n = await repo.countOwnerships(trx, ownerId);
      if (n > 0) throw stillOwns(n);
      await repo.deleteOwner(trx, ownerId);
      await deleteImage(trx, logoId);
    });
  } catch (error) {
    // An ownership recorded between the count and the delete.
    if (isForeignKeyViolation(error)) throw stillOwns(await repo.countOwnerships(db.kysely, ownerId));
    throw error;
  }
}
