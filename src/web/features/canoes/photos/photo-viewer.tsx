import type { KeyboardEvent, Ref } from 'react';
import { ChevronLeft, ChevronRight, Maximize2, Pencil, Trash2 } from 'lucide-react';
import { SafeImage } from '../../../components/ui/safe-image.tsx';
import type { Media } from '../../../../shared/api/index.ts';
import { PhotoFacts } from './photo-facts.tsx';
import { PhotoSources } from './photo-sources.tsx';
import { RecordTkLabels } from '../../tk-labels/index.ts';
import { KeptMark } from '../../../components/ui/kept.tsx';
import { photoLabel, photoTitle } from './photo-labels.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { useI18n } from '../../../lib/i18n.tsx';

const navButton =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/95 p-2 text-koa-900 shadow hover:bg-white';

/** The administrators' delete button of the viewer and the overlay. */
export function DeletePhotoButton({ onClick }: { onClick: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      {t(photosArea.deletePhoto)}
    </button>
  );
}

/** The current photo, large, with previous/next buttons that wrap around and a 'Photo X of N' counter. */
export function PhotoViewer({
  photo,
  index,
  count,
  onPrevious,
  onNext,
  onOpen,
  onDelete,
  onEdit,
  editButton,
}: {
  photo: Media;
  index: number;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  onOpen: () => void;
  /** Administrators only: ask to delete the current photo. */
  onDelete?: () => void;
  /** Administrators only: change the words about the current photo. */
  onEdit?: () => void;
  /** The Edit Details button, for the page to give focus back to it. */
  editButton?: Ref<HTMLButtonElement>;
}) {
  const { t } = useI18n();
  const label = photoLabel(photo, index, t);
  const title = photoTitle(photo);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onPrevious();
    else if (event.key === 'ArrowRight') onNext();
    else return;
    event.preventDefault();
  };
  return (
    <section aria-label={t(photosArea.currentPhoto)} onKeyDown={onKeyDown} className="card">
      <div className="relative bg-stone-900">
        <button
          type="button"
          onClick={onOpen}
          aria-label={t(photosArea.viewFullSize, { photo: label })}
          className="group block w-full cursor-zoom-in"
        >
          <SafeImage
            key={photo.media_id}
            src={photo.url}
            thumbnailSrc={photo.thumbnail_url}
            fullWidth={photo.width ?? undefined}
            mimeType={photo.mime_type}
            alt={label}
            eager
            sizes="(min-width: 1280px) 1200px, 100vw"
            className="mx-auto aspect-[3/2] max-h-[65vh] w-full object-contain"
            placeholderClassName="aspect-[3/2] max-h-[65vh] w-full"
          />
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1.5 text-sm font-medium text-koa-900 shadow group-hover:bg-white">
            <Maximize2 aria-hidden="true" className="h-4 w-4" />
            {t(photosArea.fullSize)}
          </span>
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={onPrevious}
              aria-label={t(photosArea.previousPhoto)}
              className={`${navButton} left-3`}
            >
              <ChevronLeft aria-hidden="true" className="h-6 w-6" />
            </button>
            <button
              type="button"
              onClick={onNext}
              aria-label={t(photosArea.nextPhoto)}
              className={`${navButton} right-3`}
            >
              <ChevronRight aria-hidden="true" className="h-6 w-6" />
            </button>
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3 p-4">
        <div className="min-w-0 flex-1 basis-72">
          {title ? <p className="font-medium break-words text-koa-900">{title}</p> : null}
          {photo.caption && photo.description && photo.description !== photo.caption ? (
            <p className="mt-1 text-sm break-words text-stone-700">{photo.description}</p>
          ) : null}
          <PhotoFacts photo={photo} className={title ? 'mt-2' : ''} />
          <KeptMark kept={photo.kept_for} className="mt-2" />
          <PhotoSources photo={photo} place="viewer" />
          <RecordTkLabels canoeId={photo.canoe_id} type="media" id={photo.media_id} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p aria-live="polite" className="text-sm font-medium text-stone-700">
            {t(photosArea.photoOf, { number: index + 1, count })}
          </p>
          {onEdit ? (
            <button
              ref={editButton}
              type="button"
              onClick={onEdit}
              className="btn-secondary px-3 py-1.5 text-sm"
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t(photosArea.editDetails)}
            </button>
          ) : null}
          {onDelete ? <DeletePhotoButton onClick={onDelete} /> : null}
        </div>
      </div>
    </section>
  );
}
