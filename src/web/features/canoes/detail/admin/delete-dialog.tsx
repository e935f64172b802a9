/**
 * The canoe page's delete confirmation (spec §4): 'Delete {Type}', cannot be undone. A failure is handed back as
 * 'Failed to delete {type}: {message or Unknown error}' for the page's banner; after a delete the canoe's lists
 * are fetched again before the dialog closes, so the row is gone when the admin looks.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { DELETE_TYPES, type DeleteTarget } from '../canoe-admin-state.ts';
import { deleteRecord, errorText, forgetCanoe, refreshCanoe } from './admin-queries.ts';

const CANNOT_BE_UNDONE = 'This action cannot be undone.';

function confirmation(target: DeleteTarget): string {
  switch (target.kind) {
    case 'canoe':
      return `Are you sure you want to delete ${target.label}? Its names, ownership history, restorations, race entries and photos are deleted with it. ${CANNOT_BE_UNDONE}`;
    case 'name':
      return `Are you sure you want to delete the name “${target.label}”? ${CANNOT_BE_UNDONE}`;
    default:
      return `Are you sure you want to delete this ${DELETE_TYPES[target.kind].toLowerCase()} (${target.label})? ${CANNOT_BE_UNDONE}`;
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
