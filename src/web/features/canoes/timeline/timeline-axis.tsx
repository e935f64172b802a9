/**
 * The timeline's drawing (decision 028): one row per kind of entry, each entry's span in its lane, on an axis of
 * decades. For those who see it; it is hidden from assistive technology, for which the list below holds the same.
 * Server-rendered SVG whose positions are percentages of its width, so it fits a phone's screen as a laptop's,
 * prints as it is, and needs no script.
 */
import type { TimelineDates } from '../../../../shared/canoe-timeline.ts';
import { timelineArea } from '../../../../shared/i18n/messages/timeline.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { KIND_COLOURS } from './timeline-kinds.ts';
import { ARROW_PX, type TimelineAxis, type TimelineRow } from './timeline-layout.ts';

const PAD_TOP = 4;
/** A row's name above its lanes, and the height of a lane (a bar of 10 px and its air). */
const ROW_LABEL = 18;
const LANE = 16;
const BAR = 10;
const ROW_GAP = 8;
/** Under the rows: the years of the ticks. */
const AXIS_LABELS = 20;

/** Stone 200, 400, 700 and 600 of the site's palette: paint attributes, as the kinds' colours (timeline-kinds.ts). */
const GRID = '#e7e5e4';
const BASELINE = '#a8a29e';
const ROW_WORDS = '#44403c';
const YEAR_WORDS = '#57534e';

const pct = (x: number) => `${x.toFixed(3)}%`;

export function TimelineDrawing<T extends TimelineDates>({
  axis,
  rows,
}: {
  axis: TimelineAxis;
  rows: TimelineRow<T>[];
}) {
  const { t } = useI18n();
  const heightOf = (row: TimelineRow<T>) => ROW_LABEL + row.lanes * LANE + ROW_GAP;
  // Each row below the ones before it.
  const placed = rows.map((row, i) => ({
    row,
    top: PAD_TOP + rows.slice(0, i).reduce((sum, above) => sum + heightOf(above), 0),
  }));
  const bottom = PAD_TOP + rows.reduce((sum, row) => sum + heightOf(row), 0);
  const height = bottom + AXIS_LABELS;
  return (
    <div aria-hidden="true" className="mb-8 rounded-xl border border-stone-200 bg-white p-3">
      <svg width="100%" height={height} focusable="false" className="block overflow-hidden">
        {axis.ticks.map((tick) => (
          <line
            key={tick.year}
            x1={pct(tick.x)}
            x2={pct(tick.x)}
            y1={PAD_TOP}
            y2={bottom}
            stroke={GRID}
            strokeWidth={1}
          />
        ))}
        <line x1="0" x2="100%" y1={bottom} y2={bottom} stroke={BASELINE} strokeWidth={1} />
        {placed.map(({ row, top }) => {
          const colours = KIND_COLOURS[row.kind];
          return (
            <g key={row.kind}>
              <text x="0" y={top + 13} fontSize={12} fontWeight={600} fill={ROW_WORDS}>
                {t(timelineArea.kindRow, { kind: row.kind })}
              </text>
              {row.marks.map((mark) => {
                const laneTop = top + ROW_LABEL + mark.lane * LANE;
                const key = `${mark.entry.kind}-${mark.entry.id}`;
                if (mark.dot) {
                  return (
                    <circle
                      key={key}
                      cx={pct((mark.x0 + mark.x1) / 2)}
                      cy={laneTop + BAR / 2 + 1}
                      r={5}
                      fill={colours.solid}
                    />
                  );
                }
                return (
                  <g key={key}>
                    <rect
                      x={pct(mark.x0)}
                      y={laneTop + 1}
                      width={pct(Math.max(0, mark.x1 - mark.x0))}
                      height={BAR}
                      rx={2}
                      fill={colours.soft}
                      stroke={colours.solid}
                      strokeWidth={1.5}
                    />
                    {mark.certain && mark.certain.x1 > mark.certain.x0 ? (
                      <rect
                        x={pct(mark.certain.x0)}
                        y={laneTop + 1}
                        width={pct(mark.certain.x1 - mark.certain.x0)}
                        height={BAR}
                        fill={colours.solid}
                      />
                    ) : null}
                    {mark.open ? (
                      // Still running: an arrow at today.
                      <svg x={pct(mark.x1)} y={laneTop + 1} overflow="visible">
                        <polygon points={`0,-1 ${ARROW_PX},${BAR / 2} 0,${BAR + 1}`} fill={colours.solid} />
                      </svg>
                    ) : null}
                  </g>
                );
              })}
            </g>
          );
        })}
        {axis.ticks.map((tick, i) => {
          const anchor = i === 0 ? 'start' : i === axis.ticks.length - 1 ? 'end' : 'middle';
          // A phone's drawing has room for fewer years than a wider screen's (which has room for every one a
          // phone's has): each is shown where there is room.
          if (!tick.labelWide) return null;
          const shown = tick.labelNarrow ? undefined : 'hidden sm:block';
          return (
            <text
              key={tick.year}
              x={pct(tick.x)}
              y={bottom + 15}
              fontSize={12}
              textAnchor={anchor}
              fill={YEAR_WORDS}
              className={shown}
            >
              {tick.year}
            </text>
          );
        })}
      </svg>
    </div>
  );
}
