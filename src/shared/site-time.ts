/**
 * Moments (a record's `created_at`, a submission received, a change in the history) as the site says them: in
 * the site's own time zone (SITE_TIME_ZONE, Pacific/Honolulu unless the operator names another), so every keeper
 * and visitor reads the same day and time wherever they are, and the server's render and the browser's agree.
 * Historic dates (decision 013) are not moments: they are shown by their words, at the precision they are known.
 */

/** The zone the site speaks in when SITE_TIME_ZONE is not set: the archive's, Hawaiʻi. */
export const DEFAULT_SITE_TIME_ZONE = 'Pacific/Honolulu';

/** Is `name` an IANA time zone this runtime knows ("Pacific/Honolulu", "UTC")? */
export function isTimeZone(name: string): boolean {
  if (!name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(kind: 'day' | 'time', timeZone: string, language: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone} ${language}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      ...(kind === 'time' ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
      timeZone: isTimeZone(timeZone) ? timeZone : DEFAULT_SITE_TIME_ZONE,
    } as const);
    formats.set(key, made);
  }
  return made;
}

const momentOf = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * "2026-11-28T11:06:00Z" → "November 28, 2026, 1:06 AM HST"; '' for none; the text itself if it is no moment. In
 * English put together from its parts: ICU versions join the day and the time differently (", " or " at "), and
 * the server's render and the browser's must say the same words. In another language (`haw`), as its ICU says it.
 */
export function momentWords(
  value: string | Date | null | undefined,
  timeZone: string,
  language = 'en',
): string {
  if (!value) return '';
  const moment = momentOf(value);
  if (Number.isNaN(moment.getTime())) return String(value);
  if (language !== 'en') return format('time', timeZone, language).format(moment);
  const parts = format('time', timeZone, language).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return (
    `${part('month')} ${part('day')}, ${part('year')}, ` +
    `${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`
  );
}

/** "2026-11-28T11:06:00Z" → "November 28, 2026": the moment's day in the site's zone. */
export function momentDay(
  value: string | Date | null | undefined,
  timeZone: string,
  language = 'en',
): string {
  if (!value) return '';
  const moment = momentOf(value);
  if (Number.isNaN(moment.getTime())) return String(value);
  return format('day', timeZone, language).format(moment);
}

/** The moment's day in the site's zone as `YYYY-MM-DD` (today, by default). */
export function isoDayIn(timeZone: string, value: string | Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: isTimeZone(timeZone) ? timeZone : DEFAULT_SITE_TIME_ZONE,
  }).formatToParts(momentOf(value));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
