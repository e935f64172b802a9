/**
 * The canoes' API contract: a canoe, its names, its stewards over time (ownerships) and its makers; the
 * registry's search (each filter's message is what the registry shows beside its box).
 */
import { z } from 'zod';
import { placeRef, placeRefResponse } from './places.ts';
import { ISLANDS } from '../islands.ts';
import { keptForResponse, keptNoticeResponse } from './protocols.ts';
import { recordSourcesField } from './sources.ts';
import { focalPoint } from './media.ts';
import { CANOE_TYPES, MIN_YEAR, YEAR_CONVERSION_LIMIT } from '../constants.ts';
import { CANOE_EVENTS } from '../canoe-events.ts';
import {
  endNotBeforeStart,
  optionalDate,
  optionalHtml,
  optionalId,
  optionalNumber,
  optionalText,
  requiredDate,
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
  requiredDateResponseFields,
  timestampFields,
} from './common.ts';
import { mediaResponse } from './media.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';
import type { Message } from '../i18n/messages.ts';

const text = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: english(msg.mustBeText) })
      .max(200, { error: english(msg.textTooLong, { max: 200 }) })
      .transform((v) => v.normalize('NFC').trim())
      .optional(),
  );

const measure = (words: { number: Message; negative: Message }) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: english(words.number) })
      .refine(Number.isFinite, { error: english(words.number) })
      .min(0, { error: english(words.negative) })
      .optional(),
  );

const year = (words: { year: Message; range: Message }) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: english(words.year) })
      .int({ error: english(words.year) })
      .min(MIN_YEAR, { error: english(words.range, { min: MIN_YEAR, max: YEAR_CONVERSION_LIMIT }) })
      .max(YEAR_CONVERSION_LIMIT, {
        error: english(words.range, { min: MIN_YEAR, max: YEAR_CONVERSION_LIMIT }),
      })
      .optional(),
  );

const typeIds = CANOE_TYPES.map((t) => String(t.type_id));

/** The search's fields, checked one by one; `canoeSearchQuery` checks them together. */
const canoeSearchFields = z.object({
  q: text(),
  type_id: z.preprocess(
    blankToUndefined,
    z
      .string({ error: messages.canoeType })
      .refine((v) => typeIds.includes(v.trim()), { error: messages.canoeType })
      .transform((v) => Number(v))
      .optional(),
  ),
  hull_id: text(),
  owner: text(),
  origin: text().meta({
    description:
      'Canoes whose origin, as typed or as the place it is (decision 030), holds this text (folded: ʻokina and kahakō optional)',
  }),
  island: z.preprocess(
    blankToUndefined,
    z
      .enum(ISLANDS, { error: english(msg.placeIsland) })
      .optional()
      .meta({ description: 'Canoes from, or at home on, a place of this island (decision 030)' }),
  ),
  place: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: english(msg.selectPlace) })
      .int({ error: english(msg.selectPlace) })
      .positive({ error: english(msg.selectPlace) })
      .max(2_147_483_647, { error: english(msg.selectPlace) })
      .optional()
      .meta({ description: 'Canoes from, or at home at, this place (its id)' }),
  ),
  length_min: measure({ number: msg.lengthMinNumber, negative: msg.lengthMinNegative }),
  length_max: measure({ number: msg.lengthMaxNumber, negative: msg.lengthMaxNegative }),
  year_min: year({ year: msg.yearFromYear, range: msg.yearFromRange }),
  year_max: year({ year: msg.yearToYear, range: msg.yearToRange }),
  protocol: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: english(msg.protocolId) })
      .int({ error: english(msg.protocolId) })
      .positive({ error: english(msg.protocolId) })
      .optional()
      .meta({
        description:
          'Only canoes holding content kept for this protocol (the canoe itself or any of its photos, stories, ' +
          'sources or notes). For its members and keepers and administrators; anyone else is answered 400.',
      }),
  ),
  event: z.preprocess(
    blankToUndefined,
    z
      .enum(CANOE_EVENTS, { error: english(msg.eventKind) })
      .optional()
      .meta({
        description:
          'Only canoes with this event in the years event_from–event_to (decision 029): built; renamed (a name ' +
          'other than its first began); restored; raced (a race result, by the race’s date). A date counts in ' +
          'the years its earliest day falls in; a date without a known start ("before 1900") counts in none. ' +
          'Names, restorations and results count only when the caller may see them.',
      }),
  ),
  event_from: year({ year: msg.yearFromYear, range: msg.yearFromRange }).meta({
    description: 'The first year of `event` (with it; at least one of event_from and event_to)',
  }),
  event_to: year({ year: msg.yearToYear, range: msg.yearToRange }).meta({
    description: 'The last year of `event`, included',
  }),
  format: z
    .enum(['json', 'csv'], { error: english(msg.format) })
    .optional()
    .meta({
      description:
        'csv: the same canoes as a CSV file (text/csv, public fields only, one row a canoe), to download; ' +
        'without a limit, every canoe the search finds',
    }),
  ...pagingQuery,
});

