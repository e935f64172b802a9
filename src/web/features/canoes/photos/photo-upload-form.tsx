/**
 * The administrators' upload box on the photos page (spec §2, §4): no file, file chosen, uploading, then the list
 * is refreshed and the form cleared. The server records the signed-in admin as the uploader.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { messages } from '../../../../shared/messages.ts';
import { FormError, FormField } from '../../../components/form/form-field.tsx';
import type { Media } from '../../../../shared/api/index.ts';
import { fileNameWithoutExtension, PHOTO_TYPES, readImageFile } from '../../../lib/read-image-file.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { invalidatePhotoViews, uploadPhoto } from './photo-admin-queries.ts';

export const UPLOAD_FAILED = 'Failed to upload photo. Please try again.';
export const READ_FAILED = 'Error reading file. Please try again.';

const FILE_INPUT =
  'block w-full text-sm text-stone-700 file:mr-4 file:rounded-lg file:border-0 file:bg-koa-100 file:px-4 file:py-2 file:font-medium file:text-koa-900 hover:file:bg-koa-200';

export function PhotoUploadForm({
  canoeId,
  onUploaded,
}: {
  canoeId: number;
  onUploaded: (photo: Media) => void;
}) {
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  // The description follows the chosen file's name until the admin writes their own.
  const [descriptionEdited, setDescriptionEdited] = useState(false);
  const [caption, setCaption] = useState('');
  const [dateTaken, setDateTaken] = useState('');
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFailure(null);
    setUploaded(null);
    // The picker offers images only, but a file can still be dropped on it or the filter switched off.
    if (chosen && !PHOTO_TYPES.includes(chosen.type)) {
      setFile(null);
      setFileError(messages.photoType);
      return;
    }
    setFile(chosen);
    setFileError(null);
    if (!descriptionEdited) setDescription(chosen ? fileNameWithoutExtension(chosen.name) : '');
  };

  const reset = () => {
    if (fileInput.current) fileInput.current.value = '';
    setFile(null);
    setDescription('');
    setDescriptionEdited(false);
    setCaption('');
    setDateTaken('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || uploading) return;
    setUploading(true);
    setFailure(null);
    setUploaded(null);
    try {
      let image;
      try {
        image = await readImageFile(file);
      } catch {
        setFailure(READ_FAILED);
        return;
      }
      const photo = await uploadPhoto(canoeId, {
        ...image,
        description: description.trim(),
        ...(caption.trim() ? { caption: caption.trim() } : {}),
        ...(dateTaken ? { date_taken: dateTaken } : {}),
      });
      await invalidatePhotoViews(client, canoeId);
      reset();
      onUploaded(photo);
      setUploaded(`Photo uploaded: ${photo.description || photo.file_name}`);
    } catch (error) {
      setFailure(failureMessage(UPLOAD_FAILED, error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <section aria-labelledby="upload-photo-heading" className="card mb-8 p-6">
      <h2 id="upload-photo-heading" className="font-display text-2xl font-semibold text-koa-900">
        Upload Photo
      </h2>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={uploading}
        className="mt-4 space-y-4"
      >
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label="Photo File" error={fileError} hint="JPEG, PNG, GIF or WebP images.">
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
          <FormField label="Description" hint="Defaults to the file name.">
            {(props) => (
              <input
                {...props}
                type="text"
                className="input"
                maxLength={2000}
                value={description}
                disabled={uploading}
                onChange={(event) => {
                  setDescription(event.target.value);
                  setDescriptionEdited(true);
                }}
              />
            )}
          </FormField>
          <FormField label="Caption">
            {(props) => (
              <input
                {...props}
                type="text"
                className="input"
                maxLength={500}
                value={caption}
                disabled={uploading}
                onChange={(event) => setCaption(event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Date Taken">
            {(props) => (
              <input
                {...props}
                type="date"
                className="input"
                value={dateTaken}
                disabled={uploading}
                onChange={(event) => setDateTaken(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormError message={failure} />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" className="mr-auto text-sm text-ocean-800">
            {uploaded}
          </p>
          <button type="submit" className="btn-primary" disabled={!file || uploading}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {uploading ? 'Uploading...' : 'Upload'}
          </button>
        </div>
      </form>
    </section>
  );
}
