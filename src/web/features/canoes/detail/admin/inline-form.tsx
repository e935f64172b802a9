/**
 * The one shape of the canoe page's inline forms, adding a row or editing one: a schema form whose save refreshes
 * the canoe's lists and closes the form, inside a frame with its heading, the failure banner, Cancel and the save
 * button.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { FormButtons } from '../../../../components/form/form-buttons.tsx';
import { FormError, FormField } from '../../../../components/form/form-field.tsx';
import {
  DateField,
  dateBoxText,
  dateProblem,
  editedDateBody,
} from '../../../../components/form/date-field.tsx';
import {
  useSchemaForm,
  type FieldBinding,
  type SchemaFormOptions,
} from '../../../../components/form/use-schema-form.ts';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { refreshCanoe } from './admin-queries.ts';

type InlineOptions<V extends Record<string, string>, B, K extends string> = Omit<
  SchemaFormOptions<V, B, K>,
  'submit'
> & {
  /** The add or change call; the canoe's lists are fetched again after it. */
  send: (body: B) => Promise<unknown>;
};

/** An inline form's state: values, messages, busy, and a save that ends with `onDone(true)`. */
export function useInlineForm<
  V extends Record<string, string>,
  B,
  K extends string = Extract<keyof V, string>,
>(
  schema: ZodType,
  { canoeId, onDone }: Pick<AddFormProps, 'canoeId' | 'onDone'>,
  { send, ...options }: InlineOptions<V, B, K>,
) {
  const client = useQueryClient();
  return useSchemaForm<V, B, K>(schema, {
    ...options,
    submit: async (body) => {
      await send(body);
      await refreshCanoe(client, canoeId);
      onDone(true);
    },
  });
}

/**
 * A date box's message, if what it holds cannot be read as a date from 1000 to this year (decision 013): the
 * schema's own words, shown before sending.
 */
export function yearProblem(value: string, _unreadable?: boolean): string | undefined {
  return dateProblem(value);
}

/** A date as the API takes it: as typed (EDTF or words; the server reads both), empty as none. */
export const yearBody = (value: string) => value.trim() || null;

/** The date box's start value for a stored date, in words ('1962~' → 'about 1962'). */
export const yearText = (date: string | null | undefined) => dateBoxText(date);

/** A date box's value as an edit sends it: the stored date while the box still shows it unchanged. */
export const editedYearBody = editedDateBody;

export const textOrNull = (value: string) => value.trim() || null;

/** The frame of an inline form: heading, fields, the failure banner, Cancel and the save button. */
export function InlineForm({
  form,
  formId,
  title,
  description,
  submitLabel,
  notice,
  autoFocus,
  onCancel,
  children,
}: {
  form: Pick<ReturnType<typeof useSchemaForm>, 'formProps' | 'busy' | 'failure'>;
  formId: string;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** Shown in the banner's place while there is no failure (a list of choices that could not be loaded). */
  notice?: string | null;
  autoFocus: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const descriptionId = useId();
  const { ref } = form.formProps;

  useEffect(() => {
    if (autoFocus) ref.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [autoFocus, ref]);

  return (
    <form
      {...form.formProps}
      id={formId}
      aria-labelledby={headingId}
      aria-describedby={description ? descriptionId : undefined}
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
      <FormError message={form.failure ?? notice} />
      <FormButtons
        className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-4"
        busy={form.busy}
        onCancel={onCancel}
        label={submitLabel}
      />
    </form>
  );
}

interface NumberFieldProps extends FieldBinding {
  label: string;
  onUnreadable: (unreadable: boolean) => void;
  hint?: ReactNode;
  required?: boolean;
}

/** A date box: a date as precise as it is known, with a preview of how it will read. */
export function YearField({ onUnreadable: _onUnreadable, ...field }: NumberFieldProps) {
  return (
    <DateField
      label={field.label}
      error={field.error}
      hint={field.hint}
      required={field.required}
      value={field.value}
      onChange={field.onChange}
    />
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
