import { useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConfirmDialogProps } from '../../../components/ui/confirm-dialog.tsx';
import { useSayDeleted } from '../../../components/ui/route-notice.tsx';
import type { Media } from '../../../../shared/api/index.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { deletePhoto, invalidatePhotoViews } from './photo-admin-queries.ts';
import { photoTitle } from './photo-labels.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { ui } from '../../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * Deleting a photo: ask, delete, refresh the list, say so with Undo, and say so when it fails. `onDeleted` runs
 * before the list is refreshed, so the page can move its selection first. Focus goes back to the button that
 * asked, or to `fallbackFocus` when that button left with its photo.
 */
export function usePhotoDelete(
  canoeId: number,
  onDeleted: (photo: Media) => void,
  fallbackFocus: RefObject<HTMLElement | null>,
) {
  const { t } = useI18n();
  const client = useQueryClient();
  const sayDeleted = useSayDeleted();
  const [target, setTarget] = useState<Media | null>(null);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const ask = (photo: Media) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setTarget(photo);
    setFailure(null);
    setOpen(true);
  };

  const onConfirm = async () => {
    if (!target) return;
    try {
      await deletePhoto(canoeId, target.media_id);
      onDeleted(target);
      const title = photoTitle(target);
      await sayDeleted({
        what: title ? t(photosArea.deletedPhoto, { title }) : t(photosArea.deletedPhotoUntitled),
        record_type: 'media',
        record_id: target.media_id,
      });
    } catch (error) {
      setFailure(failureMessage(t(photosArea.deleteFailed), error, {}, t));
      throw error;
    } finally {
      // Also after a failure: the photo may have gone already (another admin), and the list should say so.
      await invalidatePhotoViews(client, canoeId);
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    // The dialog has no trigger to return to; wait for it to unmount, then place focus ourselves.
    setTimeout(() => {
      const back = opener.current?.isConnected ? opener.current : fallbackFocus.current;
      back?.focus();
    }, 0);
  };

  const dialog: ConfirmDialogProps = {
    open,
    onOpenChange,
    onConfirm,
    title: t(photosArea.deletePhoto),
    message: t(photosArea.deleteConfirm, { canBeRestored: t(ui.canBeRestored) }),
  };
  return { ask, dialog, failure };
}
