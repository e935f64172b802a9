/**
 * Add Result: the race page's inline form for one canoe's finish (spec §7 POST /races/{id}/participants):
 * canoe (searched), position, paddler, time as hours, minutes and seconds, notes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { participantBody } from '../../../shared/api/races.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { MAX_RACE_HOURS, raceTimeOf, raceTimeProblems } from '../../lib/race-time.ts';
import { addRaceResult, invalidateRaceViews, type ParticipantBodyJson } from './race-admin-queries.ts';
import { ChangeReasonField } from '../../components/form/change-reason-field.tsx';
import { CanoePicker, type ChosenCanoe } from '../../components/form/canoe-picker.tsx';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { failureSentence } from './race-format.ts';

interface ResultFormValues {
  canoe: ChosenCanoe | null;
  position: string;
  paddler_name: string;
  hours: string;
  minutes: string;
  seconds: string;
  notes: string;
}
type TextField = Exclude<keyof ResultFormValues, 'canoe'>;

const EMPTY_RESULT: ResultFormValues = {
  canoe: null,
  position: '',
  paddler_name: '',
  hours: '',
  minutes: '',
  seconds: '',
  notes: '',
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The canoe is chosen by search; the server's messages about it land on the picker. */
const SERVER_FIELDS = { canoe_id: 'canoe', time: 'time' } as const;

function ResultForm({ raceId, onClose }: { raceId: number; onClose: (added: boolean) => void }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const id = useId();
  const form = useSchemaForm<ResultFormValues, ParticipantBodyJson, keyof ResultFormValues | 'time'>(
    participantBody,
    {
      defaults: EMPTY_RESULT,
      toBody: (values) => ({
        // No canoe is no record id: the shared body then says 'Please select a canoe'.
        canoe_id: values.canoe?.canoe_id ?? 0,
        race_id: raceId,
        position: values.position.trim() === '' ? null : Number(values.position),
        paddler_name: orNull(values.paddler_name),
        time: raceTimeOf(values),
        notes: orNull(values.notes),
      }),
      serverFields: SERVER_FIELDS,
      check: (values) => raceTimeProblems(values, new Set()),
      submit: async (body) => {
        await addRaceResult(raceId, body);
        await invalidateRaceViews(client, raceId);
        onClose(true);
      },
      failure: (error, marked) =>
        failureSentence(
          t,
          { failed: racesArea.addResultFailed, marked: racesArea.addResultFailedMarked },
          error,
          marked,
        ),
    },
  );
  const { values, messages: errors, busy } = form;
  const setValue = (field: TextField, value: string) => {
    form.setValue(field, value);
    if (field === 'hours' || field === 'minutes' || field === 'seconds') form.clear('time');
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
    <form {...form.formProps} aria-labelledby={`${id}-heading`} className="card mt-6 space-y-5 p-6">
      <h3 id={`${id}-heading`} className="font-display text-xl font-semibold text-koa-900">
        {t(racesArea.addResult)}
      </h3>
      <CanoePicker
        value={values.canoe}
        error={errors.canoe}
        disabled={busy}
        placeholder={t(racesArea.canoeSearchPlaceholder)}
        hint={t(racesArea.canoeSearchHint)}
        onChange={(chosen) => form.setValue('canoe', chosen)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t(racesArea.position)} error={errors.position} hint={t(racesArea.positionHint)}>
          {(props) => <input {...props} {...numberProps('position', 1)} />}
        </FormField>
        <FormField label={t(racesArea.paddler)} error={errors.paddler_name} hint={t(racesArea.paddlerHint)}>
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
        <legend className="label">{t(racesArea.time)}</legend>
        <div className="grid grid-cols-3 gap-3 sm:max-w-md">
          <FormField label={t(racesArea.hours)} error={errors.hours}>
            {(props) => <input {...props} {...numberProps('hours', 0, MAX_RACE_HOURS)} />}
          </FormField>
          <FormField label={t(racesArea.minutes)} error={errors.minutes}>
            {(props) => <input {...props} {...numberProps('minutes', 0, 59)} />}
          </FormField>
          <FormField label={t(racesArea.seconds)} error={errors.seconds}>
            {(props) => <input {...props} {...numberProps('seconds', 0, 59)} />}
          </FormField>
        </div>
        {errors.time ? (
          <p id={`${id}-time-error`} className="mt-1 text-sm text-red-700">
            {errors.time}
          </p>
        ) : null}
      </fieldset>
      <FormField label={t(racesArea.notes)} error={errors.notes}>
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
      <ChangeReasonField />
      <FormError message={form.failure} />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => onClose(false)}>
          {t(racesArea.cancel)}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t(racesArea.saving) : t(racesArea.saveResult)}
        </button>
      </div>
    </form>
  );
}

/** The Add Result button, and the form it opens; closing the form gives focus back to the button. */
export function RaceResultAdder({ raceId }: { raceId: number }) {
  const { t } = useI18n();
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
            setAnnounce(added ? t(racesArea.resultAdded) : '');
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
          {t(racesArea.addResult)}
        </button>
      )}
    </div>
  );
}
