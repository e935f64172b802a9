/**
 * A recording's transcript, kept as WebVTT text. Keepers either upload a `.vtt` file or type the transcript with
 * a time at the start of each line ("0:12 My grandfather carved this canoe in 1931."). This module reads both
 * forms into cues, writes cues back as either form, and gives a cue's plain words for the player and for search.
 * It runs on the server and in the browser alike, so it uses no Node API and no library.
 *
 * A cue's `text` is WebVTT cue text: the words with any markup (`<v Kupuna>`, `<i>`) and character references
 * (`&amp;`) as the file holds them. `cueText` gives its plain words. Text is never normalized here: the ʻokina
 * and the kahakō stay exactly as they were written.
 */

/** A stretch of the recording and its words. Times are in seconds; `text` may hold line breaks. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Something wrong with a transcript: `line` is the 1-based line of the input it was found on. */
export type TranscriptProblem = { line: number; message: string };

/** The most cues one transcript holds. */
export const MAX_CUES = 5000;

/**
 * The problems' words. `{text}` stands for the time as it was written and `{time}` for a time as `formatTime`
 * writes it, in the placeholder style of the site's other messages, so these can become translated messages.
 */
export const transcriptMessages = {
  missingHeader: 'A WebVTT file starts with the word WEBVTT.',
  unreadableTime: 'This time cannot be read: “{text}”.',
  missingTime: 'These lines have no time, like 00:01.000 --> 00:04.000.',
  endsBeforeStart: 'This line ends before it starts.',
  outOfOrder: 'The lines are not in order of time.',
  tooManyCues: 'A transcript holds at most 5,000 lines.',
  startWithTime: 'Start the transcript with a time, like 0:00.',
  afterEnd: 'This time is after the recording ends ({time}).',
} as const;

const M = transcriptMessages;

type Parsed = { cues: Cue[]; problems: TranscriptProblem[] };

function linesOf(text: string): string[] {
  return text.split(/\r\n?|\n/);
}

/** A long line is shortened in a problem's words so the message stays readable. */
function quoted(text: string): string {
  const trimmed = text.trim();
  return M.unreadableTime.replace('{text}', trimmed.length > 60 ? `${trimmed.slice(0, 59)}…` : trimmed);
}

/** Seconds from whole seconds and a fraction's digits, rounded once, so `12.345` reads as the number 12.345. */
function seconds(whole: number, fraction = ''): number {
  return Number(`${whole}.${fraction || '0'}`);
}

const STAMP = '(\\d+):(\\d\\d)(?::(\\d\\d))?\\.(\\d\\d\\d)(?!\\d)';
const SPACE = '[ \\t\\f]*';
/** A cue's timing line: start, `-->`, end, then settings (position, align…), which the archive does not use. */
const TIMING = new RegExp(`^${SPACE}${STAMP}${SPACE}-->${SPACE}${STAMP}`);

/**
 * A WebVTT timestamp's seconds, by the spec's rules: with two parts the first is minutes and must be two digits
 * up to 59; otherwise the first is hours, of any number of digits.
 */
function stampSeconds(first: string, second: string, third: string | undefined, ms: string): number | null {
  const hours = third === undefined ? 0 : Number(first);
  const minutes = Number(third === undefined ? first : second);
  const secs = Number(third ?? second);
  if (third === undefined && first.length !== 2) return null;
  if (minutes > 59 || secs > 59) return null;
  return seconds(hours * 3600 + minutes * 60 + secs, ms);
}

/**
 * Adds a cue unless the list is full; says whether reading may go on. A cue that starts before the one before it
 * is kept, with a problem.
 */
function addCue(parsed: Parsed, cue: Cue, line: number): boolean {
  const { cues, problems } = parsed;
  if (cues.length >= MAX_CUES) {
    problems.push({ line, message: M.tooManyCues });
    return false;
  }
  if (cues.length > 0 && cue.start < cues[cues.length - 1].start) {
    problems.push({ line, message: M.outOfOrder });
  }
  cues.push(cue);
  return true;
}

/**
 * Reads a WebVTT file the way the WebVTT spec's parser does, as far as real files need: an optional byte order
 * mark, the WEBVTT line, a header up to the first blank line, then blocks separated by blank lines. A block is a
 * cue (an optional identifier line, the timing line, the text up to a blank line) or a NOTE, STYLE or REGION block,
 * which is skipped. Cues whose timing cannot be read, or that end before they start, are left out with a problem.
 */
