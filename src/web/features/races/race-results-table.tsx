import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import type { Participation } from '../../../shared/api/index.ts';
import { ordinal } from './race-format.ts';

/** By position, unplaced entries last, otherwise in the order entered (the sort is stable). */
export function byPosition(participants: Participation[]): Participation[] {
  return [...participants].sort(
    (a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY),
  );
}

const missing = <span className="text-stone-500">—</span>;

/** A race's results. Wide tables scroll sideways on small screens rather than squeezing the names. */
export function RaceResultsTable({
  raceName,
  participants,
  renderActions,
}: {
  raceName: string;
  participants: Participation[];
  /** Administrators' controls for one entry (Delete), in an Actions column. */
  renderActions?: (entry: Participation) => ReactNode;
}) {
  return (
    <div className="card overflow-x-auto">
      <table className="data-table min-w-[40rem]">
        <caption className="sr-only">Results of {raceName}, by finishing position</caption>
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Canoe</th>
            <th scope="col">Paddler</th>
            <th scope="col">Time</th>
            <th scope="col">Notes</th>
            {renderActions ? <th scope="col">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {byPosition(participants).map((entry) => (
            <tr key={entry.participation_id}>
              <td className="font-semibold whitespace-nowrap text-koa-900">
                {entry.position === null ? missing : ordinal(entry.position)}
              </td>
              <td>
                <Link to={paths.canoe(entry.canoe_id)} className="link">
                  {entry.canoe_name || `Canoe #${entry.canoe_id}`}
                </Link>
                {entry.hull_id ? (
                  <small className="block text-xs whitespace-nowrap text-stone-600">
                    Hull {entry.hull_id}
                  </small>
                ) : null}
              </td>
              <td>{entry.paddler_name || missing}</td>
              <td className="whitespace-nowrap tabular-nums">{entry.time || missing}</td>
              <td className="text-stone-700">{entry.notes || missing}</td>
              {renderActions ? <td>{renderActions(entry)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
