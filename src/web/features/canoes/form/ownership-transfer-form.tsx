/**
 * The Record Ownership Change form (spec §2): a new ownership record, which the server opens while ending the
 * current one on the transfer date, in one transaction. The current steward cannot be chosen.
 */
import { DateField } from '../../../components/form/date-field.tsx';
import { BeforeBuiltNote } from '../detail/admin/before-built.tsx';
import { useNavigate } from '../../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../../shared/paths.ts';
import { ownershipBody } from '../../../../shared/api/canoes.ts';
import { FormButtons } from '../../../components/form/form-buttons.tsx';
import { FormError } from '../../../components/form/form-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { addOwnership, invalidateCanoeViews, type SelectOption } from './canoe-form-queries.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/form-controls.tsx';
import { useCancel } from '../../../lib/use-cancel.ts';
import { SourcesField, useSourcesDraft, withSources } from '../sources/sources-field.tsx';
import { NewStewardButton } from './new-record-buttons.tsx';
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export function OwnershipTransferForm({
  canoeId,
  owners,
  currentOwnerId,
}: {
  canoeId: number;
  owners: SelectOption[];
  currentOwnerId: number | null;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const onCancel = useCancel(paths.canoe(canoeId));
  const sources = useSourcesDraft(canoeId, null);
  const addWithSources = withSources(sources, addOwnership);
  const current = currentOwnerId === null ? null : String(currentOwnerId);
  const options = owners.map((option) =>
    option.value === current
      ? { ...option, label: t(area.currentOwnerChoice, { owner: option.label }) }
      : option,
  );
  const form = useSchemaForm(ownershipBody, {
    // The ceremony that marked the transfer is kept as the record's notes.
    // The transfer's year starts empty: it is history the keeper knows, not today (issue 31).
    defaults: () => ({ owner_id: '', start_date: '', transfer_reason: '', notes: '' }),
    toBody: (values) => ({
      canoe_id: canoeId,
      owner_id: Number(values.owner_id),
      start_date: values.start_date,
      transfer_reason: values.transfer_reason.trim() || null,
      notes: values.notes.trim() || null,
    }),
    // The current steward is listed, disabled; it cannot pass the canoe to itself.
    check: (values) => ({ owner_id: values.owner_id === current ? messages.selectOwner : undefined }),
    submit: async (body) => {
      await addWithSources(body);
      await invalidateCanoeViews(client, canoeId);
      await navigate(paths.canoe(canoeId));
    },
    failure: (error, marked) => failureMessage(t(area.transferFailed), error, marked, t),
  });

  return (
    <form {...form.formProps} className="card space-y-6 p-6 sm:p-8">
      <div>
        <SelectField
          label={t(area.newOwner)}
          required
          placeholder={t(area.selectNewOwner)}
          options={options}
          disabledValues={current ? [current] : []}
          {...form.field('owner_id')}
        />
        <NewStewardButton onChosen={(value) => form.setValue('owner_id', value)} />
      </div>
      <DateField
        label={t(area.transferYear)}
        required
        hint={t(area.transferYearHint)}
        {...form.field('start_date')}
      />
      <BeforeBuiltNote canoeId={canoeId} typed={form.values.start_date} what="transfer" />
      <TextField
        label={t(area.transferReason)}
        maxLength={1000}
        placeholder={t(area.transferReasonPlaceholder)}
        {...form.field('transfer_reason')}
      />
      <TextAreaField
        label={t(area.ceremonialContext)}
        rows={4}
        hint={t(area.ceremonialContextHint)}
        {...form.field('notes')}
      />
      <SourcesField draft={sources} hint={t(area.transferSourcesHint)} />
      <FormError message={form.failure} />
      <FormButtons
        className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-6"
        busy={form.busy}
        onCancel={onCancel}
        label={t(area.recordTransfer)}
        busyLabel={t(area.recording)}
      />
    </form>
  );
}
