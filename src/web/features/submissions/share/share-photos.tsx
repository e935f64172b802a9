/**
 * Up to ten photos, each with its caption, credit, date taken and licence, and the sender's word that they may
 * share them. A file the server would refuse (its type, past MAX_IMAGE_MB) is refused here, with the same message.
 */
import { useEffect, useRef } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { messages } from '../../../../shared/messages.ts';
import { MAX_SUBMISSION_PHOTOS, submissionMessages } from '../../../../shared/api/submissions.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { SelectField, TextField } from '../../../components/form/form-controls.tsx';
import { imageFileError, PHOTO_TYPES } from '../../../lib/read-image-file.ts';
import { siteConfig } from '../../../lib/site-config.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { licenceOptions } from './licence-options.ts';
import { shareArea } from '../../../../shared/i18n/messages/share.ts';
import { useI18n, withParts } from '../../../lib/i18n.tsx';
import type { PhotoWord, SharePhoto } from './share-values.ts';

const FILE_INPUT =
  'block w-full text-sm text-stone-700 file:mr-4 file:rounded-lg file:border-0 file:bg-koa-100 file:px-4 file:py-2 file:font-medium file:text-koa-900 hover:file:bg-koa-200';

let nextKey = 1;

export function SharePhotos({
  photos,
  messageOf,
  onChange,
  onMessage,
  rights,
  rightsError,
  onRights,
}: {
  photos: SharePhoto[];
  /** The message of `photos` (the picker) or of `photos.{i}.{word}`. */
  messageOf: (key: string) => string | undefined;
  onChange: (photos: SharePhoto[], changed?: string) => void;
  /** A message on the picker now (a file refused as it is chosen), or none. */
  onMessage: (message: string | undefined) => void;
  rights: boolean;
  rightsError?: string;
  onRights: (checked: boolean) => void;
}) {
  const translator = useI18n();
  const { t } = translator;
  const licences = licenceOptions(t);
  const input = useRef<HTMLInputElement>(null);
  // The previews hold their files in memory until the form goes.
  const shown = useRef(photos);
  useEffect(() => {
    shown.current = photos;
  });
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);

  const add = (files: File[]) => {
    if (input.current) input.current.value = '';
    const room = MAX_SUBMISSION_PHOTOS - photos.length;
    const refused = files.map((file) => imageFileError(file, PHOTO_TYPES, messages.photoType)).find(Boolean);
    const accepted = files.filter((file) => !imageFileError(file, PHOTO_TYPES, messages.photoType));
    const added = accepted.slice(0, Math.max(room, 0)).map((file) => ({
      key: nextKey++,
      file,
      preview: URL.createObjectURL(file),
      caption: '',
      credit: '',
      date_taken: '',
      licence: '',
    }));
    if (added.length) onChange([...photos, ...added]);
    onMessage(accepted.length > room ? submissionMessages.tooManyPhotos : refused);
  };

  const update = (index: number, word: PhotoWord, value: string) =>
    onChange(
      photos.map((photo, i) => (i === index ? { ...photo, [word]: value } : photo)),
      `photos.${index}.${word}`,
    );

  const remove = (index: number) => {
    URL.revokeObjectURL(photos[index].preview);
    onChange(photos.filter((_, i) => i !== index));
    onMessage(undefined);
  };

  return (
    <div className="space-y-4">
      {photos.map((photo, index) => {
        const number = index + 1;
        const name = t(shareArea.photo, { number });
        const field = (word: PhotoWord) => ({
          value: photo[word],
          error: messageOf(`photos.${index}.${word}`),
          onChange: (value: string) => update(index, word, value),
        });
        const fileError = messageOf(`photos.${index}.file`);
        return (
          <fieldset key={photo.key} className="rounded-lg border border-stone-200 bg-stone-50 p-4">
            <legend className="px-1 text-sm font-semibold text-koa-900">{name}</legend>
            <div className="flex items-start gap-4">
              <img
                src={photo.preview}
                alt={photo.caption || t(shareArea.photoAlt, { number, file: photo.file.name })}
                className="h-24 w-24 shrink-0 rounded-lg bg-stone-100 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm break-all text-stone-700">{photo.file.name}</p>
                {fileError ? <p className="mt-1 text-sm text-red-700">{fileError}</p> : null}
                <button
                  type="button"
                  className="link mt-2 inline-flex items-center gap-1 text-sm"
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {withParts(
                    translator,
                    shareArea.removePhoto,
                    {},
                    { photo: <span className="sr-only">{name}</span> },
                  )}
                </button>
              </div>
            </div>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              <TextField
                label={t(shareArea.caption)}
                maxLength={500}
                hint={t(shareArea.captionHint)}
                {...field('caption')}
              />
              <TextField
                label={t(shareArea.credit)}
                maxLength={300}
                hint={t(shareArea.creditHint)}
                {...field('credit')}
              />
              <DateField label={t(shareArea.dateTaken)} {...field('date_taken')} />
              <SelectField
                label={t(shareArea.licence)}
                placeholder={t(shareArea.notSure)}
                options={licences}
                hint={t(shareArea.licenceHint)}
                {...field('licence')}
              />
            </div>
          </fieldset>
        );
      })}
      {photos.length < MAX_SUBMISSION_PHOTOS ? (
        <FormField
          label={photos.length ? t(shareArea.addMorePhotos) : t(shareArea.choosePhotos)}
          error={messageOf('photos')}
          hint={t(shareArea.photosHint, { max: MAX_SUBMISSION_PHOTOS, mb: siteConfig().maxImageMb })}
        >
          {(props) => (
            <div className="flex items-center gap-3">
              <ImagePlus aria-hidden="true" className="h-6 w-6 shrink-0 text-koa-600" />
              <input
                {...props}
                ref={input}
                type="file"
                multiple
                accept={PHOTO_TYPES.join(',')}
                className={FILE_INPUT}
                onChange={(event) => add([...(event.target.files ?? [])])}
              />
            </div>
          )}
        </FormField>
      ) : (
        <p className="text-sm text-stone-600">{submissionMessages.tooManyPhotos}.</p>
      )}
      {photos.length ? (
        <CheckboxField
          label={t(shareArea.photoRights)}
          checked={rights}
          error={rightsError}
          onChange={onRights}
        />
      ) : null}
    </div>
  );
}
