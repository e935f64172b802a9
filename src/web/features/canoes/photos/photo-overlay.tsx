import { useRef, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { SafeImage } from '../../../components/ui/safe-image.tsx';
import type { Media } from '../../../../shared/api/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { DeletePhotoButton } from './photo-viewer.tsx';
import { PhotoFacts } from './photo-facts.tsx';
import { PhotoSources } from './photo-sources.tsx';
import { KeptMark } from '../../../components/ui/kept.tsx';
import { photoLabel } from './photo-labels.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { useI18n, withParts } from '../../../lib/i18n.tsx';

/**
 * A photo at full size over the page. Radix keeps focus inside and hides the page from screen readers while it
 * is open; Escape, the Close button or a click on the dimmed page closes it.
 */
export function PhotoOverlay({
  photo,
  index,
  count,
  open,
  onOpenChange,
  onPrevious,
  onNext,
  onDelete,
}: {
  photo: Media | undefined;
  index: number;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPrevious: () => void;
  onNext: () => void;
  /** Administrators only: ask to delete the photo shown. */
  onDelete?: () => void;
}) {
  const translator = useI18n();
  const { t } = translator;
  const opener = useRef<HTMLElement | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onPrevious();
    else if (event.key === 'ArrowRight') onNext();
    else return;
    event.preventDefault();
  };
  return (
    <Dialog.Root open={open && photo !== undefined} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/85" />
        {photo ? (
          <Dialog.Content
            onKeyDown={onKeyDown}
            // Radix returns focus to a Dialog.Trigger; this dialog is opened by several buttons instead, so
            // remember which one and give focus back to it.
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 flex max-h-[94vh] w-[min(92vw,80rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-auto rounded-xl bg-white shadow-2xl focus:outline-none"
          >
            <div className="flex items-start justify-between gap-4 border-b border-stone-200 p-4">
              <div>
                <Dialog.Title className="text-lg font-semibold break-words text-koa-900">
                  {photoLabel(photo, index, t)}
                </Dialog.Title>
                {photo.caption && photo.description && photo.description !== photo.caption ? (
                  <p className="mt-1 text-sm break-words text-stone-700">{photo.description}</p>
                ) : null}
                <PhotoFacts photo={photo} className="mt-2" />
                <KeptMark kept={photo.kept_for} className="mt-2" />
                <PhotoSources photo={photo} place="overlay" />
                <Dialog.Description className="mt-1 text-sm text-stone-600">
                  {photo.uploaded_at
                    ? withParts(
                        translator,
                        photosArea.uploadedByOn,
                        { name: photo.uploaded_by || t(photosArea.anonymous) },
                        {
                          day: (
                            <time dateTime={photo.uploaded_at}>
                              {formatDate(photo.uploaded_at, translator)}
                            </time>
                          ),
                        },
                      )
                    : t(photosArea.uploadedBy, { name: photo.uploaded_by || t(photosArea.anonymous) })}
                </Dialog.Description>
                {count > 1 ? (
                  <p className="mt-1 text-sm text-stone-600">
                    {t(photosArea.photoOf, { number: index + 1, count })}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap items-center justify-end gap-2">
                {onDelete ? <DeletePhotoButton onClick={onDelete} /> : null}
                <Dialog.Close className="btn-secondary">
                  <X aria-hidden="true" className="h-4 w-4" />
                  {t(photosArea.close)}
                </Dialog.Close>
              </div>
            </div>
            <div className="flex min-h-0 flex-1 items-center justify-center bg-stone-900 p-2">
              <SafeImage
                key={photo.media_id}
                src={photo.url}
                fullWidth={photo.width ?? undefined}
                mimeType={photo.mime_type}
                alt={photoLabel(photo, index, t)}
                eager
                className="max-h-[75vh] w-auto max-w-full object-contain"
                placeholderClassName="h-[50vh] w-full"
              />
            </div>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
