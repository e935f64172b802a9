/**
 * Race History's inline form (spec §5 "Add race participation"): a race is required; position, when given, is a
 * whole number of at least 1; the time is built from hours, minutes and seconds as zero-padded HH:MM:SS and sent
 * only when any part has a value (a missing part counts as 0).
 */
import { MAX_RACE_HOURS, checkTimePart, raceTime, raceTimeMessages } from '../../../../lib/race-time.ts';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_RACE_POSITION } from '../../../../../shared/constants.ts';
import { messages } from '../../../../../shared/messages.ts';
import { serverFieldErrors } from '../../../../lib/failure-message.ts';
import { SelectField, TextAreaField, TextField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import {
  addRaceEntry,
  errorText,
  raceOptionsQuery,
  refreshCanoe,
  type RaceEntryBody,
} from './admin-queries.ts';
import {
  hasErrors,
  InlineForm,
  useFieldState,
  wholeNumber,
  WholeNumberField,
  type Errors,
} from './inline-form.tsx';

type Field = 'race_id' | 'position' | 'paddler_name' | 'hours' | 'minutes' | 'seconds' | 'time' | 'notes';

export default function AddRaceEntryForm({ canoeId, formId, autoFocus, onDone }: AddFormProps) {
  const client = useQueryClient();
  const races = useQuery(raceOptionsQuery);
  const [raceId, setRaceId] = useState('');
  const [position, setPosition] = useState('');
  const [paddler, setPaddler] = useState('');
  const [hours, setHours] = useState('');
  const [minutes, setMinutes] = useState('');
  const [seconds, setSeconds] = useState('');
  const [notes, setNotes] = useState('');
  const { errors, setErrors, edit, clear, unreadable, markUnreadable } = useFieldState<Field>();
  const [failure, setFailure] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: (body: RaceEntryBody) => addRaceEntry(body),
    onSuccess: async () => {
      await refreshCanoe(client, canoeId);
      onDone(true);
    },
    onError: (error) => {
      setErrors(
        serverFieldErrors<Field>(error, {
          race_id: 'race_id',
          position: 'position',
          paddler_name: 'paddler_name',
          time: 'time',
          notes: 'notes',
        }),
      );
      setFailure(`Failed to add race participation: ${errorText(error)}`);
    },
  });

  /** A part's message: empty is fine (it counts as 0), anything else must be a whole number in range. */
  const partProblem = (field: 'hours' | 'minutes' | 'seconds', value: string) =>
    unreadable[field] ? raceTimeMessages[field] : (checkTimePart(value, field) ?? undefined);

  const submit = () => {
    const found: Errors<Field> = {
      race_id: raceId ? undefined : messages.selectRace,
      position:
        unreadable.position || (position.trim() && wholeNumber(position, 1, MAX_RACE_POSITION) === null)
          ? messages.position
          : undefined,
      hours: partProblem('hours', hours),
      minutes: partProblem('minutes', minutes),
      seconds: partProblem('seconds', seconds),
    };
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    add.mutate({
      canoe_id: canoeId,
      race_id: Number(raceId),
      position: position.trim() ? Number(position) : null,
      paddler_name: paddler.trim() || null,
      time: raceTime(hours, minutes, seconds),
      notes: notes.trim() || null,
    });
  };

  /** A time part's onChange: its own message and the server's message about the whole time both go. */
  const editPart = (field: Field, set: (value: string) => void) => (value: string) => {
    edit(field, set)(value);
    clear('time');
  };

  return (
    <InlineForm
      formId={formId}
      title="New Race Entry"
      submitLabel="Save Race Entry"
      busy={add.isPending}
      failure={failure ?? (races.isError ? 'Failed to load races. Please try again.' : null)}
      autoFocus={autoFocus}
      onSubmit={submit}
      onCancel={() => onDone(false)}
    >
      <SelectField
        label="Race"
        required
        placeholder={races.isPending ? 'Loading races...' : 'Select a race'}
        options={races.data ?? []}
        value={raceId}
        error={errors.race_id}
        onChange={edit('race_id', setRaceId)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <WholeNumberField
          label="Position"
          min={1}
          max={MAX_RACE_POSITION}
          value={position}
          error={errors.position}
          onChange={edit('position', setPosition)}
          onUnreadable={markUnreadable('position')}
        />
        <TextField
          label="Paddler Name"
          maxLength={300}
          value={paddler}
          error={errors.paddler_name}
          onChange={edit('paddler_name', setPaddler)}
        />
      </div>
      <fieldset aria-describedby={`${formId}-time-hint`}>
        <legend className="label">Time</legend>
        <p id={`${formId}-time-hint`} className="-mt-1 mb-2 text-xs text-stone-600">
          Leave all three empty if no time was recorded; an empty part counts as 0.
        </p>
        <div className="grid grid-cols-3 gap-3">
          <WholeNumberField
            label="Hours"
            min={0}
            max={MAX_RACE_HOURS}
            value={hours}
            error={errors.hours}
            onChange={editPart('hours', setHours)}
            onUnreadable={markUnreadable('hours')}
          />
          <WholeNumberField
            label="Minutes"
            min={0}
            max={59}
            value={minutes}
            error={errors.minutes}
            onChange={editPart('minutes', setMinutes)}
            onUnreadable={markUnreadable('minutes')}
          />
          <WholeNumberField
            label="Seconds"
            min={0}
            max={59}
            value={seconds}
            error={errors.seconds}
            onChange={editPart('seconds', setSeconds)}
            onUnreadable={markUnreadable('seconds')}
          />
        </div>
        {errors.time ? <p className="mt-1 text-sm text-red-700">{errors.time}</p> : null}
      </fieldset>
      <TextAreaField label="Notes" value={notes} error={errors.notes} onChange={edit('notes', setNotes)} />
    </InlineForm>
  );
}
