import { Link } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { yearOf } from '../../../lib/format.ts';
import { paths } from '../../../../shared/paths.ts';
import type { Participation } from '../../../../shared/api/index.ts';
import { AddFormSlot, AddFormToggle, DeleteButton } from './admin-controls.tsx';
import type { CanoeAdmin } from './canoe-admin-state.ts';
import { useCanoeRaces } from './canoe-detail-queries.ts';
import { ActionsHeader, TabEmpty, TabError, TabTop } from './tab-parts.tsx';

const entryYear = (entry: Participation) => entry.year ?? yearOf(entry.date);

/** 'Kaʻiwi Channel Classic, 2019': which race entry a delete button removes. */
const entryLabel = (entry: Participation) => {
  const year = entryYear(entry);
  return year ? `${entry.race_name}, ${year}` : entry.race_name;
};

/** Race History: the races the canoe has paddled, with its finish. */
export function RacesTab({ canoeId, admin }: { canoeId: number; admin: CanoeAdmin | null }) {
  const query = useCanoeRaces(canoeId);
  return (
    <section aria-labelledby="races-heading">
      <TabTop id="races-heading" title="Race History">
        {admin ? <AddFormToggle admin={admin} kind="race" /> : null}
      </TabTop>
      {admin ? <AddFormSlot admin={admin} kind="race" /> : null}
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
                {admin ? <ActionsHeader /> : null}
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
                  <td>{entryYear(entry) ?? '—'}</td>
                  <td>{entry.paddler_name || '—'}</td>
                  <td>{entry.position ?? '—'}</td>
                  <td className="tabular-nums">{entry.time || '—'}</td>
                  {admin ? (
                    <td className="text-right">
                      <DeleteButton
                        label={`Delete race entry ${entryLabel(entry)}`}
                        onClick={() =>
                          admin.requestDelete({
                            kind: 'race-entry',
                            id: entry.participation_id,
                            raceId: entry.race_id,
                            label: entryLabel(entry),
                          })
                        }
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
