/**
 * Request bodies of the API (spec §5 and §7), shared by the server (validation) and the web forms,
 * so both give the same messages. Empty strings from forms count as "not given".
 */
import { z } from 'zod';
import {
  CANOE_TYPES,
  MAKER_TYPES,
  MIN_YEAR,
  OWNER_TYPES,
  currentYear,
  UPLOAD_IMAGE_TYPES,
  LOGO_IMAGE_TYPES,
  MAX_PAGE_SIZE,
  MAX_RACE_POSITION,
  MAX_RECORD_ID,
} from './constants.ts';
import { messages } from './messages.ts';

const blankToNull = (value: unknown) =>
  value === '' || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Optional text: trimmed, NFC; empty becomes null. */
export const optionalText = (max = 2000) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v.normalize('NFC').trim()) : v),
    z
      .string({ error: 'Must be text' })
      .max(max, { error: `Must be at most ${max} characters` })
      .nullable()
      .optional(),
  );

/** Required text: trimmed, NFC, not empty. */
export const requiredText = (message: string, max = 300) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.normalize('NFC').trim() : v),
    z
      .string({ error: message })
      .min(1, { error: message })
      .max(max, { error: `Must be at most ${max} characters` }),
  );

/** Rich HTML; sanitised by the server before it is stored. */
export const optionalHtml = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v) : v),
    z
      .string({ error: 'Must be text' })
      .max(200_000, { error: 'Must be at most 200,000 characters' })
      .nullable()
      .optional(),
  );

/** A number that may come as a number or a numeric string; empty means not given. */
export const optionalNumber = (message: string, opts: { min?: number; max?: number } = {}) =>
  z.preprocess(
    (v) => {
      const b = blankToNull(v);
      // Plain decimal text only: "0x10", "1e3" or "Infinity" are not measurements anyone typed.
      if (typeof b === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(b)) return Number(b);
      return b;
    },
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n), { error: message })
      .refine((n) => opts.min === undefined || n >= opts.min, {
        error: `Must be at least ${opts.min}`,
      })
      .refine((n) => opts.max === undefined || n <= opts.max, {
        error: `Must be at most ${opts.max}`,
      })
      .nullable()
      .optional(),
  );

const idFrom = (v: unknown) => {
  const b = blankToNull(v);
  if (typeof b === 'string' && /^\d+$/.test(b.trim())) return Number(b);
  return b;
};
const recordId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_RECORD_ID, { error: 'No record has this id' });
/** A record id: positive whole number, as a number or numeric string. */
export const requiredId = (message: string) => z.preprocess(idFrom, recordId(message));
export const optionalId = (message = 'Must be a record id') =>
  z.preprocess(idFrom, recordId(message).nullable().optional());

const DATE_INPUT =
  /^(\d{4})(?:-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?)?$/;

/**
 * Parse a year or ISO date/timestamp into `YYYY-MM-DD` (a bare year becomes January 1), or explain why not.
 * Years must lie between 1800 and the current year.
 */
