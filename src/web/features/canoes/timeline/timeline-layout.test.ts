import { describe, expect, it } from 'vitest';
import { groupTimeline, type TimelineDates, type TimelineKind } from '../../../../shared/canoe-timeline.ts';
import { parseEdtf } from '../../../../shared/date-words.ts';
import { assignLanes, axisX, dayNumber, layoutTimeline, timelineAxis } from './timeline-layout.ts';

const TODAY = '2026-03-04';

function entry(
  kind: TimelineKind,
  id: number,
  start: string | null,
  end: string | null = null,
  open = false,
) {
  const from = start ? parseEdtf(start) : null;
  const to = end ? parseEdtf(end) : null;
  return {
    kind,
    id,
    date_earliest: from?.earliest ?? null,
    date_latest: from?.latest ?? null,
    end_date_earliest: to?.earliest ?? null,
    end_date_latest: to?.latest ?? null,
    open,
  } satisfies TimelineDates;
}

const layout = (entries: TimelineDates[]) => layoutTimeline(groupTimeline(entries, TODAY).dated, TODAY);

describe('the time axis', () => {
  it('runs by decades from the decade of the first day to the one after the last', () => {
    const axis = timelineAxis([{ from: '1920-01-01', to: TODAY }], TODAY);
    expect(axis).toMatchObject({ startYear: 1920, endYear: 2030, step: 10 });
    expect(axis.ticks.map((tick) => tick.year)).toEqual([
      1920, 1930, 1940, 1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020, 2030,
    ]);
    expect(axis.ticks[0].x).toBe(0);
    expect(axis.ticks.at(-1)!.x).toBe(100);
    // A phone has room for every other year; a wider screen for each.
    expect(axis.ticks.filter((tick) => tick.labelNarrow).map((tick) => tick.year)).toEqual([
      1920, 1940, 1960, 1980, 2000, 2020,
    ]);
    expect(axis.ticks.every((tick) => tick.labelWide)).toBe(true);
  });

  it('takes longer steps for a long life, and one decade for a short one', () => {
    expect(timelineAxis([{ from: '1780-01-01', to: '2020-12-31' }], TODAY)).toMatchObject({
      startYear: 1750,
      endYear: 2050,
      step: 50,
    });
    expect(timelineAxis([{ from: '1962-03-04', to: '1962-03-04' }], TODAY)).toMatchObject({
      startYear: 1960,
      endYear: 1970,
      step: 10,
    });
    // A date on the last day of a decade still lies inside the axis.
    expect(timelineAxis([{ from: '1950-01-01', to: '1969-12-31' }], TODAY)).toMatchObject({ endYear: 1970 });
  });

  it('is not stretched by an open end (before 1900, after 1975), whose span reaches its edge', () => {
    const axis = timelineAxis(
      [
        { from: '1000-01-01', to: '1900-12-31' },
        { from: '1975-01-01', to: '3000-12-31' },
      ],
      TODAY,
    );
    expect(axis).toMatchObject({ startYear: 1900, endYear: 1980 });
    expect(axisX(axis, '1000-01-01')).toBe(0);
    expect(axisX(axis, '3000-12-31')).toBe(100);
  });

  it('places a day by its distance in days', () => {
    const axis = { startYear: 1950, endYear: 1970 };
    expect(axisX(axis, '1960-01-01')).toBeCloseTo(50.0, 1);
    expect(dayNumber('1970-01-02') - dayNumber('1969-12-31')).toBe(2);
    expect(dayNumber('1000-01-01')).toBeLessThan(dayNumber('1899-12-31'));
  });
});

describe('lanes', () => {
  it('keep overlapping intervals apart and reuse a lane once it is free', () => {
    expect(
      assignLanes([
        { from: 0, to: 10 },
        { from: 5, to: 15 },
        { from: 12, to: 20 },
        { from: 16, to: 30 },
      ]),
    ).toEqual([0, 1, 0, 1]);
    // The air a lane keeps between two marks.
    expect(
      assignLanes(
        [
          { from: 0, to: 10 },
          { from: 10.5, to: 12 },
        ],
        1,
      ),
    ).toEqual([0, 1]);
    expect(assignLanes([])).toEqual([]);
  });

  it('take intervals by where they begin, whatever the order given', () => {
    expect(
      assignLanes([
        { from: 12, to: 20 },
        { from: 0, to: 10 },
        { from: 5, to: 15 },
      ]),
    ).toEqual([0, 0, 1]);
  });
});

describe('the drawing of a canoe’s life', () => {
  it('gives two stewards at once (a transfer) a lane each, and one after them the first lane again', () => {
    const { rows } = layout([
      entry('steward', 1, '1950', '1981-03'),
      entry('steward', 2, '1980-06', '1999'),
      entry('steward', 3, '2000', null, true),
      entry('name', 4, '1950', null, true),
    ]);
    expect(rows.map((row) => [row.kind, row.lanes])).toEqual([
      ['name', 1],
      ['steward', 2],
    ]);
    const stewards = rows[1].marks;
    expect(stewards.map((mark) => [mark.entry.id, mark.lane])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
    // None covers another in its lane.
    for (const a of stewards)
      for (const b of stewards)
        if (a !== b && a.lane === b.lane) expect(a.x1 <= b.x0 || b.x1 <= a.x0).toBe(true);
  });

  it('draws an uncertain date as its span, a date known to the day as a dot', () => {
    const { rows } = layout([
      entry('photo', 1, '196X'),
      entry('photo', 2, '1920~'),
      entry('race', 3, '2019-10-13'),
      entry('photo', 4, '1981-07'),
    ]);
    const row = (kind: TimelineKind) => rows.find((found) => found.kind === kind)!;
    const photos = Object.fromEntries(row('photo').marks.map((mark) => [mark.entry.id, mark]));
    expect(photos[1].dot).toBe(false);
    expect(photos[1].x1 - photos[1].x0).toBeCloseTo(10, 0);
    expect(photos[2].dot).toBe(false);
    expect(photos[4].dot).toBe(true);
    expect(row('race').marks[0]).toMatchObject({ dot: true });
  });

  it('draws the certain part of a from–to record solid, and an open one to today', () => {
    const { axis, rows } = layout([
      entry('name', 1, '1950~', '196X'),
      entry('steward', 2, '1980-06', null, true),
    ]);
    const [name] = rows[0].marks;
    expect(name.certain!.x0).toBeCloseTo(axisX(axis, '1950-12-31'), 5);
    expect(name.certain!.x1).toBeCloseTo(axisX(axis, '1960-01-01'), 5);
    const [steward] = rows[1].marks;
    expect(steward.x1).toBeCloseTo(axisX(axis, TODAY), 5);
    expect(steward.dot).toBe(false);
    // Still running: drawn with an arrow at today.
    expect([name.open, steward.open]).toEqual([false, true]);
  });

  it('puts marks too close to tell apart on a phone in lanes of their own', () => {
    // Two photos eight months apart: a few pixels on a 390 px screen.
    const { rows } = layout([
      entry('photo', 1, '1980-07-04'),
      entry('photo', 2, '1981-03'),
      entry('built', 3, '1900'),
    ]);
    expect(rows.find((row) => row.kind === 'photo')!.lanes).toBe(2);
  });

  it('numbers the marks as the list does, and draws nothing for the undated', () => {
    const { rows } = layout([entry('story', 9, null), entry('built', 1, '1950'), entry('race', 2, '1990')]);
    expect(rows.flatMap((row) => row.marks.map((mark) => [mark.entry.id, mark.number]))).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(layout([entry('story', 9, null)]).rows).toEqual([]);
  });
});
