import { paths } from '../../../shared/paths.ts';
import { FormPage, useEditedRecord } from '../../components/form/form-page.tsx';
import { GuardedRecordForm, type RecordFormRouteProps } from '../../features/auth/access-guard.tsx';
import { personQuery } from '../../features/people/people-queries.ts';
import { PersonForm } from '../../features/people/person-form.tsx';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

function PersonFormContent({ id, isEdit }: RecordFormRouteProps) {
  const { t } = useI18n();
  const edit = useEditedRecord(personQuery(id ?? 0), id, isEdit);
  return (
    <FormPage
      edit={edit}
      titles={[t(pages.personNewTitle), t(pages.personEditTitle)]}
      lead={(person) => (person ? t(peopleArea.leadEdit, { name: person.name }) : t(peopleArea.leadNew))}
      list={{ to: paths.people(), label: t(peopleArea.backToPeople) }}
      notFoundTitle={t(pages.personNotFoundTitle)}
      failure={t(peopleArea.formLoadFailed, {
        reason: id === null ? t(peopleArea.formNotFound) : (edit.error?.message ?? ''),
      })}
      loading={t(ui.loading)}
      width="max-w-3xl"
    >
      <PersonForm person={edit.record} />
    </FormPage>
  );
}

/** /people/new and /people/:id/edit (spec §2 "People"): the group named admin only. */
export default function PersonFormPage() {
  return <GuardedRecordForm level="people" form={PersonFormContent} />;
}
