/** Races and their results (participations): bodies, the list's filters and the answers. */
import { placeRef, placeRefResponse } from './places.ts';
import { z } from 'zod';
import { recordSourcesField } from './sources.ts';
import { keptForResponse, keptNoticeResponse } from './protocols.ts';
import { MAX_RACE_POSITION, MIN_YEAR, currentYear } from '../constants.ts';
import {
  blankToNull,
  optionalDate,
  optionalDay,
  optionalId,
  optionalNumber,
  optionalText,
  requiredId,
  requiredText,
} from '../fields.ts';
import { messages } from '../messages.ts';
import {
  blankToUndefined,
  confirmDuplicateField,
  dateResponseFields,
  idParams,
  pagingQuery,
  recordIdParam,
} from './common.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

export const raceBody = z.object({
  name: requiredText(messages.nameRequired, 200),
  date: optionalDate(),
  location: optionalText(200),
  place_id: placeRef().meta({
    description:
      'The course’s place (decision 030). Left out of an update, it stays as it is; null removes it',
  }),
  description: optionalText(4000),
});
export type RaceBody = z.infer<typeof raceBody>;
/** A create's body: the same, and whether the keeper confirmed a name that is already taken. */
export const raceCreateBody = raceBody.extend(confirmDuplicateField);
export type RaceCreateBody = z.infer<typeof raceCreateBody>;

export const RACE_TIME = /^(\d{2,3}):([0-5]\d):([0-5]\d)$/;

export const participantBody = z.object({
  canoe_id: requiredId(english(msg.selectCanoe)),
  race_id: optionalId(messages.selectRace),
  position: optionalNumber(messages.position, { max: MAX_RACE_POSITION }).refine(
    (n) => n == null || (Number.isInteger(n) && n >= 1),
    {
      error: messages.position,
    },
  ),
  paddler_name: optionalText(300),
  time: z.preprocess(
    blankToNull,
    z
      .string({ error: messages.raceTime })
      .regex(RACE_TIME, { error: messages.raceTime })
      .nullable()
      .optional(),
  ),
  notes: optionalText(4000),
  ...recordSourcesField,
});
export type ParticipantBody = z.infer<typeof participantBody>;

const yearFilter = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' && /^\s*\d+\s*$/.test(b) ? Number(b) : b;
  },
  z
    .number({ error: messages.yearNumber })
    .int({ error: messages.yearNumber })
    .superRefine((year, ctx) => {
      const max = currentYear();
      if (year < MIN_YEAR || year > max) ctx.addIssue({ code: 'custom', message: messages.yearRange(max) });
    })
    .optional(),
);

const DATE_TO_MESSAGE = english(msg.raceDates);

/** GET /races: each filter optional, empty means not given; a bare year in date_to means up to its end. */
export const raceListQuery = z
  .object({
    q: z
      .string({ error: english(msg.searchText) })
      .max(200, { error: english(msg.searchTextTooLong) })
      .optional(),
    year: yearFilter,
    date_from: optionalDay(),
    date_to: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d{4}\s*$/.test(v) ? `${v.trim()}-12-31` : v),
      optionalDay(),
    ),
    canoe_id: optionalId('canoe_id must be a canoe id'),
    ...pagingQuery,
  })
  .superRefine((v, ctx) => {
    if (v.date_from && v.date_to && v.date_to < v.date_from) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: DATE_TO_MESSAGE });
    }
  });
export type RaceListQuery = z.output<typeof raceListQuery>;

export const raceParams = idParams('Race');
export const participantParams = z.object({ id: recordIdParam('Race'), pid: recordIdParam('Race result') });
export const raceResultsQuery = z.object(pagingQuery);

export const raceResponse = z.object({
  race_id: z.number().int(),
  name: z.string(),
  ...dateResponseFields('date'),
  year: z.number().int().nullable(),
  year_words: z.string().nullable().meta({
    description: 'The year of the race, as precise as it is known: "1990", "about 1990", "the 1960s"',
  }),
  location: z.string().nullable(),
  place: placeRefResponse.nullable(),
  description: z.string().nullable(),
  participant_count: z.number().int(),
});

/** One shape for a result everywhere: a race's results, a canoe's race history, create and update answers. */
export const participationResponse = z.object({
  participation_id: z.number().int(),
  race_id: z.number().int(),
  race_name: z.string(),
  ...dateResponseFields('date'),
  year: z.number().int().nullable(),
  year_words: z.string().nullable().meta({
    description: 'The year of the race, as precise as it is known: "1990", "about 1990", "the 1960s"',
  }),
  canoe_id: z.number().int(),
  canoe_name: z.string().nullable(),
  hull_id: z.string().nullable(),
  position: z.number().int().nullable(),
  paddler_name: z.string().nullable(),
  time: z.string().nullable(),
  notes: z.string().nullable(),
  /** How the entry is kept, for those who may see it (absent: public; decision 020). */
  kept_for: keptForResponse.nullable().optional(),
});

export const raceDetailResponse = raceResponse.extend({
  participants: z.array(participationResponse),
  /** The results kept from this caller whose keepers chose a notice (decision 020). */
  kept_notices: z.array(keptNoticeResponse).optional(),
});

export type Race = z.output<typeof raceResponse>;
export type Participation = z.output<typeof participationResponse>;
export type RaceDetail = z.output<typeof raceDetailResponse>;
