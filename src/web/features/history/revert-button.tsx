/**
 * Revert (or Restore, for a delete) with the shared confirmation dialog. A refusal (409) is shown under the
 * button with what has changed since, so nothing newer is overwritten without the administrator seeing why.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { ConfirmButton } from '../../components/ui/confirm-dialog.tsx';
import type { RevertConflict } from '../../../shared/api/common.ts';
import type { ChangeDetail, ChangeSummary } from '../../../shared/api/history.ts';
import { ApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/failure-message.ts';
import { DifferenceTable } from './change-differences.tsx';
import { revertChange } from './history-queries.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { historyArea } from '../../../shared/i18n/messages/history.ts';

interface Refusal {
  message: string;
  conflicts: RevertConflict[];
}

/** Why a revert was refused: the server's sentence, then each record in the way with what differs now. */
export function RevertRefusal({ refusal }: { refusal: Refusal }) {
  return (
    <div role="alert" className="mt-3 w-full rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <p className="font-medium">{refusal.message}</p>
      {refusal.conflicts.length > 1 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {refusal.conflicts.map((conflict) => (
            <li key={`${conflict.record_type}:${conflict.record_id}:${conflict.problem}`}>
              {conflict.message}
            </li>
          ))}
        </ul>
      ) : null}
      {refusal.conflicts
        .filter((conflict) => conflict.differences.length)
        .map((conflict) => (
          <div key={`${conflict.record_type}:${conflict.record_id}`} className="mt-3 bg-white text-stone-900">
            <DifferenceTable
              differences={conflict.differences}
              caption={conflict.message}
              labels={[historyArea.asThisChangeLeftIt, historyArea.now]}
            />
          </div>
        ))}
    </div>
  );
}

export function RevertButton({
  change,
  restore = false,
  onReverted,
}: {
  change: ChangeSummary;
  /** A delete: the button says Restore. */
  restore?: boolean;
  onReverted?: (revert: ChangeDetail) => void;
}) {
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { t } = useI18n();
  const verb = t(restore ? historyArea.restore : historyArea.revert);
  return (
    <>
      <ConfirmButton
        className="btn-secondary"
        onOpen={() => setRefusal(null)}
        title={t(restore ? historyArea.restoreTitle : historyArea.revertTitle)}
        message={
          restore
            ? t(historyArea.restoreQuestion, { record: change.record_label })
            : t(historyArea.revertQuestion, { summary: change.summary })
        }
        confirmLabel={verb}
        busyLabel={t(restore ? historyArea.restoring : historyArea.reverting)}
        onConfirm={async () => {
          try {
            // Awaited on its own line: `onReverted?.(await …)` would skip the call when there is no onReverted.
            const revert = await revertChange(client, change.change_id);
            onReverted?.(revert);
          } catch (error) {
            setRefusal({
              message: errorMessage(error),
              conflicts: error instanceof ApiError ? error.conflicts : [],
            });
            throw error;
          }
        }}
      >
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">{verb}</span>
        <span className="sr-only">
          {t(historyArea.revertWhat, { action: restore ? 'restore' : 'revert', summary: change.summary })}
        </span>
      </ConfirmButton>
      {/* The button's parent wraps: the refusal takes a line of its own below. */}
      {refusal ? <RevertRefusal refusal={refusal} /> : null}
    </>
  );
}
