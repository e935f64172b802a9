import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { FormPage, useEditedRecord } from '../../components/form/form-page.tsx';
import { AccessGuard, type RecordFormRouteProps } from '../../features/auth/access-guard.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { personOptionsQuery } from '../../features/makers/maker-admin-queries.ts';
import { MakerForm } from '../../features/makers/maker-form.tsx';
import { makerName } from '../../features/makers/maker-list-params.ts';
import { makerQuery } from '../../features/makers/maker-queries.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

function MakerFormContent({ id, isEdit }: RecordFormRouteProps) {
  const { t } = useI18n();
  const { isPeopleAdmin } = useAuth();
  const [params] = useSearchParams();
  const edit = useEditedRecord(makerQuery(id ?? 0), id, isEdit);
  // The People area is closed to administrators outside its group: they choose among people who are makers.
  const people = useQuery(personOptionsQuery(isPeopleAdmin));
  return (
    <FormPage
      edit={edit}
      titles={[t(pages.makerNewTitle), t(pages.makerEditTitle)]}
      lead={(maker) =>
        maker ? t(makersArea.formLeadEdit, { name: makerName(maker, t) }) : t(makersArea.formLeadNew)
      }
      list={{ to: paths.makers(), label: t(makersArea.backToMakers) }}
      backToRecord={(maker) => ({
        to: paths.maker(maker.maker_id),
        label: t(makersArea.backToMaker, { name: makerName(maker, t) }),
      })}
      notFoundTitle={t(pages.makerNotFoundTitle)}
      failure={t(makersArea.formLoadFailed, {
        reason: edit.notFound ? t(makersArea.formNotFound) : edit.error?.message,
      })}
      loading={t(makersArea.formLoading)}
      options={{ pending: people.isPending, error: people.error }}
    >
      <MakerForm
        maker={edit.record}
        people={people.data ?? []}
        canChooseAnyone={isPeopleAdmin}
        personId={isEdit ? null : parseRecordId(params.get('person_id') ?? undefined)}
      />
    </FormPage>
  );
}

/** /makers/new (?person_id= preselects the person) and /makers/:id/edit: administrators only. */
export default function MakerFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  // Keyed by the record (or the preselected person): another one starts the form afresh.
  const key = id ?? `new-${params.get('person_id') ?? ''}`;
  return (
    <AccessGuard level="admin">
      <MakerFormContent key={key} id={parseRecordId(id)} isEdit={id !== undefined} />
    </AccessGuard>
  );
}
