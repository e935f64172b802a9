/**
 * Ownership's inline form (spec §5 "Add ownership (detail tab)"): owner and start year required. Without an end
 * year the server ends the open ownership on the new start date, in the same transaction; the form says so.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../../shared/messages.ts';
import { ApiError } from '../../../../lib/api.ts';
import { yearToDate } from '../../../../lib/years.ts';
import { ownerOptionsQuery } from '../../form/canoe-form-queries.ts';
import { serverFieldErrors } from '../../../../lib/failure-message.ts';
import { SelectField, TextAreaField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addOwnership, refreshCanoe, type OwnershipBody } from './admin-queries.ts';
import { hasErrors, InlineForm, useFieldState, yearProblem, YearField, type Errors } from './inline-form.tsx';

type Field = 'owner_id' | 'start_date' | 'end_date' | 'notes';

export default function AddOwnershipForm({ canoeId, formId, autoFocus, onDone }: AddFormProps) {
  const client = useQueryClient();
  const owners = useQuery(ownerOptionsQuery);
  const [ownerId, setOwnerId] = useState('');
  const [startYear, setStartYear] = useState('');
  const [endYear, setEndYear] = useState('');
  const [notes, setNotes] = useState('');
  const { errors, setErrors, edit, unreadable, markUnreadable } = useFieldState<Field>();
  const [failure, setFailure] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: (body: OwnershipBody) => addOwnership(body),
    onSuccess: async () => {
      await refreshCanoe(client, canoeId);
      onDone(true);
    },
    onError: (error) => {
      setErrors(
        serverFieldErrors<Field>(error, {
          owner_id: 'owner_id',
          start_date: 'start_date',
          end_date: 'end_date',
          notes: 'notes',
        }),
      );
      setFailure(
        error instanceof ApiError && error.explained && error.message
          ? error.message
          : 'Failed to add ownership',
      );
    },
  });

  const submit = () => {
    const found: Errors<Field> = {
      owner_id: ownerId ? undefined : messages.selectOwner,
      start_date:
        !startYear.trim() && !unreadable.start_date
          ? messages.startDateRequired
          : yearProblem(startYear, unreadable.start_date),
      end_date: yearProblem(endYear, unreadable.end_date),
    };
    if (!found.start_date && !found.end_date && endYear && Number(endYear) < Number(startYear)) {
      found.end_date = messages.endBeforeStart;
    }
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    add.mutate({
      canoe_id: canoeId,
      owner_id: Number(ownerId),
      start_date: yearToDate(startYear),
      end_date: endYear ? yearToDate(endYear) : null,
      notes: notes.trim() || null,
    });
  };

  return (
    <InlineForm
      formId={formId}
      title="New Ownership"
      description="Adding an ownership ends the current open ownership on the new start year. Give an end year to record a past ownership instead."
      submitLabel="Save Ownership"
      busy={add.isPending}
      failure={failure ?? (owners.isError ? 'Failed to load stewards. Please try again.' : null)}
      autoFocus={autoFocus}
      onSubmit={submit}
      onCancel={() => onDone(false)}
    >
      <SelectField
        label="Owner"
        required
        placeholder={owners.isPending ? 'Loading stewards...' : 'Select an owner'}
        options={owners.data ?? []}
        value={ownerId}
        error={errors.owner_id}
        onChange={edit('owner_id', setOwnerId)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <YearField
          label="Start Year"
          required
          value={startYear}
          error={errors.start_date}
          onChange={edit('start_date', setStartYear)}
          onUnreadable={markUnreadable('start_date')}
        />
        <YearField
          label="End Year"
          hint="Leave empty while the steward still holds the canoe."
          value={endYear}
          error={errors.end_date}
          onChange={edit('end_date', setEndYear)}
          onUnreadable={markUnreadable('end_date')}
        />
      </div>
      <TextAreaField label="Notes" value={notes} error={errors.notes} onChange={edit('notes', setNotes)} />
    </InlineForm>
  );
}
