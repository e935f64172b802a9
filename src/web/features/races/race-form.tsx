/**
 * A race's own facts: name (required), date, location, the course's place and description. The results are added on the race's
 * page, where the admin goes after saving.
 */
import { DateField, dateBoxText } from '../../components/form/date-field.tsx';
import { useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { raceBody } from '../../../shared/api/races.ts';
import type { DialogFormProps } from '../../components/form/create-record-dialog.tsx';
import { FormFooter } from '../../components/form/form-buttons.tsx';
import { DuplicateMatches, useDuplicateCheck } from '../../components/form/duplicate-check.tsx';
import { FormField } from '../../components/form/form-field.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import type { RaceDetail } from '../../../shared/api/index.ts';
import { useCancel } from '../../lib/use-cancel.ts';
import {
  createRace,
  findRaceMatches,
  invalidateRaceViews,
  updateRace,
  type RaceBodyJson,
} from './race-admin-queries.ts';
import { failureSentence } from './race-format.ts';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { PlacePicker, placeIdOf, placeValue } from '../places/admin/index.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';

interface RaceFormValues {
  name: string;
  date: string;
  location: string;
  /** The course's place (decision 030): its id, '' for none. */
  place_id: string;
  description: string;
}

const valuesOf = (race: RaceDetail | null): RaceFormValues => ({
  name: race?.name ?? '',
  date: dateBoxText(race?.date),
  location: race?.location ?? '',
  place_id: placeValue(race?.place),
  description: race?.description ?? '',
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const toBody = (values: RaceFormValues): RaceBodyJson & { place_id: number | null } => ({
  name: values.name.trim(),
  date: values.date || null,
  location: orNull(values.location),
  place_id: placeIdOf(values.place_id),
  description: orNull(values.description),
});

export function RaceForm({
  race,
  dialog,
}: {
  race: RaceDetail | null;
  /** Opened in a dialog over another form: a new race is handed back instead of opening its page. */
  dialog?: DialogFormProps<RaceDetail>;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const raceId = race?.race_id ?? null;
  const duplicates = useDuplicateCheck();
  const form = useSchemaForm(raceBody, {
    defaults: () => valuesOf(race),
    toBody,
    submit: async (body) => {
      let saved: RaceDetail;
      if (raceId === null) {
        // Issue 31, item 4: races of the same or a close name in the same year are shown before one is made.
        const key = `${body.name}\n${body.date ?? ''}`;
        const { stop, confirm } = await duplicates.check(key, () => findRaceMatches(body.name, body.date));
        if (stop) return;
        try {
          saved = await createRace({ ...body, confirm_duplicate: confirm || undefined });
        } catch (error) {
          if (duplicates.refused(error, key)) return;
          throw error;
        }
      } else {
        saved = await updateRace(raceId, body);
      }
      await invalidateRaceViews(client, saved.race_id);
      await (dialog ? dialog.onCreated(saved) : navigate(paths.race(saved.race_id)));
    },
    failure: (error, marked) =>
      failureSentence(t, { failed: racesArea.saveFailed, marked: racesArea.saveFailedMarked }, error, marked),
  });
  const errors = form.messages;

  const cancelPage = useCancel(raceId === null ? paths.races() : paths.race(raceId));
  const onCancel = dialog?.onCancel ?? cancelPage;
  const busy = form.busy;
  const text = (field: keyof RaceFormValues) => {
    const { value, onChange } = form.field(field);
    return {
      value,
      disabled: busy,
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    };
  };

  return (
    <form {...form.formProps} className={dialog ? 'space-y-6' : 'card space-y-6 p-6 sm:p-8'}>
      <FormField label={t(racesArea.name)} error={errors.name} required>
        {(props) => (
          <input
            {...props}
            {...text('name')}
            type="text"
            className="input"
            maxLength={200}
            aria-required
            placeholder={t(racesArea.namePlaceholder)}
          />
        )}
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <DateField
          label={t(racesArea.date)}
          error={errors.date}
          hint={t(racesArea.dateHint)}
          value={form.field('date').value}
          onChange={form.field('date').onChange}
        />
        <FormField label={t(racesArea.location)} error={errors.location}>
          {(props) => (
            <input
              {...props}
              {...text('location')}
              type="text"
              className="input"
              maxLength={200}
              placeholder={t(racesArea.locationPlaceholder)}
            />
          )}
        </FormField>
      </div>
      <PlacePicker
        label={t(placesArea.coursePlace)}
        value={form.field('place_id').value}
        current={race?.place}
        error={errors.place_id}
        disabled={busy}
        onChange={form.field('place_id').onChange}
      />
      <FormField label={t(racesArea.description)} error={errors.description}>
        {(props) => (
          <textarea {...props} {...text('description')} rows={5} className="input" maxLength={4000} />
        )}
      </FormField>
      <DuplicateMatches
        check={duplicates}
        what="race"
        name={form.values.name}
        busy={busy}
        onUse={(match) => (dialog ? dialog.onUseExisting(match) : navigate(paths.race(match.id)))}
      />
      <FormFooter
        failure={form.failure}
        busy={busy}
        onCancel={onCancel}
        label={raceId === null ? t(racesArea.createRace) : t(racesArea.updateRace)}
      />
    </form>
  );
}
