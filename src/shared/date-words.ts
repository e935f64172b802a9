/**
 * A stored date of the archive (decision 013: the subset of EDTF it uses) read, and said in words in a reader's
 * language: "about 1962", "the 1960s", "1962–1965", "before 1900"; months and days by the language's calendar.
 * Small, for every page that shows a date; reading what people type is uncertain-date.ts's.
 */
import { MIN_YEAR, YEAR_CONVERSION_LIMIT } from './constants.ts';
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

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** One date of the subset (no range), or null. */
export function readPoint(text: string): Point | null {
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

/**
 * A month or a day in words: "March 1962", "March 4, 1962". The months' names and the order are messages, not the
 * runtime's calendar: browsers carry the calendar words of few languages (Chromium has no Hawaiian ones, Node has),
 * and the server's render and the browser's must say the same.
 */
function calendarWords(t: Translator['t'], said: Said): string {
  const month = t(dates.month, { month: said.month! });
  return said.kind === 'day'
    ? t(dates.day, { month, day: said.day!, year: String(said.year) })
    : t(dates.monthYear, { month, year: String(said.year) });
}

/** A point's words in the translator's language: "about 1962", "the 1960s", "possibly March 4, 1962". */
function pointWords(said: Said, { t }: Translator): string {
  const words =
    said.kind === 'year'
      ? String(said.year)
      : said.kind === 'decade'
        ? t(dates.decade, { decade: String(said.year) })
        : said.kind === 'century'
          ? t(dates.century, { century: said.year / 100 + 1 })
          : calendarWords(t, said);
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
