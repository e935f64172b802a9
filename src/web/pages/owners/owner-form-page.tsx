import { paths } from '../../../shared/paths.ts';
import { FormPage, useEditedRecord } from '../../components/form/form-page.tsx';
import { GuardedRecordForm, type RecordFormRouteProps } from '../../features/auth/access-guard.tsx';
import { OwnerForm } from '../../features/owners/owner-form.tsx';
import { ownerQuery } from '../../features/owners/owner-queries.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';

function OwnerFormContent({ id, isEdit }: RecordFormRouteProps) {
  const { t } = useI18n();
  const edit = useEditedRecord(ownerQuery(id ?? 0), id, isEdit);
  return (
    <FormPage
      edit={edit}
      titles={[t(pages.ownerNewTitle), t(pages.ownerEditTitle)]}
      lead={(owner) => (owner ? t(stewardsArea.editLead, { name: owner.name }) : t(stewardsArea.newLead))}
      list={{ to: paths.owners(), label: t(stewardsArea.backToStewards) }}
      notFoundTitle={t(stewardsArea.notFound)}
      failure={t(stewardsArea.loadFormFailed, {
        reason: edit.error?.message ?? t(stewardsArea.stewardNotFound),
      })}
      loading={t(stewardsArea.loadingForm)}
    >
      <OwnerForm owner={edit.record} />
    </FormPage>
  );
}

/** /owners/new and /owners/:id/edit (spec §2 "Steward form"): administrators only. */
export default function OwnerFormPage() {
  return <GuardedRecordForm level="admin" form={OwnerFormContent} />;
}
