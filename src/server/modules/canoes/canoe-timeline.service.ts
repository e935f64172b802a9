/**
 * A canoe's timeline (issue 35, decision 028): built, its names and stewards from–to, restorations, races with
 * their results, photos by the date taken, its stories and its recordings (by the day recorded: decision 035), in one
 * order, as this viewer may see them.
 *
 * Every read passes the one visibility rule (decision 020): the canoe is not found by a viewer who may not see it;
 * the names, ownerships, photos and stories it reads whole are filtered with `seenRows`; its restorations and race
 * entries are read through `visibleTo`. What is kept from the viewer leaves no word in the answer, only the notice
 * its keepers chose (as on the canoe's page).
 */
import type { CanoeTimeline } from '../../../shared/api/canoe-timeline.ts';
import { nameLanguageOf } from '../../../shared/api/canoes.ts';
import type { ProtectedKind } from '../../../shared/api/protocols.ts';
import { orderTimeline } from '../../../shared/canoe-timeline.ts';
import { VISITOR, seenRows, type Viewer } from '../../core/viewer.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { listMedia } from '../media/media.repository.ts';
import { keptRowsOfCanoe } from '../protocols/protocol.repository.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import { listCanoeParticipations } from '../races/participant.repository.ts';
import { listCanoeRestorations } from '../restorations/restoration.repository.ts';
import { listStories } from '../submissions/submission.repository.ts';
import { findCanoeSummary } from './canoe.repository.ts';
import { placeRefs } from '../places/place-refs.ts';
import { listNames } from './canoe-name.repository.ts';
import { listCanoeOwnerships } from './ownership.repository.ts';
import { listRecordings } from '../recordings/recording.repository.ts';
import {
  builtEntry,
  nameEntry,
  photoEntry,
  raceEntry,
  restorationEntry,
  stewardEntry,
  storyEntry,
  recordingEntry,
  type Places,
} from './canoe-timeline.presenter.ts';

/** Every row of a list: the timeline shows a canoe's whole life. */
const WHOLE_LIST = { limit: undefined, offset: 0 };

/** `today`: the site's day (YYYY-MM-DD), to which a current name's or steward's span runs. */
export async function canoeTimeline(
  db: Db,
  canoeId: number,
  today: string,
  viewer: Viewer = VISITOR,
): Promise<CanoeTimeline> {
  const executor = db.kysely;
  // A canoe kept from this viewer is not there for them (the auth plugin has already answered 404 on the route).
  const summary = await findCanoeSummary(executor, canoeId, viewer);
  if (!summary) throw notFound('Canoe');
  const [allNames, allOwnerships, allMedia, allStories, restorations, races, keptRows, recordings] =
    await Promise.all([
      listNames(executor, canoeId),
      listCanoeOwnerships(executor, canoeId),
      listMedia(executor, canoeId),
      listStories(executor, canoeId),
      listCanoeRestorations(executor, canoeId, WHOLE_LIST, viewer),
      listCanoeParticipations(executor, canoeId, WHOLE_LIST, viewer),
      Number(summary.holds_kept_rows) === 1 ? keptRowsOfCanoe(executor, canoeId) : [],
      // Recordings are read through the visibility rule, as restorations are.
      listRecordings(executor, canoeId, viewer),
    ]);
  const names = seenRows(viewer, allNames, (row) => row.protection_id);
  const ownerships = seenRows(viewer, allOwnerships, (row) => row.protection_id);
  const media = seenRows(viewer, allMedia, (row) => row.protection_id);
  const stories = seenRows(viewer, allStories, (row) => row.protection_id);

  // What is kept from this viewer, by kind, for the notices its keepers chose (never the rows themselves).
  const keptOf = (kind: (typeof keptRows)[number]['kind']) =>
    keptRows.filter((row) => row.kind === kind).map((row) => row.protection_id);
  const protectionsOf = {
    name: allNames.map((row) => row.protection_id),
    ownership: allOwnerships.map((row) => row.protection_id),
    restoration: keptOf('restoration'),
    race_entry: keptOf('race_entry'),
    photo: allMedia.map((row) => row.protection_id),
    story: allStories.map((row) => row.protection_id),
    recording: keptOf('recording'),
  } satisfies Partial<Record<ProtectedKind, (number | null)[]>>;
  const words = await protectionWordsFor(executor, [
    summary.protection_id,
    ...Object.values(protectionsOf).flat(),
    ...restorations.rows.map((row) => row.protection_id),
    ...races.rows.map((row) => row.protection_id),
    ...recordings.map((row) => row.protection_id),
  ]);
  const notices = (Object.entries(protectionsOf) as [ProtectedKind, (number | null)[]][]).flatMap(
    ([kind, protections]) => words.notices(viewer, kind, protections),
  );
  const kept = (row: { protection_id: number | null; protection_own: number }) =>
    keptField(words, row.protection_id, row.protection_own === 1);

  // Where things happened, each place as this viewer may see it (decision 030): one read for them all.
  const refs = await placeRefs(
    executor,
    [
      summary.origin_place_id,
      ...restorations.rows.map((row) => row.place_id),
      ...races.rows.map((row) => row.race_place_id),
    ],
    viewer,
  );
  const places: Places = (id) => (id == null ? null : (refs.get(id) ?? null));

  const entries = [
    ...(summary.build_date ? [builtEntry(summary, places(summary.origin_place_id))] : []),
    ...names.map((row) => ({ ...nameEntry(canoeId, row), ...kept(row) })),
    ...ownerships.map((row) => ({ ...stewardEntry(row), ...kept(row) })),
    ...restorations.rows.map((row) => ({ ...restorationEntry(row, places), ...kept(row) })),
    ...races.rows.map((row) => ({ ...raceEntry(row, places), ...kept(row) })),
    ...media.map((row) => ({ ...photoEntry(row), ...kept(row) })),
    ...stories.map((row) => ({ ...storyEntry(row), ...kept(row) })),
    ...recordings.map((row) => ({
      ...recordingEntry({
        ...row,
        recorded_date_edtf: row.recorded_date,
        // A teller who did not agree to be named is named to keepers only (as on the canoe's page).
        teller: row.teller_named === 1 || viewer.all ? row.teller : null,
      }),
      ...kept(row),
    })),
  ];
  return {
    canoe_id: canoeId,
    name: summary.current_name,
    name_language: summary.name_language === null ? null : nameLanguageOf(summary.name_language),
    today,
    entries: orderTimeline(entries, today),
    ...keptField(words, summary.protection_id, true),
    ...(notices.length > 0 ? { kept_notices: notices } : {}),
  };
}
