import { Link } from 'react-router';
import type { CanoeName, Ownership } from '../../../lib/api-types.ts';
import { yearOf } from '../../../lib/format.ts';
import { paths } from '../../../../shared/paths.ts';
import { TabEmpty, TabHeading } from './tab-parts.tsx';

/** Name History: each name with the years it was given and given up. */
export function NamesTab({ names }: { names: CanoeName[] }) {
  return (
    <section aria-labelledby="names-heading">
      <TabHeading id="names-heading">Name History</TabHeading>
      {names.length === 0 ? (
        <TabEmpty>No names have been recorded for this canoe.</TabEmpty>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Year Assigned</th>
                <th scope="col">Year Ended</th>
              </tr>
            </thead>
            <tbody>
              {names.map((name) => (
                <tr key={name.canoe_name_id}>
                  <td className="font-medium text-koa-900">{name.name}</td>
                  <td>{yearOf(name.start_date) ?? 'Unknown'}</td>
                  <td>{name.end_date ? (yearOf(name.end_date) ?? name.end_date) : 'Current'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Ownership: every steward who has held the canoe, oldest first. */
export function OwnershipTab({ ownerships }: { ownerships: Ownership[] }) {
  return (
    <section aria-labelledby="ownership-heading">
      <TabHeading id="ownership-heading">Ownership History</TabHeading>
      {ownerships.length === 0 ? (
        <TabEmpty>No ownership history has been recorded for this canoe.</TabEmpty>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Steward</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Notes</th>
              </tr>
            </thead>
            <tbody>
              {ownerships.map((ownership) => (
                <tr key={ownership.ownership_id}>
                  <td>
                    <Link to={paths.owner(ownership.owner_id)} className="link">
                      {ownership.owner_name}
                    </Link>
                  </td>
                  <td>{yearOf(ownership.start_date) ?? 'Unknown'}</td>
                  <td>
                    {ownership.end_date ? (yearOf(ownership.end_date) ?? ownership.end_date) : 'Present'}
                  </td>
                  <td className="text-stone-700">
                    {ownership.notes ? <p>{ownership.notes}</p> : null}
                    {ownership.transfer_reason ? (
                      <p className="text-stone-600">Reason for transfer: {ownership.transfer_reason}</p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
