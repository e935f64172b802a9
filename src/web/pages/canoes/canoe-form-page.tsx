import { paths } from '../../../shared/paths.ts';
import { FormPage, useEditedRecord } from '../../components/form/form-page.tsx';
import { GuardedRecordForm, type RecordFormRouteProps } from '../../features/auth/access-guard.tsx';
import { canoeDetailQuery } from '../../features/canoes/detail/canoe-detail-queries.ts';
import { CanoeForm } from '../../features/canoes/form/canoe-form.tsx';
import { useMakerOptions, useOwnerOptions } from '../../features/canoes/form/canoe-form-queries.ts';
import { canoeTitle } from '../../lib/canoe-name.ts';
import { CanoeLabelPickers } from '../../features/tk-labels/admin/index.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { canoeFormArea as area } from '../../../shared/i18n/messages/canoe-form.ts';
import { useI18n } from '../../lib/i18n.tsx';

function CanoeFormContent({ id, isEdit }: RecordFormRouteProps) {
  const { t } = useI18n();
  const edit = useEditedRecord(canoeDetailQuery(id ?? 0), id, isEdit);
  const makers = useMakerOptions();
  const owners = useOwnerOptions();
  return (
    <FormPage
      edit={edit}
      titles={[t(pages.canoeNewTitle), t(pages.canoeEditTitle)]}
      lead={(canoe) =>
        canoe ? t(area.editLead, { name: canoeTitle(canoe, canoe.names, t) }) : t(area.newLead)
      }
      list={{ to: paths.canoes(), label: t(area.backToCanoes) }}
      notFoundTitle={t(area.canoeNotFound)}
      failure={t(area.loadCanoeFailed)}
      loading={t(area.loadingCanoe)}
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
