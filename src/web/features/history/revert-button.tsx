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
              caption={`${conflict.message} As the change left it, and as it is now`}
            />
          </div>
        ))}
      {refusal.conflicts.some((conflict) => conflict.differences.length) ? (
        <p className="mt-2 text-sm">Before: as this change left it. After: as it is now.</p>
      ) : null}
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
  const verb = restore ? 'Restore' : 'Revert';
  return (
    <>
      <ConfirmButton
        className="btn-secondary"
        onOpen={() => setRefusal(null)}
        title={restore ? 'Restore Record' : 'Revert Change'}
        message={
          restore
            ? `Restore ${change.record_label} with everything deleted with it? The restore is recorded as a change of its own.`
            : `Undo “${change.summary}”? The revert is recorded as a change of its own, and can be reverted in turn.`
        }
        confirmLabel={verb}
        busyLabel={restore ? 'Restoring...' : 'Reverting...'}
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
        {verb}
        <span className="sr-only">: {change.summary}</span>
      </ConfirmButton>
      {/* The button's parent wraps: the refusal takes a line of its own below. */}
      {refusal ? <RevertRefusal refusal={refusal} /> : null}
    </>
  );
}
