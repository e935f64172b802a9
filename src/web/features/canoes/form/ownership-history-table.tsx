import type { Ownership } from '../../../../shared/api/index.ts';
import { formatDate } from '../../../lib/format.ts';

/** The transfer page's record of every steward so far (spec §2): owner, from, to or 'Present'. */
export function OwnershipHistoryTable({ ownerships }: { ownerships: Ownership[] }) {
  return (
    <section aria-labelledby="transfer-history-heading" className="mt-10">
      <h2 id="transfer-history-heading" className="font-display text-2xl font-semibold text-koa-900">
        Ownership History
      </h2>
      {ownerships.length === 0 ? (
        <p className="mt-3 text-stone-600">No ownership history has been recorded for this canoe.</p>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Owner</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
              </tr>
            </thead>
            <tbody>
              {ownerships.map((ownership) => (
                <tr key={ownership.ownership_id}>
                  <td className="font-medium text-koa-900">{ownership.owner_name}</td>
                  <td>{formatDate(ownership.start_date) || 'Unknown'}</td>
                  <td>{ownership.end_date ? formatDate(ownership.end_date) : 'Present'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
