import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as RadixTabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../../shared/paths.ts';
import { canoeBody } from '../../../../shared/api/canoes.ts';
import { FormFooter } from '../../../components/form/form-buttons.tsx';
import type { FormModel } from '../../../components/form/form-messages.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import { errorMessage } from '../../../lib/failure-message.ts';
import { dateBoxText } from '../../../components/form/date-field.tsx';
import { createCanoe, invalidateCanoeViews, updateCanoe, type SelectOption } from './canoe-form-queries.ts';
import { useCancel } from '../../../lib/use-cancel.ts';
import { CanoeFormProgress } from './canoe-form-progress.tsx';
import {
  BasicStep,
  FIELD_STEP,
  firstErrorStep,
  MEASUREMENTS,
  NameStep,
  NotesStep,
  OwnershipStep,
  SpecsStep,
  STEPS,
  type CanoeField,
  type CanoeFormValues,
  type Measurement,
  type StepKey,
} from './canoe-form-steps.tsx';

export const EMPTY_VALUES: CanoeFormValues = {
  hull_id: '',
  type_id: '',
  maker_id: '',
  build_year: '',
  origin: '',
  length: '',
  width: '',
  weight: '',
  name: '',
  name_year: '',
  owner_id: '',
  ownership_year: '',
  notes: '',
};

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
/** A stored date (EDTF) in words, which read back to the same date ('1850~' → 'about 1850'). */
const yearText = (date: string | null | undefined) => dateBoxText(date);

