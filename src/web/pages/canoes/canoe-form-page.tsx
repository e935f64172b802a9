import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PAGES, paths } from '../../../shared/paths.ts';
import { FormError } from '../../components/form/form-field.tsx';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { canoeDetailQuery } from '../../features/canoes/detail/canoe-detail-queries.ts';
import { CanoeForm } from '../../features/canoes/form/canoe-form.tsx';
import { makerOptionsQuery, ownerOptionsQuery } from '../../features/canoes/form/canoe-form-queries.ts';
import { isNotFound } from '../../lib/api.ts';
import { canoeTitle } from '../../lib/canoe-name.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const CONTAINER = 'mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8';

function CanoeFormContent({ canoeId, isEdit }: { canoeId: number | null; isEdit: boolean }) {
  const title = isEdit ? PAGES.canoeEdit.title : PAGES.canoeNew.title;
  useDocumentTitle(title);
  const canoeQuery = useQuery({ ...canoeDetailQuery(canoeId ?? 0), enabled: isEdit && canoeId !== null });
  const makersQuery = useQuery(makerOptionsQuery);
  const ownersQuery = useQuery(ownerOptionsQuery);

  const canoe = canoeQuery.data ?? null;
  const lead = canoe
    ? `Update the record of ${canoeTitle(canoe, canoe.names)}.`
    : 'Record a canoe in the registry, one step at a time. Only what is known needs filling in.';
  const header = <PageHeader title={title} lead={isEdit && !canoe ? undefined : lead} />;

  if (isEdit && (canoeId === null || (canoeQuery.isError && !canoe))) {
    return (
      <div className={CONTAINER}>
        {header}
        <ErrorPanel
          title={canoeId === null || isNotFound(canoeQuery.error) ? 'Canoe Not Found' : undefined}
          message="Failed to load canoe details."
        >
          <Link to={paths.canoes()} className="btn-primary">
            Back to Canoes
          </Link>
        </ErrorPanel>
      </div>
    );
  }
  if ((isEdit && canoeQuery.isPending) || makersQuery.isPending || ownersQuery.isPending) {
    return (
      <div className={CONTAINER}>
        {header}
        <LoadingState label={isEdit ? 'Loading canoe details...' : 'Loading form data...'} />
      </div>
    );
  }
  // Without the lists the form still works: the selects just offer nothing to choose.
  const optionsError = makersQuery.error ?? ownersQuery.error;
  return (
    <div className={CONTAINER}>
      {header}
      {optionsError ? (
        <div className="mb-6">
          <FormError message={`Failed to load form data: ${optionsError.message}`} />
        </div>
      ) : null}
      <CanoeForm canoe={canoe} makers={makersQuery.data ?? []} owners={ownersQuery.data ?? []} />
    </div>
  );
}

/** /canoes/new and /canoes/:id/edit (spec §2 "Canoe form"): administrators only. */
export default function CanoeFormPage() {
  const { id } = useParams();
  const isEdit = id !== undefined;
  const canoeId = parseRecordId(id);
  return (
    <AccessGuard level="admin">
      <CanoeFormContent key={id ?? 'new'} canoeId={canoeId} isEdit={isEdit} />
    </AccessGuard>
  );
}
