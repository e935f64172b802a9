/**
 * Race History's inline form (spec §5 "Add race participation"): a race is required; position, when given, is a
 * whole number of at least 1; the time is built from hours, minutes and seconds as zero-padded HH:MM:SS and sent
 * only when any part has a value (a missing part counts as 0). An edited entry stays in its race: the race is
 * shown, not chosen.
 */
import { failedTo } from '../../../../lib/failure-message.ts';
import { useQuery } from '@tanstack/react-query';
import { MAX_RACE_POSITION } from '../../../../../shared/constants.ts';
import { messages } from '../../../../../shared/messages.ts';
import type { Participation } from '../../../../../shared/api/index.ts';
import { participantBody } from '../../../../../shared/api/races.ts';
import { MAX_RACE_HOURS, raceTimeProblems, raceTimeOf } from '../../../../lib/race-time.ts';
import { SelectField, TextAreaField, TextField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import {
  addRaceEntry,
  raceOptions,
  raceOptionsQuery,
  updateRaceEntry,
  type RaceEntryBody,
} from './admin-queries.ts';
import { InlineForm, textOrNull, useInlineForm, WholeNumberField } from './inline-form.tsx';
import { SourcesField, useSourcesDraft, withSources } from '../../sources/sources-field.tsx';
import { NewRaceButton } from '../../form/new-record-buttons.tsx';
import { canoeFormArea as area } from '../../../../../shared/i18n/messages/canoe-form.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDateWords } from '../../../../lib/date-words.ts';

const EMPTY = { race_id: '', position: '', paddler_name: '', hours: '', minutes: '', seconds: '', notes: '' };
type Values = typeof EMPTY;
type Field = keyof Values | 'time';

/** A stored 'HH:MM:SS' in the three boxes, each without its leading zero ('02:05:09' → 2, 5, 9). */
function timeParts(time: string | null): Pick<Values, 'hours' | 'minutes' | 'seconds'> {
  const [hours = '', minutes = '', seconds = ''] = (time ?? '')
    .split(':')
    .map((part) => String(Number(part)));
  return time ? { hours, minutes, seconds } : { hours: '', minutes: '', seconds: '' };
}

const valuesOf = (entry: Participation): Values => ({
  race_id: String(entry.race_id),
  position: entry.position === null ? '' : String(entry.position),
  paddler_name: entry.paddler_name ?? '',
  ...timeParts(entry.time),
  notes: entry.notes ?? '',
});

export default function AddRaceEntryForm({
  canoeId,
  formId,
  autoFocus,
  row,
  onDone,
}: AddFormProps<Participation>) {
  const { t } = useI18n();
  const { words } = useDateWords();
  // An edit keeps its race, so it needs no list of races to choose from.
  const races = useQuery({
    ...raceOptionsQuery,
    enabled: !row,
    select: (list) => raceOptions(list, t, words),
  });
  const sources = useSourcesDraft(canoeId, row ? { type: 'participation', id: row.participation_id } : null);
  const form = useInlineForm<Values, RaceEntryBody, Field>(
    participantBody,
    { canoeId, onDone },
    {
      defaults: row ? valuesOf(row) : EMPTY,
      toBody: (values) => ({
        canoe_id: canoeId,
        race_id: Number(values.race_id),
        position: values.position.trim() ? Number(values.position) : null,
        paddler_name: textOrNull(values.paddler_name),
        time: raceTimeOf(values),
        notes: textOrNull(values.notes),
      }),
      serverFields: { time: 'time' },
      check: (values, unreadable) => ({
        // The route names the race, so the shared body may leave it out; this form may not.
        race_id: values.race_id ? undefined : messages.selectRace,
        position: unreadable.has('position') ? messages.position : undefined,
        ...raceTimeProblems(values, unreadable),
      }),
      send: withSources(
        sources,
        row ? (body: RaceEntryBody) => updateRaceEntry(row.participation_id, body) : addRaceEntry,
      ),
      failure: (error, marked) =>
        failedTo(t(row ? area.saveRaceEntryFailed : area.addRaceEntryFailed), error, marked, t),
    },
  );

  /** A time part's field: editing it also clears the server's message about the whole time. */
  const part = (name: 'hours' | 'minutes' | 'seconds') => {
    const field = form.field(name);
    return {
      ...field,
      onChange: (value: string) => {
        field.onChange(value);
        form.clear('time');
      },
      onUnreadable: form.onUnreadable(name),
    };
  };

  return (
    <InlineForm
      form={form}
      formId={formId}
      title={
        row
          ? row.date
            ? t(area.editRaceEntryYear, { race: row.race_name, year: words(row.date) })
            : t(area.editRaceEntry, { race: row.race_name })
          : t(area.newRaceEntry)
      }
      description={row ? t(area.editRaceEntryText) : undefined}
      submitLabel={t(area.saveRaceEntry)}
      notice={races.isError ? t(area.loadRacesFailed) : null}
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      {row ? null : (
        <div>
          <SelectField
            label={t(area.race)}
            required
            placeholder={races.isPending ? t(area.loadingRaces) : t(area.selectRace)}
            options={races.data ?? []}
            {...form.field('race_id')}
          />
          <NewRaceButton onChosen={(value) => form.setValue('race_id', value)} />
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <WholeNumberField
          label={t(area.position)}
          min={1}
          max={MAX_RACE_POSITION}
          {...form.field('position')}
          onUnreadable={form.onUnreadable('position')}
        />
        <TextField label={t(area.paddlerName)} maxLength={300} {...form.field('paddler_name')} />
      </div>
      <fieldset aria-describedby={`${formId}-time-hint`}>
        <legend className="label">{t(area.time)}</legend>
        <p id={`${formId}-time-hint`} className="-mt-1 mb-2 text-xs text-stone-600">
          {t(area.timeHint)}
        </p>
        <div className="grid grid-cols-3 gap-3">
          <WholeNumberField label={t(area.hours)} min={0} max={MAX_RACE_HOURS} {...part('hours')} />
          <WholeNumberField label={t(area.minutes)} min={0} max={59} {...part('minutes')} />
          <WholeNumberField label={t(area.seconds)} min={0} max={59} {...part('seconds')} />
        </div>
        {form.messages.time ? <p className="mt-1 text-sm text-red-700">{form.messages.time}</p> : null}
      </fieldset>
      <TextAreaField label={t(area.notes)} {...form.field('notes')} />
      <SourcesField draft={sources} />
    </InlineForm>
  );
}
