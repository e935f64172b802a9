/**
 * The administrators' edit form of a photo's words: caption, credit, date taken, licence and
 * description, and its focal point, saved with PUT; the image, its file name and its uploader stay
 * as they are.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { photoUpdateBody } from '../../../../shared/api/media.ts';
import { FormButtons } from '../../../components/form/form-buttons.tsx';
import { FormError } from '../../../components/form/form-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { Media } from '../../../../shared/api/index.ts';
import { failureMessage } from '../../../lib/failure-message.ts';
import { invalidatePhotoViews, updatePhoto } from './photo-admin-queries.ts';
import { photoLabel } from './photo-labels.ts';
import { PhotoWordsFields, photoWordsBody, photoWordsOf } from './photo-words-fields.tsx';
import { FocalPointField, type FocalPointChoice } from './photo-focal-point-field.tsx';
import { SourcesField, useSourcesDraft, withSources } from '../sources/sources-field.tsx';
import { TkLabelPicker } from '../../tk-labels/admin/index.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export function PhotoEditForm({
  canoeId,
  photo,
  index,
  onDone,
}: {
  canoeId: number;
  photo: Media;
  index: number;
  /** Saved or cancelled: the page closes the form. */
  onDone: () => void;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const sources = useSourcesDraft(canoeId, { type: 'media', id: photo.media_id });
  const save = withSources(sources, (body: Parameters<typeof updatePhoto>[2]) =>
    updatePhoto(canoeId, photo.media_id, body),
  );
  const [focus, setFocus] = useState<FocalPointChoice>(undefined);
  const form = useSchemaForm(photoUpdateBody, {
    defaults: () => photoWordsOf(photo),
    toBody: photoWordsBody,
    submit: async (body) => {
      await save(focus === undefined ? body : { ...body, focal_point: focus });
      await invalidatePhotoViews(client, canoeId);
      onDone();
    },
    failure: (error, marked) => failureMessage(t(photosArea.saveFailed), error, marked, t),
  });
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="edit-photo-heading" className="card mt-6 p-6">
      <h2
        id="edit-photo-heading"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-semibold break-words text-koa-900 focus:outline-none"
      >
        {t(photosArea.editHeading)}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{photoLabel(photo, index, t)}</p>
      <form {...form.formProps} className="mt-4 space-y-4">
        <PhotoWordsFields field={form.field} disabled={form.busy} />
        <FocalPointField photo={photo} choice={focus} onChoose={setFocus} disabled={form.busy} />
        <SourcesField draft={sources} hint={t(photosArea.sourcesHint)} />
        <FormError message={form.failure} />
        <FormButtons busy={form.busy} onCancel={onDone} label={t(photosArea.saveDetails)} />
      </form>
      <div className="mt-6 border-t border-stone-200 pt-4">
        <TkLabelPicker
          level="h3"
          heading={t(photosArea.labelsHeading)}
          record={{ canoeId, type: 'media', id: photo.media_id }}
        />
      </div>
    </section>
  );
}
