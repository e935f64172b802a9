/**
 * The Record Ownership Change form (spec §2): a new ownership record, which the server opens while ending the
 * current one on the transfer date, in one transaction. The current steward cannot be chosen.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../../shared/paths.ts';
import { FormError } from '../../../components/form/form-field.tsx';
import { todayIso } from '../../../lib/years.ts';
import { addOwnership, invalidateCanoeViews, type SelectOption } from './canoe-form-queries.ts';
import { failureMessage, serverFieldErrors } from '../../../lib/failure-message.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-controls.tsx';
import { useCancel } from '../../../lib/use-cancel.ts';

type Field = 'owner_id' | 'start_date' | 'transfer_reason' | 'notes';
type Errors = Partial<Record<Field, string>>;

export function OwnershipTransferForm({
  canoeId,
  owners,
  currentOwnerId,
}: {
  canoeId: number;
  owners: SelectOption[];
  currentOwnerId: number | null;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const onCancel = useCancel(paths.canoe(canoeId));
  const [ownerId, setOwnerId] = useState('');
  const [startDate, setStartDate] = useState(todayIso);
  const [reason, setReason] = useState('');
  const [ceremony, setCeremony] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const current = currentOwnerId === null ? null : String(currentOwnerId);
  const options = owners.map((option) =>
    option.value === current ? { ...option, label: `${option.label} – current owner` } : option,
  );

  const record = useMutation({
    mutationFn: () =>
      addOwnership({
        canoe_id: canoeId,
        owner_id: Number(ownerId),
        start_date: startDate,
        transfer_reason: reason.trim() || null,
        // The ceremony that marked the transfer is kept as the record's notes.
        notes: ceremony.trim() || null,
      }),
    onSuccess: async () => {
      await invalidateCanoeViews(client, canoeId);
      await navigate(paths.canoe(canoeId));
    },
    onError: (error) => {
      setErrors(
        serverFieldErrors<Field>(error, {
          owner_id: 'owner_id',
          start_date: 'start_date',
          transfer_reason: 'transfer_reason',
          notes: 'notes',
        }),
      );
      setFailure(failureMessage('Failed to add ownership record. Please try again.', error));
    },
  });

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((existing) => ({ ...existing, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record.isPending) return;
    const found: Errors = {};
    if (!ownerId || ownerId === current) found.owner_id = messages.selectOwner;
    if (!startDate) found.start_date = messages.startDateRequired;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    record.mutate();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={record.isPending} className="card space-y-6 p-6 sm:p-8">
      <SelectField
        label="New Owner"
        required
        placeholder="Select the new owner"
        options={options}
        disabledValues={current ? [current] : []}
        value={ownerId}
        error={errors.owner_id}
        onChange={edit('owner_id', setOwnerId)}
      />
      <TextField
        label="Transfer Year"
        type="date"
        required
        hint="The day the canoe passed to the new steward; the current ownership ends on this date."
        value={startDate}
        error={errors.start_date}
        onChange={edit('start_date', setStartDate)}
      />
      <TextField
        label="Reason for Transfer"
        maxLength={1000}
        placeholder="e.g. Gift, sale, inheritance"
        value={reason}
        error={errors.transfer_reason}
        onChange={edit('transfer_reason', setReason)}
      />
      <TextAreaField
        label="Ceremonial Context"
        rows={4}
        hint="Any protocol, blessing or gathering that marked the passing of the canoe."
        value={ceremony}
        error={errors.notes}
        onChange={edit('notes', setCeremony)}
      />
      <FormError message={failure} />
      <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-6">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={record.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={record.isPending}>
          {record.isPending ? 'Recording...' : 'Record Transfer'}
        </button>
      </div>
    </form>
  );
}
