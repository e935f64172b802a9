/** Pieces every domain's contract uses: the error body, record ids in paths, paging, empty and image answers. */
import { z } from 'zod';
import { MAX_PAGE_SIZE, MAX_RECORD_ID } from '../constants.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';
import { NOT_FOUND, type RecordKind } from '../i18n/not-found.ts';

/** A value in a field-by-field difference: rich text arrives as readable text, never markup. */
const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One field that differs between two versions of a record. */
export const fieldDifferenceResponse = z.object({
  field: z.string(),
  /** The field's name in the reader's language ("Length (feet)"), as the form names it. */
  label: z.string().optional(),
  before: fieldValue,
  after: fieldValue,
});
export type FieldDifference = z.output<typeof fieldDifferenceResponse>;

/**
 * What stops a revert: a row the change wrote has changed since, has been deleted since, exists again, has
 * rows added since that would go with it, refers to a record that no longer exists (or is still referred to),
 * or would clash with a record now current (a second current name or open ownership).
 */
export const REVERT_PROBLEMS = [
  'changed',
  'deleted',
  'exists',
  'newer_rows',
  'missing_reference',
  'clash',
] as const;
export const revertConflictResponse = z.object({
  /** The record's type (see RECORD_TYPES in history.ts). */
  record_type: z.string(),
  record_id: z.number().int(),
  problem: z.enum(REVERT_PROBLEMS),
  message: z.string(),
  /** For `changed`: each field, `before` the value the change left, `after` the value now. */
  differences: z.array(fieldDifferenceResponse),
});
export type RevertConflict = z.output<typeof revertConflictResponse>;

/**
 * A record whose name is the same as, or close to, the name of a record about to be made (the folded names of
 * src/shared/text.ts compared: ʻokina, kahakō and case ignored). `detail` says what tells it apart from others of
 * the name (a steward's type and canoes, a race's date and place, a canoe's hull number, type and build year).
 */
export const nameMatchResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    detail: z.string(),
    /** The same folded name (for a race, also the same year): a create without `confirm_duplicate` is refused. */
    exact: z.boolean(),
  })
  .meta({ description: 'An existing record of the same or a close name' });
export type NameMatch = z.output<typeof nameMatchResponse>;

/** The field of a create body that says the keeper has seen the records of the same name and makes it anyway. */
export const confirmDuplicateField = {
  confirm_duplicate: z
    .boolean({ error: english(msg.trueOrFalse, { field: 'confirm_duplicate' }) })
    .optional()
    .meta({
      description:
        'True once the keeper has seen the existing records of the same name and is making another one. ' +
        'Without it, a create whose folded name matches an existing record is refused with 409 and those ' +
        'records (`duplicates`).',
    }),
};

/**
 * Every error answer: `fields` names each bad field of a 400 (dotted paths for nested fields); `conflicts` says
 * why a revert was refused (409).
 */
export const errorResponse = z
  .object({
    error: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    conflicts: z.array(revertConflictResponse).optional(),
    /** For a create refused as a duplicate (409): the existing records of the same name. */
    duplicates: z.array(nameMatchResponse).optional(),
    /** The request's id, also in its X-Request-Id header and in the server's log lines about it. */
    request_id: z.string().optional(),
  })
  .meta({ description: 'What went wrong, in words meant for the person using the client' });
export type ErrorResponse = z.output<typeof errorResponse>;

/**
 * A record id in a path. An id that cannot exist is simply missing: the server answers 404 with this
 * schema's message ('Canoe not found'), never a 400.
 */
export const recordIdParam = (what: RecordKind) => {
  const message = english(NOT_FOUND[what]);
  return z
    .string({ error: message })
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(
      z.number().int({ error: message }).min(1, { error: message }).max(MAX_RECORD_ID, { error: message }),
    )
    .meta({ description: `Id of the ${what.toLowerCase()}` });
};

/** `{ id }` of a path like /canoes/:id. */
export const idParams = (what: RecordKind) => z.object({ id: recordIdParam(what) });

const LIMIT_MESSAGE = english(msg.limitRange, { max: MAX_PAGE_SIZE });
const OFFSET_MESSAGE = english(msg.offsetRange);
/** List paging, `limit` and `offset`, to spread into a list's query schema. */
export const pagingQuery = {
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE })
    .optional()
    .meta({ description: 'Page size; without it, the whole list' }),
  offset: z.coerce
    .number({ error: OFFSET_MESSAGE })
    .int({ error: OFFSET_MESSAGE })
    .min(0, { error: OFFSET_MESSAGE })
    .max(Number.MAX_SAFE_INTEGER, { error: OFFSET_MESSAGE })
    .optional()
    .meta({ description: 'How many records to skip' }),
};
export const pagingOnlyQuery = z.object(pagingQuery);

