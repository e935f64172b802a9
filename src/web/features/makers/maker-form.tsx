/**
 * The maker form (spec §2 "Maker form"): person, maker type, biography (and its ʻŌlelo Hawaiʻi version, decision
 * 027) and picture. The maker is saved first,
 * then its picture; a picture the server refuses never undoes the maker (spec §4).
 */
import { lazy, Suspense, useId } from 'react';
import { useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { MAKER_TYPES } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { makerBody } from '../../../shared/api/makers.ts';
import type { DialogFormProps } from '../../components/form/create-record-dialog.tsx';
import { FormFooter } from '../../components/form/form-buttons.tsx';
import { DuplicateMatches, useDuplicateCheck } from '../../components/form/duplicate-check.tsx';
import { FormField } from '../../components/form/form-field.tsx';
import { chosenImageError, uploadImageOf } from '../../components/form/save-with-image.ts';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import type { MakerDetail } from '../../../shared/api/index.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { bilingual } from '../../../shared/i18n/messages/bilingual.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { isBlankHtml } from '../../lib/sanitize.ts';
import { failedTo } from '../../lib/failure-message.ts';
import { useCancel } from '../../lib/use-cancel.ts';
import {
  createMaker,
  findMakerMatches,
  invalidateMakerViews,
  updateMaker,
  uploadMakerPicture,
  type MakerBodyJson,
  type PersonOption,
} from './maker-admin-queries.ts';
import { makerName } from './maker-list-params.ts';
import { MakerPersonField } from './maker-person-field.tsx';
import { MakerPictureField } from './maker-picture-field.tsx';

const RichTextEditor = lazy(() => import('../../components/form/rich-text-editor.tsx'));

interface MakerFormValues {
  person_id: string;
  maker_type: string;
  biography: string;
  /** The biography in ʻŌlelo Hawaiʻi (decision 027). */
  biography_haw: string;
  picture: File | null;
}

function initialValues(maker: MakerDetail | null, personId: number | null): MakerFormValues {
  if (maker) {
    return {
      person_id: String(maker.person_id),
      maker_type: maker.maker_type ?? '',
      biography: maker.biography ?? '',
      biography_haw: maker.biography_haw ?? '',
      picture: null,
    };
  }
  return {
    person_id: personId === null ? '' : String(personId),
    maker_type: '',
    biography: '',
    biography_haw: '',
    picture: null,
  };
}

/** person_id as a number, an empty biography (the editor's `<p></p>` included) as null (spec §5). */
const toMakerBody = (values: MakerFormValues): MakerBodyJson => ({
  person_id: Number(values.person_id),
  maker_type: values.maker_type,
  biography: isBlankHtml(values.biography) ? null : values.biography,
  biography_haw: isBlankHtml(values.biography_haw) ? null : values.biography_haw,
});

/** The picture's bytes and type, as the server names them. */
const SERVER_FIELDS = { mime_type: 'picture', data: 'picture' } as const;

export function MakerForm({
  maker,
  people,
  canChooseAnyone,
  personId,
  dialog,
}: {
  /** The maker being edited; null for a new one. */
  maker: MakerDetail | null;
  people: PersonOption[];
  canChooseAnyone: boolean;
  /** The new route's ?person_id. */
  personId: number | null;
  /** Opened in a dialog over another form: a new maker is handed back instead of opening its page. */
  dialog?: DialogFormProps<MakerDetail>;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const biographyLabel = useId();
  const biographyHawLabel = useId();
  const makerId = maker?.maker_id ?? null;

  const duplicates = useDuplicateCheck();
  const form = useSchemaForm(makerBody, {
    defaults: () => initialValues(maker, personId),
    toBody: toMakerBody,
    serverFields: SERVER_FIELDS,
    check: (values) => ({ picture: chosenImageError(values.picture) }),
    // The maker is saved first, then its picture: a refused picture never undoes the maker (spec §4).
    submit: async (body, values) => {
      let saved: MakerDetail;
      if (makerId === null) {
        // Issue 31, item 4: makers whose person has the same or a close name are shown before one is made.
        const key = String(body.person_id);
        const { stop, confirm } = await duplicates.check(key, () => findMakerMatches(body.person_id));
        if (stop) return;
        try {
          saved = await createMaker({ ...body, confirm_duplicate: confirm || undefined });
        } catch (error) {
          if (duplicates.refused(error, key)) return;
          throw error;
        }
      } else {
        saved = await updateMaker(makerId, body);
      }
      await uploadImageOf({
        file: values.picture,
        upload: (image) => uploadMakerPicture(saved.maker_id, image),
        refresh: () => invalidateMakerViews(client, saved.maker_id),
        editing: makerId !== null,
        refuse: (reason) => form.refuse(t(makersArea.updatedPictureFailed), { picture: reason }),
        createdFailed: t(makersArea.createdPictureFailed),
        open: (state) =>
          dialog ? dialog.onCreated(saved, state?.notice) : navigate(paths.maker(saved.maker_id), { state }),
      });
    },
    failure: (error, marked) => failedTo('save maker', error, marked),
  });
  const { values, messages: errors } = form;
  const choosePicture = (file: File | null) => {
    form.setValue('picture', file);
    form.setMessage('picture', chosenImageError(file));
  };

  const cancelPage = useCancel(makerId === null ? paths.makers() : paths.maker(makerId));
  const onCancel = dialog?.onCancel ?? cancelPage;
  const busy = form.busy;

  return (
    <form {...form.formProps} className={dialog ? 'space-y-6' : 'card space-y-6 p-6 sm:p-8'}>
      <div className="grid gap-6 sm:grid-cols-2">
        <MakerPersonField
          value={values.person_id}
          people={people}
          canChooseAnyone={canChooseAnyone}
          error={errors.person_id}
          disabled={busy}
          onChange={(value) => form.setValue('person_id', value)}
        />
        <FormField label={t(makersArea.makerType)} error={errors.maker_type} required>
          {(props) => (
            <select
              {...props}
              className="input"
              value={values.maker_type}
              disabled={busy}
              aria-required
              onChange={(event) => form.setValue('maker_type', event.target.value)}
            >
              <option value="">{t(makersArea.selectType)}</option>
              {MAKER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(makersArea.typeName, { type })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <div>
        <p id={biographyLabel} className="label">
          {t(makersArea.biographyLabel)}
        </p>
        <Suspense fallback={<LoadingState label={t(makersArea.loadingEditor)} />}>
          <RichTextEditor
            value={values.biography}
            onChange={(html) => form.setValue('biography', html)}
            labelledBy={biographyLabel}
            height={300}
          />
        </Suspense>
        {errors.biography ? <p className="mt-1 text-sm text-red-700">{errors.biography}</p> : null}
      </div>

      <div>
        <p id={biographyHawLabel} className="label">
          {t(bilingual.inHawaiian, { label: t(makersArea.biographyLabel) })}
        </p>
        <Suspense fallback={<LoadingState label={t(makersArea.loadingEditor)} />}>
          <RichTextEditor
            value={values.biography_haw}
            onChange={(html) => form.setValue('biography_haw', html)}
            labelledBy={biographyHawLabel}
            height={300}
            lang="haw"
          />
        </Suspense>
        {errors.biography_haw ? <p className="mt-1 text-sm text-red-700">{errors.biography_haw}</p> : null}
      </div>

      <MakerPictureField
        file={values.picture}
        error={errors.picture}
        currentUrl={maker?.picture_url ?? null}
        currentThumbnailUrl={maker?.picture_thumbnail_url ?? null}
        name={maker ? makerName(maker, t) : null}
        disabled={busy}
        onChange={choosePicture}
      />

      <DuplicateMatches
        check={duplicates}
        what="maker"
        name={people.find((person) => String(person.person_id) === values.person_id)?.name ?? ''}
        busy={busy}
        onUse={(match) => (dialog ? dialog.onUseExisting(match) : navigate(paths.maker(match.id)))}
      />

      <FormFooter
        failure={form.failure}
        busy={busy}
        onCancel={onCancel}
        label={makerId === null ? t(makersArea.createMaker) : t(makersArea.updateMaker)}
      />
    </form>
  );
}
