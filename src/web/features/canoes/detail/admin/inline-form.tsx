/** What the canoe page's inline add forms share: the frame with its buttons, field messages, number boxes. */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormError, FormField } from '../../../../components/form/form-field.tsx';
import { YearInput } from '../../../../components/form/year-input.tsx';
import { MIN_YEAR } from '../../../../../shared/constants.ts';
import { messages } from '../../../../../shared/messages.ts';
import { currentYear } from '../../../../lib/years.ts';

export type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * Field messages that go as soon as their field is edited, and the boxes whose text the browser could not read
 * as a number (a number box then reports an empty value, which must not pass as "left empty").
 */
export function useFieldState<F extends string>() {
  const [errors, setErrors] = useState<Errors<F>>({});
  const [unreadable, setUnreadable] = useState<Partial<Record<F, boolean>>>({});
  const clear = (field: F) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  return {
    errors,
    setErrors,
    clear,
    unreadable,
    /** The onChange of a field: keeps the value and clears the field's message. */
    edit: (field: F, set: (value: string) => void) => (value: string) => {
      set(value);
      clear(field);
    },
    markUnreadable: (field: F) => (bad: boolean) => {
      setUnreadable((current) => (current[field] === bad ? current : { ...current, [field]: bad }));
      if (bad) clear(field);
    },
  };
}

/** A year box's message, if its value is not a year from 1800 to this year (spec §5 "Year input"). */
export function yearProblem(value: string, unreadable: boolean | undefined): string | undefined {
  if (unreadable) return messages.yearNumber;
  if (!value.trim()) return undefined;
  const year = Number(value);
  if (!/^\d{4}$/.test(value.trim()) || year < MIN_YEAR || year > currentYear()) {
    return messages.yearRange(currentYear());
  }
  return undefined;
}

/** The frame of an inline add form: heading, fields, the failure banner, Cancel and the save button. */
export function InlineForm({
  formId,
  title,
  description,
  submitLabel,
  busy,
  failure,
  autoFocus,
  onSubmit,
  onCancel,
  children,
}: {
  formId: string;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  busy: boolean;
  failure: string | null;
  autoFocus: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const descriptionId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [autoFocus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit();
    const form = event.currentTarget;
    // After React has marked the fields, so the first one in error takes the focus.
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form
      ref={formRef}
      id={formId}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy}
      className="card mt-4 space-y-5 border-koa-200 p-5 sm:p-6"
    >
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-koa-900">
          {title}
        </h3>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-stone-700">
            {description}
          </p>
        ) : null}
      </div>
      {children}
      <FormError message={failure} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-4">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onUnreadable: (unreadable: boolean) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
}

/** A year box (1800 to this year). */
export function YearField({ onUnreadable, ...field }: NumberFieldProps) {
  return (
    <FormField label={field.label} error={field.error} hint={field.hint} required={field.required}>
      {(props) => (
        <YearInput
          {...props}
          value={field.value}
          aria-required={field.required || undefined}
          onChange={(event) => field.onChange(event.target.value)}
          onInput={(event) => onUnreadable(event.currentTarget.validity.badInput)}
        />
      )}
    </FormField>
  );
}

/** A whole-number box (a finishing position, hours, minutes or seconds). */
export function WholeNumberField({
  min,
  max,
  onUnreadable,
  ...field
}: NumberFieldProps & { min: number; max?: number }) {
  return (
    <FormField label={field.label} error={field.error} hint={field.hint} required={field.required}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className="input"
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onInput={(event) => onUnreadable(event.currentTarget.validity.badInput)}
        />
      )}
    </FormField>
  );
}

/** A whole number from `min` to `max`, or null when it is not one. */
export function wholeNumber(value: string, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
