/** How values read on screen. Missing values are the caller's to word ('Unknown', a dash…). */

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * "1995-01-01" → "January 1, 1995"; a timestamp is shown as its date in `timeZone`, by default the visitor's
 * (in a server-rendered page, `<MomentDate>`: the server's zone is not the visitor's).
 */
export function formatDate(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  if (dateOnly) return dateFormat.format(date);
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}

/** The year of a YYYY-MM-DD date. */
export function yearOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const year = Number(value.slice(0, 4));
  return Number.isInteger(year) && year > 0 ? year : null;
}

/** 45 → "45", 1.70 → "1.7": no trailing zeros, at most two decimals. */
export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(Math.round(value * 100) / 100);
}

/** Width is stored in feet and shown in inches on the canoe page (spec §9). */
export function feetToInches(feet: number | null | undefined): string {
  if (feet === null || feet === undefined) return '';
  return formatNumber(feet * 12);
}

/** "club" → "Club"; empty → "Unknown". */
export function capitalise(value: string | null | undefined, fallback = 'Unknown'): string {
  if (!value) return fallback;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "1 photo", "3 photos": the server's answers phrase counts the same way. */
export { count as plural } from '../../shared/wording.ts';

/**
 * The `dateTime` of a `<time>` for an EDTF date (the API's `date` fields): a plain year, month or day is already
 * one of HTML's forms; an uncertain date or a range has none, and is shown in words only.
 */
export function machineDate(edtf: string | null | undefined): string | undefined {
  return edtf && /^\d{4}(-\d{2}){0,2}$/.test(edtf) ? edtf : undefined;
}
