/**
 * Where the timeline's drawing puts each entry (decision 028): an axis of decades (or longer steps for a long life)
 * and, for each kind of entry, a row of lanes in which no mark covers another. Positions are percentages of the
 * drawing's width, so one server-rendered SVG fits any screen without script: a phone's and a laptop's drawing
 * differ only in how far apart the same marks are, and which year labels there is room for.
 */
import {
  TIMELINE_KINDS,
  timelineCertainSpan,
  type TimelineDates,
  type TimelineKind,
  type TimelineSpan,
} from '../../../../shared/canoe-timeline.ts';
import { EARLIEST_DAY, LATEST_DAY } from '../../../../shared/date-words.ts';

/** The narrowest drawing (a 390 px phone, less the page's margins and the drawing's own), for which marks and labels are spaced. */
export const NARROWEST_PX = 320;
/** A wide drawing from the `sm` breakpoint (640 px, less margins) up: the year labels it has room for. */
export const WIDE_PX = 600;
/** The room a mark takes at least (a dot's width and a little air), in px of the narrowest drawing. */
const MARK_PX = 12;
/** The room a year label takes ("1950" in 12 px type, with air), in px. */
const LABEL_PX = 44;
/** A single date known to the month or the day is drawn as a dot; a longer one as the span it is. */
const DOT_DAYS = 31;
/** Steps between ticks, in years: decades first, longer for a long life. */
const STEPS = [10, 20, 50, 100, 200, 500, 1000];
const MAX_TICKS = 12;

const DAY_MS = 86_400_000;

/** A day (`YYYY-MM-DD`) as a count of days, to measure distances between days. */
export function dayNumber(day: string): number {
  const date = new Date(0);
  date.setUTCFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return Math.round(date.getTime() / DAY_MS);
}

const yearOf = (day: string) => Number(day.slice(0, 4));
const pad4 = (year: number) => String(year).padStart(4, '0');

export interface TimelineTick {
  year: number;
  /** Percent of the width. */
  x: number;
  /** Whether its year is written on a phone's drawing, and on a wider one. */
  labelNarrow: boolean;
  labelWide: boolean;
}

export interface TimelineAxis {
  /** The axis runs from January 1 of `startYear` to January 1 of `endYear`. */
  startYear: number;
  endYear: number;
  step: number;
  ticks: TimelineTick[];
}

/**
 * The axis for these spans: from the decade (or step) before the earliest day to the one after the latest. An open
 * end (before 1900: the archive's first day; after 1975: its last) does not stretch it: such a span reaches its edge.
 */
export function timelineAxis(spans: readonly TimelineSpan[], today: string): TimelineAxis {
  const days = spans.flatMap(({ from, to }) => [
    ...(from !== EARLIEST_DAY ? [from] : []),
    ...(to !== LATEST_DAY ? [to] : []),
  ]);
  if (days.length === 0) days.push(today);
  const first = yearOf(days.reduce((a, b) => (a < b ? a : b)));
  const last = yearOf(days.reduce((a, b) => (a > b ? a : b)));
  let step = STEPS[STEPS.length - 1];
  for (const candidate of STEPS) {
    if (Math.ceil((last + 1) / candidate) - Math.floor(first / candidate) <= MAX_TICKS - 1) {
      step = candidate;
      break;
    }
  }
  const startYear = Math.floor(first / step) * step;
  const endYear = Math.ceil((last + 1) / step) * step;
  const count = (endYear - startYear) / step + 1;
  const every = (px: number) => Math.max(1, Math.ceil((count * LABEL_PX) / px));
  const wide = every(WIDE_PX);
  // A multiple of the wide step: every year a phone's drawing writes, a wider one writes too.
  const narrow = Math.ceil(every(NARROWEST_PX) / wide) * wide;
  const ticks = Array.from({ length: count }, (_, i) => ({
    year: startYear + i * step,
    x: (i / (count - 1)) * 100,
    labelNarrow: i % narrow === 0,
    labelWide: i % wide === 0,
  }));
  return { startYear, endYear, step, ticks };
}

