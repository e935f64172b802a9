import { paths } from '../../../shared/paths.ts';
import { FormPage, useEditedRecord } from '../../components/form/form-page.tsx';
import { GuardedRecordForm, type RecordFormRouteProps } from '../../features/auth/access-guard.tsx';
import { OwnerForm } from '../../features/owners/owner-form.tsx';
import { ownerQuery } from '../../features/owners/owner-queries.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

function OwnerFormContent({ id, isEdit }: RecordFormRouteProps) {
  const { t } = useI18n();
  const edit = useEditedRecord(ownerQuery(id ?? 0), id, isEdit);
  return (
    <FormPage
      edit={edit}
      titles={[t(pages.ownerNewTitle), t(pages.ownerEditTitle)]}
      lead={(owner) =>
        owner
          ? `Update the record of ${owner.name}.`
          : 'Add a family, club, museum or organization that cares for koa canoes.'
      }
      list={{ to: paths.owners(), label: 'Back to Stewards' }}
      notFoundTitle="Owner Not Found"
      failure={`Failed to load steward data: ${edit.error?.message ?? 'Steward not found'}`}
      loading="Loading steward data..."
    >
      <OwnerForm owner={edit.record} />
    </FormPage>
  );
}

/** /owners/new and /owners/:id/edit (spec §2 "Steward form"): administrators only. */
export default function OwnerFormPage() {
  return <GuardedRecordForm level="admin" form={OwnerFormContent} />;
}
