/**
 * A record's form with an image (a steward's logo, a maker's picture): the record is saved first, then its
 * image, so an image the server refuses never undoes the record (spec §4).
 */
import { messages } from '../../../shared/messages.ts';
import { ApiError } from '../../lib/api.ts';
import { failureMessage } from '../../lib/failure-message.ts';
import { imageFileError, LOGO_TYPES, readImageFile, type ImageUpload } from '../../lib/read-image-file.ts';

/** The spec's image types (JPEG, PNG, GIF, SVG) and the server's size limit; the server checks the bytes again. */
export const chosenImageError = (file: File | null) => imageFileError(file, LOGO_TYPES, messages.imageType);

/**
 * What the record's page says when it opens after a form (router state): a create whose image failed, or
 * (`tone: 'success'`) that the record was created.
 */
export interface RecordPageNotice {
  notice: string;
  tone?: 'success';
}

/**
 * Uploads the chosen image of a record just saved and refreshes what shows the record. A refused image on an
 * edit keeps the admin on the form (`refuse`, with the server's reason when it gave one); otherwise the record's
 * page opens, told `createdFailed` when a new record's image failed.
 */
export async function uploadImageOf({
  file,
  upload,
  refresh,
  editing,
  refuse,
  createdFailed,
  open,
}: {
  file: File | null;
  upload: (image: ImageUpload) => Promise<unknown>;
  refresh: () => Promise<void>;
  editing: boolean;
  refuse: (reason: string | undefined) => void;
  createdFailed: string;
  open: (state: RecordPageNotice | undefined) => void | Promise<void>;
}) {
  let failure: unknown = null;
  if (file) {
    try {
      await upload(await readImageFile(file));
    } catch (error) {
      failure = error;
    }
  }
  await refresh();
  if (failure && editing) {
    // The rest is saved; the admin stays to choose another (smaller, readable) file.
    refuse((failure instanceof ApiError && failure.explained && failure.message) || undefined);
    return;
  }
  await open(failure ? { notice: failureMessage(createdFailed, failure) } : undefined);
}