export function parseDateInput(value: string, now = new Date()): { date: string } | { error: string } {
  const match = DATE_INPUT.exec(value.trim());
  if (!match) return { error: messages.dateFormat };
  const year = Number(match[1]);
  const maxYear = currentYear(now);
  if (year < MIN_YEAR || year > maxYear) return { error: messages.yearRange(maxYear) };
  const month = match[2] ?? '01';
  const day = match[3] ?? '01';
  const date = `${match[1]}-${month}-${day}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) {
    return { error: messages.dateFormat };
  }
  return { date };
}

const datePreprocess = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) ? String(v) : blankToNull(v);
const dateString = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const parsed = parseDateInput(value);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.date;
  });
/** A year or date, normalised to `YYYY-MM-DD`; empty or absent means not given. */
export const optionalDate = () =>
  z.preprocess(datePreprocess, dateString(messages.dateFormat).nullable().optional());
/** A year or date that must be given: absent, null or empty answers `message`. */
export const requiredDate = (message: string) => z.preprocess(datePreprocess, dateString(message));

const yearField = () =>
  z.preprocess(
    (v) => {
      const b = blankToNull(v);
      if (typeof b === 'string' && /^\d+$/.test(b.trim())) return Number(b);
      return b;
    },
    z
      .number({ error: messages.yearNumber })
      .int({ error: messages.yearNumber })
      .superRefine((year, ctx) => {
        const max = currentYear();
        if (year < MIN_YEAR || year > max) ctx.addIssue({ code: 'custom', message: messages.yearRange(max) });
      })
      .nullable()
      .optional(),
  );

function endNotBeforeStart<T extends { start_date?: string | null; end_date?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.start_date && value.end_date && value.end_date < value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: messages.endBeforeStart });
  }
}

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
  notes: optionalHtml(),
  maker_id: optionalId(),
  owner_id: optionalId(),
  name: optionalText(200),
  name_start_date: optionalDate(),
  ownership_start_date: optionalDate(),
});
export type CanoeBody = z.infer<typeof canoeBody>;

export const canoeNameBody = z
  .object({
    name: requiredText(messages.nameRequired, 200),
    start_date: optionalDate(),
    end_date: optionalDate(),
  })
  .superRefine(endNotBeforeStart);
export type CanoeNameBody = z.infer<typeof canoeNameBody>;

/** Both bodies of spec §7: the detail tab's `{canoe_id, …}` and the transfer page's `{hull_id, …}`. */
export const ownershipBody = z
  .object({
    canoe_id: optionalId('Please select a canoe'),
    hull_id: optionalText(50),
    owner_id: requiredId(messages.selectOwner),
    start_date: requiredDate(messages.startDateRequired),
    end_date: optionalDate(),
    notes: optionalText(4000),
    transfer_reason: optionalText(1000),
  })
  .superRefine(endNotBeforeStart)
  .superRefine((v, ctx) => {
    if (v.canoe_id == null && v.hull_id == null) {
      ctx.addIssue({ code: 'custom', path: ['canoe_id'], message: 'Please select a canoe' });
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
  })
  .superRefine(endNotBeforeStart);
export type OwnershipUpdateBody = z.infer<typeof ownershipUpdateBody>;

export const restorationBody = z
  .object({
    restoration_date: requiredDate(messages.restorationYearRequired),
    end_date: optionalDate(),
    description: requiredText(messages.descriptionRequired, 4000),
    location: optionalText(200),
    notes: optionalText(8000),
    restorer_person_id: optionalId(),
    restorer_maker_id: optionalId(),
    maker_id: optionalId(),
  })
  .superRefine((v, ctx) => {
    if (v.restoration_date && v.end_date && v.end_date < v.restoration_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: messages.endBeforeStart });
    }
  });
export type RestorationBody = z.infer<typeof restorationBody>;

export const raceBody = z.object({
  name: requiredText(messages.nameRequired, 200),
  date: optionalDate(),
  location: optionalText(200),
  description: optionalText(4000),
});
export type RaceBody = z.infer<typeof raceBody>;

export const RACE_TIME = /^(\d{2,3}):([0-5]\d):([0-5]\d)$/;

export const participantBody = z.object({
  canoe_id: requiredId('Please select a canoe'),
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
});
export type ParticipantBody = z.infer<typeof participantBody>;

const websiteField = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.trim()) : v),
  z
    .string({ error: messages.url })
    .max(500)
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return url.protocol === 'http:' || url.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { error: messages.url },
    )
    .nullable()
    .optional(),
);

/** Simple address pattern of the forms: something@something.something with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const optionalEmail = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v.trim()) : v),
    z
      .string({ error: messages.email })
      .max(320, { error: messages.email })
      .regex(EMAIL_PATTERN, { error: messages.email })
      .nullable()
      .optional(),
  );

export const ownerBody = z.object({
  name: requiredText(messages.nameRequired, 200),
  owner_type: z.preprocess(
    (v) => blankToNull(v) ?? 'individual',
    z.enum(OWNER_TYPES, { error: `Type must be one of: ${OWNER_TYPES.join(', ')}` }),
  ),
  website: websiteField,
  description: optionalText(8000),
  contact: z
    .object({
      email: optionalEmail(),
      phone: optionalText(50),
      address: optionalText(500),
    })
    .nullable()
    .optional(),
  founded: yearField(),
});
export type OwnerBody = z.infer<typeof ownerBody>;

export const makerBody = z.object({
  person_id: requiredId(messages.selectPerson),
  maker_type: z.preprocess(
    (v) => blankToNull(v) ?? undefined,
    z.enum(MAKER_TYPES, { error: messages.makerTypeRequired }),
  ),
  biography: optionalHtml(),
});
export type MakerBody = z.infer<typeof makerBody>;

export const canoeMakerBody = z.object({
  maker_id: requiredId('Please select a maker'),
  contribution: optionalText(300),
});
export const canoeMakerUpdateBody = z.object({ contribution: optionalText(300) });

export const personBody = z.object({
  name: requiredText(messages.nameRequired, 200),
  email: optionalEmail(),
  phone: optionalText(50),
  birth_date: optionalDate(),
  birthplace: optionalText(200),
});
export type PersonBody = z.infer<typeof personBody>;

const base64Data = z
  .string({ error: messages.imageDataRequired })
  .min(1, { error: messages.imageDataRequired })
  .transform((v) => v.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''))
  .refine((v) => /^[A-Za-z0-9+/]*={0,2}$/.test(v), { error: 'Image data must be base64' });

const imageUploadFields = {
  file_name: requiredText('File name is required', 255),
  data: base64Data,
};

export const photoUploadBody = z.object({
  ...imageUploadFields,
  mime_type: z.enum(UPLOAD_IMAGE_TYPES, { error: messages.photoType }),
  description: optionalText(2000),
  caption: optionalText(500),
  date_taken: optionalDate(),
  uploaded_by: optionalText(200),
});
export type PhotoUploadBody = z.infer<typeof photoUploadBody>;

/** Body of PUT /canoes/{id}/media/{mediaId}: only the words about a photo change; the image does not. */
export const photoUpdateBody = z.object({
  description: optionalText(2000),
  caption: optionalText(500),
  date_taken: optionalDate(),
});
export type PhotoUpdateBody = z.infer<typeof photoUpdateBody>;

export const logoUploadBody = z.object({
  ...imageUploadFields,
  mime_type: z.enum(LOGO_IMAGE_TYPES, { error: messages.imageType }),
});
/** Person and maker pictures: SVG is accepted (and rasterised) as for logos. */
export const pictureUploadBody = logoUploadBody;
export type ImageUploadBody = z.infer<typeof logoUploadBody>;

export const subscriberBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: messages.email })
      .min(1, { error: messages.email })
      .max(320, { error: messages.email })
      .regex(EMAIL_PATTERN, { error: messages.email }),
  ),
});

/** List paging: `limit` and `offset` query parameters. */
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const OFFSET_MESSAGE = 'offset must be a whole number of at least 0';
export const pagingQuery = {
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE })
    .optional(),
  offset: z.coerce
    .number({ error: OFFSET_MESSAGE })
    .int({ error: OFFSET_MESSAGE })
    .min(0, { error: OFFSET_MESSAGE })
    .max(Number.MAX_SAFE_INTEGER, { error: OFFSET_MESSAGE })
    .optional(),
};