export function parseWebVtt(text: string): Parsed {
  const lines = linesOf(text.replace(/^\uFEFF/, '').replace(/\0/g, '\uFFFD'));
  const parsed: Parsed = { cues: [], problems: [] };
  if (!/^WEBVTT(?:[ \t]|$)/.test(lines[0])) {
    parsed.problems.push({ line: 1, message: M.missingHeader });
    return parsed;
  }
  let i = 1;
  // The block straight after the WEBVTT line is the header, unless a blank line comes first.
  let inHeader = true;
  while (i < lines.length) {
    if (lines[i] === '') {
      i++;
      inHeader = false;
      continue;
    }
    // One block, as the spec collects it: a line with `-->` is the timing line only as the block's first line,
    // or its second after an identifier; anywhere else it starts the next block.
    const firstLine = i + 1;
    const buffer: string[] = [];
    let cue: Cue | null = null;
    let timingLine = 0;
    let count = 0;
    let resume = i;
    while (i < lines.length) {
      const line = lines[i++];
      count++;
      if (line.includes('-->')) {
        if (inHeader || !(count === 1 || (count === 2 && !timingLine))) {
          i = resume;
          break;
        }
        timingLine = i;
        resume = i;
        const match = TIMING.exec(line);
        const start = match && stampSeconds(match[1], match[2], match[3], match[4]);
        const end = match && stampSeconds(match[5], match[6], match[7], match[8]);
        if (start === null || end === null) {
          parsed.problems.push({ line: i, message: quoted(line) });
        } else if (end < start) {
          parsed.problems.push({ line: i, message: M.endsBeforeStart });
        } else {
          cue = { start, end, text: '' };
          buffer.length = 0;
        }
      } else if (line === '') {
        break;
      } else {
        buffer.push(line);
        resume = i;
      }
    }
    if (cue) {
      cue.text = buffer.join('\n');
      if (!addCue(parsed, cue, timingLine)) break;
    } else if (!inHeader && !timingLine && !/^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(buffer[0] ?? '')) {
      parsed.problems.push({ line: firstLine, message: M.missingTime });
    }
    inHeader = false;
  }
  return parsed;
}

/** A typed time: `m:ss`, `mm:ss` or `h:mm:ss`, with an optional fraction of a second (`1:02:03.5`). */
const TYPED_TIME = /^(?:(\d+):([0-5]\d)|(\d+)):([0-5]\d)(?:\.(\d+))?$/;

/**
 * Reads a typed transcript: each line that starts with a time starts a cue, and the words after the time are its
 * text; a line without a time continues the cue before it, on a line of its own; blank lines are ignored. A cue
 * ends where the next starts, and the last at the end of the recording (`durationSeconds`), or 10 seconds after
 * it starts when the recording's length is not known or is shorter.
 */
export function parseTypedTranscript(text: string, durationSeconds: number | null): Parsed {
  const duration = durationSeconds !== null && Number.isFinite(durationSeconds) ? durationSeconds : null;
  const parsed: Parsed = { cues: [], problems: [] };
  const { cues, problems } = parsed;
  let warnedNoTime = false;
  const lines = linesOf(text);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim();
    const number = index + 1;
    if (!line) continue;
    // A line that opens with digits, a colon and a digit is meant as a time, even when it cannot be read.
    if (/^\d+:\d/.test(line)) {
      const written = line.split(/\s/, 1)[0];
      const words = line.slice(written.length).trim();
      const time = TYPED_TIME.exec(written);
      if (!time) {
        problems.push({ line: number, message: quoted(written) });
        continue;
      }
      const [, hours = 0, minutes, onlyMinutes, secs, fraction] = time;
      const start = seconds(+hours * 3600 + +(minutes ?? onlyMinutes) * 60 + +secs, fraction);
      if (duration !== null && start > duration) {
        problems.push({ line: number, message: M.afterEnd.replace('{time}', formatTime(duration)) });
      }
      if (!addCue(parsed, { start, end: start, text: words }, number)) break;
    } else if (cues.length > 0) {
      const cue = cues[cues.length - 1];
      cue.text = cue.text ? `${cue.text}\n${line}` : line;
    } else if (!warnedNoTime) {
      warnedNoTime = true;
      problems.push({ line: number, message: M.startWithTime });
    }
  }
  cues.forEach((cue, i) => {
    const next = cues[i + 1];
    cue.end = next ? next.start : duration !== null && duration >= cue.start ? duration : cue.start + 10;
  });
  return parsed;
}

