/**
 * The canoe page's delete confirmation (spec §4): 'Delete {Type}', and where it can be restored from. A failure is
 * handed back as 'Failed to delete {type}: {message or Unknown error}' for the page's banner; after a delete the
 * canoe's lists are fetched again before the dialog closes, so the row is gone when the admin looks, and the
 * notice of the delete offers Undo (a canoe's, on the registry it goes on to: canoe-detail-view.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { CAN_BE_RESTORED } from '../../../../components/ui/can-be-restored.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useSayDeleted, type DeletedRecord } from '../../../../components/ui/route-notice.tsx';
import { DELETE_TYPES, type DeleteTarget } from '../canoe-admin-state.ts';
import { deleteRecord, errorText, forgetCanoe, refreshCanoe } from './admin-queries.ts';

/** The change history's name of each row the page deletes (a canoe's own is said on the registry). */
const RECORD_TYPES = {
  name: 'canoe_name',
  ownership: 'ownership',
  restoration: 'restoration',
  'race-entry': 'participation',
} as const satisfies Record<Exclude<DeleteTarget['kind'], 'canoe'>, DeletedRecord['record_type']>;

/** The notice's words for a row deleted from the canoe's page. */
function deletedRow(target: Exclude<DeleteTarget, { kind: 'canoe' }>): DeletedRecord {
  return {
    what:
      target.kind === 'name'
        ? `the name “${target.label}”`
        : `the ${DELETE_TYPES[target.kind].toLowerCase()} (${target.label})`,
    record_type: RECORD_TYPES[target.kind],
    record_id: target.id,
  };
}

function confirmation(target: DeleteTarget): string {
  switch (target.kind) {
    case 'canoe':
      return `Are you sure you want to delete ${target.label}? Its names, ownership history, restorations, race entries and photos are deleted with it. ${CAN_BE_RESTORED}`;
    case 'name':
      return `Are you sure you want to delete the name “${target.label}”? ${CAN_BE_RESTORED}`;
    default:
      return `Are you sure you want to delete this ${DELETE_TYPES[target.kind].toLowerCase()} (${target.label})? ${CAN_BE_RESTORED}`;
  }
}

export default function DeleteDialog({
  canoeId,
  target,
  onClose,
  onFailed,
  onDeleted,
}: {
  canoeId: number;
  target: DeleteTarget | null;
  onClose: () => void;
  onFailed: (message: string) => void;
  onDeleted: (target: DeleteTarget) => void;
}) {
  const client = useQueryClient();
  const sayDeleted = useSayDeleted();

  const remove = async () => {
    if (!target) return;
    try {
      await deleteRecord(canoeId, target);
    } catch (error) {
      onFailed(`Failed to delete ${DELETE_TYPES[target.kind].toLowerCase()}: ${errorText(error)}`);
      throw error;
    }
    if (target.kind === 'canoe') await forgetCanoe(client);
    else await refreshCanoe(client, canoeId);
    onDeleted(target);
    if (target.kind !== 'canoe') await sayDeleted(deletedRow(target));
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={remove}
      title={target ? `Delete ${DELETE_TYPES[target.kind]}` : 'Confirm Deletion'}
      message={target ? confirmation(target) : undefined}
    />
  );
}
