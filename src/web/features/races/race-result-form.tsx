/**
 * Add Result: the race page's inline form for one canoe's finish (spec §7 POST /races/{id}/participants):
 * canoe (searched), position, paddler, time as hours, minutes and seconds, notes.
 */
import { MAX_RACE_HOURS } from '../../lib/race-time.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { serverFieldErrors } from '../../lib/failure-message.ts';
import { addRaceResult, invalidateRaceViews } from './race-admin-queries.ts';
import { RaceCanoePicker, type ChosenCanoe } from './race-canoe-picker.tsx';
import {
  checkResult,
  EMPTY_RESULT,
  RESULT_SERVER_FIELDS,
  toResultBody,
  type ResultField,
  type ResultFieldErrors,
  type ResultFormValues,
} from './race-result-values.ts';

type TextField = keyof ResultFormValues;

function ResultForm({ raceId, onClose }: { raceId: number; onClose: (added: boolean) => void }) {
  const client = useQueryClient();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [canoe, setCanoe] = useState<ChosenCanoe | null>(null);
  const [values, setValues] = useState<ResultFormValues>(EMPTY_RESULT);
  const [errors, setErrors] = useState<ResultFieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const clear = (field: ResultField | 'time') =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const setValue = (field: TextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    if (field === 'hours' || field === 'minutes' || field === 'seconds') clear('time');
  };

  const save = useMutation({
    mutationFn: (canoeId: number) => addRaceResult(raceId, toResultBody(values, raceId, canoeId)),
    onSuccess: async () => {
      await invalidateRaceViews(client, raceId);
      onClose(true);
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error, RESULT_SERVER_FIELDS));
      setSaveError(`Failed to add race participation: ${error.message || 'Unknown error'}`);
      setFocusRequest((n) => n + 1);
    },
  });
  const busy = save.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkResult(values, canoe?.canoe_id ?? null);
    setErrors(found);
    setSaveError(null);
    if (Object.values(found).some(Boolean) || !canoe) {
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate(canoe.canoe_id);
  };

  const numberProps = (field: TextField, min: number, max?: number) => ({
    type: 'number' as const,
    inputMode: 'numeric' as const,
    min,
    max,
    step: 1,
    className: 'input',
    value: values[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
      className="card mt-6 space-y-5 p-6"
    >
      <h3 id={`${id}-heading`} className="font-display text-xl font-semibold text-koa-900">
        Add Result
      </h3>
      <RaceCanoePicker
        value={canoe}
        error={errors.canoe}
        disabled={busy}
        onChange={(chosen) => {
          setCanoe(chosen);
          clear('canoe');
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Position" error={errors.position} hint="1 for the winner.">
          {(props) => <input {...props} {...numberProps('position', 1)} />}
        </FormField>
        <FormField label="Paddler" error={errors.paddler_name} hint="A paddler, crew or club.">
          {(props) => (
            <input
              {...props}
              type="text"
              className="input"
              maxLength={300}
              value={values.paddler_name}
              disabled={busy}
              onChange={(event) => setValue('paddler_name', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <fieldset aria-describedby={errors.time ? `${id}-time-error` : undefined}>
        <legend className="label">Time</legend>
        <div className="grid grid-cols-3 gap-3 sm:max-w-md">
          <FormField label="Hours" error={errors.hours}>
            {(props) => <input {...props} {...numberProps('hours', 0, MAX_RACE_HOURS)} />}
          </FormField>
          <FormField label="Minutes" error={errors.minutes}>
            {(props) => <input {...props} {...numberProps('minutes', 0, 59)} />}
          </FormField>
          <FormField label="Seconds" error={errors.seconds}>
            {(props) => <input {...props} {...numberProps('seconds', 0, 59)} />}
          </FormField>
        </div>
        {errors.time ? (
          <p id={`${id}-time-error`} className="mt-1 text-sm text-red-700">
            {errors.time}
          </p>
        ) : null}
      </fieldset>
      <FormField label="Notes" error={errors.notes}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            className="input"
            maxLength={4000}
            value={values.notes}
            disabled={busy}
            onChange={(event) => setValue('notes', event.target.value)}
          />
        )}
      </FormField>
      <FormError message={saveError} />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => onClose(false)}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : 'Save Result'}
        </button>
      </div>
    </form>
  );
}

/** The Add Result button, and the form it opens; closing the form gives focus back to the button. */
export function RaceResultAdder({ raceId }: { raceId: number }) {
  const [open, setOpen] = useState(false);
  const [announce, setAnnounce] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [open]);

  return (
    <div className="mt-6">
      <p role="status" className="sr-only">
        {announce}
      </p>
      {open ? (
        <ResultForm
          raceId={raceId}
          onClose={(added) => {
            returnFocus.current = true;
            setAnnounce(added ? 'Result added.' : '');
            setOpen(false);
          }}
        />
      ) : (
        <button
          ref={button}
          type="button"
          className="btn-primary"
          onClick={() => {
            setAnnounce('');
            setOpen(true);
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Result
        </button>
      )}
    </div>
  );
}
