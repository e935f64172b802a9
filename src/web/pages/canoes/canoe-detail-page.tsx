import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { useCanoeDetail } from '../../features/canoes/detail/canoe-detail-queries.ts';
import { CanoeDetailView } from '../../features/canoes/detail/canoe-detail-view.tsx';
import { CanoeNotFound } from '../../features/canoes/detail/canoe-not-found.tsx';
import { parseCanoeId } from '../../features/canoes/detail/canoe-id.ts';
import { isNotFound } from '../../lib/api.ts';
import { canoeTitle } from '../../lib/canoe-name.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../../shared/paths.ts';

function CanoeDetailContent({ canoeId }: { canoeId: number }) {
  const { isAdmin } = useAuth();
  const query = useCanoeDetail(canoeId);
  const title = query.data
    ? canoeTitle(query.data, query.data.names)
    : isNotFound(query.error)
      ? 'Canoe Not Found'
      : 'Canoe';
  useDocumentTitle(title);

  if (query.isPending) return <LoadingState label="Loading canoe details..." />;
  if (isNotFound(query.error)) return <CanoeNotFound />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="sr-only">Canoe</h1>
        <ErrorPanel message="Failed to load canoe details. Please try again later.">
          <Link to={paths.canoes()} className="btn-primary">
            Back to Canoes
          </Link>
        </ErrorPanel>
      </div>
    );
  }
  return <CanoeDetailView canoe={query.data} title={title} isAdmin={isAdmin} />;
}

function MissingCanoe() {
  useDocumentTitle('Canoe Not Found');
  return <CanoeNotFound />;
}

export default function CanoeDetailPage() {
  const canoeId = parseCanoeId(useParams().id);
  if (canoeId === null) return <MissingCanoe />;
  // Keyed by id: moving to another canoe starts afresh (image failures, pending scroll).
  return <CanoeDetailContent key={canoeId} canoeId={canoeId} />;
}
