import { Maximize2, Trash2 } from 'lucide-react';
import { SafeImage } from '../../../components/ui/safe-image.tsx';
import type { Media } from '../../../../shared/api/index.ts';
import { photoTitle } from './photo-labels.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * Every photo as a thumbnail: choosing one makes it the current photo and opens it full size (spec §2, "clicking
 * a photo opens a full-size overlay"); the current one is framed.
 */
export function PhotoThumbnails({
  photos,
  selectedIndex,
  onOpen,
  onDelete,
}: {
  photos: Media[];
  selectedIndex: number;
  /** Make this photo the current one and open it full size. */
  onOpen: (index: number) => void;
  /** Administrators only: ask to delete this photo. */
  onDelete?: (photo: Media) => void;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="all-photos-heading" className="mt-10">
      <h2 id="all-photos-heading" className="font-display text-2xl font-semibold text-koa-900">
        {t(photosArea.allPhotos, { count: photos.length })}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
        {photos.map((photo, index) => {
          const selected = index === selectedIndex;
          return (
            <li key={photo.media_id} className="relative">
              <button
                type="button"
                onClick={() => onOpen(index)}
                aria-current={selected ? 'true' : undefined}
                aria-label={
                  photoTitle(photo)
                    ? t(photosArea.viewPhotoTitled, { number: index + 1, title: photoTitle(photo) })
                    : t(photosArea.viewPhoto, { number: index + 1 })
                }
                className={`group relative block w-full overflow-hidden rounded-lg border-4 ${
                  selected ? 'border-ocean-600' : 'border-transparent hover:border-koa-200'
                }`}
              >
                <SafeImage
                  src={photo.thumbnail_url}
                  mimeType={photo.mime_type}
                  alt=""
                  focalPoint={photo.focal_point}
                  className="aspect-square w-full object-cover"
                  placeholderClassName="aspect-square w-full"
                />
                <span className="absolute top-2 right-2 rounded-full bg-white/95 p-1.5 text-koa-900 shadow group-hover:bg-white">
                  <Maximize2 aria-hidden="true" className="h-4 w-4" />
                </span>
              </button>
              {onDelete ? (
                <button
                  type="button"
                  onClick={() => onDelete(photo)}
                  aria-label={
                    photoTitle(photo)
                      ? t(photosArea.deletePhotoTitled, { number: index + 1, title: photoTitle(photo) })
                      : t(photosArea.deletePhotoNumber, { number: index + 1 })
                  }
                  className="absolute top-2 left-2 rounded-full bg-white/95 p-1.5 text-red-700 shadow hover:bg-white hover:text-red-800"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
