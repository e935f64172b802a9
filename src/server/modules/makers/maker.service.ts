/**
 * Maker rules: the person must exist, biographies (both versions, decision 027) are sanitised and folded for
 * search, an update that leaves the Hawaiian biography out keeps it, deletes refuse while records refer to it.
 */
import { EVERYTHING, VISITOR, type Viewer } from '../../core/viewer.ts';
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/database.ts';
import { personExists, type Executor, type RecordValues } from '../../db/records.ts';
import { badRequest, conflict, notFound, say, sayList } from '../../http/errors.ts';
import { presentPage, type Paging } from '../../http/paging.ts';
import { htmlToText, sanitizeRichText, NO_SITE, type RichTextSite } from '../../text/sanitize.ts';
import type { MakerBody, MakerCreateBody } from '../../../shared/api/makers.ts';
import { foldVersions } from '../../../shared/text.ts';
import { makerPicture } from '../media/entity-image.ts';
import { recordWrites } from '../record-writes.ts';
import { checkNotDuplicate, makerMatches } from '../name-matches/name-match.service.ts';
import * as repo from './maker.repository.ts';
import { keptNoticesListedOn } from '../protocols/protocol.service.ts';
import { presentMaker, presentMakerDetail } from './maker.presenter.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

/**
 * The columns a maker's body writes, the biography sanitised (also what the record builders write); `site` says
 * which absolute image addresses in the biography are the archive's own (sanitize.ts).
 */
export function makerValues(body: MakerBody, site: RichTextSite = NO_SITE): RecordValues<'makers'> {
  const biography = sanitizeRichText(body.biography, site);
  const biographyHaw = sanitizeRichText(body.biography_haw, site);
  return {
    person_id: body.person_id,
    maker_type: body.maker_type,
    biography,
    biography_haw: biographyHaw,
    biography_folded: foldVersions(htmlToText(biography), htmlToText(biographyHaw)),
  };
}

function noPerson(personId: number) {
  const message = say(serverArea.noPersonWithId, { id: personId });
  return badRequest(message, { person_id: message });
}

/** Run a write that names a person; an unknown person is the caller's mistake (400), checked and caught. */
async function withPerson<T>(
  db: Db,
  { person_id: personId }: MakerBody,
  write: () => Promise<T>,
): Promise<T> {
  if (!(await personExists(db.kysely, personId))) throw noPerson(personId);
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw noPerson(personId);
    throw error;
  }
}

/** Makers with the canoes this viewer may see them linked to (decision 020). */
export async function listMakers(
  db: Db,
  filters: repo.MakerFilters,
  paging: Paging,
  viewer: Viewer = VISITOR,
) {
  return presentPage(await repo.listMakers(db.kysely, filters, paging, viewer), presentMaker);
}

/** The maker with its canoes and the restorations this viewer may see (decision 020). */
export async function getMaker(db: Db, makerId: number, viewer: Viewer = VISITOR) {
  const row = await repo.findMaker(db.kysely, makerId, viewer);
  if (!row) throw notFound('Maker');
  const [canoes, restorations, notices] = await Promise.all([
    repo.canoesOf(db.kysely, makerId, viewer),
    repo.restorationsOf(db.kysely, makerId, row.person_id, viewer),
    keptNoticesListedOn(db.kysely, viewer, { makerId, personId: row.person_id }),
  ]);
  return { ...presentMakerDetail(row, canoes, restorations), ...notices };
}

/** The 409 saying what still refers to the maker, or null when nothing does. */
async function referenceConflict(db: Executor, makerId: number) {
  const refs = await repo.referencesTo(db, makerId);
  const parts = (
    [
      [serverArea.makerLinks, refs.links],
      [serverArea.makerCanoes, refs.canoes],
      [serverArea.restorations, refs.restorations],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([message, n]) => say(message, { count: n }));
  if (parts.length === 0) return null;
  return conflict(say(serverArea.makerStillReferred, { list: sayList(parts) }));
}

const writes = recordWrites({
  slot: makerPicture,
  values: makerValues,
  read: (db, id) => getMaker(db, id, EVERYTHING),
  refusal: referenceConflict,
  guard: withPerson,
  // A second maker of the same (folded) person's name is made only once the keeper confirms it (issue 31, item 4).
  beforeCreate: (db, body: MakerCreateBody) =>
    checkNotDuplicate(db, 'maker', body, (executor, translator) =>
      makerMatches(executor, body.person_id, translator),
    ),
  // A body without the Hawaiian biography (a client that does not know of it) keeps it, and its search words.
  keptWhenLeftOut: ['biography_haw'],
});

export const { create: createMaker, update: updateMaker, remove: deleteMaker } = writes;