export const canoeSearchQuery = canoeSearchFields.superRefine((search, ctx) => {
  // An event and its years go together, so a link's filter never quietly answers the whole registry.
  const years = search.event_from !== undefined || search.event_to !== undefined;
  if (search.event !== undefined && !years) {
    ctx.addIssue({ code: 'custom', path: ['event'], message: english(msg.eventWithoutYears) });
  } else if (search.event === undefined && years) {
    ctx.addIssue({ code: 'custom', path: ['event'], message: english(msg.yearsWithoutEvent) });
  }
  if (
    search.event_from !== undefined &&
    search.event_to !== undefined &&
    search.event_from > search.event_to
  ) {
    ctx.addIssue({ code: 'custom', path: ['event_to'], message: english(msg.eventYearsBackwards) });
  }
});
export type CanoeSearch = z.infer<typeof canoeSearchQuery>;

const canoeTypeIds = CANOE_TYPES.map((t) => t.type_id) as number[];

export const canoeBody = z.object({
  hull_id: optionalText(50),
  type_id: optionalId(messages.canoeType).refine((v) => v == null || canoeTypeIds.includes(v), {
    error: messages.canoeType,
  }),
  build_date: optionalDate(),
  length: optionalNumber(messages.lengthNumber, { min: 0, max: 200 }),
  width: optionalNumber(messages.widthNumber, { min: 0, max: 100 }),
  weight: optionalNumber(messages.weightNumber, { min: 0, max: 100_000 }),
  origin: optionalText(200),
  origin_place_id: placeRef().meta({
    description:
      'The place the canoe comes from (decision 030). Left out, it stays as it is; null removes it',
  }),
  home_place_id: placeRef().meta({
    description: 'The waters the canoe is at home in (a place). Left out, it stays as it is; null removes it',
  }),
  notes: optionalHtml(),
  notes_haw: optionalHtml(),
  maker_id: optionalId(),
  owner_id: optionalId(),
  name: optionalText(200),
  name_start_date: optionalDate(),
  ownership_start_date: optionalDate(),
  ...recordSourcesField,
});
export type CanoeBody = z.infer<typeof canoeBody>;
/** A create's body: the same, and whether the keeper confirmed a name that is already taken. */
export const canoeCreateBody = canoeBody.extend(confirmDuplicateField);
export type CanoeCreateBody = z.infer<typeof canoeCreateBody>;

/** The languages a canoe's name can be recorded in (decision 026): Hawaiian unless a keeper says otherwise. */
export const NAME_LANGUAGES = ['haw', 'en'] as const;
export type CanoeNameLanguage = (typeof NAME_LANGUAGES)[number];
/** A stored name's language as the API says it (the API writes only these). */
export const nameLanguageOf = (value: string): CanoeNameLanguage =>
  (NAME_LANGUAGES as readonly string[]).includes(value) ? (value as CanoeNameLanguage) : 'haw';

