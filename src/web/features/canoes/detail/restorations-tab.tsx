import { Link } from 'react-router';
import { Calendar, MapPin } from 'lucide-react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import type { Restoration } from '../../../lib/api-types.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../../shared/paths.ts';
import { useCanoeRestorations } from './canoe-detail-queries.ts';
import { TabEmpty, TabError, TabHeading } from './tab-parts.tsx';

/** Who did the work: a maker links to their maker page; a person with no maker role, to their person record. */
function Restorer({ restoration }: { restoration: Restoration }) {
  if (restoration.maker_id !== null) {
    return (
      <Link to={paths.maker(restoration.maker_id)} className="link">
        {restoration.maker_name || `Maker #${restoration.maker_id}`}
      </Link>
    );
  }
  if (restoration.restorer_person_id !== null) {
    return (
      <Link to={paths.person(restoration.restorer_person_id)} className="link">
        {restoration.restorer_name || `Person #${restoration.restorer_person_id}`}
      </Link>
    );
  }
  return null;
}

function RestorationCard({ restoration }: { restoration: Restoration }) {
  const started = formatDate(restoration.restoration_date);
  const ended = formatDate(restoration.end_date);
  return (
    <li className="card p-5">
      <article aria-labelledby={`restoration-${restoration.restoration_id}`}>
        <h3 id={`restoration-${restoration.restoration_id}`} className="text-lg font-semibold text-koa-900">
          {restoration.maker_id !== null || restoration.restorer_person_id !== null ? (
            <>
              Restoration by <Restorer restoration={restoration} />
            </>
          ) : (
            'Restoration'
          )}
        </h3>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-600">
          {started ? (
            <span className="inline-flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="h-4 w-4" />
              {ended ? `${started} – ${ended}` : started}
            </span>
          ) : null}
          {restoration.location ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {restoration.location}
            </span>
          ) : null}
        </div>
        {restoration.description ? <p className="mt-3 text-stone-800">{restoration.description}</p> : null}
        {restoration.notes ? (
          <p className="mt-2 text-sm whitespace-pre-line text-stone-600">{restoration.notes}</p>
        ) : null}
      </article>
    </li>
  );
}

export function RestorationsTab({ canoeId }: { canoeId: number }) {
  const query = useCanoeRestorations(canoeId);
  return (
    <section aria-labelledby="restorations-heading">
      <TabHeading id="restorations-heading">Restorations</TabHeading>
      {query.isPending ? (
        <LoadingState label="Loading restorations..." />
      ) : query.isError ? (
        <TabError>Failed to load restorations. Please try again later.</TabError>
      ) : query.data.length === 0 ? (
        <TabEmpty>No restorations have been recorded for this canoe.</TabEmpty>
      ) : (
        <ul className="mt-4 space-y-4">
          {query.data.map((restoration) => (
            <RestorationCard key={restoration.restoration_id} restoration={restoration} />
          ))}
        </ul>
      )}
    </section>
  );
}
