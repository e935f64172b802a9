/**
 * Dates as precise as they are known (decision 013): the subset of EDTF (ISO 8601-2) the archive uses, read from
 * what people type and shown back in words.
 *
 * - a year `1962`, a month `1962-03`, a day `1962-03-04`;
 * - approximate `1962~` ("about 1962"), uncertain `1962?` ("possibly 1962"), both `1962%`;
 * - a decade `196X` ("the 1960s") or a century `19XX` ("the 20th century");
 * - a range `1962/1965` ("1962–1965") and open ends `../1900` ("before 1900"), `1975/..` ("after 1975").
 *
 * Each date has an earliest and a latest day (`YYYY-MM-DD`), kept beside it for sorting and filtering; an open
 * end reaches the archive's bounds (1000-01-01, 3000-12-31). No day is ever made up for the words.
 */
import { MIN_YEAR, YEAR_CONVERSION_LIMIT, currentYear } from './constants.ts';
import { messages } from './messages.ts';
import { dates } from './i18n/messages/dates.ts';
import { SOURCE_LANGUAGE } from './i18n/languages.ts';
import { createTranslator, type Translator } from './i18n/translator.ts';

export interface UncertainDate {
  /** The EDTF string, as it is stored. */
  edtf: string;
  /** The first and last day it can mean, `YYYY-MM-DD`. */
  earliest: string;
  latest: string;
  /** How it reads: "about 1962", "the 1960s", "1962–1965", "before 1900". */
  words: string;
}

export const EARLIEST_DAY = `${MIN_YEAR}-01-01`;
export const LATEST_DAY = `${YEAR_CONVERSION_LIMIT}-12-31`;

/** The months' names, as dates are written in words here and in the server's page text. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dateMessages = {
  format: messages.uncertainDateFormat,
  yearRange: messages.yearRange,
  rangeBackwards: messages.rangeBackwards,
};

/** What a point of the subset says, for its words in any language. */
interface Said {
  kind: 'year' | 'month' | 'day' | 'decade' | 'century';
  year: number;
  month?: number;
  day?: number;
  qualifier?: string;
}

interface Point {
  edtf: string;
  earliest: string;
  latest: string;
  said: Said;
  /** The first year it can mean, to check against the bounds. */
  year: number;
}

const POINT = /^(\d{4}|\d{3}X|\d{2}XX)(?:-(\d{2})(?:-(\d{2}))?)?([~?%])?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** One date of the subset (no range), or null. */
function readPoint(text: string): Point | null {
  const match = POINT.exec(text);
  if (!match) return null;
  const [, yearText, monthText, dayText, qualifier] = match;
  const unspecified = yearText.includes('X');
  if (unspecified && monthText) return null;
  let earliest: string;
  let latest: string;
  let said: Said;
  if (unspecified) {
    const from = Number(yearText.replace(/X/g, '0'));
    const to = Number(yearText.replace(/X/g, '9'));
    earliest = `${pad(from, 4)}-01-01`;
    latest = `${pad(to, 4)}-12-31`;
    said = { kind: yearText.endsWith('XX') ? 'century' : 'decade', year: from };
  } else {
    const year = Number(yearText);
    if (!monthText) {
      earliest = `${yearText}-01-01`;
      latest = `${yearText}-12-31`;
      said = { kind: 'year', year };
    } else {
      const month = Number(monthText);
      if (month < 1 || month > 12) return null;
      const last = daysIn(year, month);
      if (!dayText) {
        earliest = `${yearText}-${monthText}-01`;
        latest = `${yearText}-${monthText}-${pad(last)}`;
        said = { kind: 'month', year, month };
      } else {
        const day = Number(dayText);
        if (day < 1 || day > last) return null;
        earliest = latest = `${yearText}-${monthText}-${dayText}`;
        said = { kind: 'day', year, month, day };
      }
    }
  }
  said.qualifier = qualifier;
  return { edtf: text, earliest, latest, said, year: Number(earliest.slice(0, 4)) };
}

