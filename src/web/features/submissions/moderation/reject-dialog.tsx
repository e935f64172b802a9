/**
 * Reject, in the site's dialog frame (components/ui/dialog-shell.tsx). The note to the sender is offered only when
 * it can reach them (they left an email and asked to be told the outcome); otherwise the dialog says nobody is told.
 */
import { useId, useState } from 'react';
import { XCircle } from 'lucide-react';
import { FormError, FormField } from '../../../components/form/form-field.tsx';
import { DANGER_BUTTON, DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { failedTo } from '../../../lib/failure-message.ts';
import { submissionsArea } from '../../../../shared/i18n/messages/submissions.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export function RejectButton({
  onReject,
  disabled,
  senderTold,
}: {
  /** Rejects with the note; resolves once done. */
  onReject: (note: string) => Promise<unknown>;
  disabled: boolean;
  /** Whether the sender left an email and asked to be told the outcome. */
  senderTold: boolean;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();

  const reject = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onReject(note);
      setOpen(false);
    } catch (error) {
      setFailure(failedTo(t(submissionsArea.rejectFailed), error, {}, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) {
          setFailure(null);
          setNote('');
        }
      }}
      role="dialog"
      wide
      title={t(submissionsArea.rejectTitle)}
      description={senderTold ? t(submissionsArea.rejectTold) : t(submissionsArea.rejectNotTold)}
      onSafe={() => setOpen(false)}
      busy={busy}
      trigger={
        <button
          type="button"
          disabled={disabled}
          className="btn-secondary w-full justify-center text-red-800"
        >
          <XCircle aria-hidden="true" className="h-4 w-4" />
          {t(submissionsArea.reject)}
        </button>
      }
      action={
        <button type="submit" form={formId} className={DANGER_BUTTON} disabled={busy}>
          {busy ? t(submissionsArea.rejecting) : t(submissionsArea.reject)}
        </button>
      }
    >
      <form
        id={formId}
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void reject();
        }}
      >
        {senderTold ? (
          <FormField label={t(submissionsArea.noteToSender)} hint={t(submissionsArea.noteHint)}>
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
        ) : null}
      </form>
      <div className="mt-4">
        <FormError message={failure} />
      </div>
    </DialogShell>
  );
}
