import { forms } from '../../../shared/i18n/messages/forms.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ChangeReasonField } from './change-reason-field.tsx';
import { FormError } from './form-field.tsx';

interface FormButtonsProps {
  busy: boolean;
  onCancel: () => void;
  /** The submit button's words ('Create Maker'), and while the form is busy ('Saving...'). */
  label: string;
  busyLabel?: string;
  /** The row's class. */
  className?: string;
}

/** A form's optional reason for the change, then Cancel and submit, both disabled while it saves. */
export function FormButtons({
  busy,
  onCancel,
  label,
  busyLabel,
  className = 'flex flex-wrap justify-end gap-3',
}: FormButtonsProps) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <ChangeReasonField />
      <div className={className}>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          {t(forms.cancel)}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? (busyLabel ?? t(forms.saving)) : label}
        </button>
      </div>
    </div>
  );
}

/** The foot of a record's form, under a rule: the failure banner, then Cancel and the submit button. */
export function FormFooter({
  failure,
  className = 'space-y-4 border-t border-stone-200 pt-6',
  ...buttons
}: Omit<FormButtonsProps, 'className' | 'busyLabel'> & {
  failure: string | null | undefined;
  className?: string;
}) {
  return (
    <div className={className}>
      <FormError message={failure} />
      <FormButtons {...buttons} />
    </div>
  );
}