const calendars = new Map<string, Intl.DateTimeFormat>();

/** A month or a day in the language's calendar words: "March 1962", "March 4, 1962"; "4 Malaki 1962". */
function calendarWords(language: string, said: Said): string {
  const key = `${language} ${said.kind}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      year: 'numeric',
      month: 'long',
      ...(said.kind === 'day' ? { day: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    calendars.set(key, calendar);
  }
  const moment = new Date(Date.UTC(2000, said.month! - 1, said.day ?? 1));
  moment.setUTCFullYear(said.year);
  return calendar.format(moment);
}

/** A point's words in the translator's language: "about 1962", "the 1960s", "possibly March 4, 1962". */
function pointWords(said: Said, { t, language }: Translator): string {
  const words =
    said.kind === 'year'
      ? String(said.year)
      : said.kind === 'decade'
        ? t(dates.decade, { decade: String(said.year) })
        : said.kind === 'century'
          ? t(dates.century, { century: said.year / 100 + 1 })
          : calendarWords(language, said);
  const qualified = { '~': dates.about, '?': dates.possibly, '%': dates.possiblyAbout }[said.qualifier ?? ''];
  return qualified ? t(qualified, { date: words }) : words;
}

interface ReadDate {
  edtf: string;
  earliest: string;
  latest: string;
  /** Its start and end; one of them absent for an open end, both the same point for a single date. */
  start: Said | null;
  end: Said | null;
}

/** A stored EDTF string read, or null. */
function readDate(edtf: string): ReadDate | null {
  const text = edtf.trim();
  if (!text.includes('/')) {
    const point = readPoint(text);
    return (
      point && {
        edtf: text,
        earliest: point.earliest,
        latest: point.latest,
        start: point.said,
        end: point.said,
      }
    );
  }
  const parts = text.split('/');
  if (parts.length !== 2) return null;
  const [startText, endText] = parts;
  const start = startText === '..' ? null : readPoint(startText);
  const end = endText === '..' ? null : readPoint(endText);
  if ((!start && startText !== '..') || (!end && endText !== '..') || (!start && !end)) return null;
  if (start && end && end.latest < start.earliest) return null;
  return {
    edtf: text,
    earliest: start?.earliest ?? EARLIEST_DAY,
    latest: end?.latest ?? LATEST_DAY,
    start: start?.said ?? null,
    end: end?.said ?? null,
  };
}

/** A read date's words in the translator's language. */
function wordsOf(date: ReadDate, translator: Translator): string {
  const { start, end } = date;
  if (start === end) return pointWords(start!, translator);
  if (!start) return translator.t(dates.before, { date: pointWords(end!, translator) });
  if (!end) return translator.t(dates.after, { date: pointWords(start, translator) });
  const [from, to] = [pointWords(start, translator), pointWords(end, translator)];
  // Two plain years are joined tight ("1962–1965"); words with spaces in them are set apart.
  const spaced = from.includes(' ') || to.includes(' ');
  return translator.t(spaced ? dates.rangeWords : dates.range, { start: from, end: to });
}

const English = createTranslator(SOURCE_LANGUAGE);

/**
 * Read an EDTF string of the subset; null when it is not one. Bounds are not checked here (readDateInput does):
 * what is stored is always shown. Its `words` are English, as the API answers them.
 */
export function parseEdtf(edtf: string): UncertainDate | null {
  const date = readDate(edtf);
  return (
    date && { edtf: date.edtf, earliest: date.earliest, latest: date.latest, words: wordsOf(date, English) }
  );
}

/**
 * The words of a stored date in a translator's language ("about 1962", "ca. 1962"…); the string itself if it
 * cannot be read, '' for none.
 */
export function dateWordsIn(edtf: string | null | undefined, translator: Translator): string {
  if (!edtf) return '';
  const date = readDate(edtf);
  return date ? wordsOf(date, translator) : edtf;
}

/** The words of a stored EDTF string; the string itself if it cannot be read, '' for none. */
export const dateWords = (edtf: string | null | undefined): string => dateWordsIn(edtf, English);

/**
 * The words of a stored date said to the year, for a column headed "Year" (a race's year): "1975-10-12" → "1975",
 * "1975-10~" → "about 1975", "1975-10-11/1975-10-12" → "1975", "1975/1976" → "1975–1976", "196X" → "the 1960s".
 */
export function yearWords(edtf: string | null | undefined, translator: Translator = English): string {
  if (!edtf) return '';
  const parsed = readDate(edtf);
  if (!parsed) return edtf;
  const toYear = (part: string) => (part === '..' ? part : part.replace(/^(\d{4})-\d{2}(?:-\d{2})?/, '$1'));
  const parts = parsed.edtf.split('/').map(toYear);
  const years = parts.length === 2 && parts[0] === parts[1] ? parts[0] : parts.join('/');
  return dateWordsIn(years, translator);
}

/** "march", "mar", "sept" → its number. */
function monthNumber(name: string): number | undefined {
  const word = name.toLowerCase();
  if (word === 'sept') return 9;
  const index = MONTHS.findIndex(
    (month) => month.toLowerCase() === word || month.slice(0, 3).toLowerCase() === word,
  );
  return index < 0 ? undefined : index + 1;
}

const ISO_TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/i;

/** One date in words or EDTF → EDTF (no range), or null. */
function pointToEdtf(input: string): string | null {
  let text = input.trim().replace(/\s+/g, ' ');
  let qualifier = '';
  const approx = /^(?:about|around|circa|approximately|approx\.?|c\.|ca\.?|c|~)\s*(.+)$/i.exec(text);
  if (approx) {
    qualifier = '~';
    text = approx[1];
  }
  const possibly = /^(?:possibly|perhaps|maybe|probably)\s+(.+)$/i.exec(text);
  if (possibly) {
    qualifier = qualifier ? '%' : '?';
    text = possibly[1];
  }
  const suffix = /^(.*?)\s*([~?%])$/.exec(text);
  if (suffix) {
    const combined = new Set([...qualifier, suffix[2]]);
    qualifier = combined.has('%') || combined.size > 1 ? '%' : suffix[2];
    text = suffix[1];
  }
  const timestamp = ISO_TIMESTAMP.exec(text);
  if (timestamp) text = timestamp[1];
  let edtf: string | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(text))) {
    edtf = m[1] + (m[2] ? `-${pad(Number(m[2]))}` : '') + (m[3] ? `-${pad(Number(m[3]))}` : '');
  } else if ((m = /^(?:the\s+)?(\d{3})0'?s$/i.exec(text))) {
    edtf = `${m[1]}X`;
  } else if ((m = /^(\d{3})x$/i.exec(text))) {
    edtf = `${m[1]}X`;
  } else if ((m = /^(\d{2})xx$/i.exec(text))) {
    edtf = `${m[1]}XX`;
  } else if ((m = /^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th) century$/i.exec(text))) {
    edtf = `${pad(Number(m[1]) - 1)}XX`;
  } else if ((m = /^([a-z]+)\.?,? (\d{4})$/i.exec(text)) && monthNumber(m[1])) {
    edtf = `${m[2]}-${pad(monthNumber(m[1])!)}`;
  } else if ((m = /^([a-z]+)\.? (\d{1,2}),? (\d{4})$/i.exec(text)) && monthNumber(m[1])) {
    edtf = `${m[3]}-${pad(monthNumber(m[1])!)}-${pad(Number(m[2]))}`;
  } else if ((m = /^(\d{1,2}) ([a-z]+)\.?,? (\d{4})$/i.exec(text)) && monthNumber(m[2])) {
    edtf = `${m[3]}-${pad(monthNumber(m[2])!)}-${pad(Number(m[1]))}`;
  }
  if (!edtf) return null;
  return readPoint(edtf + qualifier) ? edtf + qualifier : null;
}

/** What someone typed (EDTF or words) → EDTF, or null when it cannot be read. */
export function toEdtf(input: string): string | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if (parseEdtf(text)) return text;
  let m: RegExpExecArray | null;
  if ((m = /^(?:before|by|until|up to|no later than)\s+(.+)$/i.exec(text))) {
    const end = pointToEdtf(m[1]);
    return end ? `../${end}` : null;
  }
  if ((m = /^(?:after|since|from|no earlier than)\s+(.+?)(?:\s+(?:on|onwards|onward))?$/i.exec(text))) {
    const range = /^(.+?)\s+(?:to|until|till)\s+(.+)$/i.exec(m[1]);
    if (range) return rangeOf(range[1], range[2]);
    const start = pointToEdtf(m[1]);
    return start ? `${start}/..` : null;
  }
  if ((m = /^between\s+(.+?)\s+and\s+(.+)$/i.exec(text))) return rangeOf(m[1], m[2]);
  if ((m = /^(.+?)\s*(?:\/|–|—|\s-\s|\s+to\s+|\s+until\s+)\s*(.+)$/i.exec(text))) return rangeOf(m[1], m[2]);
  // "1962-1965": two years joined by a hyphen (a month is never above 12, so "1962-03" stays a month).
  if ((m = /^(\d{4})-(\d{4})$/.exec(text))) return rangeOf(m[1], m[2]);
  return pointToEdtf(text);
}

function rangeOf(from: string, to: string): string | null {
  const start = from.trim() === '..' ? '..' : pointToEdtf(from);
  const end = to.trim() === '..' ? '..' : pointToEdtf(to);
  if (!start || !end) return null;
  const edtf = `${start}/${end}`;
  return parseEdtf(edtf) ? edtf : null;
}

/**
 * Read a date as typed (EDTF, a plain year or ISO date or timestamp, or words) and check its years lie between
 * 1000 and the current year; or say why not.
 */
export function readDateInput(
  input: string | number,
  now = new Date(),
): { date: UncertainDate } | { error: string } {
  const text = typeof input === 'number' ? String(input) : input;
  const maxYear = currentYear(now);
  // A year of fewer than four digits (999) is a year before the archive's first.
  if (/^\s*\d{1,3}\s*$/.test(text)) return { error: dateMessages.yearRange(maxYear) };
  const edtf = toEdtf(text);
  if (!edtf) {
    // A range whose end comes before its start reads as one, but is refused with its own message.
    const parts = text.trim().split(/\s*(?:\/|–|—|\s-\s|\s+to\s+)\s*|(?<=^\d{4})-(?=\d{4}$)/);
    if (parts.length === 2 && pointToEdtf(parts[0]) && pointToEdtf(parts[1])) {
      return { error: dateMessages.rangeBackwards };
    }
    return { error: dateMessages.format };
  }
  const date = parseEdtf(edtf)!;
  const years = edtf
    .split('/')
    .filter((part) => part !== '..')
    .map((part) => readPoint(part)!.year);
  if (years.some((year) => year < MIN_YEAR || year > maxYear))
    return { error: dateMessages.yearRange(maxYear) };
  return { date };
}

/** Certainly before: every day `a` can mean comes before every day `b` can mean. */
export const certainlyBefore = (a: UncertainDate, b: UncertainDate) => a.latest < b.earliest;

/** Does the date overlap the years from–to (either open)? "the 1960s" overlaps 1965–1965. */
export function overlapsYears(date: UncertainDate, from?: number, to?: number): boolean {
  if (from !== undefined && date.latest < `${pad(from, 4)}-01-01`) return false;
  if (to !== undefined && date.earliest > `${pad(to, 4)}-12-31`) return false;
  return true;
}

/** Order of dates: by earliest day, then latest; unknown (null) last. */
export function compareDates(a: UncertainDate | null, b: UncertainDate | null): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  if (a.earliest !== b.earliest) return a.earliest < b.earliest ? -1 : 1;
  if (a.latest !== b.latest) return a.latest < b.latest ? -1 : 1;
  return 0;
}
