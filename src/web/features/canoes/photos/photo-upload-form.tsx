/**
 * The administrators' upload box on the photos page (spec §2, §4): no file, file chosen, uploading, then the list
 * is refreshed and the form cleared. The server records the signed-in admin as the uploader.
 */
import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { messages } from '../../../../shared/messages.ts';
import { photoUpdateBody } from '../../../../shared/api/media.ts';
import { FormError, FormField } from '../../../components/form/form-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { Media } from '../../../../shared/api/index.ts';
import { imageFileError, PHOTO_TYPES, readImageFile } from '../../../lib/read-image-file.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { useCanoeMedia } from '../detail/canoe-detail-queries.ts';
import { invalidatePhotoViews } from './photo-admin-queries.ts';
import { uploadPhoto } from './photo-upload-queries.ts';
import { photoTitle } from './photo-labels.ts';
import {
  EMPTY_PHOTO_WORDS,
  PhotoWordsFields,
  photoWordsBody,
  type PhotoWordsValues,
} from './photo-words-fields.tsx';
import { ChangeReasonField } from '../../../components/form/change-reason-field.tsx';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { useI18n } from '../../../lib/i18n.tsx';

const FILE_INPUT =
  'block w-full text-sm text-stone-700 file:mr-4 file:rounded-lg file:border-0 file:bg-koa-100 file:px-4 file:py-2 file:font-medium file:text-koa-900 hover:file:bg-koa-200';

interface PhotoFormValues extends PhotoWordsValues {
  file: File | null;
}

const EMPTY: PhotoFormValues = { file: null, ...EMPTY_PHOTO_WORDS };

/** The words about the photo; the image itself is read from the file when it is sent. */
const toBody = ({ file: _file, ...words }: PhotoFormValues) => photoWordsBody(words);

export function PhotoUploadForm({
  canoeId,
  onUploaded,
}: {
  canoeId: number;
  onUploaded: (photo: Media) => void;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  // The notice belongs to the photo it names: once that photo is deleted, it goes too.
  const [uploaded, setUploaded] = useState<{ mediaId: number; text: string } | null>(null);
  const photos = useCanoeMedia(canoeId);
  const uploadedShown =
    uploaded && photos.data?.some((photo) => photo.media_id === uploaded.mediaId) ? uploaded.text : null;

  const form = useSchemaForm(photoUpdateBody, {
    defaults: EMPTY,
    toBody,
    submit: async (body, values) => {
      if (!values.file) return;
      setUploaded(null);
      let image;
      try {
        image = await readImageFile(values.file);
      } catch {
        form.refuse(t(photosArea.readFailed));
        return;
      }
      const photo = await uploadPhoto(canoeId, { ...image, ...body });
      await invalidatePhotoViews(client, canoeId);
      if (fileInput.current) fileInput.current.value = '';
      form.reset();
      onUploaded(photo);
      const title = photoTitle(photo);
      setUploaded({
        mediaId: photo.media_id,
        text: title ? t(photosArea.uploadedTitled, { title }) : t(photosArea.uploaded),
      });
    },
    failure: (error, marked) => failureMessage(t(photosArea.uploadFailed), error, marked, t),
  });
  const { values, busy: uploading } = form;

  const choose = (chosen: File | null) => {
    form.setFailure(null);
    setUploaded(null);
    // The picker offers images only, but a file can still be dropped on it or the filter switched off; and a
    // file past the server's limit would only be refused after a long upload.
    const refused = imageFileError(chosen, PHOTO_TYPES, messages.photoType);
    if (refused) {
      form.setValue('file', null);
      form.setMessage('file', refused);
      return;
    }
    form.setValue('file', chosen);
  };

  return (
    <section aria-labelledby="upload-photo-heading" className="card mb-8 p-6">
      <h2 id="upload-photo-heading" className="font-display text-2xl font-semibold text-koa-900">
        {t(photosArea.uploadPhoto)}
      </h2>
      <form {...form.formProps} className="mt-4 space-y-4">
        <FormField
          label={t(photosArea.photoFile)}
          error={form.messages.file}
          hint={t(photosArea.photoFileHint)}
        >
          {(props) => (
            <input
              {...props}
              ref={fileInput}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              disabled={uploading}
              className={FILE_INPUT}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <PhotoWordsFields field={form.field} disabled={uploading} />
        <ChangeReasonField />
        <FormError message={form.failure} />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="mr-auto text-sm text-ocean-800">
            {uploadedShown}
          </p>
          <button type="submit" className="btn-primary" disabled={!values.file || uploading}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {uploading ? t(photosArea.uploading) : t(photosArea.upload)}
          </button>
        </div>
      </form>
    </section>
  );
}
