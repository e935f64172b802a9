import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Upload } from 'lucide-react';
import { FormError } from '../../components/form/form-field.tsx';
import { imageFileError, LOGO_TYPES, readImageFile } from '../../lib/read-image-file.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { failureWithReason } from './person-messages.ts';
import { invalidatePeople, personKey, uploadPersonPicture, type PersonDetail } from './people-queries.ts';

/**
 * The 'Upload Profile Picture' box (spec §2): choose a JPEG, PNG, GIF or SVG, then Upload. On success the page's
 * picture changes at once (the cached person gets the new address) and the box is cleared.
 */
export function PersonPictureUpload({ personId }: { personId: number }) {
  const { t } = useI18n();
  const id = useId();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);

  const upload = useMutation({
    mutationFn: async (chosen: File) => uploadPersonPicture(personId, await readImageFile(chosen)),
    onSuccess: async (answer) => {
      client.setQueryData<PersonDetail>(personKey(personId), (current) =>
        current
          ? {
              ...current,
              picture_url: answer.picture_url,
              picture_thumbnail_url: answer.picture_thumbnail_url,
            }
          : current,
      );
      setFile(null);
      setUploaded(true);
      if (input.current) input.current.value = '';
      await invalidatePeople(client);
    },
    onError: (failure) => setError(failureWithReason(t(peopleArea.uploadFailed), failure, t)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || upload.isPending) return;
    setError(null);
    setUploaded(false);
    upload.mutate(file);
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={upload.isPending}
      className="rounded-lg border-2 border-dashed border-stone-300 bg-stone-50 p-5"
    >
      <h3 id={`${id}-title`} className="font-semibold text-koa-900">
        {t(peopleArea.uploadTitle)}
      </h3>
      <label htmlFor={`${id}-file`} className="label mt-3">
        {t(peopleArea.pictureFile)}
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={LOGO_TYPES.join(',')}
        aria-describedby={`${id}-hint`}
        disabled={upload.isPending}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-koa-100 file:px-3 file:py-2 file:font-medium file:text-koa-800 hover:file:bg-koa-200"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setUploaded(false);
          const refused = imageFileError(chosen, LOGO_TYPES, t(peopleArea.imageType));
          if (refused) {
            setFile(null);
            setError(refused);
            return;
          }
          setFile(chosen);
          setError(null);
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {t(peopleArea.pictureHint)}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={!file || upload.isPending}>
          {upload.isPending ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="h-4 w-4" />
          )}
          {upload.isPending ? t(peopleArea.uploading) : t(peopleArea.uploadPicture)}
        </button>
        <p role="status" className="text-sm text-emerald-800">
          {uploaded ? t(peopleArea.pictureUpdated) : ''}
        </p>
      </div>
      {error ? (
        <div className="mt-4">
          <FormError message={error} />
        </div>
      ) : null}
    </form>
  );
}
