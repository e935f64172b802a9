import { useParams } from '../../lib/routing.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { CanoeNotFound } from '../../features/canoes/detail/canoe-not-found.tsx';
import { useCanoeDetail, useCanoeMedia } from '../../features/canoes/detail/canoe-detail-queries.ts';
import { CanoePhotosView } from '../../features/canoes/photos/canoe-photos-view.tsx';
import { photosCanoeName } from '../../features/canoes/photos/photo-labels.ts';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../../shared/paths.ts';

function PhotosError({ canoeId, title, message }: { canoeId: number; title?: string; message: string }) {
  return (
    <RecordLoadError
      heading="Photos"
      title={title}
      message={message}
      backTo={paths.canoe(canoeId)}
      backLabel="Back to Canoe"
    />
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

export default function CanoePhotosPage() {
  const canoeId = parseRecordId(useParams().id);
  if (canoeId === null) return <CanoeNotFound />;
  return <CanoePhotosContent key={canoeId} canoeId={canoeId} />;
}
