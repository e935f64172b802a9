/** The maker form's values, its checks (spec §5, word for word) and the body it sends (spec §7). */
import { MAKER_TYPES } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import type { MakerDetail } from '../../../shared/api/index.ts';
import { LOGO_TYPES } from '../../lib/read-image-file.ts';
import { isBlankHtml } from '../../lib/sanitize.ts';
import type { MakerBodyJson } from './maker-admin-queries.ts';

export interface MakerFormValues {
  person_id: string;
  maker_type: string;
  biography: string;
}

export type MakerField = keyof MakerFormValues | 'picture';
export type MakerFieldErrors = Partial<Record<MakerField, string>>;

export function initialValues(maker: MakerDetail | null, personId: number | null): MakerFormValues {
  if (maker) {
    return {
      person_id: String(maker.person_id),
      maker_type: maker.maker_type ?? '',
      biography: maker.biography ?? '',
    };
  }
  return { person_id: personId === null ? '' : String(personId), maker_type: '', biography: '' };
}

/** The spec's picture types (JPEG, PNG, GIF, SVG); the server checks the bytes again. */
export const pictureError = (file: File): string | null =>
  LOGO_TYPES.includes(file.type) ? null : messages.imageType;

export function checkMaker(values: MakerFormValues, picture: File | null): MakerFieldErrors {
  const errors: MakerFieldErrors = {};
  if (!values.person_id) errors.person_id = messages.selectPerson;
  if (!(MAKER_TYPES as readonly string[]).includes(values.maker_type)) {
    errors.maker_type = messages.makerTypeRequired;
  }
  const badPicture = picture ? pictureError(picture) : null;
  if (badPicture) errors.picture = badPicture;
  return errors;
}

/** person_id as a number, an empty biography (the editor's `<p></p>` included) as null. */
export const toMakerBody = (values: MakerFormValues): MakerBodyJson => ({
  person_id: Number(values.person_id),
  maker_type: values.maker_type,
  biography: isBlankHtml(values.biography) ? null : values.biography,
});

/** The server's 400 field names are the form's own. */
export const SERVER_FIELDS: Record<string, MakerField> = {
  person_id: 'person_id',
  maker_type: 'maker_type',
  biography: 'biography',
  mime_type: 'picture',
  data: 'picture',
};