export const canoeNameBody = z
  .object({
    name: requiredText(messages.nameRequired, 200),
    /** Absent: Hawaiian for a new name, unchanged for an edited one. */
    language: z.enum(NAME_LANGUAGES, { error: english(msg.nameLanguage) }).optional(),
    start_date: optionalDate(),
    end_date: optionalDate(),
    ...recordSourcesField,
  })
  .superRefine(endNotBeforeStart);
export type CanoeNameBody = z.infer<typeof canoeNameBody>;

/** Both bodies of spec §7: the detail tab's `{canoe_id, …}` and the transfer page's `{hull_id, …}`. */
export const ownershipBody = z
  .object({
    canoe_id: optionalId(english(msg.selectCanoe)),
    hull_id: optionalText(50),
    owner_id: requiredId(messages.selectOwner),
    start_date: requiredDate(messages.startDateRequired),
    end_date: optionalDate(),
    notes: optionalText(4000),
    transfer_reason: optionalText(1000),
    ...recordSourcesField,
  })
  .superRefine(endNotBeforeStart)
  .superRefine((v, ctx) => {
    if (v.canoe_id == null && v.hull_id == null) {
      ctx.addIssue({ code: 'custom', path: ['canoe_id'], message: english(msg.selectCanoe) });
    }
  });
export type OwnershipBody = z.infer<typeof ownershipBody>;

export const ownershipUpdateBody = z
  .object({
    owner_id: requiredId(messages.selectOwner),
    start_date: requiredDate(messages.startDateRequired),
    end_date: optionalDate(),
    notes: optionalText(4000),
    transfer_reason: optionalText(1000),
    ...recordSourcesField,
  })
  .superRefine(endNotBeforeStart);
export type OwnershipUpdateBody = z.infer<typeof ownershipUpdateBody>;

export const canoeMakerBody = z.object({
  maker_id: requiredId(english(msg.selectMaker)),
  contribution: optionalText(300),
});
export const canoeMakerUpdateBody = z.object({ contribution: optionalText(300) });

export const canoeParams = idParams('Canoe');
export const canoeNameParams = z.object({ id: recordIdParam('Canoe'), nameId: recordIdParam('Name') });
export const canoeMakerParams = z.object({
  id: recordIdParam('Canoe'),
  makerId: recordIdParam('Maker of this canoe'),
});
export const ownershipParams = idParams('Ownership');
export const ownershipListQuery = z.object({
  canoe_id: optionalId('canoe_id must be a canoe id'),
  ...pagingQuery,
});
export const canoeListQuery = z.object(pagingQuery);

export const canoeTypeResponse = z.object({ type_id: z.number().int(), name: z.string() });

export const currentOwnerResponse = z.object({
  owner_id: z.number().int(),
  name: z.string(),
  owner_type: z.string(),
  ownership_id: z.number().int(),
  ...requiredDateResponseFields('start_date'),
});

/**
 * The canoe's own stored fields, sent as they are kept. The repository selects exactly these columns and the
 * presenter copies them, so a new column of `canoes` is added to the API here (and to `canoeBody` to be written).
 */
