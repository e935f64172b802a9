/**
 * Ownership's inline form (spec §5 "Add ownership (detail tab)"): owner and start year required. Without an end
 * year the server ends the open ownership on the new start date, in the same transaction; the form says so.
 * Editing an ownership changes that row only: the server refuses a second open ownership.
 */
import { useQuery } from '@tanstack/react-query';
import type { Ownership } from '../../../../../shared/api/index.ts';
import { ownershipBody } from '../../../../../shared/api/canoes.ts';
import { ApiError } from '../../../../lib/api.ts';
import { ownerOptionsQuery } from '../../form/canoe-form-queries.ts';
import { NewStewardButton } from '../../form/new-record-buttons.tsx';
import { SelectField, TextAreaField } from '../../../../components/form/form-controls.tsx';
import type { AddFormProps } from '../canoe-admin-state.ts';
import { addOwnership, updateOwnership, type OwnershipBody } from './admin-queries.ts';
import {
  editedYearBody,
  InlineForm,
  textOrNull,
  useInlineForm,
  yearBody,
  yearProblem,
  YearField,
  yearText,
} from './inline-form.tsx';
import { BeforeBuiltNote } from './before-built.tsx';
import { SourcesField, useSourcesDraft, withSources } from '../../sources/sources-field.tsx';

/** The years are typed in the boxes named after the server's dates, so its messages land on them. */
const EMPTY = { owner_id: '', start_date: '', end_date: '', notes: '' };

/** The server's reason, unless it already stands beside its field: then the sentence points there. */
const failed = (action: string) => (error: unknown, marked: Record<string, string | undefined>) =>
  Object.values(marked).some(Boolean)
    ? `Failed to ${action} ownership: correct the marked field.`
    : error instanceof ApiError && error.explained && error.message
      ? error.message
      : `Failed to ${action} ownership`;

export default function AddOwnershipForm({
  canoeId,
  formId,
  autoFocus,
  row,
  onDone,
}: AddFormProps<Ownership>) {
  const owners = useQuery(ownerOptionsQuery);
  const sources = useSourcesDraft(canoeId, row ? { type: 'ownership', id: row.ownership_id } : null);
  const form = useInlineForm(
    ownershipBody,
    { canoeId, onDone },
    {
      defaults: row
        ? {
            owner_id: String(row.owner_id),
            start_date: yearText(row.start_date),
            end_date: yearText(row.end_date),
            notes: row.notes ?? '',
          }
        : EMPTY,
      toBody: (values): OwnershipBody => ({
        canoe_id: canoeId,
        owner_id: Number(values.owner_id),
        start_date:
          (row ? editedYearBody(values.start_date, row.start_date) : yearBody(values.start_date)) ?? '',
        end_date: row ? editedYearBody(values.end_date, row.end_date) : yearBody(values.end_date),
        notes: textOrNull(values.notes),
      }),
      check: (values, unreadable) => ({
        start_date: yearProblem(values.start_date, unreadable.has('start_date')),
        end_date: yearProblem(values.end_date, unreadable.has('end_date')),
      }),
      send: withSources(
        sources,
        row ? (body: OwnershipBody) => updateOwnership(row.ownership_id, body) : addOwnership,
      ),
      failure: failed(row ? 'save' : 'add'),
    },
  );

  return (
    <InlineForm
      form={form}
      formId={formId}
      title={row ? `Edit Ownership: ${row.owner_name}` : 'New Ownership'}
      description={
        row
          ? 'Only the steward who holds the canoe now has no end year; a canoe has one open ownership at a time.'
          : 'Adding an ownership ends the current open ownership on the new start year. Give an end year to record a past ownership instead.'
      }
      submitLabel="Save Ownership"
      notice={owners.isError ? 'Failed to load stewards. Please try again.' : null}
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      <div>
        <SelectField
          label="Owner"
          required
          placeholder={owners.isPending ? 'Loading stewards...' : 'Select an owner'}
          options={owners.data ?? []}
          {...form.field('owner_id')}
        />
        <NewStewardButton onChosen={(value) => form.setValue('owner_id', value)} />
      </div>
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
      <BeforeBuiltNote canoeId={canoeId} typed={form.values.start_date} what="an ownership" />
      <TextAreaField label="Notes" {...form.field('notes')} />
      <SourcesField draft={sources} />
    </InlineForm>
  );
}
