/**
 * "Through the Years" (decision 029): one row per decade, its four bars (built, renamed, restored, raced) each a
 * link to the registry filtered to that decade and kind. A list of decades, each a heading and a list of four
 * links whose names say it in words ("12 canoes restored in the 1960s"), so a screen reader reads what the eye
 * compares; a bar's width is its count against the page's largest. On a phone each bar has a row of its own with
 * its kind beside it; on a wide screen the four stand side by side under a key.
 */
import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import {
  CANOE_EVENTS,
  decadeYears,
  eventFilterQuery,
  type CanoeEvent,
} from '../../../shared/canoe-events.ts';
import type { DecadeCounts } from '../../../shared/api/canoe-decades.ts';
import type { Message } from '../../../shared/i18n/messages.ts';
import { dates } from '../../../shared/i18n/messages/dates.ts';
import { throughTheYearsArea as words } from '../../../shared/i18n/messages/through-the-years.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Each kind's label, its words and its colour (as a canoe's timeline draws the same kinds). Colours as style
 * values, not classes: the site's one stylesheet carries no colour only this page uses.
 */
const KINDS: Record<CanoeEvent, { label: Message; count: Message; colour: string }> = {
  built: { label: words.built, count: words.builtCount, colour: '#6e3f20' },
  renamed: { label: words.renamed, count: words.renamedCount, colour: '#177470' },
  restored: { label: words.restored, count: words.restoredCount, colour: '#7c3aed' },
  raced: { label: words.raced, count: words.racedCount, colour: '#0369a1' },
};

/** The decade's column beside its bars, from the width where they stop stacking under it. */
const ROW = 'sm:grid sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-4';
const BARS = 'grid gap-1.5 lg:grid-cols-4 lg:gap-4';

export function DecadeBars({ decades }: { decades: DecadeCounts[] }) {
  const { t } = useI18n();
  const most = Math.max(1, ...decades.flatMap((counts) => CANOE_EVENTS.map((event) => counts[event])));
  return (
    <div>
      {/* The columns' key, for those who see the four bars side by side; each bar's link says its kind. */}
      <div aria-hidden="true" className={`hidden border-b border-stone-200 pb-2 lg:block`}>
        <div className={ROW}>
          <span />
          <div className={BARS}>
            {CANOE_EVENTS.map((event) => (
              <span key={event} className="flex items-center gap-2 text-sm font-medium text-stone-700">
                <Swatch colour={KINDS[event].colour} />
                {t(KINDS[event].label)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <ol aria-label={t(words.decades)} className="divide-y divide-stone-200">
        {decades.map((counts) => (
          <DecadeRow key={counts.decade} counts={counts} most={most} />
        ))}
      </ol>
    </div>
  );
}

function DecadeRow({ counts, most }: { counts: DecadeCounts; most: number }) {
  const { t } = useI18n();
  const decade = t(dates.decade, { decade: String(counts.decade) });
  const headingId = `decade-${counts.decade}`;
  const { from, to } = decadeYears(counts.decade);
  return (
    <li aria-labelledby={headingId} className={`py-4 break-inside-avoid ${ROW}`}>
      <h2
        id={headingId}
        className="mb-2 font-display text-xl font-semibold text-koa-900 first-letter:uppercase sm:mb-0"
      >
        {decade}
      </h2>
      <ul className={BARS}>
        {CANOE_EVENTS.map((event) => {
          const count = counts[event];
          const kind = KINDS[event];
          const said = t(kind.count, { count, decade });
          return (
            <li
              key={event}
              className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-2 lg:grid-cols-1"
            >
              <span
                aria-hidden="true"
                className="flex min-w-0 items-center gap-1.5 text-sm text-stone-700 [overflow-wrap:anywhere] lg:hidden"
              >
                <Swatch colour={kind.colour} />
                {t(kind.label)}
              </span>
              {count > 0 ? (
                <Link
                  to={paths.canoes(eventFilterQuery(event, from, to))}
                  aria-label={said}
                  className="group grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-koa-700"
                >
                  <span className="block h-4 rounded-sm bg-stone-100">
                    <span
                      className="block h-4 rounded-sm"
                      style={{
                        width: `${Math.round((count / most) * 1000) / 10}%`,
                        minWidth: '0.25rem',
                        backgroundColor: kind.colour,
                        printColorAdjust: 'exact',
                      }}
                    />
                  </span>
                  <span className="min-w-6 text-right text-sm font-semibold tabular-nums text-koa-900 underline-offset-2 group-hover:underline">
                    {count}
                  </span>
                </Link>
              ) : (
                <span className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 text-sm text-stone-600">
                  <span aria-hidden="true" className="block h-4 rounded-sm bg-stone-100" />
                  <span aria-hidden="true" className="min-w-6 text-right tabular-nums">
                    0
                  </span>
                  <span className="sr-only">{said}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** A kind's colour beside its label: the key between a bar and its words. */
function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-3 w-3 shrink-0 rounded-sm"
      style={{ backgroundColor: colour, printColorAdjust: 'exact' }}
    />
  );
}
