import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { FormPage, useEditedRecord } from '../../components/form/form-page.tsx';
import { GuardedRecordForm, type RecordFormRouteProps } from '../../features/auth/access-guard.tsx';
import { canoeDetailQuery } from '../../features/canoes/detail/canoe-detail-queries.ts';
import { CanoeForm } from '../../features/canoes/form/canoe-form.tsx';
import { makerOptionsQuery, ownerOptionsQuery } from '../../features/canoes/form/canoe-form-queries.ts';
import { canoeTitle } from '../../lib/canoe-name.ts';
import { CanoeLabelPickers } from '../../features/tk-labels/admin/index.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

function CanoeFormContent({ id, isEdit }: RecordFormRouteProps) {
  const { t } = useI18n();
  const edit = useEditedRecord(canoeDetailQuery(id ?? 0), id, isEdit);
  const makers = useQuery(makerOptionsQuery);
  const owners = useQuery(ownerOptionsQuery);
  return (
    <FormPage
      edit={edit}
      titles={[t(pages.canoeNewTitle), t(pages.canoeEditTitle)]}
      lead={(canoe) =>
        canoe
          ? `Update the record of ${canoeTitle(canoe, canoe.names)}.`
          : 'Record a canoe in the registry, one step at a time. Only what is known needs filling in.'
      }
      list={{ to: paths.canoes(), label: 'Back to Canoes' }}
      notFoundTitle="Canoe Not Found"
      failure="Failed to load canoe details."
      loading="Loading canoe details..."
      // Without the lists the form still works: the selects just offer nothing to choose.
      options={{ pending: makers.isPending || owners.isPending, error: makers.error ?? owners.error }}
    >
      <CanoeForm canoe={edit.record} makers={makers.data ?? []} owners={owners.data ?? []} />
      {edit.record ? <CanoeLabelPickers canoeId={edit.record.canoe_id} /> : null}
    </FormPage>
  );
}

/** /canoes/new and /canoes/:id/edit (spec §2 "Canoe form"): administrators only. */
export default function CanoeFormPage() {
  return <GuardedRecordForm level="admin" form={CanoeFormContent} />;
}
