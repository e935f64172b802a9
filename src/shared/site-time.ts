/**
 * Moments (a record's `created_at`, a submission received, a change in the history) as the site says them: in
 * the site's own time zone (SITE_TIME_ZONE, Pacific/Honolulu unless the operator names another), so every keeper
 * and visitor reads the same day and time wherever they are, and the server's render and the browser's agree.
 * Historic dates (decision 013) are not moments: they are shown by their words, at the precision they are known.
 * A moment's words are the `dates` messages (the months' names, a day, a time of day), in a translator's language.
 */
import { dates } from './i18n/messages/dates.ts';
import { SOURCE_LANGUAGE } from './i18n/languages.ts';
import { createTranslator, type Translator } from './i18n/translator.ts';

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

/**
 * The moment's parts in the zone, as numbers and the zone's short name ("HST"): the words around them are messages
 * (the `dates` area), never the runtime's calendar words, which the server and the browser do not share for every
 * language (Chromium has no Hawaiian ones, Node has: decision 026).
 */
function partsIn(moment: Date, timeZone: string) {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_SITE_TIME_ZONE;
  let made = formats.get(zone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
      timeZone: zone,
    });
    formats.set(zone, made);
  }
  const parts = made.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: Number(part('month')),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    period: /^p/i.test(part('dayPeriod')) ? 'pm' : 'am',
    zone: part('timeZoneName'),
  };
}

const momentOf = (value: string | Date) => (value instanceof Date ? value : new Date(value));

const English = createTranslator(SOURCE_LANGUAGE);

/** A day in the translator's words: "November 28, 2026". */
const dayWords = ({ t }: Translator, parts: ReturnType<typeof partsIn>) =>
  t(dates.day, { month: t(dates.month, { month: parts.month }), day: parts.day, year: parts.year });

/**
 * "2026-11-28T11:06:00Z" → "November 28, 2026, 1:06 AM HST", in the translator's language (English unless one is
 * given); '' for none; the text itself if it is no moment. Put together from its parts by messages, so the
 * server's render and the browser's say the same words in every language.
 */
export function momentWords(
  value: string | Date | null | undefined,
  timeZone: string,
  translator: Translator = English,
): string {
  if (!value) return '';
  const moment = momentOf(value);
  if (Number.isNaN(moment.getTime())) return String(value);
  const parts = partsIn(moment, timeZone);
  const { t } = translator;
  const time = t(dates.time, {
    hour: parts.hour,
    minute: parts.minute,
    period: parts.period,
    zone: parts.zone,
  });
  return t(dates.moment, { day: dayWords(translator, parts), time });
}

/** "2026-11-28T11:06:00Z" → "November 28, 2026": the moment's day in the site's zone, in the translator's words. */
export function momentDay(
  value: string | Date | null | undefined,
  timeZone: string,
  translator: Translator = English,
): string {
  if (!value) return '';
  const moment = momentOf(value);
  if (Number.isNaN(moment.getTime())) return String(value);
  return dayWords(translator, partsIn(moment, timeZone));
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
