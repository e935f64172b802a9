/**
 * The words about a photo, the same in the upload box and the edit form: caption, credit, date taken,
 * licence and description. The file name is never a default of any of them.
 */
import { FormField } from '../../../components/form/form-field.tsx';
import type { FieldBinding } from '../../../components/form/use-schema-form.ts';
import type { Media, PhotoUpdateBody } from '../../../../shared/api/index.ts';
import { DateField, dateBoxText } from '../../../components/form/date-field.tsx';
import { PHOTO_LICENCES, type PhotoLicence } from '../../../../shared/photo-licences.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { licenceName } from './photo-labels.ts';

export interface PhotoWordsValues {
  caption: string;
  credit: string;
  date_taken: string;
  licence: string;
  description: string;
}

export const EMPTY_PHOTO_WORDS: PhotoWordsValues = {
  caption: '',
  credit: '',
  date_taken: '',
  licence: '',
  description: '',
};

export const photoWordsOf = (photo: Media): PhotoWordsValues => ({
  caption: photo.caption ?? '',
  credit: photo.credit ?? '',
  // In words, as every date box starts ("about 1975"): they read back to the same date.
  date_taken: dateBoxText(photo.date_taken),
  licence: photo.licence ?? '',
  description: photo.description ?? '',
});

/** Every field, an empty one as null: on an edit, emptying a box clears what was stored. */
export const photoWordsBody = (values: PhotoWordsValues): PhotoUpdateBody => ({
  caption: values.caption.trim() || null,
  credit: values.credit.trim() || null,
  date_taken: values.date_taken.trim() || null,
  licence: (values.licence || null) as PhotoLicence | null,
  description: values.description.trim() || null,
});

/** The five fields, bound through the form that holds them (`field={form.field}`). */
export function PhotoWordsFields({
  field,
  disabled,
}: {
  field: (name: keyof PhotoWordsValues) => FieldBinding;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const fields = {
    caption: field('caption'),
    credit: field('credit'),
    date_taken: field('date_taken'),
    licence: field('licence'),
    description: field('description'),
  };
  const text = (name: 'caption' | 'credit', label: string, max: number, hint?: string) => (
    <FormField label={label} error={fields[name].error} hint={hint}>
      {(props) => (
        <input
          {...props}
          type="text"
          className="input"
          maxLength={max}
          value={fields[name].value}
          disabled={disabled}
          onChange={(event) => fields[name].onChange(event.target.value)}
        />
      )}
    </FormField>
  );
  const date = fields.date_taken;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {text('caption', t(photosArea.caption), 500, t(photosArea.captionHint))}
      {text('credit', t(photosArea.creditField), 300, t(photosArea.creditHint))}
      <DateField
        label={t(photosArea.dateTaken)}
        error={date.error}
        value={date.value}
        onChange={date.onChange}
        disabled={disabled}
      />
      <FormField
        label={t(photosArea.licenceField)}
        error={fields.licence.error}
        hint={t(photosArea.licenceHint)}
      >
        {(props) => (
          <select
            {...props}
            className="input"
            value={fields.licence.value}
            disabled={disabled}
            onChange={(event) => fields.licence.onChange(event.target.value)}
          >
            <option value="">{t(photosArea.notRecorded)}</option>
            {PHOTO_LICENCES.map((key) => (
              <option key={key} value={key}>
                {licenceName(key, t)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="md:col-span-2">
        <FormField
          label={t(photosArea.description)}
          error={fields.description.error}
          hint={t(photosArea.descriptionHint)}
        >
          {(props) => (
            <textarea
              {...props}
              rows={2}
              className="input"
              maxLength={2000}
              value={fields.description.value}
              disabled={disabled}
              onChange={(event) => fields.description.onChange(event.target.value)}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
