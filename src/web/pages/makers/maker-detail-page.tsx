import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { PAGES, paths } from '../../../shared/paths.ts';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { MakerHeader } from '../../features/makers/maker-header.tsx';
import { makerName } from '../../features/makers/maker-list-params.ts';
import { makerQuery } from '../../features/makers/maker-queries.ts';
import { MakerTabs } from '../../features/makers/maker-tabs.tsx';
import { parseRecordId } from '../../features/owners/record-id.ts';
import { RecordNotFound } from '../../features/owners/record-not-found.tsx';
import { isNotFound } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const NOT_FOUND = 'Maker Not Found';

function MakerNotFound() {
  return (
    <RecordNotFound
      title={NOT_FOUND}
      text="The maker you're looking for may have been removed or never existed."
      backTo={paths.makers()}
      backLabel="Back to Makers"
    />
  );
}

function MakerDetailContent({ makerId }: { makerId: number }) {
  const { isAdmin } = useAuth();
  const query = useQuery(makerQuery(makerId));
  const name = query.data ? makerName(query.data) : null;
  useDocumentTitle(name ?? (isNotFound(query.error) ? NOT_FOUND : PAGES.maker.title));

  if (query.isPending) return <LoadingState label="Loading maker..." />;
  if (isNotFound(query.error)) return <MakerNotFound />;
  if (query.isError || !name) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="sr-only">{PAGES.maker.title}</h1>
        <ErrorPanel message="Failed to load maker details. Please try again later.">
          <Link to={paths.makers()} className="btn-primary">
            Back to Makers
          </Link>
        </ErrorPanel>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to={paths.makers()} className="link mb-4 inline-flex items-center gap-1">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Makers
      </Link>
      <MakerHeader maker={query.data} name={name} isAdmin={isAdmin} />
      <div className="mt-8">
        <MakerTabs maker={query.data} />
      </div>
    </div>
  );
}

function MissingMaker() {
  useDocumentTitle(NOT_FOUND);
  return <MakerNotFound />;
}

export default function MakerDetailPage() {
  const makerId = parseRecordId(useParams().id);
  if (makerId === null) return <MissingMaker />;
  // Keyed by id: moving to another maker starts afresh (picture failure, open tab).
  return <MakerDetailContent key={makerId} makerId={makerId} />;
}
