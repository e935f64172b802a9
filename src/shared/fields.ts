/**
 * Field builders of the API's request schemas (spec §5), shared by the server (validation) and the web forms,
 * so both give the same messages. Empty strings from forms count as "not given".
 */
import { z } from 'zod';
import { MIN_YEAR, currentYear, MAX_RECORD_ID } from './constants.ts';
import { messages } from './messages.ts';
import { certainlyBefore, parseEdtf, readDateInput } from './uncertain-date.ts';

export const blankToNull = (value: unknown) =>
  value === '' || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Optional text: trimmed, NFC; empty becomes null. */
export const optionalText = (max = 2000) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v.normalize('NFC').trim()) : v),
    z
      .string({ error: messages.mustBeText })
      .max(max, { error: messages.textTooLong(String(max)) })
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
      .max(max, { error: messages.textTooLong(String(max)) }),
  );

/** Rich HTML; sanitised by the server before it is stored. */
export const optionalHtml = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v) : v),
    z
      .string({ error: messages.mustBeText })
      .max(200_000, { error: messages.textTooLong('200,000') })
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
        error: messages.numberAtLeast(opts.min),
      })
      .refine((n) => opts.max === undefined || n <= opts.max, {
        error: messages.numberAtMost(opts.max),
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
    .max(MAX_RECORD_ID, { error: messages.noRecordWithId });
/** A record id: positive whole number, as a number or numeric string. */
export const requiredId = (message: string) => z.preprocess(idFrom, recordId(message));
export const optionalId = (message = messages.mustBeRecordId) =>
  z.preprocess(idFrom, recordId(message).nullable().optional());

const DATE_INPUT =
  /^(\d{4})(?:-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?)?$/;

/**
 * Parse a year or ISO date/timestamp into `YYYY-MM-DD` (a bare year becomes January 1), or explain why not: a
 * person's birth date, which stays a day. Years must lie between 1000 and the current year.
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
const dayString = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const parsed = parseDateInput(value);
    if ('error' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.date;
  });
/** A year or day, normalised to `YYYY-MM-DD` (a person's birth date); empty or absent means not given. */
export const optionalDay = () =>
  z.preprocess(datePreprocess, dayString(messages.dateFormat).nullable().optional());

const uncertainDateString = (message: string) =>
  z
    .string({ error: message })
    .max(100, { error: messages.uncertainDateFormat })
    .transform((value, ctx) => {
      const read = readDateInput(value);
      if ('error' in read) {
        ctx.addIssue({ code: 'custom', message: read.error });
        return z.NEVER;
      }
      return read.date.edtf;
    })
    .meta({
      description:
        'A date as precise as it is known, answered as EDTF: a year (1962), month (1962-03) or day (1962-03-04); ' +
        'about (1962~), possibly (1962?), a decade (196X), a range (1962/1965), before (../1900) or after (1975/..). ' +
        'Also taken: an ISO timestamp, and words ("about 1850", "1960s", "1962-1965", "before 1900")',
    });

/** A date as precise as it is known (EDTF, a year, an ISO date or timestamp, or words) → EDTF; empty is none. */
export const optionalDate = () =>
  z.preprocess(datePreprocess, uncertainDateString(messages.uncertainDateFormat).nullable().optional());
/** The same date, required: absent, null or empty answers `message`. */
export const requiredDate = (message: string) => z.preprocess(datePreprocess, uncertainDateString(message));

/** A year: as a number or numeric text, or any date as precise as it is known (a steward's founding). */
export const yearField = () => optionalDate();

/** Is the EDTF date `end` certainly before `start` (every day it can mean comes before any of `start`'s)? */
export function endsBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = start ? parseEdtf(start) : null;
  const to = end ? parseEdtf(end) : null;
  return !!from && !!to && certainlyBefore(to, from);
}

export function endNotBeforeStart<T extends { start_date?: string | null; end_date?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (endsBeforeStart(value.start_date, value.end_date)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: messages.endBeforeStart });
  }
}

/** An http(s) address. */
export const websiteField = z.preprocess(
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
/** An email address a form requires: trimmed, at most 320 characters, in the address pattern. */
export const requiredEmail = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: messages.email })
      .min(1, { error: messages.email })
      .max(320, { error: messages.email })
      .regex(EMAIL_PATTERN, { error: messages.email }),
  );
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

const base64Data = z
  .string({ error: messages.imageDataRequired })
  .min(1, { error: messages.imageDataRequired })
  .transform((v) => v.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''))
  .refine((v) => /^[A-Za-z0-9+/]*={0,2}$/.test(v), { error: 'Image data must be base64' });

/** The image of an upload: its file name and base64 bytes (a data: URL prefix is dropped). */
export const imageUploadFields = {
  file_name: requiredText('File name is required', 255),
  data: base64Data,
};
