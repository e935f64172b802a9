/**
 * Race History's inline form (spec §5 "Add race participation"): a race is required; position, when given, is a
 * whole number of at least 1; the time is built from hours, minutes and seconds as zero-padded HH:MM:SS and sent
 * only when any part has a value (a missing part counts as 0).
 */
import { useQuery } from '@tanstack/react-query';
import { MAX_RACE_POSITION } from '../../../../../shared/constants.ts';
import { messages } from '../../../../../shared/messages.ts';
import { participantBody } from '../../../../../shared/api/races.ts';
import { MAX_RACE_HOURS, raceTimeProblems, raceTimeOf } from '../../../../lib/race-time.ts';
import { SelectField, TextAreaField, TextField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addRaceEntry, errorText, raceOptionsQuery, type RaceEntryBody } from './admin-queries.ts';
import { InlineForm, textOrNull, useInlineAddForm, WholeNumberField } from './inline-form.tsx';

const EMPTY = { race_id: '', position: '', paddler_name: '', hours: '', minutes: '', seconds: '', notes: '' };
type Values = typeof EMPTY;
type Field = keyof Values | 'time';

export default function AddRaceEntryForm({ canoeId, formId, autoFocus, onDone }: AddFormProps) {
  const races = useQuery(raceOptionsQuery);
  const form = useInlineAddForm<Values, RaceEntryBody, Field>(
    participantBody,
    { canoeId, onDone },
    {
      defaults: EMPTY,
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
      send: addRaceEntry,
      failure: (error) => `Failed to add race participation: ${errorText(error)}`,
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
      title="New Race Entry"
      submitLabel="Save Race Entry"
      notice={races.isError ? 'Failed to load races. Please try again.' : null}
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      <SelectField
        label="Race"
        required
        placeholder={races.isPending ? 'Loading races...' : 'Select a race'}
        options={races.data ?? []}
        {...form.field('race_id')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <WholeNumberField
          label="Position"
          min={1}
          max={MAX_RACE_POSITION}
          {...form.field('position')}
          onUnreadable={form.onUnreadable('position')}
        />
        <TextField label="Paddler Name" maxLength={300} {...form.field('paddler_name')} />
      </div>
      <fieldset aria-describedby={`${formId}-time-hint`}>
        <legend className="label">Time</legend>
        <p id={`${formId}-time-hint`} className="-mt-1 mb-2 text-xs text-stone-600">
          Leave all three empty if no time was recorded; an empty part counts as 0.
        </p>
        <div className="grid grid-cols-3 gap-3">
          <WholeNumberField label="Hours" min={0} max={MAX_RACE_HOURS} {...part('hours')} />
          <WholeNumberField label="Minutes" min={0} max={59} {...part('minutes')} />
          <WholeNumberField label="Seconds" min={0} max={59} {...part('seconds')} />
        </div>
        {form.messages.time ? <p className="mt-1 text-sm text-red-700">{form.messages.time}</p> : null}
      </fieldset>
      <TextAreaField label="Notes" {...form.field('notes')} />
    </InlineForm>
  );
}
