/**
 * Ownership's inline form (spec §5 "Add ownership (detail tab)"): owner and start year required. Without an end
 * year the server ends the open ownership on the new start date, in the same transaction; the form says so.
 */
import { useQuery } from '@tanstack/react-query';
import { ownershipBody } from '../../../../../shared/api/canoes.ts';
import { ApiError } from '../../../../lib/api.ts';
import { ownerOptionsQuery } from '../../form/canoe-form-queries.ts';
import { SelectField, TextAreaField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addOwnership, type OwnershipBody } from './admin-queries.ts';
import {
  InlineForm,
  textOrNull,
  useInlineAddForm,
  yearBody,
  yearProblem,
  YearField,
} from './inline-form.tsx';

/** The years are typed in the boxes named after the server's dates, so its messages land on them. */
const EMPTY = { owner_id: '', start_date: '', end_date: '', notes: '' };

export default function AddOwnershipForm({ canoeId, formId, autoFocus, onDone }: AddFormProps) {
  const owners = useQuery(ownerOptionsQuery);
  const form = useInlineAddForm(
    ownershipBody,
    { canoeId, onDone },
    {
      defaults: EMPTY,
      toBody: (values): OwnershipBody => ({
        canoe_id: canoeId,
        owner_id: Number(values.owner_id),
        start_date: yearBody(values.start_date) ?? '',
        end_date: yearBody(values.end_date),
        notes: textOrNull(values.notes),
      }),
      check: (values, unreadable) => ({
        start_date: yearProblem(values.start_date, unreadable.has('start_date')),
        end_date: yearProblem(values.end_date, unreadable.has('end_date')),
      }),
      send: addOwnership,
      failure: (error) =>
        error instanceof ApiError && error.explained && error.message
          ? error.message
          : 'Failed to add ownership',
    },
  );

  return (
    <InlineForm
      form={form}
      formId={formId}
      title="New Ownership"
      description="Adding an ownership ends the current open ownership on the new start year. Give an end year to record a past ownership instead."
      submitLabel="Save Ownership"
      notice={owners.isError ? 'Failed to load stewards. Please try again.' : null}
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      <SelectField
        label="Owner"
        required
        placeholder={owners.isPending ? 'Loading stewards...' : 'Select an owner'}
        options={owners.data ?? []}
        {...form.field('owner_id')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <YearField
          label="Start Year"
          required
          {...form.field('start_date')}
          onUnreadable={form.onUnreadable('start_date')}
        />
        <YearField
          label="End Year"
          hint="Leave empty while the steward still holds the canoe."
          {...form.field('end_date')}
          onUnreadable={form.onUnreadable('end_date')}
        />
      </div>
      <TextAreaField label="Notes" {...form.field('notes')} />
    </InlineForm>
  );
}
