import type { Ownership } from '../../../../shared/api/index.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';

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
        <DataTable
          className="card mt-4 overflow-x-auto"
          rows={ownerships}
          rowKey={(ownership) => ownership.ownership_id}
          columns={[
            {
              header: 'Owner',
              className: 'font-medium text-koa-900',
              cell: (ownership) => ownership.owner_name,
            },
            { header: 'From', cell: (ownership) => ownership.start_date_words || 'Unknown' },
            {
              header: 'To',
              cell: (ownership) => ownership.end_date_words || 'Present',
            },
          ]}
        />
      )}
    </section>
  );
}
