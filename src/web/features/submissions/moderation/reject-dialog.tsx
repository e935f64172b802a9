/**
 * Reject, with an optional note to the sender (sent only if they left an email and asked to be told). Built like
 * the shared confirmation dialog (components/ui/confirm-dialog.tsx), which has no room for a note of its own.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState } from 'react';
import { XCircle } from 'lucide-react';
import { FormError, FormField } from '../../../components/form/form-field.tsx';
import { failedTo } from '../../../lib/failure-message.ts';

export function RejectButton({
  onReject,
  disabled,
}: {
  /** Rejects with the note; resolves once done. */
  onReject: (note: string) => Promise<unknown>;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const reject = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onReject(note);
      setOpen(false);
    } catch (error) {
      setFailure(failedTo('reject submission', error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) {
          setFailure(null);
          setNote('');
        }
      }}
    >
      <Dialog.Trigger asChild>
        <button
          ref={trigger}
          type="button"
          disabled={disabled}
          className="btn-secondary w-full justify-center text-red-800"
        >
          <XCircle aria-hidden="true" className="h-4 w-4" />
          Reject
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-display text-xl font-bold text-koa-900">
            Reject Submission
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-700">
            Nothing of it will appear on the site, and its photos are removed. If the sender asked to be told
            the outcome, they are sent the note.
          </Dialog.Description>
          <form
            id={formId}
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) void reject();
            }}
          >
            <FormField label="Note to the sender" hint="Optional: why it was not published.">
              {(props) => (
                <textarea
                  {...props}
                  rows={4}
                  maxLength={2000}
                  className="input"
                  value={note}
                  disabled={busy}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </FormField>
          </form>
          <div className="mt-4">
            <FormError message={failure} />
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button ref={cancel} type="button" className="btn-secondary" disabled={busy}>
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="submit"
              form={formId}
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-60"
              disabled={busy}
            >
              {busy ? 'Rejecting...' : 'Reject'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
