/**
 * A race's own facts: name (required), date, location and description. The results are added on the race's
 * page, where the admin goes after saving.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MIN_YEAR } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import type { RaceDetail } from '../../../shared/api/index.ts';
import { currentYear } from '../../lib/years.ts';
import { serverFieldErrors } from '../../lib/failure-message.ts';
import { useCancel } from '../../lib/use-cancel.ts';
import { createRace, invalidateRaceViews, updateRace, type RaceBodyJson } from './race-admin-queries.ts';

interface RaceFormValues {
  name: string;
  date: string;
  location: string;
  description: string;
}
type RaceField = keyof RaceFormValues;
type RaceFieldErrors = Partial<Record<RaceField, string>>;

const FIELDS: Record<string, RaceField> = {
  name: 'name',
  date: 'date',
  location: 'location',
  description: 'description',
};

const valuesOf = (race: RaceDetail | null): RaceFormValues => ({
  name: race?.name ?? '',
  date: race?.date ?? '',
  location: race?.location ?? '',
  description: race?.description ?? '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const toBody = (values: RaceFormValues): RaceBodyJson => ({
  name: values.name.trim(),
  date: values.date || null,
  location: orNull(values.location),
  description: orNull(values.description),
});

export function RaceForm({ race }: { race: RaceDetail | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RaceFormValues>(() => valuesOf(race));
  const [errors, setErrors] = useState<RaceFieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const raceId = race?.race_id ?? null;

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = (field: RaceField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const save = useMutation({
    mutationFn: () => (raceId === null ? createRace(toBody(values)) : updateRace(raceId, toBody(values))),
    onSuccess: async (saved) => {
      await invalidateRaceViews(client, saved.race_id);
      await navigate(paths.race(saved.race_id));
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error, FIELDS));
      setSaveError(`Failed to save race: ${error.message}`);
      setFocusRequest((n) => n + 1);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaveError(null);
    if (values.name.trim() === '') {
      setErrors({ name: messages.nameRequired });
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    save.mutate();
  };

  const onCancel = useCancel(raceId === null ? paths.races() : paths.race(raceId));
  const busy = save.isPending;
  const text = (field: RaceField) => ({
    value: values[field],
    disabled: busy,
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  });

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-busy={busy} className="card space-y-6 p-6 sm:p-8">
      <FormField label="Name" error={errors.name} required>
        {(props) => (
          <input
            {...props}
            {...text('name')}
            type="text"
            className="input"
            maxLength={200}
            aria-required
            placeholder="e.g. Molokaʻi Hoe"
          />
        )}
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Date" error={errors.date} hint="Leave blank if the day is not known.">
          {(props) => (
            <input
              {...props}
              {...text('date')}
              type="date"
              className="input"
              min={`${MIN_YEAR}-01-01`}
              max={`${currentYear()}-12-31`}
            />
          )}
        </FormField>
        <FormField label="Location" error={errors.location}>
          {(props) => (
            <input
              {...props}
              {...text('location')}
              type="text"
              className="input"
              maxLength={200}
              placeholder="e.g. Kaʻiwi Channel, Molokaʻi to Oʻahu"
            />
          )}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description}>
        {(props) => (
          <textarea {...props} {...text('description')} rows={5} className="input" maxLength={4000} />
        )}
      </FormField>
      <div className="space-y-4 border-t border-stone-200 pt-6">
        <FormError message={saveError} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : raceId === null ? 'Create Race' : 'Update Race'}
          </button>
        </div>
      </div>
    </form>
  );
}
