/** How values read on screen. Missing values are the caller's to word ('Unknown', a dash…). */
import { momentDay, momentWords } from '../../shared/site-time.ts';
import { siteConfig } from './site-config.ts';
import type { Translator } from '../../shared/i18n/translator.ts';

/**
 * "1995-03-04" → "March 4, 1995"; a timestamp is shown as its day in the site's time zone (SITE_TIME_ZONE), which
 * the server's render and the browser share. Historic dates are not days: they are shown by their words
 * (`useDateWords`, in the page's language). A moment's words are the `dates` messages in the translator's language
 * (`useMomentWords()` gives the page's); English without one.
 */
export function formatDate(value: string | null | undefined, translator?: Translator): string {
  if (!value) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!dateOnly) return momentDay(value, siteConfig().timeZone, translator);
  // A calendar day is the same day in every zone: read and written in UTC.
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? value : momentDay(day, 'UTC', translator);
}

/** A moment with its time, in the site's time zone: "November 28, 2026, 1:06 AM HST". */
export const formatMoment = (value: string | null | undefined, translator?: Translator) =>
  momentWords(value, siteConfig().timeZone, translator);

/** A moment's day in the site's time zone: "November 28, 2026". */
export const formatMomentDay = (value: string | null | undefined, translator?: Translator) =>
  momentDay(value, siteConfig().timeZone, translator);

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
