/** Canoe rules: create and edit (with the form's current name and current owner), delete, read. */
import { placeRefs } from '../places/place-refs.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { certainlyBeforeDate, dateWords } from '../../text/present-date.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation, nowIso } from '../../db/database.ts';
import { canoeExists } from '../../db/records.ts';
import { badRequest, conflict, notFound, say } from '../../http/errors.ts';
import { presentPage, type Paging } from '../../http/paging.ts';
import { sanitizeRichText, type RichTextSite } from '../../text/sanitize.ts';
import type { CanoeBody, CanoeCreateBody } from '../../../shared/api/canoes.ts';
import { canoeMatches, checkNotDuplicate } from '../name-matches/name-match.service.ts';
import { foldText } from '../../../shared/text.ts';
import * as repo from './canoe.repository.ts';
import { findOpenName, listNames, saveCanoeName } from './canoe-name.repository.ts';
import { listCanoeMakerLinks } from './canoe-maker.repository.ts';
import {
  findOpenOwnership,
  insertOwnership,
  listCanoeOwnerships,
  updateOwnership,
} from './ownership.repository.ts';
import { listMedia } from '../media/media.repository.ts';
import { deleteImageRows } from '../media/image.repository.ts';
import { presentCanoeDetail, presentCanoeSummary } from './canoe.presenter.ts';
import type { CanoeSearch } from '../../../shared/api/canoes.ts';
import { protocolMessages } from '../../../shared/api/protocols.ts';
import { assertReferences, today } from './references.ts';
import { writeSources } from '../sources/source.service.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import { keptRowsOfCanoe } from '../protocols/protocol.repository.ts';
import type { ProtectedKind } from '../../../shared/api/protocols.ts';
import { presentMedia } from '../media/media.presenter.ts';
import { VISITOR, canSee, seenRows, type Viewer } from '../../core/viewer.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

export const OWNERSHIP_RACE_MESSAGE = serverArea.ownershipRace;
export const NAME_RACE_MESSAGE = serverArea.nameRace;

export async function listCanoes(db: Db, paging: Paging, viewer: Viewer = VISITOR) {
  return presentSummaries(db, await repo.listCanoeSummaries(db.kysely, paging, {}, viewer));
}

/**
 * A page of canoe summaries, each kept canoe with whom it is kept for (those who read it may see it: the list
 * holds no other). The protections' words are read only when the page holds a kept canoe.
 */
export async function presentSummaries(db: Db, page: repo.CanoeSummaryPage) {
  const words = await protectionWordsFor(
    db.kysely,
    page.rows.map((row) => row.protection_id),
  );
  return presentPage(page, (row) => ({
    ...presentCanoeSummary(row),
    ...keptField(words, row.protection_id, true),
  }));
}

export async function searchCanoes(
  db: Db,
  search: CanoeSearch,
  viewer: Viewer = VISITOR,
  language?: Language,
) {
  // The protocol filter is for the protocol's members and keepers, and administrators (decision 020).
  if (search.protocol !== undefined && !viewer.all && !viewer.memberOf.includes(search.protocol)) {
    throw badRequest(protocolMessages.unknownProtocol, { protocol: protocolMessages.unknownProtocol });
  }
  const paging = { limit: search.limit, offset: search.offset ?? 0, language };
  return presentSummaries(db, await repo.listCanoeSummaries(db.kysely, paging, search, viewer));
}

