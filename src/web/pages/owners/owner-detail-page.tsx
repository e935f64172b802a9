import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { PAGES, paths } from '../../../shared/paths.ts';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { OwnerHeader } from '../../features/owners/owner-header.tsx';
import { ownerQuery } from '../../features/owners/owner-queries.ts';
import { OwnerSidebar } from '../../features/owners/owner-sidebar.tsx';
import { OwnerTabs } from '../../features/owners/owner-tabs.tsx';
import { parseRecordId } from '../../features/owners/record-id.ts';
import { RecordNotFound } from '../../features/owners/record-not-found.tsx';
import { isNotFound } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const NOT_FOUND = 'Owner Not Found';

function OwnerNotFound() {
  return (
    <RecordNotFound
      title={NOT_FOUND}
      text="The steward you're looking for may have been removed or never existed."
      backTo={paths.owners()}
      backLabel="Back to Stewards"
    />
  );
}

function OwnerDetailContent({ ownerId }: { ownerId: number }) {
  const { isAdmin } = useAuth();
  const query = useQuery(ownerQuery(ownerId));
  useDocumentTitle(query.data?.name ?? (isNotFound(query.error) ? NOT_FOUND : PAGES.owner.title));

  if (query.isPending) return <LoadingState label="Loading steward..." />;
  if (isNotFound(query.error)) return <OwnerNotFound />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="sr-only">{PAGES.owner.title}</h1>
        <ErrorPanel message="Failed to load owner details">
          <Link to={paths.owners()} className="btn-primary">
            Back to Stewards
          </Link>
        </ErrorPanel>
      </div>
    );
  }
  const owner = query.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to={paths.owners()} className="link mb-4 inline-flex items-center gap-1 print:hidden">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Stewards
      </Link>
      <OwnerHeader owner={owner} isAdmin={isAdmin} />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OwnerTabs owner={owner} />
        </div>
        <OwnerSidebar owner={owner} isAdmin={isAdmin} />
      </div>
    </div>
  );
}

function MissingOwner() {
  useDocumentTitle(NOT_FOUND);
  return <OwnerNotFound />;
}

export default function OwnerDetailPage() {
  const ownerId = parseRecordId(useParams().id);
  if (ownerId === null) return <MissingOwner />;
  // Keyed by id: moving to another steward starts afresh (logo failure, open tab).
  return <OwnerDetailContent key={ownerId} ownerId={ownerId} />;
}
