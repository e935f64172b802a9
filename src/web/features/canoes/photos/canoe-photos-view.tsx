import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '../../../lib/routing.tsx';
import { ArrowLeft, ImageOff } from 'lucide-react';
import { FormError } from '../../../components/form/form-field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { Media } from '../../../../shared/api/index.ts';
import { paths } from '../../../../shared/paths.ts';
import { useAuth } from '../../auth/auth-queries.ts';
import { wrapIndex } from './photo-labels.ts';
import { PhotoThumbnails } from './photo-thumbnails.tsx';
import { PhotoViewer } from './photo-viewer.tsx';
import { usePhotoDelete } from './use-photo-delete.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { useI18n } from '../../../lib/i18n.tsx';

// The upload box and its form model (react-hook-form, the shared schemas) are for administrators: a visitor's
// photos page never downloads them.
const PhotoUploadForm = lazy(() =>
  import('./photo-upload-form.tsx').then((module) => ({ default: module.PhotoUploadForm })),
);
const PhotoEditForm = lazy(() =>
  import('./photo-edit-form.tsx').then((module) => ({ default: module.PhotoEditForm })),
);
// The full-size viewer (with its dialog library) comes when a photo is first opened, or pointed at; the delete
// confirmation only for administrators.
const PhotoOverlay = lazyComponent(() => import('./photo-overlay.tsx').then((module) => module.PhotoOverlay));
const ConfirmDialog = lazyComponent(() =>
  import('../../../components/ui/confirm-dialog.tsx').then((module) => module.ConfirmDialog),
);

export function CanoePhotosView({
  canoeId,
  name,
  photos,
}: {
  canoeId: number;
  name: string;
  photos: Media[];
}) {
  const { t } = useI18n();
  const { isAdmin } = useAuth();
  // The selection follows a photo, not a position: deleting or adding another photo leaves it where it was.
  // A photo that is gone (or none chosen yet) means the first; that also keeps the index inside the list.
  // A photo chosen on the canoe page's Media tab arrives as `?photo=`.
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<number | null>(
    () => Number(searchParams.get('photo')) || null,
  );
  const [overlayOpen, setOverlayOpen] = useState(false);
  // Once opened the viewer stays mounted, so that closing it returns focus where it was.
  const [overlayUsed, setOverlayUsed] = useState(false);
  // The edit form belongs to the photo it was opened for: choosing another photo closes it.
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const photosBox = useRef<HTMLDivElement>(null);
  const found = photos.findIndex((photo) => photo.media_id === selectedId);
  const index = found >= 0 ? found : 0;
  const photo = photos[index];
  const select = (at: number) => {
    const id = photos[at]?.media_id ?? null;
    if (id !== photo?.media_id) setEditing(false);
    setSelectedId(id);
  };
  // Back to the button that opened the form, once it is shown again: after the render that shows it, whenever
  // React makes that render (a save's refetch can put it after any timer).
  const focusEditButton = useRef(false);
  useEffect(() => {
    if (editing || !focusEditButton.current) return;
    focusEditButton.current = false;
    editButton.current?.focus();
  }, [editing]);
  const stopEditing = () => {
    focusEditButton.current = true;
    setEditing(false);
  };
  const previous = () => select(wrapIndex(index - 1, photos.length));
  const next = () => select(wrapIndex(index + 1, photos.length));
  const openAt = (at: number) => {
    select(at);
    setOverlayOpen(true);
    setOverlayUsed(true);
  };

  const remover = usePhotoDelete(
    canoeId,
    (deleted) => {
      // Spec §4: deleting the selected photo selects the first remaining one; any other keeps the selection.
      if (deleted.media_id === photo?.media_id) {
        setSelectedId(null);
        setOverlayOpen(false);
      }
    },
    photosBox,
  );
  const onDelete = isAdmin ? remover.ask : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={t(photosArea.title, { name })}
        // The spec's words describe the administrators' page; a visitor can only look.
        lead={isAdmin ? t(photosArea.leadAdmin) : t(photosArea.lead)}
        actions={
          <Link to={paths.canoe(canoeId)} className="btn-secondary">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t(photosArea.backToCanoe)}
          </Link>
        }
      />
      {isAdmin ? (
        <Suspense fallback={null}>
          <PhotoUploadForm canoeId={canoeId} onUploaded={(added) => setSelectedId(added.media_id)} />
        </Suspense>
      ) : null}
      {remover.failure ? (
        <div className="mb-6">
          <FormError message={remover.failure} />
        </div>
      ) : null}
      <div
        ref={photosBox}
        tabIndex={-1}
        className="focus:outline-none"
        onPointerEnter={() => void PhotoOverlay.preload()}
        onFocus={() => void PhotoOverlay.preload()}
      >
        {photo ? (
          <>
            <PhotoViewer
              photo={photo}
              index={index}
              count={photos.length}
              onPrevious={previous}
              onNext={next}
              onOpen={() => openAt(index)}
              onDelete={onDelete && (() => onDelete(photo))}
              onEdit={isAdmin && !editing ? () => setEditing(true) : undefined}
              editButton={editButton}
            />
            {isAdmin && editing ? (
              <Suspense fallback={null}>
                <PhotoEditForm canoeId={canoeId} photo={photo} index={index} onDone={stopEditing} />
              </Suspense>
            ) : null}
            <PhotoThumbnails photos={photos} selectedIndex={index} onOpen={openAt} onDelete={onDelete} />
            {overlayUsed ? (
              <Suspense fallback={null}>
                <PhotoOverlay
                  photo={photo}
                  index={index}
                  count={photos.length}
                  open={overlayOpen}
                  onOpenChange={setOverlayOpen}
                  onPrevious={previous}
                  onNext={next}
                  onDelete={onDelete && (() => onDelete(photo))}
                />
              </Suspense>
            ) : null}
          </>
        ) : (
          <div className="rounded-lg border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
            <ImageOff aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-stone-400" />
            <p className="text-stone-700">{t(photosArea.noPhotos)}</p>
          </div>
        )}
      </div>
      {isAdmin ? (
        <Suspense fallback={null}>
          <ConfirmDialog {...remover.dialog} />
        </Suspense>
      ) : null}
    </div>
  );
}