/** The position of a day on the axis, in percent of its width (0 to 100). */
export function axisX(axis: Pick<TimelineAxis, 'startYear' | 'endYear'>, day: string): number {
  const start = dayNumber(`${pad4(axis.startYear)}-01-01`);
  const end = dayNumber(`${pad4(axis.endYear)}-01-01`);
  return Math.min(100, Math.max(0, ((dayNumber(day) - start) / (end - start)) * 100));
}

/**
 * Lanes for intervals, so that none covers another: each goes into the first lane whose last interval ended at
 * least `gap` before it begins. Intervals are taken by where they begin; returns each one's lane (0, 1…).
 */
export function assignLanes(intervals: readonly { from: number; to: number }[], gap = 0): number[] {
  const order = intervals.map((_, i) => i).sort((a, b) => intervals[a].from - intervals[b].from || a - b);
  const laneEnds: number[] = [];
  const lanes = new Array<number>(intervals.length);
  for (const i of order) {
    const { from, to } = intervals[i];
    let lane = laneEnds.findIndex((end) => end + gap <= from);
    if (lane < 0) lane = laneEnds.push(to) - 1;
    else laneEnds[lane] = to;
    lanes[i] = lane;
  }
  return lanes;
}

export interface TimelineMark<T> {
  entry: T;
  /** Its number in the list (1, 2…). */
  number: number;
  lane: number;
  /** Where its span begins and ends, in percent of the width. */
  x0: number;
  x1: number;
  /** The part of a from–to record that is certain, drawn solid; null when none. */
  certain: { x0: number; x1: number } | null;
  /** A single date known to the month or day: drawn as a dot. */
  dot: boolean;
  /** Still running (the current name or steward): its end is drawn as an arrow at today. */
  open: boolean;
}

export interface TimelineRow<T> {
  kind: TimelineKind;
  lanes: number;
  marks: TimelineMark<T>[];
}

/** The room a mark takes at least, and the air between two in a lane, in percent of the narrowest drawing. */
const MARK = (MARK_PX / NARROWEST_PX) * 100;
const GAP = (2 / NARROWEST_PX) * 100;
/** The arrow after an open span, in px and in percent of the narrowest drawing. */
export const ARROW_PX = 7;
const ARROW = (ARROW_PX / NARROWEST_PX) * 100;

/**
 * The drawing of the dated entries (in the list's order, numbered from `firstNumber`): the axis, then one row per
 * kind that has any, in the kinds' order, each with as many lanes as its overlapping marks need.
 */
export function layoutTimeline<T extends TimelineDates>(
  dated: readonly { entry: T; span: TimelineSpan }[],
  today: string,
  firstNumber = 1,
): { axis: TimelineAxis; rows: TimelineRow<T>[] } {
  const axis = timelineAxis(
    dated.map(({ span }) => span),
    today,
  );
  const marks = dated.map(({ entry, span }, i) => {
    const certain = timelineCertainSpan(entry, today);
    const days = dayNumber(span.to) - dayNumber(span.from);
    const single = !entry.open && entry.end_date_earliest === null;
    return {
      entry,
      number: firstNumber + i,
      lane: 0,
      x0: axisX(axis, span.from),
      x1: axisX(axis, span.to),
      certain: certain && { x0: axisX(axis, certain.from), x1: axisX(axis, certain.to) },
      dot: single && days < DOT_DAYS,
      open: entry.open,
    };
  });
  const rows = TIMELINE_KINDS.map((kind) => {
    const ofKind = marks.filter((mark) => mark.entry.kind === kind);
    const lanes = assignLanes(
      ofKind.map(({ x0, x1, open }) => {
        const middle = (x0 + x1) / 2;
        return {
          from: Math.min(x0, middle - MARK / 2),
          to: Math.max(x1 + (open ? ARROW : 0), middle + MARK / 2),
        };
      }),
      GAP,
    );
    ofKind.forEach((mark, i) => (mark.lane = lanes[i]));
    return { kind, lanes: Math.max(0, ...lanes) + 1, marks: ofKind };
  }).filter((row) => row.marks.length > 0);
  return { axis, rows };
}
