import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { parseCanoeId } from '../../features/canoes/detail/canoe-id.ts';
import { CanoeNotFound } from '../../features/canoes/detail/canoe-not-found.tsx';
import { useCanoeDetail, useCanoeMedia } from '../../features/canoes/detail/canoe-detail-queries.ts';
import { CanoePhotosView } from '../../features/canoes/photos/canoe-photos-view.tsx';
import { photosCanoeName } from '../../features/canoes/photos/photo-labels.ts';
import { isNotFound } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../../shared/paths.ts';

function PhotosError({ canoeId, title, message }: { canoeId: number; title?: string; message: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="sr-only">Photos</h1>
      <ErrorPanel title={title} message={message}>
        <Link to={paths.canoe(canoeId)} className="btn-primary">
          Back to Canoe
        </Link>
      </ErrorPanel>
    </div>
  );
}

function CanoePhotosContent({ canoeId }: { canoeId: number }) {
  const canoe = useCanoeDetail(canoeId);
  const media = useCanoeMedia(canoeId);
  const missing = isNotFound(canoe.error) || isNotFound(media.error);
  const name = canoe.data ? photosCanoeName(canoe.data) : null;
  useDocumentTitle(name ? `Photos for ${name}` : missing ? 'Canoe Not Found' : 'Photos');

  if (missing) return <CanoeNotFound />;
  if (canoe.isError) {
    return <PhotosError canoeId={canoeId} message="Failed to load canoe data. Please try again later." />;
  }
  if (media.isError) {
    return <PhotosError canoeId={canoeId} title="Failed to load photos" message="Please try again later." />;
  }
  if (canoe.isPending || media.isPending) return <LoadingState label="Loading photos..." />;
  return <CanoePhotosView canoeId={canoeId} name={name ?? `Canoe #${canoeId}`} photos={media.data} />;
}

function MissingCanoe() {
  useDocumentTitle('Canoe Not Found');
  return <CanoeNotFound />;
}

export default function CanoePhotosPage() {
  const canoeId = parseCanoeId(useParams().id);
  if (canoeId === null) return <MissingCanoe />;
  return <CanoePhotosContent key={canoeId} canoeId={canoeId} />;
}
