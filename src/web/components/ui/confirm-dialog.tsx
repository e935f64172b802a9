import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type ReactNode } from 'react';
import { ChangeReasonField } from '../form/change-reason-field.tsx';

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
}

/**
 * The shared delete confirmation (spec §2 Shared pieces): title 'Confirm Deletion' unless given, says it cannot be
 * undone, Cancel and Delete. A failure is left to the caller to show (the spec's 'Failed to delete …' texts); the
 * dialog closes either way so that message is visible.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = 'Confirm Deletion',
  message = 'Are you sure you want to delete this item? This action cannot be undone.',
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
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
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          // Cancel, not the optional reason, has the focus first: Enter or Space must never delete by accident.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-display text-xl font-bold text-koa-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-700">{message}</Dialog.Description>
          <div className="mt-4">
            <ChangeReasonField />
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button ref={cancel} type="button" className="btn-secondary" disabled={busy}>
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60"
              onClick={() => void confirm()}
              disabled={busy}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
