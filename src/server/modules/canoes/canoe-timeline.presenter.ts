/**
 * A canoe's timeline entries (decision 028): each record the timeline shows, as the contract's entry, with its
 * dates as stored (EDTF, earliest and latest day) and the address of its record's page.
 */
import type { TimelineEntry } from '../../../shared/api/canoe-timeline.ts';
import type { PlaceRef } from '../../../shared/api/places.ts';
import { nameLanguageOf } from '../../../shared/api/canoes.ts';
import type { TimelineKind } from '../../../shared/canoe-timeline.ts';
import { paths } from '../../../shared/paths.ts';
import { presentDate } from '../../text/present-date.ts';
import type { MediaRow } from '../media/media.repository.ts';
import type { ParticipationRow } from '../races/participant.repository.ts';
import type { RestorationRow } from '../restorations/restoration.repository.ts';
import type { Row } from '../../db/tables.ts';
import type { listNames } from './canoe-name.repository.ts';
import type { OwnershipRow } from './canoe.presenter.ts';

/** What a presented entry lacks until its record's protection is read: whom it is kept for. */
type Entry = Omit<TimelineEntry, 'kept_for'>;

/** An entry's words: every kind has a title; the others are its kind's own (null for the rest). */
type Words = Pick<
  Entry,
  | 'title'
  | 'language'
  | 'description'
  | 'description_haw'
  | 'owner_id'
  | 'maker_id'
  | 'race_id'
  | 'position'
  | 'time'
  | 'shown_name'
  | 'place'
>;

const NOTHING: Words = {
  title: null,
  language: null,
  description: null,
  description_haw: null,
  owner_id: null,
  maker_id: null,
  race_id: null,
  position: null,
  time: null,
  shown_name: null,
  place: null,
};

function entry(
  kind: TimelineKind,
  id: number,
  link: string,
  dates: { start: string | null; end?: string | null; open?: boolean },
  words: Partial<Words> & Pick<Words, 'title'>,
): Entry {
  return {
    kind,
    id,
    link,
    ...NOTHING,
    ...words,
    ...presentDate('date', dates.start),
    ...presentDate('end_date', dates.end ?? null),
    open: dates.open ?? false,
  };
}

/** The place an entry names, as the viewer may see it (the timeline's service reads them: decision 030). */
export type Places = (id: number | null | undefined) => PlaceRef | null;

/** The canoe's build: by its maker, when known, at its place of origin; its record is the canoe's own page. */
export function builtEntry(
  canoe: {
    canoe_id: number;
    build_date: string | null;
    maker_id: number | null;
    maker_name: string | null;
  },
  origin: PlaceRef | null,
): Entry {
  return entry(
    'built',
    canoe.canoe_id,
    paths.canoe(canoe.canoe_id),
    { start: canoe.build_date },
    { title: canoe.maker_name, maker_id: canoe.maker_id, place: origin },
  );
}

/** A name the canoe bore, from–to; one without an end is its current name. */
export function nameEntry(canoeId: number, name: Awaited<ReturnType<typeof listNames>>[number]): Entry {
  return entry(
    'name',
    name.canoe_name_id,
    paths.canoe(canoeId, 'names'),
    { start: name.start_date, end: name.end_date, open: name.end_date === null },
    { title: name.name, language: nameLanguageOf(name.language) },
  );
}

/** A steward's care of the canoe, from–to; one without an end is its current steward. */
export function stewardEntry(ownership: OwnershipRow): Entry {
  return entry(
    'steward',
    ownership.ownership_id,
    paths.owner(ownership.owner_id),
    { start: ownership.start_date, end: ownership.end_date, open: ownership.end_date === null },
    { title: ownership.owner_name, owner_id: ownership.owner_id },
  );
}

/** A restoration, on the canoe's Restorations tab; by its maker (else its restorer), when known. */
export function restorationEntry(restoration: RestorationRow, places: Places): Entry {
  const link = `${paths.canoe(restoration.canoe_id, 'restorations')}#restoration-${restoration.restoration_id}`;
  return entry(
    'restoration',
    restoration.restoration_id,
    link,
    { start: restoration.restoration_date, end: restoration.end_date },
    {
      title: restoration.maker_name ?? restoration.restorer_name,
      maker_id: restoration.restorer_maker_id,
      description: restoration.description || null,
      description_haw: restoration.description_haw,
      place: places(restoration.place_id),
    },
  );
}

/** A race the canoe paddled, on the day of the race, with its result and its course. */
export function raceEntry(result: ParticipationRow, places: Places): Entry {
  return entry(
    'race',
    result.participation_id,
    paths.race(result.race_id),
    { start: result.date },
    {
      title: result.race_name,
      race_id: result.race_id,
      position: result.position,
      time: result.time,
      place: places(result.race_place_id),
    },
  );
}

/** A photo, by the date it was taken, opened on the canoe's photos page. */
export function photoEntry(photo: MediaRow): Entry {
  return entry(
    'photo',
    photo.media_id,
    `${paths.canoeMedia(photo.canoe_id)}?photo=${photo.media_id}`,
    { start: photo.date_taken },
    { title: photo.caption || photo.description || null },
  );
}

/** A story, on the canoe's Stories tab, at the time it tells of (undated when nobody recorded it). */
/** A recording, on the day it was recorded; its teller (as a visitor may be told) as its words. */
export function recordingEntry(
  recording: Pick<Row<'recordings'>, 'recording_id' | 'canoe_id' | 'title' | 'recorded_date_edtf'> & {
    teller: string | null;
  },
): Entry {
  return entry(
    'recording',
    recording.recording_id,
    `${paths.canoe(recording.canoe_id, 'stories')}#recording-${recording.recording_id}`,
    { start: recording.recorded_date_edtf },
    { title: recording.title, shown_name: recording.teller },
  );
}

export function storyEntry(story: Row<'stories'>): Entry {
  return entry(
    'story',
    story.story_id,
    `${paths.canoe(story.canoe_id, 'stories')}#story-${story.story_id}`,
    { start: story.told_of_edtf },
    { title: story.title || null, shown_name: story.shown_name },
  );
}