const TAG_NAME = '\\/?(?:c|i|b|u|v|ruby|rt|lang)(?=[\\s.>])[^>]*>';
const TIMESTAMP_TAG = '(?:\\d+:)?\\d\\d:\\d\\d\\.\\d\\d\\d>';
/** WebVTT's cue markup: the span tags (`<v Name>`, `<c.yellow>`, `</i>`) and inline timestamps (`<00:01.500>`). */
const TAG = new RegExp(`<(?:${TAG_NAME}|${TIMESTAMP_TAG})`, 'g');
/** A `<` that starts no tag, and an `&` that starts no character reference: these are written escaped. */
const BARE_LT = new RegExp(`<(?!${TAG_NAME}|${TIMESTAMP_TAG})`, 'g');
const REFERENCE_NAME = '#\\d+|#x[\\da-f]+|[a-z][a-z\\d]*';
const REFERENCE = `(?:${REFERENCE_NAME});`;
const BARE_AMP = new RegExp(`&(?!${REFERENCE})`, 'gi');
/** The escapes `toWebVtt` adds, which the typed form does without. */
const ESCAPED_LT = new RegExp(`&lt;(?!${TAG_NAME}|${TIMESTAMP_TAG})`, 'g');
const ESCAPED_AMP = new RegExp(`&amp;(?!${REFERENCE})`, 'gi');
const REFERENCES = new RegExp(`&(${REFERENCE_NAME});`, 'gi');

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function timestamp(value: number): string {
  const ms = Math.max(0, Math.round((Number.isFinite(value) ? value : 0) * 1000));
  const secs = Math.floor(ms / 1000);
  return `${pad(Math.floor(secs / 3600))}:${pad(Math.floor(secs / 60) % 60)}:${pad(secs % 60)}.${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * Writes cues as a WebVTT file, which `parseWebVtt` reads back to the same cues. Markup and character references
 * in the text are kept; a `&` or `<` that would be misread is escaped, `-->` (which would end the cue) becomes
 * `->`, and blank lines inside a cue's text are dropped.
 */
export function toWebVtt(cues: Cue[]): string {
  let out = 'WEBVTT\n\n';
  for (const cue of cues) {
    const text = linesOf(cue.text)
      .filter((line) => line !== '')
      .join('\n')
      .replace(/--+>/g, '->')
      .replace(BARE_AMP, '&amp;')
      .replace(BARE_LT, '&lt;');
    out += `${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${text}\n\n`;
  }
  return out;
}

/**
 * Writes cues in the typed form: each cue's start (as `formatTime` writes it) and its first line of text, then its
 * other lines. The escapes `toWebVtt` adds are undone, so a keeper edits `&` and `<` as they typed them.
 */
export function toTypedTranscript(cues: Cue[]): string {
  return cues
    .map((cue) => {
      const text = linesOf(cue.text)
        .map((line) => line.trim())
        .filter(Boolean)
        // A line that opens with a time would be read as a new cue: it joins the line before instead.
        .reduce((all, line) => (all ? `${all}${/^\d+:\d/.test(line) ? ' ' : '\n'}${line}` : line), '')
        .replace(/&gt;/g, '>')
        .replace(ESCAPED_LT, '<')
        .replace(ESCAPED_AMP, '&');
      return text ? `${formatTime(cue.start)} ${text}` : formatTime(cue.start);
    })
    .join('\n');
}

/** A time as people say it: `0:00`, `12:40`, `1:02:03` (whole seconds, rounded down), as in "at 12:40". */
export function formatTime(value: number): string {
  const secs = Math.max(0, Math.floor(Math.round((Number.isFinite(value) ? value : 0) * 1000) / 1000));
  const hours = Math.floor(secs / 3600);
  const minutes = Math.floor(secs / 60) % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs % 60)}` : `${minutes}:${pad(secs % 60)}`;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  lrm: '\u200E',
  rlm: '\u200F',
};

function decode(reference: string): string | undefined {
  if (reference[0] !== '#') return NAMED[reference];
  const code =
    reference[1] === 'x' || reference[1] === 'X' ? parseInt(reference.slice(2), 16) : +reference.slice(1);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/** A cue's words as plain text: markup removed, character references decoded, whitespace collapsed. */
export function cueText(text: string): string {
  return text
    .replace(TAG, '')
    .replace(REFERENCES, (whole, reference: string) => decode(reference) ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The index of the cue being spoken at `time`: the last cue that has started and not ended; between cues, the one
 * before; -1 before the first. The cues are in order of their start.
 */
export function cueAt(cues: Cue[], time: number): number {
  let low = 0;
  let high = cues.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (cues[middle].start <= time) low = middle + 1;
    else high = middle;
  }
  // Cues can overlap: when the latest to start has ended, an earlier, longer one may still be going. Only in a
  // gap between cues does this look further back than one cue.
  for (let i = low - 1; i >= 0; i--) if (time < cues[i].end) return i;
  return low - 1;
}

/** Every cue's plain words, joined by spaces: the text the server folds for search. */
export function transcriptSearchText(cues: Cue[]): string {
  return cues
    .map((cue) => cueText(cue.text))
    .filter(Boolean)
    .join(' ');
}

/**
 * A kept transcript as a keeper edits it: typed lines with times when that says all of it (saved again, it is the
 * same WebVTT), else the WebVTT as kept (times finer than a second, voices and other markup).
 */
export function editableTranscript(webVtt: string | null, duration: number | null): string {
  if (!webVtt) return '';
  const typed = toTypedTranscript(parseWebVtt(webVtt).cues);
  const again = parseTypedTranscript(typed, duration);
  return again.problems.length === 0 && toWebVtt(again.cues) === webVtt ? typed : webVtt;
}
