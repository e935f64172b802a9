import { useRef, useState, type ReactNode } from 'react';
import { ChangeReasonField } from '../form/change-reason-field.tsx';
import { DANGER_BUTTON, DialogShell } from './dialog-shell.tsx';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs on Delete; the dialog shows 'Deleting...' until it settles and closes itself when it succeeds. */
  onConfirm: () => Promise<unknown>;
  title?: string;
  message?: string;
  confirmLabel?: string;
  /** The button's words while it works ('Deleting...'). */
  busyLabel?: string;
  /** Whether to ask for the change history's reason (not for what the history does not record). */
  withReason?: boolean;
}

/**
 * The shared delete confirmation (spec §2 Shared pieces): title 'Confirm Deletion' unless given, says where the
 * record can be restored from, Cancel and Delete. A failure is left to the caller to show (the spec's 'Failed to delete …' texts); the
 * dialog closes either way so that message is visible.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  message,
  confirmLabel,
  busyLabel,
  withReason = true,
}: ConfirmDialogProps) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller shows the failure; the dialog only closes.
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title ?? t(ui.confirmDeletion)}
      description={message ?? t(ui.confirmDelete, { canBeRestored: t(ui.canBeRestored) })}
      // Cancel, not the optional reason, has the focus first.
      onSafe={() => onOpenChange(false)}
      busy={busy}
      action={
        <button type="button" className={DANGER_BUTTON} onClick={() => void confirm()} disabled={busy}>
          {busy ? (busyLabel ?? t(ui.deleting)) : (confirmLabel ?? t(ui.delete))}
        </button>
      }
    >
      {withReason ? (
        <div className="mt-4">
          <ChangeReasonField />
        </div>
      ) : null}
    </DialogShell>
  );
}

/**
 * A button that asks before it deletes (`onOpen` runs as it opens the dialog). The dialog has no trigger of its
 * own, so the focus is given back to the button when it closes.
 */
export function ConfirmButton({
  className,
  children,
  onOpen,
  ...dialog
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & {
  className: string;
  children: ReactNode;
  onOpen?: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {children}
      </button>
      <ConfirmDialog
        {...dialog}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTimeout(() => button.current?.focus(), 0);
        }}
      />
    </>
  );
}
