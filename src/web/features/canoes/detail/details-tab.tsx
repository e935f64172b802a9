import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichText } from '../../../components/ui/rich-text.tsx';
import type { CanoeDetail, Source } from '../../../../shared/api/index.ts';
import { numberSources, SourceNotes } from '../sources/source-notes.tsx';
import { feetToInches, formatNumber } from '../../../lib/format.ts';
import { isBlankHtml } from '../../../lib/sanitize.ts';
import { paths } from '../../../../shared/paths.ts';

const UNKNOWN = <span className="text-stone-500">Unknown</span>;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 divide-y divide-stone-100">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[9rem_1fr] gap-3 py-2">
          <dt className="text-sm font-medium text-stone-600">{term}</dt>
          <dd className="text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const measure = (value: string, unit: string) => (value ? `${value} ${unit}` : UNKNOWN);

/** The original maker: the canoe's own maker, else the first of its makers list. */
function originalMaker(canoe: CanoeDetail) {
  if (canoe.maker_id !== null) return { maker_id: canoe.maker_id, name: canoe.maker_name };
  const first = canoe.makers[0];
  return first ? { maker_id: first.maker_id, name: first.maker_name } : null;
}

export function DetailsTab({
  canoe,
  isAdmin,
  sources,
}: {
  canoe: CanoeDetail;
  isAdmin: boolean;
  sources?: Source[];
}) {
  const maker = originalMaker(canoe);
  const numbered = numberSources(sources, [{ type: 'canoe', id: canoe.canoe_id }]);
  return (
    <div className="space-y-8">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="specifications-heading" className="card p-5">
          <h2 id="specifications-heading" className="text-lg font-semibold text-koa-900">
            Specifications
          </h2>
          <Facts
            rows={[
              ['Hull ID', canoe.hull_id || UNKNOWN],
              ['Length', measure(formatNumber(canoe.length), 'ft')],
              ['Width', measure(feetToInches(canoe.width), 'in')],
              ['Weight', measure(formatNumber(canoe.weight), 'lbs')],
            ]}
          />
        </section>
        <section aria-labelledby="construction-heading" className="card p-5">
          <h2 id="construction-heading" className="text-lg font-semibold text-koa-900">
            Construction
          </h2>
          <Facts
            rows={[
              // Year-only entries are stored as January 1, so the year is all that is known.
              ['Build Year', canoe.build_date_words ?? UNKNOWN],
              ['Origin', canoe.origin || UNKNOWN],
              [
                'Original Maker',
                maker ? (
                  <Link to={paths.maker(maker.maker_id)} className="link">
                    {maker.name || `Maker #${maker.maker_id}`}
                  </Link>
                ) : (
                  UNKNOWN
                ),
              ],
              ...(canoe.makers.length > 0
                ? [
                    [
                      'Makers',
                      <ul key="makers" className="space-y-1">
                        {canoe.makers.map((m) => (
                          <li key={m.canoe_maker_id}>
                            <Link to={paths.maker(m.maker_id)} className="link">
                              {m.maker_name || `Maker #${m.maker_id}`}
                            </Link>
                            {m.contribution ? (
                              <span className="text-stone-600"> — {m.contribution}</span>
                            ) : null}
                          </li>
                        ))}
                      </ul>,
                    ] as [string, ReactNode],
                  ]
                : []),
            ]}
          />
        </section>
      </div>
      <section aria-labelledby="notes-heading">
        <h2 id="notes-heading" className="text-lg font-semibold text-koa-900">
          Notes
        </h2>
        {canoe.notes && !isBlankHtml(canoe.notes) ? (
          <RichText html={canoe.notes} className="mt-3 text-stone-800" />
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-stone-600">No description available.</p>
            {isAdmin ? (
              <Link to={paths.canoeEdit(canoe.canoe_id)} className="btn-secondary">
                Edit
              </Link>
            ) : null}
          </div>
        )}
      </section>
      <SourceNotes numbered={numbered} prefix="details" heading="h2" className="" />
    </div>
  );
}