/** The canoe page's record, as this viewer may see it (decision 020); the admin's forms read it with EVERYTHING. */
export async function getCanoe(
  db: Db,
  canoeId: number,
  executor: repo.Executor = db.kysely,
  viewer: Viewer = VISITOR,
) {
  const summary = await repo.findCanoeSummary(executor, canoeId, viewer);
  if (!summary) throw notFound('Canoe');
  const [allNames, allOwnerships, makers, allMedia, keptRows, places] = await Promise.all([
    listNames(executor, canoeId),
    listCanoeOwnerships(executor, canoeId),
    listCanoeMakerLinks(executor, canoeId),
    listMedia(executor, canoeId),
    Number(summary.holds_kept_rows) === 1 ? keptRowsOfCanoe(executor, canoeId) : [],
    canoePlaces(executor, summary, viewer),
  ]);
  const keptOf = (kind: (typeof keptRows)[number]['kind']) =>
    keptRows.filter((row) => row.kind === kind).map((row) => row.protection_id);
  const protectionsOf = {
    notes: [summary.notes_protection_id],
    name: allNames.map((n) => n.protection_id),
    ownership: allOwnerships.map((o) => o.protection_id),
    restoration: keptOf('restoration'),
    race_entry: keptOf('race_entry'),
    photo: allMedia.map((m) => m.protection_id),
    story: keptOf('story'),
    recording: keptOf('recording'),
    source: keptOf('source'),
  } satisfies Partial<Record<ProtectedKind, (number | null)[]>>;
  // The canoe's own protection is named (its lock) but never noticed: whoever reads this far may see the canoe.
  const words = await protectionWordsFor(executor, [
    summary.protection_id,
    ...Object.values(protectionsOf).flat(),
  ]);
  const media = seenRows(viewer, allMedia, (m) => m.protection_id);
  const names = seenRows(viewer, allNames, (n) => n.protection_id);
  const ownerships = seenRows(viewer, allOwnerships, (o) => o.protection_id);
  const notesSeen = canSee(viewer, summary.notes_protection_id);
  const notesKeptFor = notesSeen ? words.keptFor(summary.notes_protection_id, true) : null;
  const notices = (Object.entries(protectionsOf) as [ProtectedKind, (number | null)[]][]).flatMap(
    ([kind, protections]) => words.notices(viewer, kind, protections),
  );
  const kept = (row: { protection_id: number | null; protection_own: number }) =>
    keptField(words, row.protection_id, row.protection_own === 1);
  const detail = presentCanoeDetail({
    // Both versions of the notes are kept, or shown, together (decision 027).
    summary: {
      ...summary,
      notes: notesSeen ? summary.notes : null,
      notes_haw: notesSeen ? summary.notes_haw : null,
    },
    names,
    ownerships,
    makers,
    media,
  });
  return {
    ...detail,
    ...places,
    names: detail.names.map((name, i) => ({ ...name, ...kept(names[i]) })),
    ownership_history: detail.ownership_history.map((o, i) => ({ ...o, ...kept(ownerships[i]) })),
    media: media.map((m) => ({
      ...presentMedia(m),
      ...kept(m),
    })),
    ...keptField(words, summary.protection_id, true),
    ...(notesKeptFor ? { notes_kept_for: notesKeptFor } : {}),
    ...(notices.length > 0 ? { kept_notices: notices } : {}),
  };
}

export async function assertCanoeExists(executor: repo.Executor, canoeId: number) {
  if (!(await canoeExists(executor, canoeId))) throw notFound('Canoe');
}

const NO_SITE: RichTextSite = { publicUrl: null };

/**
 * The canoe's own columns from a form body; fields the body leaves out are not in the result. The name and the
 * steward are rows of their own; origin is kept folded for search too, and notes are sanitised.
 */
function canoeColumns(
  body: CanoeBody & { confirm_duplicate?: boolean },
  site: RichTextSite,
): repo.CanoeValues {
  const {
    confirm_duplicate: _confirmed,
    name: _name,
    name_start_date: _nameStart,
    owner_id: _owner,
    ownership_start_date: _ownershipStart,
    sources: _sources,
    origin,
    notes,
    notes_haw: notesHaw,
    ...stored
  } = body;
  const columns: repo.CanoeValues = Object.fromEntries(
    Object.entries(stored).filter(([, value]) => value !== undefined),
  );
  if (origin !== undefined) Object.assign(columns, { origin, origin_folded: foldText(origin) });
  if (notes !== undefined) columns.notes = sanitizeRichText(notes, site);
  if (notesHaw !== undefined) columns.notes_haw = sanitizeRichText(notesHaw, site);
  return columns;
}

/** Run a write, turning a lost race on the one-open-ownership / one-current-name indexes into 409. */
/** The ids a canoe's body names that must exist. */
const placeChecks = (body: CanoeBody) => ({
  maker_id: body.maker_id,
  owner_id: body.owner_id,
  origin_place_id: body.origin_place_id,
  home_place_id: body.home_place_id,
});

/** A canoe's place of origin and home waters (decision 030), as the viewer may see them (no read without one). */
async function canoePlaces(
  executor: repo.Executor,
  row: { origin_place_id: number | null; home_place_id: number | null },
  viewer: Viewer,
) {
  const refs = await placeRefs(executor, [row.origin_place_id, row.home_place_id], viewer);
  return {
    origin_place: (row.origin_place_id != null && refs.get(row.origin_place_id)) || null,
    home_place: (row.home_place_id != null && refs.get(row.home_place_id)) || null,
  };
}

async function guardRaces<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      const text = String((error as Error).message ?? '');
      throw conflict(text.includes('canoe_names') ? NAME_RACE_MESSAGE : OWNERSHIP_RACE_MESSAGE);
    }
    throw error;
  }
}

/** `site` says which absolute image addresses in the notes are the archive's own (sanitize.ts). */
export async function createCanoe(db: Db, body: CanoeCreateBody, site: RichTextSite = NO_SITE) {
  await assertReferences(db.kysely, placeChecks(body));
  // A first name that is already a canoe's is made only once the keeper confirms it (issue 31, item 4).
  const name = body.name;
  if (name)
    await checkNotDuplicate(db, 'canoe', body, (executor, translator) =>
      canoeMatches(executor, name, translator),
    );
  return guardRaces(() =>
    db.kysely.transaction().execute(async (trx) => {
      const canoeId = await insertCanoeRecord(trx, body, site);
      if (body.sources) await writeSources(trx, { type: 'canoe', id: canoeId }, body.sources);
      return getCanoe(db, canoeId, trx);
    }),
  );
}

