/**
 * The maker form (spec §2 "Maker form"): person, maker type, biography and picture. The maker is saved first,
 * then its picture; a picture the server refuses never undoes the maker (spec §4).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAKER_TYPES } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ApiError } from '../../lib/api.ts';
import type { MakerDetail } from '../../../shared/api/index.ts';
import { capitalise } from '../../lib/format.ts';
import { readImageFile } from '../../lib/read-image-file.ts';
import { failureMessage, serverFieldErrors } from '../../lib/failure-message.ts';
import { useCancel } from '../../lib/use-cancel.ts';
import {
  createMaker,
  invalidateMakerViews,
  updateMaker,
  uploadMakerPicture,
  type PersonOption,
} from './maker-admin-queries.ts';
import {
  checkMaker,
  initialValues,
  pictureError,
  SERVER_FIELDS,
  toMakerBody,
  type MakerField,
  type MakerFieldErrors,
  type MakerFormValues,
} from './maker-form-values.ts';
import { makerName } from './maker-list-params.ts';
import { MakerPersonField } from './maker-person-field.tsx';
import { MakerPictureField } from './maker-picture-field.tsx';

const RichTextEditor = lazy(() => import('../../components/form/rich-text-editor.tsx'));

export const CREATED_PICTURE_FAILED =
  'Maker was created but picture upload failed. Please edit the maker to try uploading the picture again.';
const UPDATED_PICTURE_FAILED = 'Maker was updated but picture upload failed. Please try a smaller image.';

/** What the new maker's page says when it opens after a create whose picture failed. */
export interface MakerPageNotice {
  notice: string;
}

export function MakerForm({
  maker,
  people,
  canChooseAnyone,
  personId,
}: {
  /** The maker being edited; null for a new one. */
  maker: MakerDetail | null;
  people: PersonOption[];
  canChooseAnyone: boolean;
  /** The new route's ?person_id. */
  personId: number | null;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const biographyLabel = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<MakerFormValues>(() => initialValues(maker, personId));
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<MakerFieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const makerId = maker?.maker_id ?? null;

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const clearError = (field: MakerField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const setValue = (field: keyof MakerFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const choosePicture = (file: File | null) => {
    setPicture(file);
    setErrors((current) => ({ ...current, picture: file ? (pictureError(file) ?? undefined) : undefined }));
  };

  const save = useMutation({
    mutationFn: async () => {
      const body = toMakerBody(values);
      const saved = makerId === null ? await createMaker(body) : await updateMaker(makerId, body);
      let pictureFailure: unknown = null;
      if (picture) {
        try {
          await uploadMakerPicture(saved.maker_id, await readImageFile(picture));
        } catch (error) {
          pictureFailure = error;
        }
      }
      return { saved, pictureFailure };
    },
    onSuccess: async ({ saved, pictureFailure }) => {
      await invalidateMakerViews(client, saved.maker_id);
      if (pictureFailure && makerId !== null) {
        // The rest is saved; the admin stays to choose a smaller (or readable) file.
        setSaveError(UPDATED_PICTURE_FAILED);
        const reason =
          pictureFailure instanceof ApiError && pictureFailure.explained ? pictureFailure.message : '';
        setErrors({ picture: reason || undefined });
        setFocusRequest((n) => n + 1);
        return;
      }
      const state: MakerPageNotice | undefined = pictureFailure
        ? { notice: failureMessage(CREATED_PICTURE_FAILED, pictureFailure) }
        : undefined;
      await navigate(paths.maker(saved.maker_id), { state });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error, SERVER_FIELDS));
      setSaveError(`Failed to save maker: ${error.message}`);
      setFocusRequest((n) => n + 1);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = checkMaker(values, picture);
    setErrors(found);
    setSaveError(null);
    if (Object.values(found).some(Boolean)) {
      setFocusRequest((n) => n + 1);
      return;
    }
    save.mutate();
  };

  const onCancel = useCancel(makerId === null ? paths.makers() : paths.maker(makerId));
  const busy = save.isPending;

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-busy={busy} className="card space-y-6 p-6 sm:p-8">
      <div className="grid gap-6 sm:grid-cols-2">
        <MakerPersonField
          value={values.person_id}
          people={people}
          canChooseAnyone={canChooseAnyone}
          error={errors.person_id}
          disabled={busy}
          onChange={(value) => setValue('person_id', value)}
        />
        <FormField label="Maker Type" error={errors.maker_type} required>
          {(props) => (
            <select
              {...props}
              className="input"
              value={values.maker_type}
              disabled={busy}
              aria-required
              onChange={(event) => setValue('maker_type', event.target.value)}
            >
              <option value="">Select a maker type</option>
              {MAKER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {capitalise(type)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <div>
        <p id={biographyLabel} className="label">
          Biography
        </p>
        <Suspense fallback={<LoadingState label="Loading editor..." />}>
          <RichTextEditor
            value={values.biography}
            onChange={(html) => setValue('biography', html)}
            labelledBy={biographyLabel}
            height={300}
          />
        </Suspense>
        {errors.biography ? <p className="mt-1 text-sm text-red-700">{errors.biography}</p> : null}
      </div>

      <MakerPictureField
        file={picture}
        error={errors.picture}
        currentUrl={maker?.picture_url ?? null}
        currentThumbnailUrl={maker?.picture_thumbnail_url ?? null}
        name={maker ? makerName(maker) : 'the maker'}
        disabled={busy}
        onChange={choosePicture}
      />

      <div className="space-y-4 border-t border-stone-200 pt-6">
        <FormError message={saveError} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : makerId === null ? 'Create Maker' : 'Update Maker'}
          </button>
        </div>
      </div>
    </form>
  );
}