export const canoeStoredFields = z.object({
  hull_id: z.string().nullable(),
  type_id: z.number().int().nullable(),
  /** The build date as stored: EDTF (the repository reads it from build_date_edtf). */
  build_date: z.string().nullable(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  weight: z.number().nullable(),
  origin: z.string().nullable(),
  maker_id: z.number().int().nullable(),
});
export type CanoeStoredFields = z.output<typeof canoeStoredFields>;

/** A canoe as the registry lists it: names, type, measures, current steward and first photo. */
export const canoeSummaryResponse = z.object({
  canoe_id: z.number().int(),
  name: z.string().nullable(),
  current_name: z.string().nullable(),
  /** The language the current name is in (decision 026): pages mark it (`lang`). */
  name_language: z.enum(NAME_LANGUAGES).nullable(),
  ...canoeStoredFields.shape,
  type_name: z.string().nullable(),
  type: z.string().nullable(),
  ...dateResponseFields('build_date'),
  build_year: z.number().int().nullable().meta({ description: 'The first year the build date can mean' }),
  maker_name: z.string().nullable(),
  current_owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  current_owner: currentOwnerResponse.nullable(),
  ...dateResponseFields('name_start_date'),
  ...dateResponseFields('ownership_start_date'),
  media_count: z.number().int(),
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  image_focal_point: focalPoint
    .nullable()
    .describe('The point a crop of the first photo keeps in view (percent); null without a photo'),
  ...timestampFields,
  /** How the canoe itself is kept for protocols, for those who may see it (absent: public). */
  kept_for: keptForResponse.optional(),
});

export const canoeNameResponse = z.object({
  canoe_name_id: z.number().int(),
  name: z.string(),
  /** The language the name is in (pages mark it: `lang`). */
  language: z.enum(NAME_LANGUAGES),
  ...dateResponseFields('start_date'),
  ...dateResponseFields('end_date'),
  /** How the name is kept, for those who may see it (absent: public; decision 020). */
  kept_for: keptForResponse.nullable().optional(),
});

export const ownershipResponse = z.object({
  ownership_id: z.number().int(),
  canoe_id: z.number().int(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  owner_type: z.string(),
  ...requiredDateResponseFields('start_date'),
  ...dateResponseFields('end_date'),
  notes: z.string().nullable(),
  transfer_reason: z.string().nullable(),
  /** How the ownership is kept, for those who may see it (absent: public; decision 020). */
  kept_for: keptForResponse.nullable().optional(),
});

/** A maker credited on a canoe, as the canoe's detail lists it. */
export const canoeMakerResponse = z.object({
  canoe_maker_id: z.number().int(),
  maker_id: z.number().int(),
  maker_name: z.string(),
  maker_type: z.string(),
  contribution: z.string().nullable(),
});
/** The same credit from /canoes/{id}/makers, with its canoe. */
export const canoeMakerLinkResponse = canoeMakerResponse.extend({ canoe_id: z.number().int() });

export const canoeDetailResponse = canoeSummaryResponse.extend({
  beam: z.number().nullable(),
  notes: z.string().nullable(),
  /** The notes in ʻŌlelo Hawaiʻi (decision 027): hidden wherever the notes are. */
  notes_haw: z.string().nullable(),
  names: z.array(canoeNameResponse),
  ownership_history: z.array(ownershipResponse),
  makers: z.array(canoeMakerResponse),
  media: z.array(mediaResponse),
  /** Where the canoe comes from and is at home (decision 030), when the caller may see the place. */
  origin_place: placeRefResponse.nullable(),
  home_place: placeRefResponse.nullable(),
  /** How the notes are kept, for those who may see them (null: as the canoe). */
  notes_kept_for: keptForResponse.nullable().optional(),
  /** What is kept here from this caller, when its keepers chose to say so: no words of it. */
  kept_notices: z.array(keptNoticeResponse).optional(),
});

export type CanoeType = z.output<typeof canoeTypeResponse>;
export type CurrentOwner = z.output<typeof currentOwnerResponse>;
export type CanoeSummary = z.output<typeof canoeSummaryResponse>;
export type CanoeName = z.output<typeof canoeNameResponse>;
export type Ownership = z.output<typeof ownershipResponse>;
export type CanoeMaker = z.output<typeof canoeMakerResponse>;
export type CanoeMakerLink = z.output<typeof canoeMakerLinkResponse>;
export type CanoeDetail = z.output<typeof canoeDetailResponse>;

export const FEATURED_DEFAULT_LIMIT = 3;
export const FEATURED_MAX_LIMIT = 12;
export const FEATURED_LIMIT_MESSAGE = english(msg.limitRange, { max: FEATURED_MAX_LIMIT });
export const canoeFeaturedQuery = z.object({
  limit: z.coerce
    .number({ error: FEATURED_LIMIT_MESSAGE })
    .int({ error: FEATURED_LIMIT_MESSAGE })
    .min(1, { error: FEATURED_LIMIT_MESSAGE })
    .max(FEATURED_MAX_LIMIT, { error: FEATURED_LIMIT_MESSAGE })
    .optional(),
});
