import { useEffect, useState } from 'react';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { currentChangeReason, setChangeReason } from '../../lib/api.ts';
import { CHANGE_REASON_MAX } from '../../../shared/change-reason.ts';
import { showReasonField } from './change-reason.ts';
import { FormField } from './form-field.tsx';

/** A reason kept by its own form: what is typed, and how to change it (sent with `withReason`). */
export interface OwnReason {
  value: string;
  onChange: (value: string) => void;
}

/**
 * "Reason for this change": optional words every administrator's form and confirmation offers, kept with the change
 * in the history (decision 009). What is typed is sent with the writes made while the field is shown, until a save
 * goes through (changeReasonSaved), and forgotten when it goes away (a field in a dialog then hands back the reason
 * typed on the page beneath it).
 *
 * Several small forms on one page (the labels' import and a label's text; a canoe's labels and each source's) each
 * keep their own: given `own`, the field holds what is typed for its form alone, which sends it with its own save
 * (`withReason`, change-reason.ts) and leaves the page's reason as it is.
 */
export function ChangeReasonField({ own }: { own?: OwnReason } = {}) {
  return own ? <ReasonInput value={own.value} onChange={own.onChange} /> : <PageReasonField />;
}

function PageReasonField() {
  const [reason, setReason] = useState('');
  // A form in a dialog starts without its page's reason and gives it back when it closes.
  useEffect(() => {
    const before = currentChangeReason();
    setChangeReason('');
    const forget = showReasonField(() => setReason(''));
    return () => {
      forget();
      setChangeReason(before);
    };
  }, []);
  return (
    <ReasonInput
      value={reason}
      onChange={(value) => {
        setReason(value);
        setChangeReason(value);
      }}
    />
  );
}

function ReasonInput({ value, onChange }: OwnReason) {
  const { t } = useI18n();
  return (
    <FormField label={t(forms.changeReason)} hint={t(forms.changeReasonHint)}>
      {(props) => (
        <input
          {...props}
          type="text"
          className="input"
          maxLength={CHANGE_REASON_MAX}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
