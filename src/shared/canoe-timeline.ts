/**
 * A canoe's timeline (issue 35, decision 028): its whole life in one order. What comes first, how far each entry
 * reaches in time, and which entries have no date at all. Pure, so the server orders its answer and the page draws
 * its spans with the same rules.
 *
 * Each entry's dates are as the archive keeps them (decision 013): a date (when it happened, or when it began) and,
 * for a record that runs from–to (a name, a steward, a restoration), an end; each with its earliest and latest day.
 * "About 1920" reaches from 1920-01-01 to 1920-12-31, "the 1960s" from 1960-01-01 to 1969-12-31: a span, never a day
 * made up.
 */

/** The kinds of entry, in the order the same day lists them (a canoe is built before it is named). */
export const TIMELINE_KINDS = [
  'built',
  'name',
  'steward',
  'restoration',
  'race',
  'photo',
  'story',
  'recording',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** What the order and the spans read of an entry. */
export interface TimelineDates {
  kind: TimelineKind;
  /** Its record's id, the last tie-breaker: the order is the same on every render. */
  id: number;
  /** The first and last day its date (or its start) can mean; null when unknown. */
  date_earliest: string | null;
  date_latest: string | null;
  /** The same of its end, for a record that runs from–to. */
  end_date_earliest: string | null;
  end_date_latest: string | null;
  /** A from–to record that has not ended: the current name, the current steward. It runs to today. */
  open: boolean;
}

/** How far an entry reaches: from its earliest day to its latest (`YYYY-MM-DD`, `from` ≤ `to`). */
export interface TimelineSpan {
  from: string;
  to: string;
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The days an entry reaches, or null for an entry without any date. A from–to record spans from its start's
 * earliest day to its end's latest; an open one (no end yet) to `today`, or to its start's latest day if that is
 * later; one known only by its end, from that end's earliest day. A single date spans its own earliest to latest.
 */
export function timelineSpan(entry: TimelineDates, today: string): TimelineSpan | null {
  const from = entry.date_earliest ?? entry.end_date_earliest;
  if (from === null) return null;
  const to =
    entry.end_date_latest ??
    (entry.open ? later(today, entry.date_latest ?? from) : (entry.date_latest ?? from));
  return { from, to: later(to, from) };
}

/**
 * The part of a from–to record's span that is certain: from its start's latest day to its end's earliest (today
 * for an open one). Null for a single date, or when the uncertain start and end leave nothing certain between them.
 */
export function timelineCertainSpan(entry: TimelineDates, today: string): TimelineSpan | null {
  const ranges = entry.end_date_earliest !== null || entry.open;
  if (!ranges || entry.date_latest === null) return null;
  const from = entry.date_latest;
  const to = entry.end_date_earliest ?? later(today, from);
  return from <= to ? { from, to } : null;
}

const kindRank = (kind: TimelineKind) => TIMELINE_KINDS.indexOf(kind);

/**
 * The timeline's order: by the earliest day each entry can mean, then by its latest (the shorter first), then by
 * kind and id; entries without a date after all the others, by kind and id.
 */
export function compareTimelineEntries(a: TimelineDates, b: TimelineDates, today: string): number {
  const spanA = timelineSpan(a, today);
  const spanB = timelineSpan(b, today);
  if (spanA && !spanB) return -1;
  if (!spanA && spanB) return 1;
  if (spanA && spanB) {
    if (spanA.from !== spanB.from) return spanA.from < spanB.from ? -1 : 1;
    if (spanA.to !== spanB.to) return spanA.to < spanB.to ? -1 : 1;
  }
  return kindRank(a.kind) - kindRank(b.kind) || a.id - b.id;
}

/** The entries in the timeline's order (a new array). */
export function orderTimeline<T extends TimelineDates>(entries: readonly T[], today: string): T[] {
  return [...entries].sort((a, b) => compareTimelineEntries(a, b, today));
}

/** The entries with a date, in order, and those without ("Date unknown"), in order. */
export function groupTimeline<T extends TimelineDates>(
  entries: readonly T[],
  today: string,
): { dated: { entry: T; span: TimelineSpan }[]; undated: T[] } {
  const dated: { entry: T; span: TimelineSpan }[] = [];
  const undated: T[] = [];
  for (const entry of orderTimeline(entries, today)) {
    const span = timelineSpan(entry, today);
    if (span) dated.push({ entry, span });
    else undated.push(entry);
  }
  return { dated, undated };
}
