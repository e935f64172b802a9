import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { PAGES, paths } from '../../../shared/paths.ts';
import { FormError } from '../../components/form/form-field.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { personOptionsQuery } from '../../features/makers/maker-admin-queries.ts';
import { MakerForm } from '../../features/makers/maker-form.tsx';
import { makerName } from '../../features/makers/maker-list-params.ts';
import { makerQuery } from '../../features/makers/maker-queries.ts';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const CONTAINER = 'mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8';

function MakerFormContent({ makerId, isEdit }: { makerId: number | null; isEdit: boolean }) {
  const title = isEdit ? PAGES.makerEdit.title : PAGES.makerNew.title;
  useDocumentTitle(title);
  const { isPeopleAdmin } = useAuth();
  const [params] = useSearchParams();
  const personId = isEdit ? null : parseRecordId(params.get('person_id') ?? undefined);
  const makerResult = useQuery({ ...makerQuery(makerId ?? 0), enabled: isEdit && makerId !== null });
  // The People area is closed to administrators outside its group: they choose among people who are makers.
  const peopleResult = useQuery(personOptionsQuery(isPeopleAdmin));

  const maker = makerResult.data ?? null;
  const lead = maker
    ? `Update the record of ${makerName(maker)}.`
    : 'Record a carver, restorer or designer: the person, their role and their story.';
  const header = (
    <>
      <BackLink to={maker ? paths.maker(maker.maker_id) : paths.makers()}>
        {maker ? `Back to ${makerName(maker)}` : 'Back to Makers'}
      </BackLink>
      <PageHeader title={title} lead={isEdit && !maker ? undefined : lead} />
    </>
  );

  if (isEdit && (makerId === null || (makerResult.isError && !maker))) {
    const notFound = makerId === null || isNotFound(makerResult.error);
    return (
      <div className={CONTAINER}>
        {header}
        <ErrorPanel
          title={notFound ? 'Maker Not Found' : undefined}
          message={`Failed to load maker data: ${notFound ? 'Maker not found' : makerResult.error?.message}`}
        >
          <Link to={paths.makers()} className="btn-primary">
            Back to Makers
          </Link>
        </ErrorPanel>
      </div>
    );
  }
  if ((isEdit && makerResult.isPending) || peopleResult.isPending) {
    return (
      <div className={CONTAINER}>
        {header}
        <LoadingState label={isEdit ? 'Loading maker data...' : 'Loading form data...'} />
      </div>
    );
  }
  return (
    <div className={CONTAINER}>
      {header}
      {peopleResult.error ? (
        <div className="mb-6">
          <FormError message={`Failed to load form data: ${peopleResult.error.message}`} />
        </div>
      ) : null}
      <MakerForm
        maker={maker}
        people={peopleResult.data ?? []}
        canChooseAnyone={isPeopleAdmin}
        personId={personId}
      />
    </div>
  );
}

/** /makers/new (?person_id= preselects the person) and /makers/:id/edit: administrators only. */
export default function MakerFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const isEdit = id !== undefined;
  // Keyed by the record (or the preselected person): another one starts the form afresh.
  const key = id ?? `new-${params.get('person_id') ?? ''}`;
  return (
    <AccessGuard level="admin">
      <MakerFormContent key={key} makerId={parseRecordId(id)} isEdit={isEdit} />
    </AccessGuard>
  );
}
