import { useEffect, useState } from 'react';
import { currentChangeReason, setChangeReason } from '../../lib/api.ts';
import { CHANGE_REASON_MAX } from '../../../shared/change-reason.ts';
import { showReasonField } from './change-reason.ts';
import { FormField } from './form-field.tsx';

/**
 * "Reason for this change": optional words every administrator's form and confirmation offers, kept with the change
 * in the history (decision 009). What is typed is sent with the writes made while the field is shown, until a save
 * goes through (changeReasonSaved), and forgotten when it goes away (a field in a dialog then hands back the reason
 * typed on the page beneath it).
 */
export function ChangeReasonField() {
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
    <FormField
      label="Reason for this change"
      hint="Optional: kept in the record's history for administrators."
    >
      {(props) => (
        <input
          {...props}
          type="text"
          className="input"
          maxLength={CHANGE_REASON_MAX}
          autoComplete="off"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setChangeReason(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}
