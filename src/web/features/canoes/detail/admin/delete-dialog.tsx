/**
 * The canoe page's delete confirmation (spec §4): 'Delete {Type}', and where it can be restored from. A failure is
 * handed back as 'Failed to delete {type}: {message or Unknown error}' for the page's banner; after a delete the
 * canoe's lists are fetched again before the dialog closes, so the row is gone when the admin looks, and the
 * notice of the delete offers Undo (a canoe's, on the registry it goes on to: canoe-detail-view.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useSayDeleted, type DeletedRecord } from '../../../../components/ui/route-notice.tsx';
import { canoeAdminArea } from '../../../../../shared/i18n/messages/canoe-admin.ts';
import { ui } from '../../../../../shared/i18n/messages/ui.ts';
import { useI18n, type Translator } from '../../../../lib/i18n.tsx';
import type { DeleteTarget } from '../canoe-admin-state.ts';
import { deleteRecord, errorText, forgetCanoe, refreshCanoe } from './admin-queries.ts';

type T = Translator['t'];

/** A record's kind as its messages choose their words (`select` takes no hyphen). */
const kindWord = (kind: DeleteTarget['kind']) => (kind === 'race-entry' ? 'race_entry' : kind);

/** The change history's name of each row the page deletes (a canoe's own is said on the registry). */
const RECORD_TYPES = {
  name: 'canoe_name',
  ownership: 'ownership',
  restoration: 'restoration',
  'race-entry': 'participation',
} as const satisfies Record<Exclude<DeleteTarget['kind'], 'canoe'>, DeletedRecord['record_type']>;

/** The notice's words for a row deleted from the canoe's page. */
function deletedRow(t: T, target: Exclude<DeleteTarget, { kind: 'canoe' }>): DeletedRecord {
  return {
    what: t(canoeAdminArea.deletedWhat, { kind: kindWord(target.kind), label: target.label }),
    record_type: RECORD_TYPES[target.kind],
    record_id: target.id,
  };
}

function confirmation(t: T, target: DeleteTarget): string {
  const canBeRestored = t(ui.canBeRestored);
  switch (target.kind) {
    case 'canoe':
      return t(canoeAdminArea.confirmCanoe, { name: target.label, canBeRestored });
    case 'name':
      return t(canoeAdminArea.confirmName, { label: target.label, canBeRestored });
    default:
      return t(canoeAdminArea.confirmRow, {
        kind: kindWord(target.kind),
        label: target.label,
        canBeRestored,
      });
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
  const { t } = useI18n();
  const client = useQueryClient();
  const sayDeleted = useSayDeleted();

  const remove = async () => {
    if (!target) return;
    try {
      await deleteRecord(canoeId, target);
    } catch (error) {
      onFailed(t(canoeAdminArea.deleteFailed, { kind: kindWord(target.kind), error: errorText(error, t) }));
      throw error;
    }
    if (target.kind === 'canoe') await forgetCanoe(client);
    else await refreshCanoe(client, canoeId);
    onDeleted(target);
    if (target.kind !== 'canoe') await sayDeleted(deletedRow(t, target));
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onConfirm={remove}
      title={target ? t(canoeAdminArea.deleteTitle, { kind: kindWord(target.kind) }) : t(ui.confirmDeletion)}
      message={target ? confirmation(t, target) : undefined}
    />
  );
}
