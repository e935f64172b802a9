import type { Ownership } from '../../../../shared/api/index.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** The transfer page's record of every steward so far (spec §2): owner, from, to or 'Present'. */
export function OwnershipHistoryTable({ ownerships }: { ownerships: Ownership[] }) {
  const { t } = useI18n();
  const { words } = useDateWords();
  return (
    <section aria-labelledby="transfer-history-heading" className="mt-10">
      <h2 id="transfer-history-heading" className="font-display text-2xl font-semibold text-koa-900">
        {t(area.ownershipHistory)}
      </h2>
      {ownerships.length === 0 ? (
        <p className="mt-3 text-stone-600">{t(area.noOwnershipHistory)}</p>
      ) : (
        <DataTable
          className="card mt-4 overflow-x-auto"
          rows={ownerships}
          rowKey={(ownership) => ownership.ownership_id}
          columns={[
            {
              header: t(area.owner),
              className: 'font-medium text-koa-900',
              cell: (ownership) => ownership.owner_name,
            },
            { header: t(area.from), cell: (ownership) => words(ownership.start_date) || t(area.unknown) },
            {
              header: t(area.to),
              cell: (ownership) => words(ownership.end_date) || t(area.present),
            },
          ]}
        />
      )}
    </section>
  );
}
