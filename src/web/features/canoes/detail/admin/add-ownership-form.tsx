/**
 * Ownership's inline form (spec §5 "Add ownership (detail tab)"): owner and start year required. Without an end
 * year the server ends the open ownership on the new start date, in the same transaction; the form says so.
 * Editing an ownership changes that row only: the server refuses a second open ownership.
 */
import type { Ownership } from '../../../../../shared/api/index.ts';
import { ownershipBody } from '../../../../../shared/api/canoes.ts';
import { ApiError } from '../../../../lib/api.ts';
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
import { canoeFormArea as area } from '../../../../../shared/i18n/messages/canoe-form.ts';
import { useI18n, type Translator } from '../../../../lib/i18n.tsx';
import { useOwnerOptions } from '../../form/canoe-form-queries.ts';

/** The years are typed in the boxes named after the server's dates, so its messages land on them. */
const EMPTY = { owner_id: '', start_date: '', end_date: '', notes: '' };

/** The server's reason, unless it already stands beside its field: then the sentence points there. */
const failed =
  (t: Translator['t'], adding: boolean) => (error: unknown, marked: Record<string, string | undefined>) =>
    Object.values(marked).some(Boolean)
      ? t(adding ? area.addOwnershipMarked : area.saveOwnershipMarked)
      : error instanceof ApiError && error.explained && error.message
        ? error.message
        : t(adding ? area.addOwnershipFailed : area.saveOwnershipFailed);

export default function AddOwnershipForm({
  canoeId,
  formId,
  autoFocus,
  row,
  onDone,
}: AddFormProps<Ownership>) {
  const { t } = useI18n();
  const owners = useOwnerOptions();
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
      failure: failed(t, !row),
    },
  );

  return (
    <InlineForm
      form={form}
      formId={formId}
      title={row ? t(area.editOwnership, { owner: row.owner_name }) : t(area.newOwnership)}
      description={row ? t(area.editOwnershipText) : t(area.newOwnershipText)}
      submitLabel={t(area.saveOwnership)}
      notice={owners.isError ? t(area.loadStewardsFailed) : null}
      autoFocus={autoFocus}
      onCancel={() => onDone(false)}
    >
      <div>
        <SelectField
          label={t(area.owner)}
          required
          placeholder={owners.isPending ? t(area.loadingStewards) : t(area.selectOwner)}
          options={owners.data ?? []}
          {...form.field('owner_id')}
        />
        <NewStewardButton onChosen={(value) => form.setValue('owner_id', value)} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <YearField
          label={t(area.startYear)}
          required
          {...form.field('start_date')}
          onUnreadable={form.onUnreadable('start_date')}
        />
        <YearField
          label={t(area.endYear)}
          hint={t(area.endYearHint)}
          {...form.field('end_date')}
          onUnreadable={form.onUnreadable('end_date')}
        />
      </div>
      <BeforeBuiltNote canoeId={canoeId} typed={form.values.start_date} what="ownership" />
      <TextAreaField label={t(area.notes)} {...form.field('notes')} />
      <SourcesField draft={sources} />
    </InlineForm>
  );
}
