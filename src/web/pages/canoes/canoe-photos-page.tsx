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
import { photosArea } from '../../../shared/i18n/messages/photos.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

function PhotosError({ canoeId, title, message }: { canoeId: number; title?: string; message: string }) {
  const { t } = useI18n();
  return (
    <RecordLoadError
      heading={t(photosArea.heading)}
      title={title}
      message={message}
      backTo={paths.canoe(canoeId)}
      backLabel={t(photosArea.backToCanoe)}
    />
  );
}

function CanoePhotosContent({ canoeId }: { canoeId: number }) {
  const { t } = useI18n();
  const canoe = useCanoeDetail(canoeId);
  const media = useCanoeMedia(canoeId);
  const missing = isNotFound(canoe.error) || isNotFound(media.error);
  const name = canoe.data ? photosCanoeName(canoe.data, t) : null;
  useDocumentTitle(
    name ? t(photosArea.title, { name }) : missing ? t(ui.canoeNotFound) : t(photosArea.heading),
  );

  if (missing) return <CanoeNotFound />;
  if (canoe.isError) {
    return <PhotosError canoeId={canoeId} message={t(photosArea.loadCanoeFailed)} />;
  }
  if (media.isError) {
    return (
      <PhotosError
        canoeId={canoeId}
        title={t(photosArea.loadPhotosFailed)}
        message={t(photosArea.tryLater)}
      />
    );
  }
  if (canoe.isPending || media.isPending) return <LoadingState label={t(photosArea.loading)} />;
  return (
    <CanoePhotosView
      canoeId={canoeId}
      name={name ?? t(photosArea.canoeNumber, { id: canoeId })}
      photos={media.data}
    />
  );
}

export default function CanoePhotosPage() {
  const canoeId = parseRecordId(useParams().id);
  if (canoeId === null) return <CanoeNotFound />;
  return <CanoePhotosContent key={canoeId} canoeId={canoeId} />;
}