/** The answer of a delete (204) or a redirect: no body at all. */
export const noContent = (description = 'Done; no content') => z.null().describe(description);

/**
 * Image bytes (display size, or the thumbnail with `?size=thumbnail`), sent as they are stored with an ETag:
 * never JSON.
 */
export const imageBytesResponse = {
  description: 'The image bytes (WebP, or the type it was stored as)',
  content: { 'image/*': { schema: z.string().meta({ format: 'binary' }) } },
};

/** `?size=thumbnail` (or `thumb`) for the small version, `?v=<etag>` for a URL that may be cached forever. */
const anyQueryValue = () => z.union([z.string(), z.array(z.string())]).optional();
export const imageQuery = z.object({
  size: anyQueryValue().meta({
    description: '"thumbnail" for the 480 px version, "small" for the 128 px one (logos and pictures)',
  }),
  v: anyQueryValue().meta({ description: 'The image version; a versioned URL may be cached for a year' }),
});

/** An empty or blank query value is no value. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional search text from the query string. */
export const queryText = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: english(msg.searchText) })
      .max(200, { error: english(msg.searchTextTooLong) })
      .optional(),
  );

/** An optional whole number (at least `min`) from the query string. */
export const queryInt = (name: string, min: number) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' && /^-?\d+$/.test(b.trim()) ? Number(b) : b;
    },
    z
      .number({ error: english(msg.wholeNumber, { field: name }) })
      .int({ error: english(msg.wholeNumber, { field: name }) })
      .min(min, { error: english(msg.atLeast, { field: name, min }) })
      .max(MAX_RECORD_ID, { error: english(msg.tooLarge, { field: name }) })
      .optional(),
  );

/** An optional choice from the query string. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: english(msg.oneOf, { field: name, choices: values.join(', ') }) }).optional(),
  );

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** A list's `sort` (one of `sorts`) and `order` (asc or desc), to spread into its query schema. */
export const sortQuery = <const T extends readonly [string, ...string[]]>(sorts: T) => ({
  sort: queryChoice('sort', sorts),
  order: queryChoice('order', SORT_ORDERS),
});

/** When a record was created and last changed, as every record's answer carries them. */
export const timestampFields = { created_at: z.string(), updated_at: z.string() };

/**
 * The URLs of a record's logo or picture (null without one), as an answer names them: `logo_url` (up to 1600 px),
 * `logo_thumbnail_url` (480 px) and `logo_small_url` (128 px, for lists).
 */
export const imageUrlFields = <F extends string>(field: F) =>
  ({
    [`${field}_url`]: z.string().nullable(),
    [`${field}_thumbnail_url`]: z.string().nullable(),
    [`${field}_small_url`]: z.string().nullable(),
  }) as Record<`${F}_url` | `${F}_thumbnail_url` | `${F}_small_url`, z.ZodNullable<z.ZodString>>;

/** The answer of a logo or picture upload: the record's id and the new image's URLs. */
export const imageUploadResponse = <I extends string, F extends string>(idField: I, field: F) =>
  z.object({
    ...({ [idField]: z.number().int() } as Record<I, z.ZodNumber>),
    ...imageUrlFields(field),
  });

/** The four fields of a date in an answer: the date itself (EDTF), its words, its earliest and latest day. */
export type DateFieldNames<N extends string> = N | `${N}_words` | `${N}_earliest` | `${N}_latest`;

const dateFieldSchemas = <N extends string, S extends z.ZodType>(name: N, of: () => S) =>
  ({
    [name]: of().meta({
      description:
        'The date as precise as it is known, in EDTF (ISO 8601-2): 1962, 1962-03, 1962-03-04, 1962~ (about), ' +
        '1962? (possibly), 196X (the 1960s), 1962/1965 (a range), ../1900 (before), 1975/.. (after)',
    }),
    [`${name}_words`]: of().meta({ description: `${name} in words: "about 1962", "the 1960s", "1962–1965"` }),
    [`${name}_earliest`]: of().meta({ description: `The first day ${name} can mean (YYYY-MM-DD)` }),
    [`${name}_latest`]: of().meta({ description: `The last day ${name} can mean (YYYY-MM-DD)` }),
  }) as { [K in DateFieldNames<N>]: S };

/** A date of an answer that may be unknown (null): `name`, `name_words`, `name_earliest`, `name_latest`. */
export const dateResponseFields = <N extends string>(name: N) =>
  dateFieldSchemas(name, () => z.string().nullable());
/** A date of an answer that is always known. */
export const requiredDateResponseFields = <N extends string>(name: N) =>
  dateFieldSchemas(name, () => z.string());
