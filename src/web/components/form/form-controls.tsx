/** The canoe forms' controls: a labelled box, select or number, each showing its own message (spec §5). */
import type { ReactNode } from 'react';
import { FormField } from './form-field.tsx';

/** One choice of a select: the submitted value and the text shown. */
export interface SelectOption {
  value: string;
  label: string;
}

interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
}

export function TextField({
  type = 'text',
  placeholder,
  maxLength,
  ...field
}: FieldProps & { type?: 'text' | 'date'; placeholder?: string; maxLength?: number }) {
  return (
    <FormField label={field.label} error={field.error} hint={field.hint} required={field.required}>
      {(props) => (
        <input
          {...props}
          type={type}
          className="input"
          value={field.value}
          placeholder={placeholder}
          maxLength={maxLength}
          aria-required={field.required || undefined}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function TextAreaField({ rows = 3, ...field }: FieldProps & { rows?: number }) {
  return (
    <FormField label={field.label} error={field.error} hint={field.hint} required={field.required}>
      {(props) => (
        <textarea
          {...props}
          rows={rows}
          className="input"
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function SelectField({
  options,
  placeholder,
  disabledValues = [],
  ...field
}: FieldProps & { options: SelectOption[]; placeholder: string; disabledValues?: string[] }) {
  return (
    <FormField label={field.label} error={field.error} hint={field.hint} required={field.required}>
      {(props) => (
        <select
          {...props}
          className="input"
          value={field.value}
          aria-required={field.required || undefined}
          onChange={(event) => field.onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={disabledValues.includes(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * A measurement box. It stays a number box (the spec's steps, a numeric keypad), so text the browser cannot read
 * reaches us only as `validity.badInput` with an empty value: `onUnreadable` passes that on.
 */
export function NumberField({
  step,
  onUnreadable,
  ...field
}: FieldProps & { step: number; onUnreadable: (unreadable: boolean) => void }) {
  return (
    <FormField label={field.label} error={field.error} hint={field.hint}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          className="input"
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          // onChange stays silent while the value stays empty, so unreadable text is caught on input.
          onInput={(event) => onUnreadable(event.currentTarget.validity.badInput)}
        />
      )}
    </FormField>
  );
}