/**
 * The writes of a new canoe, inside a transaction the caller holds (an approved community submission writes its
 * canoe with its story and photos). References must have been checked.
 */
export async function insertCanoeRecord(
  trx: repo.Executor,
  body: CanoeBody | CanoeCreateBody,
  site: RichTextSite = NO_SITE,
): Promise<number> {
  const now = nowIso();
  const { canoe_id } = await repo.insertCanoe(trx, {
    origin_folded: '',
    ...canoeColumns(body, site),
    created_at: now,
    updated_at: now,
  });
  if (body.name) {
    await saveCanoeName(trx, canoe_id, {
      name: body.name,
      start_date: body.name_start_date ?? null,
      end_date: null,
    });
  }
  if (body.owner_id != null) {
    await insertOwnership(trx, {
      canoe_id,
      owner_id: body.owner_id,
      start_date: body.ownership_start_date ?? today(),
    });
  }
  return canoe_id;
}

/**
 * Some of a canoe's own details and its current name, inside a transaction the caller holds (an approved
 * correction): only the fields the body gives are written.
 */
export async function correctCanoeFields(trx: repo.Executor, canoeId: number, body: CanoeBody) {
  const columns = canoeColumns(body, NO_SITE);
  if (Object.keys(columns).length) await repo.updateCanoe(trx, canoeId, columns, nowIso());
  if (body.name) await overwriteCurrentName(trx, canoeId, body.name, undefined);
}

/**
 * The edit form: overwrite the canoe's fields, overwrite its current name, and set its current owner.
 * History (earlier names, earlier owners) is added on the detail page, not here.
 */
export async function updateCanoe(db: Db, canoeId: number, body: CanoeBody, site: RichTextSite = NO_SITE) {
  await assertCanoeExists(db.kysely, canoeId);
  await assertReferences(db.kysely, placeChecks(body));
  return guardRaces(() =>
    db.kysely.transaction().execute(async (trx) => {
      await repo.updateCanoe(trx, canoeId, canoeColumns(body, site), nowIso());
      if (body.name) await overwriteCurrentName(trx, canoeId, body.name, body.name_start_date);
      if (body.owner_id != null)
        await setCurrentOwner(trx, canoeId, body.owner_id, body.ownership_start_date);
      if (body.sources) await writeSources(trx, { type: 'canoe', id: canoeId }, body.sources);
      return getCanoe(db, canoeId, trx);
    }),
  );
}

async function overwriteCurrentName(
  trx: repo.Executor,
  canoeId: number,
  name: string,
  startDate: string | null | undefined,
) {
  // Only a name without an end date is current: an ended name is history and is never rewritten here.
  const current = await findOpenName(trx, canoeId);
  if (!current) {
    await saveCanoeName(trx, canoeId, { name, start_date: startDate ?? null, end_date: null });
    return;
  }
  const start = startDate ?? current.start_date_edtf;
  await saveCanoeName(trx, canoeId, { name, start_date: start }, current.canoe_name_id);
}

async function setCurrentOwner(
  trx: repo.Executor,
  canoeId: number,
  ownerId: number,
  startDate: string | null | undefined,
) {
  const open = await findOpenOwnership(trx, canoeId);
  if (open && open.owner_id === ownerId) {
    if (startDate && startDate !== open.start_date_edtf) {
      await updateOwnership(trx, open.ownership_id, { start_date: startDate });
    }
    return;
  }
  const start = startDate ?? today();
  if (open) {
    // Refused only when certainly before the current ownership's start.
    if (certainlyBeforeDate(start, open.start_date_edtf)) {
      const message = say(serverArea.ownershipBeforeCurrent, { date: dateWords(open.start_date_edtf) });
      throw badRequest(message, { ownership_start_date: message });
    }
    await updateOwnership(trx, open.ownership_id, { end_date: start });
  }
  await insertOwnership(trx, { canoe_id: canoeId, owner_id: ownerId, start_date: start });
}

/** Delete a canoe with its own rows (FK cascades) and the stored images of its photos. */
export async function deleteCanoe(db: Db, canoeId: number) {
  await db.kysely.transaction().execute(async (trx) => {
    await assertCanoeExists(trx, canoeId);
    const imageIds = await repo.mediaImageIds(trx, canoeId);
    await repo.deleteCanoe(trx, canoeId);
    await deleteImageRows(trx, imageIds);
  });
}

/**
 * What a shared link to a canoe shows (site/record-meta.ts): the canoe as a list answers it, its maker's id and
 * every name it has carried. Null when there is no such canoe.
 */
export async function findCanoePreview(db: Db, canoeId: number) {
  const row = await repo.findCanoeSummary(db.kysely, canoeId);
  if (!row) return null;
  // As a visitor sees it (decision 020): a preview is shared with anyone.
  const names = seenRows(VISITOR, await listNames(db.kysely, canoeId), (name) => name.protection_id);
  return { canoe: presentCanoeSummary(row), makerId: row.maker_id, names: names.map((name) => name.name) };
}
