import { Link } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { yearOf } from '../../../lib/format.ts';
import { paths } from '../../../../shared/paths.ts';
import { useCanoeRaces } from './canoe-detail-queries.ts';
import { TabEmpty, TabError, TabHeading } from './tab-parts.tsx';

/** Race History: the races the canoe has paddled, with its finish. */
export function RacesTab({ canoeId }: { canoeId: number }) {
  const query = useCanoeRaces(canoeId);
  return (
    <section aria-labelledby="races-heading">
      <TabHeading id="races-heading">Race History</TabHeading>
      {query.isPending ? (
        <LoadingState label="Loading race history..." />
      ) : query.isError ? (
        <TabError>Failed to load race history. Please try again later.</TabError>
      ) : query.data.length === 0 ? (
        <TabEmpty>No races have been recorded for this canoe.</TabEmpty>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Race</th>
                <th scope="col">Year</th>
                <th scope="col">Paddler</th>
                <th scope="col">Position</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((entry) => (
                <tr key={entry.participation_id}>
                  <td>
                    <Link to={paths.race(entry.race_id)} className="link">
                      {entry.race_name}
                    </Link>
                  </td>
                  <td>{entry.year ?? yearOf(entry.date) ?? '—'}</td>
                  <td>{entry.paddler_name || '—'}</td>
                  <td>{entry.position ?? '—'}</td>
                  <td className="tabular-nums">{entry.time || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
