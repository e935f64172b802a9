/** Name History's inline form (spec §5 "Add name (detail tab)"): name required, dates optional and left out when empty. */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../../shared/messages.ts';
import { serverFieldErrors } from '../../../../lib/failure-message.ts';
import { TextField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addName, errorText, refreshCanoe, type NameBody } from './admin-queries.ts';
import { hasErrors, InlineForm, useFieldState, type Errors } from './inline-form.tsx';

type Field = 'name' | 'start_date' | 'end_date';

export default function AddNameForm({ canoeId, formId, autoFocus, onDone }: AddFormProps) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const { errors, setErrors, edit } = useFieldState<Field>();
  const [failure, setFailure] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: (body: NameBody) => addName(canoeId, body),
    onSuccess: async () => {
      await refreshCanoe(client, canoeId);
      onDone(true);
    },
    onError: (error) => {
      setErrors(
        serverFieldErrors<Field>(error, { name: 'name', start_date: 'start_date', end_date: 'end_date' }),
      );
      setFailure(`Failed to add name: ${errorText(error)}`);
    },
  });

  const submit = () => {
    const found: Errors<Field> = {};
    if (!name.trim()) found.name = messages.nameRequired;
    if (startDate && endDate && endDate < startDate) found.end_date = messages.endBeforeStart;
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    add.mutate({
      name: name.trim(),
      ...(startDate ? { start_date: startDate } : {}),
      ...(endDate ? { end_date: endDate } : {}),
    });
  };

  return (
    <InlineForm
      formId={formId}
      title="New Name"
      description="A name without an end date becomes the current name; the current name then ends on its start date."
      submitLabel="Save Name"
      busy={add.isPending}
      failure={failure}
      autoFocus={autoFocus}
      onSubmit={submit}
      onCancel={() => onDone(false)}
    >
      <TextField
        label="Name"
        required
        maxLength={200}
        value={name}
        error={errors.name}
        onChange={edit('name', setName)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Start Date"
          type="date"
          value={startDate}
          error={errors.start_date}
          onChange={edit('start_date', setStartDate)}
        />
        <TextField
          label="End Date"
          type="date"
          value={endDate}
          error={errors.end_date}
          onChange={edit('end_date', setEndDate)}
        />
      </div>
    </InlineForm>
  );
}
