import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PAGES, paths } from '../../../shared/paths.ts';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { personQuery } from '../../features/people/people-queries.ts';
import { PersonForm } from '../../features/people/person-form.tsx';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const CONTAINER = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8';

function PersonFormContent({ personId, isEdit }: { personId: number | null; isEdit: boolean }) {
  const title = isEdit ? PAGES.personEdit.title : PAGES.personNew.title;
  useDocumentTitle(title);
  const query = useQuery({ ...personQuery(personId ?? 0), enabled: isEdit && personId !== null });
  const person = query.data ?? null;
  const lead = person
    ? `Update the contact details of ${person.name}.`
    : 'Record someone linked to canoe making or restoration.';
  const header = <PageHeader title={title} lead={isEdit && !person ? undefined : lead} />;

  if (isEdit && (personId === null || (query.isError && !person))) {
    const reason =
      personId === null ? 'Person not found' : query.error instanceof Error ? query.error.message : '';
    return (
      <div className={CONTAINER}>
        {header}
        <ErrorPanel
          title={personId === null || isNotFound(query.error) ? 'Person Not Found' : undefined}
          message={`Failed to load person data: ${reason}`}
        >
          <Link to={paths.people()} className="btn-primary">
            Back to People
          </Link>
        </ErrorPanel>
      </div>
    );
  }
  if (isEdit && query.isPending) {
    return (
      <div className={CONTAINER}>
        {header}
        <LoadingState label="Loading..." />
      </div>
    );
  }
  return (
    <div className={CONTAINER}>
      {header}
      <PersonForm person={person} />
    </div>
  );
}

/** /people/new and /people/:id/edit (spec §2 "People"): the group named admin only. */
export default function PersonFormPage() {
  const { id } = useParams();
  const isEdit = id !== undefined;
  return (
    <AccessGuard level="people">
      <PersonFormContent key={id ?? 'new'} personId={parseRecordId(id)} isEdit={isEdit} />
    </AccessGuard>
  );
}
