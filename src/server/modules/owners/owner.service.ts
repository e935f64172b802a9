/**
 * Steward rules: writes keep name_folded and description_folded (both versions of the description, decision 027),
 * an update that leaves the Hawaiian description out keeps it, deletes refuse while ownerships refer to the
 * steward.
 */
import { placeToWrite } from '../places/place-refs.ts';
import type { Db } from '../../db/database.ts';
import type { Executor, RecordValues } from '../../db/records.ts';
import { conflict, notFound, say } from '../../http/errors.ts';
import { EVERYTHING, VISITOR, type Viewer } from '../../core/viewer.ts';
import type { Paging } from '../../http/paging.ts';
import type { OwnerBody, OwnerCreateBody } from '../../../shared/api/owners.ts';
import { foldText, foldVersions } from '../../../shared/text.ts';
import { ownerLogo } from '../media/entity-image.ts';
import { recordWrites } from '../record-writes.ts';
import { checkNotDuplicate, ownerMatches } from '../name-matches/name-match.service.ts';
import * as repo from './owner.repository.ts';
import { keptNoticesListedOn } from '../protocols/protocol.service.ts';
import { presentOwner, presentOwnerDetail } from './owner.presenter.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

/** The columns a steward's body writes (also what the record builders write). */
export function ownerValues(body: OwnerBody): RecordValues<'owners'> {
  return {
    name: body.name,
    name_folded: foldText(body.name),
    owner_type: body.owner_type,
    website: body.website ?? null,
    description: body.description ?? null,
    description_haw: body.description_haw ?? null,
    description_folded: foldVersions(body.description, body.description_haw),
    contact_email: body.contact?.email ?? null,
    contact_phone: body.contact?.phone ?? null,
    contact_address: body.contact?.address ?? null,
    // The date as entered: db/date-columns.ts keeps the year and days beside it.
    founded_edtf: body.founded ?? null,
    home_place_id: body.home_place_id ?? null,
  };
}

/** Stewards with the canoes this viewer may see them hold (a kept ownership names no steward; decision 020). */
export async function listOwners(
  db: Db,
  filters: repo.OwnerFilters,
  paging: Paging,
  viewer: Viewer = VISITOR,
) {
  const { rows, total } = await repo.listOwners(db.kysely, filters, paging, viewer);
  const fleetRows = await repo.fleetsOf(
    db.kysely,
    rows.map((row) => row.owner_id),
    viewer,
  );
  const fleets = new Map<number, repo.FleetRow[]>();
  for (const canoe of fleetRows) {
    fleets.set(canoe.owner_id, [...(fleets.get(canoe.owner_id) ?? []), canoe]);
  }
  return { rows: rows.map((row) => presentOwner(row, fleets.get(row.owner_id) ?? [])), total };
}

export async function getOwner(db: Db, ownerId: number, viewer: Viewer = VISITOR) {
  const row = await repo.findOwner(db.kysely, ownerId, viewer);
  if (!row) throw notFound('Steward');
  const [fleet, ownerships, notices] = await Promise.all([
    repo.fleetsOf(db.kysely, [ownerId], viewer),
    repo.ownershipsOf(db.kysely, ownerId, viewer),
    keptNoticesListedOn(db.kysely, viewer, { ownerId }),
  ]);
  return { ...presentOwnerDetail(row, fleet, ownerships), ...notices };
}

/** The 409 while ownership records still name the steward, or null when none does. */
async function stillOwns(db: Executor, ownerId: number) {
  const n = await repo.countOwnerships(db, ownerId);
  if (n === 0) return null;
  return conflict(say(serverArea.stewardStillOwns, { count: n }));
}

const writes = recordWrites({
  slot: ownerLogo,
  values: ownerValues,
  // Its administrator is answered with everything they may see.
  read: (db, id) => getOwner(db, id, EVERYTHING),
  refusal: stillOwns,
  // A steward whose folded name is taken is made only once the keeper confirms it (issue 31, item 4).
  beforeCreate: (db, body: OwnerCreateBody) =>
    checkNotDuplicate(db, 'owner', body, (executor, translator) =>
      ownerMatches(executor, body.name, translator),
    ),
  // A body without the Hawaiian description (a client that does not know of it) keeps it, and its search words.
  keptWhenLeftOut: ['description_haw', 'home_place_id'],
  // A place the body names must be one (decision 030).
  guard: async (db, body, write) => {
    await placeToWrite(db.kysely, 'home_place_id', body.home_place_id, null, EVERYTHING);
    return write();
  },
});

export const { create: createOwner, update: updateOwner, remove: deleteOwner } = writes;
