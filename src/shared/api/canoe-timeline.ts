/**
 * A canoe's timeline (issue 35, decision 028): every dated thing the archive holds of one canoe, as the caller may
 * see it (decision 020), in the timeline's order (shared/canoe-timeline.ts).
 */
import { z } from 'zod';
import { TIMELINE_KINDS } from '../canoe-timeline.ts';
import { NAME_LANGUAGES } from './canoes.ts';
import { dateResponseFields } from './common.ts';
import { keptForResponse, keptNoticeResponse } from './protocols.ts';
import { placeRefResponse } from './places.ts';

const id = () => z.number().int().nullable();

export const timelineEntryResponse = z.object({
  kind: z.enum(TIMELINE_KINDS).meta({
    description:
      'built: the canoe was built; name: a name it bore; steward: who held it (an ownership); restoration; race: ' +
      'a race it paddled, with its result; photo: by the date it was taken; story: a story shared of it',
  }),
  id: z
    .number()
    .int()
    .meta({
      description:
        "Its record's id: the canoe's (built), the name's, the ownership's, the restoration's, the race entry's " +
        "(participation_id), the photo's (media_id) or the story's",
    }),
  link: z.string().meta({ description: "Its record's page on this site (a path: /canoes/3?tab=names)" }),
  title: z
    .string()
    .nullable()
    .meta({
      description:
        "Its words: the name; the steward's name; the race's name; the photo's caption, else its description; the " +
        "story's title; who built or restored the canoe, when known. A story's date is the time it tells of",
    }),
  language: z.enum(NAME_LANGUAGES).nullable().meta({ description: "A name's language (decision 026)" }),
  description: z.string().nullable().meta({ description: "A restoration's description, in English" }),
  description_haw: z
    .string()
    .nullable()
    .meta({ description: "A restoration's description in ʻŌlelo Hawaiʻi" }),
  owner_id: id().meta({ description: "A steward's id (their page: /owners/{owner_id})" }),
  maker_id: id().meta({
    description: 'The maker who built or restored the canoe, when a maker of the registry',
  }),
  race_id: id().meta({ description: "A race's id (its page: /races/{race_id})" }),
  position: id().meta({ description: "The canoe's place in a race" }),
  time: z.string().nullable().meta({ description: "The canoe's time in a race, as recorded" }),
  shown_name: z.string().nullable().meta({
    description:
      "The name a story's sender chose to show; a recording's teller, when they agreed to be named (decision 035)",
  }),
  place: placeRefResponse.nullable().meta({
    description:
      'Where it happened, when the archive knows the place and the caller may see it: the place of origin of its ' +
      "build, a restoration's place, a race's course (decision 030)",
  }),
  ...dateResponseFields('date'),
  ...dateResponseFields('end_date'),
  open: z.boolean().meta({
    description:
      'A from–to record that has not ended (the current name, the current steward): it runs to `today`',
  }),
  /** How the record is kept, for those who may see it (absent: public; decision 020). */
  kept_for: keptForResponse.nullable().optional(),
});
export type TimelineEntry = z.output<typeof timelineEntryResponse>;

export const canoeTimelineResponse = z.object({
  canoe_id: z.number().int(),
  /** The canoe's current name as the caller may see it (null: none), and its language. */
  name: z.string().nullable(),
  name_language: z.enum(NAME_LANGUAGES).nullable(),
  today: z.string().meta({
    description: "The site's day (YYYY-MM-DD, in its time zone) to which an open entry's span runs",
  }),
  entries: z.array(timelineEntryResponse).meta({
    description:
      'In order: by the earliest day each entry can mean, then its latest; entries without a date (a story ' +
      'whose time nobody recorded) last',
  }),
  /** How the canoe itself is kept, for those who may see it (absent: public). */
  kept_for: keptForResponse.optional(),
  /** What is kept here from this caller, when its keepers chose to say so: no words of it. */
  kept_notices: z.array(keptNoticeResponse).optional(),
});
export type CanoeTimeline = z.output<typeof canoeTimelineResponse>;