/** The edit form starts from the canoe as stored: its current name and current owner with their years. */
export function valuesFromCanoe(canoe: CanoeDetail): CanoeFormValues {
  const currentName = canoe.names.find((n) => !n.end_date);
  return {
    hull_id: text(canoe.hull_id),
    type_id: text(canoe.type_id),
    maker_id: text(canoe.maker_id),
    build_year: yearText(canoe.build_date),
    origin: text(canoe.origin),
    length: text(canoe.length),
    width: text(canoe.width),
    weight: text(canoe.weight),
    name: currentName?.name ?? text(canoe.current_name),
    name_year: yearText(currentName ? currentName.start_date : canoe.name_start_date),
    owner_id: text(canoe.current_owner_id),
    ownership_year: yearText(canoe.ownership_start_date),
    notes: canoe.notes ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const idOrNull = (value: string) => (value === '' ? null : Number(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * A date goes as typed (a year, "about 1850", "1960s"…): the server reads it as precisely as it was given (decision
 * 013) and names the problem on its field when it cannot.
 */
const yearOrNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** The API body (spec §7): empty values are sent as null. */
export function toCanoeBody(values: CanoeFormValues) {
  return {
    hull_id: orNull(values.hull_id),
    type_id: idOrNull(values.type_id),
    build_date: yearOrNull(values.build_year),
    length: numberOrNull(values.length),
    width: numberOrNull(values.width),
    weight: numberOrNull(values.weight),
    origin: orNull(values.origin),
    notes: values.notes.trim() === '' ? null : values.notes,
    maker_id: idOrNull(values.maker_id),
    owner_id: idOrNull(values.owner_id),
    name: orNull(values.name),
    name_start_date: yearOrNull(values.name_year),
    ownership_start_date: yearOrNull(values.ownership_year),
  };
}

const NOT_A_NUMBER: Record<Measurement, string> = {
  length: messages.lengthNumber,
  width: messages.widthNumber,
  weight: messages.weightNumber,
};

/**
 * What the browser checks before sending: the measurements, by the server's own rules (spec §5 names only these);
 * a year or a choice the server refuses comes back as "Failed to save canoe: …" with its field marked.
 */
export const measurementsBody = canoeBody.pick({ length: true, width: true, weight: true });

export const canoeFormModel: FormModel<CanoeFormValues, ReturnType<typeof toCanoeBody>, CanoeField> = {
  toBody: toCanoeBody,
  serverFields: {
    build_date: 'build_year',
    name_start_date: 'name_year',
    ownership_start_date: 'ownership_year',
  },
  // A number box holding text it cannot read reports an empty value: only the box itself knows. A date box says
  // under itself, as it is typed, whether the date can be read; the server's refusal comes back on its field.
  check: (_values, unreadable) =>
    Object.fromEntries(MEASUREMENTS.filter((m) => unreadable.has(m)).map((m) => [m, NOT_A_NUMBER[m]])),
};

/**
 * The canoe form (spec §2): five steps over one set of values, kept while moving between steps, saved at once
 * with Create Canoe / Update Canoe. Every step stays mounted (hidden when not shown) so nothing typed is lost,
 * not even text a number box could not read.
 */
export function CanoeForm({
  canoe,
  makers,
  owners,
}: {
  /** The canoe being edited; null for a new one. */
  canoe: CanoeDetail | null;
  makers: SelectOption[];
  owners: SelectOption[];
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [original] = useState<CanoeFormValues | null>(() => (canoe ? valuesFromCanoe(canoe) : null));
  const [step, setStep] = useState<StepKey>('basic');
  const panels = useRef<Partial<Record<StepKey, HTMLDivElement | null>>>({});
  const [focusRequest, setFocusRequest] = useState<{ target: 'panel' | 'error'; seq: number } | null>(null);
  const canoeId = canoe?.canoe_id ?? null;

  useEffect(() => {
    if (!focusRequest) return;
    const panel = panels.current[step];
    const target =
      focusRequest.target === 'error' ? panel?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    (target ?? panel)?.focus();
  }, [focusRequest, step]);

  const goTo = (next: StepKey, target: 'panel' | 'error' = 'panel') => {
    setStep(next);
    setFocusRequest((previous) => ({ target, seq: (previous?.seq ?? 0) + 1 }));
  };

  const form = useSchemaForm(measurementsBody, {
    ...canoeFormModel,
    defaults: original ?? EMPTY_VALUES,
    submit: async (body) => {
      const saved = canoeId === null ? await createCanoe(body) : await updateCanoe(canoeId, body);
      await invalidateCanoeViews(client, canoeId ?? undefined);
      await navigate(canoeId === null ? paths.canoes() : paths.canoe(saved.canoe_id));
    },
    failure: (error) => `Failed to save canoe: ${errorMessage(error)}`,
    onMessages: (found) => {
      const first = firstErrorStep(found);
      if (first) goTo(first, 'error');
    },
  });

  const setValue = (field: CanoeField, value: string) => {
    form.setValue(field, value);
    // The prefilled start year belongs to the current steward: a new steward starts today unless told otherwise.
    if (field === 'owner_id' && original) {
      if (value === original.owner_id) form.setValue('ownership_year', original.ownership_year);
      else if (form.values.ownership_year === original.ownership_year) form.setValue('ownership_year', '');
    }
  };

  const onCancel = useCancel(canoeId === null ? paths.canoes() : paths.canoe(canoeId));

  const index = STEPS.findIndex((s) => s.key === step);
  const errors = form.messages;
  const stepsInError = new Set(
    (Object.keys(errors) as CanoeField[]).filter((f) => errors[f]).map((f) => FIELD_STEP[f]),
  );
  const stepProps = { values: form.values, errors, setValue };

  return (
    <form {...form.formProps} className="card p-6 sm:p-8">
      <CanoeFormProgress current={step} onSelect={(key) => goTo(key)} stepsInError={stepsInError} />
      <RadixTabs.Root value={step} onValueChange={(key) => setStep(key as StepKey)} activationMode="manual">
        <RadixTabs.List
          aria-label="Canoe form steps"
          className="flex gap-1 overflow-x-auto border-b border-stone-200"
        >
          {STEPS.map((s) => (
            <RadixTabs.Trigger
              key={s.key}
              value={s.key}
              className="whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-stone-600 hover:text-koa-800 data-[state=active]:border-koa-600 data-[state=active]:text-koa-800"
            >
              {s.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {STEPS.map((s) => (
          <RadixTabs.Content
            key={s.key}
            value={s.key}
            forceMount
            ref={(element) => {
              panels.current[s.key] = element;
            }}
            className="pt-6 data-[state=inactive]:hidden"
          >
            {s.key === 'basic' ? <BasicStep {...stepProps} makers={makers} /> : null}
            {s.key === 'specs' ? (
              <SpecsStep {...stepProps} onUnreadable={(field, value) => form.onUnreadable(field)(value)} />
            ) : null}
            {s.key === 'names' ? <NameStep {...stepProps} canoeId={canoeId} /> : null}
            {s.key === 'ownership' ? (
              <OwnershipStep {...stepProps} canoeId={canoeId} owners={owners} />
            ) : null}
            {s.key === 'notes' ? (
              <NotesStep {...stepProps} currentNotes={canoe ? (canoe.notes ?? '') : null} />
            ) : null}
          </RadixTabs.Content>
        ))}
      </RadixTabs.Root>

      <div className="mt-8 flex justify-between gap-3">
        {index > 0 ? (
          <button type="button" className="btn-secondary" onClick={() => goTo(STEPS[index - 1].key)}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back
          </button>
        ) : (
          <span />
        )}
        {index < STEPS.length - 1 ? (
          <button type="button" className="btn-secondary" onClick={() => goTo(STEPS[index + 1].key)}>
            Next
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </button>
        ) : null}
      </div>

      <FormFooter
        className="mt-6 space-y-4 border-t border-stone-200 pt-6"
        failure={form.failure}
        busy={form.busy}
        onCancel={onCancel}
        label={canoeId === null ? 'Create Canoe' : 'Update Canoe'}
      />
    </form>
  );
}
