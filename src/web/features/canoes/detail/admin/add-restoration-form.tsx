/**
 * Restorations' inline form (spec §5 "Add restoration"): year and description required, maker optional. The
 * server links the maker's person as the restorer and notes the maker's name.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../../shared/messages.ts';
import { yearToDate } from '../../../../lib/years.ts';
import { makerOptionsQuery } from '../../form/canoe-form-queries.ts';
import { serverFieldErrors } from '../../../../lib/failure-message.ts';
import { SelectField, TextAreaField, TextField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addRestoration, errorText, refreshCanoe, type RestorationBody } from './admin-queries.ts';
import { hasErrors, InlineForm, useFieldState, yearProblem, YearField, type Errors } from './inline-form.tsx';

type Field = 'restoration_date' | 'end_date' | 'description' | 'location' | 'notes' | 'maker';

export default function AddRestorationForm({ canoeId, formId, autoFocus, onDone }: AddFormProps) {
  const client = useQueryClient();
  const makers = useQuery(makerOptionsQuery);
  const [year, setYear] = useState('');
  const [endDate, setEndDate] = useState('');
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [makerId, setMakerId] = useState('');
  const { errors, setErrors, edit, unreadable, markUnreadable } = useFieldState<Field>();
  const [failure, setFailure] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: (body: RestorationBody) => addRestoration(canoeId, body),
    onSuccess: async () => {
      await refreshCanoe(client, canoeId);
      onDone(true);
    },
    onError: (error) => {
      setErrors(
        serverFieldErrors<Field>(error, {
          restoration_date: 'restoration_date',
          end_date: 'end_date',
          description: 'description',
          location: 'location',
          notes: 'notes',
          restorer_maker_id: 'maker',
          maker_id: 'maker',
          restorer_person_id: 'maker',
        }),
      );
      setFailure(`Failed to add restoration: ${errorText(error)}`);
    },
  });

  const submit = () => {
    const found: Errors<Field> = {
      restoration_date:
        !year.trim() && !unreadable.restoration_date
          ? messages.restorationYearRequired
          : yearProblem(year, unreadable.restoration_date),
      description: description.trim() ? undefined : messages.descriptionRequired,
    };
    const startDate = yearToDate(year);
    if (!found.restoration_date && endDate && endDate < startDate) found.end_date = messages.endBeforeStart;
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    add.mutate({
      restoration_date: startDate,
      end_date: endDate || null,
      description: description.trim(),
      location: location.trim() || null,
      notes: notes.trim() || null,
      restorer_maker_id: makerId ? Number(makerId) : null,
    });
  };

  return (
    <InlineForm
      formId={formId}
      title="New Restoration"
      submitLabel="Save Restoration"
      busy={add.isPending}
      failure={failure}
      autoFocus={autoFocus}
      onSubmit={submit}
      onCancel={() => onDone(false)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <YearField
          label="Year"
          required
          hint="The year the work began."
          value={year}
          error={errors.restoration_date}
          onChange={edit('restoration_date', setYear)}
          onUnreadable={markUnreadable('restoration_date')}
        />
        <TextField
          label="End Date"
          type="date"
          value={endDate}
          error={errors.end_date}
          onChange={edit('end_date', setEndDate)}
        />
      </div>
      <TextAreaField
        label="Description"
        required
        value={description}
        error={errors.description}
        onChange={edit('description', setDescription)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Location"
          maxLength={200}
          value={location}
          error={errors.location}
          onChange={edit('location', setLocation)}
        />
        <SelectField
          label="Maker"
          placeholder={makers.isPending ? 'Loading makers...' : 'No maker chosen'}
          options={makers.data ?? []}
          hint={makers.isError ? 'The makers could not be loaded.' : 'The maker who did the work, if known.'}
          value={makerId}
          error={errors.maker}
          onChange={edit('maker', setMakerId)}
        />
      </div>
      <TextAreaField label="Notes" value={notes} error={errors.notes} onChange={edit('notes', setNotes)} />
    </InlineForm>
  );
}
