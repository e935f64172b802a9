import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PAGES, paths } from '../../../shared/paths.ts';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { OwnerForm } from '../../features/owners/owner-form.tsx';
import { ownerQuery } from '../../features/owners/owner-queries.ts';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const CONTAINER = 'mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8';

function OwnerFormContent({ ownerId, isEdit }: { ownerId: number | null; isEdit: boolean }) {
  const title = isEdit ? PAGES.ownerEdit.title : PAGES.ownerNew.title;
  useDocumentTitle(title);
  const query = useQuery({ ...ownerQuery(ownerId ?? 0), enabled: isEdit && ownerId !== null });
  const owner = query.data ?? null;
  const lead = owner
    ? `Update the record of ${owner.name}.`
    : 'Add a family, club, museum or organization that cares for koa canoes.';
  const header = <PageHeader title={title} lead={isEdit && !owner ? undefined : lead} />;

  if (isEdit && (ownerId === null || (query.isError && !owner))) {
    const missing = ownerId === null || isNotFound(query.error);
    return (
      <div className={CONTAINER}>
        {header}
        <ErrorPanel
          title={missing ? 'Owner Not Found' : undefined}
          message={`Failed to load steward data: ${query.error?.message ?? 'Steward not found'}`}
        >
          <Link to={paths.owners()} className="btn-primary">
            Back to Stewards
          </Link>
        </ErrorPanel>
      </div>
    );
  }
  if (isEdit && query.isPending) {
    return (
      <div className={CONTAINER}>
        {header}
        <LoadingState label="Loading steward data..." />
      </div>
    );
  }
  return (
    <div className={CONTAINER}>
      {header}
      <OwnerForm owner={owner} />
    </div>
  );
}

/** /owners/new and /owners/:id/edit (spec §2 "Steward form"): administrators only. */
export default function OwnerFormPage() {
  const { id } = useParams();
  const isEdit = id !== undefined;
  const ownerId = parseRecordId(id);
  return (
    <AccessGuard level="admin">
      <OwnerFormContent key={id ?? 'new'} ownerId={ownerId} isEdit={isEdit} />
    </AccessGuard>
  );
}
