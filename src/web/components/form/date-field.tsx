/**
 * The one date box of every form, the admin's and the share form's alike (decision 013): takes a date as precise as
 * it is known, in EDTF or in words ("1962", "March 1962", "about 1850", "1960s", "1962-1965", "before 1900",
 * "c. 1850"), says so in the same words and examples everywhere, and shows under the box how it will read on the
 * page (in the page's language), or why it cannot be read. What is typed is read as English words (or EDTF).
 */
import type { ReactNode } from 'react';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { dateWords, readDateInput } from '../../../shared/uncertain-date.ts';
import { useDateWords } from '../../lib/date-words.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { FormField } from './form-field.tsx';

/** Why the typed date cannot be saved, or undefined (empty is no date). */
export function dateProblem(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const read = readDateInput(value);
  return 'error' in read ? read.error : undefined;
}

/** The typed date as it will be stored (EDTF), for its words on the page; null while it cannot be read. */
function typedDate(value: string): string | null {
  if (!value.trim()) return null;
  const read = readDateInput(value);
  return 'date' in read ? read.date.edtf : null;
}

/** A stored date (EDTF) as an edit box starts: in words, which read back to the same date. */
export const dateBoxText = (edtf: string | null | undefined) => dateWords(edtf);

/**
 * A date box's value as an edit sends it: the stored date itself while the box still shows it in words, so an
 * edit of another field never changes it; otherwise what was typed, for the server to read.
 */
export const editedDateBody = (value: string, stored: string | null | undefined) =>
  stored && value.trim() === dateWords(stored) ? stored : value.trim() || null;

export function DateField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const { words } = useDateWords();
  const typed = typedDate(value);
  // How the typed date will read on the page ("about 1850").
  const preview = typed ? words(typed) : null;
  return (
    <FormField
      label={label}
      error={error}
      required={required}
      hint={
        <>
          {hint ? <span className="block">{hint}</span> : null}
          <span aria-live="polite" className="block">
            {preview ? (
              <span className="text-ocean-800">{t(forms.dateReads, { date: preview })}</span>
            ) : value.trim() && !error ? (
              <span>{dateProblem(value)}</span>
            ) : (
              <span>{t(forms.dateHint)}</span>
            )}
          </span>
        </>
      }
    >
      {(props) => (
        <input
          {...props}
          type="text"
          className="input"
          autoComplete="off"
          placeholder={t(forms.dateExamples)}
          aria-required={required || undefined}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
