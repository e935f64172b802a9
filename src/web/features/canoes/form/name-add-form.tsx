/** The add-name page's form (spec §2): a new current name; the server ends the old one on the new one's date. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../../shared/paths.ts';
import { FormError } from '../../../components/form/form-field.tsx';
import { todayIso } from '../../../lib/years.ts';
import { addCanoeName, invalidateCanoeViews } from './canoe-form-queries.ts';
import { failureMessage, serverFieldErrors } from '../../../lib/failure-message.ts';
import { TextField } from '../../../components/form/form-controls.tsx';
import { useCancel } from '../../../lib/use-cancel.ts';

type Field = 'name' | 'start_date';
type Errors = Partial<Record<Field, string>>;

export const NAME_YEAR_REQUIRED = 'Name Given Year is required';

export function NameAddForm({ canoeId }: { canoeId: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const onCancel = useCancel(paths.canoe(canoeId));
  const [name, setName] = useState('');
  const [startDate, setStartDate] = useState(todayIso);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: () => addCanoeName(canoeId, { name: name.trim(), start_date: startDate }),
    onSuccess: async () => {
      await invalidateCanoeViews(client, canoeId);
      await navigate(paths.canoe(canoeId));
    },
    onError: (error) => {
      setErrors(serverFieldErrors<Field>(error, { name: 'name', start_date: 'start_date' }));
      setFailure(failureMessage('Failed to add new name. Please try again.', error));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const found: Errors = {};
    if (!name.trim()) found.name = messages.nameRequired;
    if (!startDate) found.start_date = NAME_YEAR_REQUIRED;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      // After React has marked the fields, so the first one in error takes the focus.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    add.mutate();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={add.isPending} className="card space-y-6 p-6 sm:p-8">
      <TextField
        label="Name"
        required
        maxLength={200}
        value={name}
        error={errors.name}
        onChange={(value) => {
          setName(value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
      <TextField
        label="Name Given Year"
        type="date"
        required
        hint="When the canoe was given this name. The current name ends on this date."
        value={startDate}
        error={errors.start_date}
        onChange={(value) => {
          setStartDate(value);
          setErrors((current) => ({ ...current, start_date: undefined }));
        }}
      />
      <FormError message={failure} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-6">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Name'}
        </button>
      </div>
    </form>
  );
}
