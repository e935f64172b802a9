/**
 * "Reason for this change" for the labels' small forms, several of which share a page (the Labels page's import
 * and a label's text; the canoe's labels and each source's): each keeps what is typed in it and sends it with its
 * own save only (`X-Change-Reason`, lib/api.ts), handing back whatever reason another form on the page holds.
 */
import { CHANGE_REASON_MAX } from '../../../shared/change-reason.ts';
import { FormField } from '../../components/form/form-field.tsx';
import { currentChangeReason, setChangeReason } from '../../lib/api.ts';

export async function withReason<T>(reason: string, write: () => Promise<T>): Promise<T> {
  const before = currentChangeReason();
  setChangeReason(reason.trim());
  try {
    return await write();
  } finally {
    setChangeReason(before);
  }
}

export function ReasonInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
