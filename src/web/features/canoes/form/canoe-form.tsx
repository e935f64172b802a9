/**
 * The canoe form (spec §2): five steps over one set of values, kept while moving between steps, saved at once
 * with Create Canoe / Update Canoe. Every step stays mounted (hidden when not shown) so nothing typed is lost,
 * not even text a number box could not read.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import * as RadixTabs from '@radix-ui/react-tabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import { FormError } from '../../../components/form/form-field.tsx';
import { ApiError } from '../../../lib/api.ts';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import { createCanoe, invalidateCanoeViews, updateCanoe, type SelectOption } from './canoe-form-queries.ts';
import { useCancel } from '../../../lib/use-cancel.ts';
import { CanoeFormProgress } from './canoe-form-progress.tsx';
import { BasicStep, NameStep, NotesStep, OwnershipStep, SpecsStep } from './canoe-form-steps.tsx';
import {
  EMPTY_VALUES,
  FIELD_STEP,
  MEASUREMENTS,
  STEPS,
  firstErrorStep,
  fieldErrorsFromServer,
  measurementError,
  toCanoeBody,
  valuesFromCanoe,
  type CanoeField,
  type CanoeFormValues,
  type FieldErrors,
  type Measurement,
  type StepKey,
} from './canoe-form-values.ts';

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
  const [values, setValues] = useState<CanoeFormValues>(original ?? EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [unreadable, setUnreadable] = useState<Partial<Record<Measurement, boolean>>>({});
  const [step, setStep] = useState<StepKey>('basic');
  const [saveError, setSaveError] = useState<string | null>(null);
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

  const clearError = (field: CanoeField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const setValue = (field: CanoeField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // The prefilled start year belongs to the current steward: a new steward starts today unless told otherwise.
      if (field === 'owner_id' && original) {
        if (value === original.owner_id) next.ownership_year = original.ownership_year;
        else if (current.ownership_year === original.ownership_year) next.ownership_year = '';
      }
      return next;
    });
    clearError(field);
  };

  const checkMeasurements = (): FieldErrors => {
    const found: FieldErrors = {};
    for (const field of MEASUREMENTS) {
      const message = measurementError(field, values[field], unreadable[field]);
      if (message) found[field] = message;
    }
    return found;
  };

  const save = useMutation({
    mutationFn: () => {
      const body = toCanoeBody(values);
      return canoeId === null ? createCanoe(body) : updateCanoe(canoeId, body);
    },
    onSuccess: async (saved) => {
      await invalidateCanoeViews(client, canoeId ?? undefined);
      await navigate(canoeId === null ? paths.canoes() : paths.canoe(saved.canoe_id));
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? fieldErrorsFromServer(error.fields) : {};
      setErrors(fields);
      setSaveError(`Failed to save canoe: ${error.message}`);
      const first = firstErrorStep(fields);
      if (first) goTo(first, 'error');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = checkMeasurements();
    setErrors(found);
    setSaveError(null);
    const first = firstErrorStep(found);
    if (first) {
      goTo(first, 'error');
      return;
    }
    save.mutate();
  };

  const onCancel = useCancel(canoeId === null ? paths.canoes() : paths.canoe(canoeId));

  const index = STEPS.findIndex((s) => s.key === step);
  const stepsInError = new Set(
    (Object.keys(errors) as CanoeField[]).filter((f) => errors[f]).map((f) => FIELD_STEP[f]),
  );
  const stepProps = { values, errors, setValue };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={save.isPending} className="card p-6 sm:p-8">
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
              <SpecsStep
                {...stepProps}
                onUnreadable={(field, value) => {
                  setUnreadable((current) => ({ ...current, [field]: value }));
                  if (value) clearError(field);
                }}
              />
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

      <div className="mt-6 space-y-4 border-t border-stone-200 pt-6">
        <FormError message={saveError} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : canoeId === null ? 'Create Canoe' : 'Update Canoe'}
          </button>
        </div>
      </div>
    </form>
  );
}
