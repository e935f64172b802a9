import { describe, expect, it } from 'vitest';
import {
  groupTimeline,
  orderTimeline,
  timelineCertainSpan,
  timelineSpan,
  type TimelineDates,
  type TimelineKind,
} from './canoe-timeline.ts';
import { parseEdtf } from './date-words.ts';

const TODAY = '2026-03-04';

/** An entry as the API answers it: each EDTF date with its earliest and latest day. */
function entry(
  kind: TimelineKind,
  id: number,
  start: string | null,
  end: string | null = null,
  open = false,
): TimelineDates & { label: string } {
  const from = start ? parseEdtf(start) : null;
  const to = end ? parseEdtf(end) : null;
  if ((start && !from) || (end && !to)) throw new Error(`not EDTF: ${start} ${end}`);
  return {
    kind,
    id,
    label: `${kind}:${start ?? '?'}`,
    date_earliest: from?.earliest ?? null,
    date_latest: from?.latest ?? null,
    end_date_earliest: to?.earliest ?? null,
    end_date_latest: to?.latest ?? null,
    open,
  };
}

describe('a timeline entry’s span', () => {
  it('reaches across an uncertain date, from its earliest to its latest day', () => {
    expect(timelineSpan(entry('built', 1, '1920~'), TODAY)).toEqual({ from: '1920-01-01', to: '1920-12-31' });
    expect(timelineSpan(entry('photo', 1, '196X'), TODAY)).toEqual({ from: '1960-01-01', to: '1969-12-31' });
    expect(timelineSpan(entry('photo', 2, '19XX'), TODAY)).toEqual({ from: '1900-01-01', to: '1999-12-31' });
    expect(timelineSpan(entry('race', 1, '1962-03?'), TODAY)).toEqual({
      from: '1962-03-01',
      to: '1962-03-31',
    });
    expect(timelineSpan(entry('race', 2, '2019-10-13'), TODAY)).toEqual({
      from: '2019-10-13',
      to: '2019-10-13',
    });
    expect(timelineSpan(entry('photo', 3, '1962/1965'), TODAY)).toEqual({
      from: '1962-01-01',
      to: '1965-12-31',
    });
  });

  it('runs a from–to record from its start’s earliest day to its end’s latest', () => {
    const name = entry('name', 1, '1950~', '196X');
    expect(timelineSpan(name, TODAY)).toEqual({ from: '1950-01-01', to: '1969-12-31' });
    // What is certain lies between the start's latest day and the end's earliest.
    expect(timelineCertainSpan(name, TODAY)).toEqual({ from: '1950-12-31', to: '1960-01-01' });
    // A single date has no certain part of its own: all of it is the date.
    expect(timelineCertainSpan(entry('photo', 1, '196X'), TODAY)).toBeNull();
    // An uncertain start and end that leave nothing certain between them.
    expect(timelineCertainSpan(entry('steward', 1, '196X', '1965'), TODAY)).toBeNull();
  });

  it('runs an open record (the current name or steward) to today', () => {
    const current = entry('steward', 1, '1980-06', null, true);
    expect(timelineSpan(current, TODAY)).toEqual({ from: '1980-06-01', to: TODAY });
    expect(timelineCertainSpan(current, TODAY)).toEqual({ from: '1980-06-30', to: TODAY });
    // A start later than today (a date entered ahead) still ends where it starts, never before.
    expect(timelineSpan(entry('name', 2, '2030', null, true), TODAY)).toEqual({
      from: '2030-01-01',
      to: '2030-12-31',
    });
  });

  it('knows a record by its end alone, and has none without any date', () => {
    expect(timelineSpan(entry('name', 1, null, '1975'), TODAY)).toEqual({
      from: '1975-01-01',
      to: '1975-12-31',
    });
    expect(timelineSpan(entry('story', 1, null), TODAY)).toBeNull();
    // Current, but since when nobody recorded: no span either.
    expect(timelineSpan(entry('name', 2, null, null, true), TODAY)).toBeNull();
  });

  it('reaches the archive’s bounds for an open end (before 1900, after 1975)', () => {
    expect(timelineSpan(entry('photo', 1, '../1900'), TODAY)).toEqual({
      from: '1000-01-01',
      to: '1900-12-31',
    });
    expect(timelineSpan(entry('photo', 2, '1975/..'), TODAY)).toEqual({
      from: '1975-01-01',
      to: '3000-12-31',
    });
  });
});

describe('the timeline’s order', () => {
  it('is by earliest day, then the shorter span, then kind and id', () => {
    const entries = [
      entry('race', 9, '2019-10-13'),
      entry('name', 3, '196X', null, true),
      entry('photo', 4, '1962'),
      entry('name', 2, '1920~', '196X'),
      entry('built', 1, '1920~'),
      entry('steward', 5, '1920', '1962-05'),
      entry('photo', 8, '1962-03-04'),
    ];
    expect(orderTimeline(entries, TODAY).map((e) => e.label)).toEqual([
      // Three entries from 1920-01-01: "about 1920" alone is the shortest; the steward's ends before the name's.
      'built:1920~',
      'steward:1920',
      'name:1920~',
      // "the 1960s" begins on 1960-01-01, before 1962.
      'name:196X',
      'photo:1962',
      'photo:1962-03-04',
      'race:2019-10-13',
    ]);
  });

  it('keeps two stewards at once (a transfer) in the order they began', () => {
    const family = entry('steward', 1, '1950', '1981-03');
    const club = entry('steward', 2, '1980-06', null, true);
    expect(orderTimeline([club, family], TODAY)).toEqual([family, club]);
  });

  it('puts the undated last, in their own group, by kind and id', () => {
    const entries = [
      entry('story', 7, null),
      entry('photo', 6, null),
      entry('name', 5, '1975', null, true),
      entry('story', 2, null),
      entry('built', 1, '1950'),
    ];
    const { dated, undated } = groupTimeline(entries, TODAY);
    expect(dated.map(({ entry: e }) => e.label)).toEqual(['built:1950', 'name:1975']);
    expect(dated[1].span).toEqual({ from: '1975-01-01', to: TODAY });
    expect(undated.map((e) => `${e.kind}#${e.id}`)).toEqual(['photo#6', 'story#2', 'story#7']);
    expect(groupTimeline([], TODAY)).toEqual({ dated: [], undated: [] });
  });

  it('does not change the list it is given', () => {
    const entries = [entry('race', 2, '1990'), entry('built', 1, '1950')];
    orderTimeline(entries, TODAY);
    expect(entries.map((e) => e.id)).toEqual([2, 1]);
  });
});
