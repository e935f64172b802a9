/**
 * The frame every question the site asks in a dialog shares (delete confirmation, Reject with a note, leaving
 * unsaved changes): the dimmed page, a centred box with its title and description, the safe button (Cancel or
 * Stay) first and the harmful one after it, and the focus on the safe button when it opens, so Enter or Space never
 * does the harmful thing by accident.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The harmful action's button (Delete, Reject, Leave without saving). */
export const DANGER_BUTTON =
  'inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60';

export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  safeLabel,
  onSafe,
  busy = false,
  trigger,
  role = 'alertdialog',
  wide = false,
  children,
  action,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The safe button's words; it has the focus when the dialog opens. */
  safeLabel?: string;
  onSafe: () => void;
  /** While the harmful action runs, the safe button waits too. */
  busy?: boolean;
  /** The button that opens it, when the dialog should give it the focus back as it closes. */
  trigger?: ReactNode;
  role?: 'alertdialog' | 'dialog';
  /** Room for a form (32rem instead of 28rem). */
  wide?: boolean;
  /** Between the description and the buttons. */
  children?: ReactNode;
  /** The harmful action's button, after the safe one. */
  action: ReactNode;
}) {
  const { t } = useI18n();
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role={role}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            safe.current?.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${wide ? 'w-[min(32rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'}`}
        >
          <Dialog.Title className="font-display text-xl font-bold text-koa-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-700">{description}</Dialog.Description>
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button ref={safe} type="button" className="btn-secondary" disabled={busy} onClick={onSafe}>
              {safeLabel ?? t(ui.cancel)}
            </button>
            {action}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
