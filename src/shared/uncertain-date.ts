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
import { MIN_YEAR, currentYear } from './constants.ts';
import { messages } from './messages.ts';
import { pad, parseEdtf, readPoint, type UncertainDate } from './date-words.ts';

export {
  EARLIEST_DAY,
  LATEST_DAY,
  dateWords,
  dateWordsIn,
  parseEdtf,
  yearWords,
  type UncertainDate,
} from './date-words.ts';

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
