/** Canoe photos: upload and edit bodies, and a photo as clients see it (URLs for the bytes, never the bytes). */
import { z } from 'zod';
import { keptForResponse } from './protocols.ts';
import { recordSourcesField } from './sources.ts';
import { UPLOAD_IMAGE_TYPES, LOGO_IMAGE_TYPES } from '../constants.ts';
import { blankToNull, imageUploadFields, optionalDate, optionalText } from '../fields.ts';
import { PHOTO_LICENCES } from '../photo-licences.ts';
import { messages } from '../messages.ts';
import { dateResponseFields, idParams, recordIdParam } from './common.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

/** A photo's licence, by key; empty means not recorded. */
export const licenceField = () =>
  z.preprocess(
    blankToNull,
    z
      .enum(PHOTO_LICENCES, {
        error: english(msg.licenceOneOf, {
          choices: PHOTO_LICENCES.slice(0, -1).join(', '),
          last: PHOTO_LICENCES.at(-1)!,
        }),
      })
      .nullable()
      .optional()
      .describe(
        'all-rights-reserved, cc-by-4.0, cc-by-sa-4.0, cc-by-nc-4.0, cc0 (public domain) or ask-the-steward; ' +
          'null when not recorded',
      ),
  );

/** The words about a photo, the same on upload and edit: credits and rights. */
export const photoWords = {
  description: optionalText(2000),
  caption: optionalText(500),
  /** Who took the photo, or the credit line its owner asks for; the uploader is recorded apart. */
  credit: optionalText(300),
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, kept as precise as given (EDTF level 0). */
  date_taken: optionalDate(),
  licence: licenceField(),
};

export const photoUploadBody = z.object({
  ...imageUploadFields,
  mime_type: z.enum(UPLOAD_IMAGE_TYPES, { error: messages.photoType }),
  ...photoWords,
  uploaded_by: optionalText(200),
});
export type PhotoUploadBody = z.infer<typeof photoUploadBody>;

/** A point in a photo, in whole percent of its width and height from the top left corner. */
export const focalPoint = z.object({
  x: z
    .number({ error: english(msg.focalPoint) })
    .int()
    .min(0)
    .max(100),
  y: z
    .number({ error: english(msg.focalPoint) })
    .int()
    .min(0)
    .max(100),
});
export type FocalPoint = z.infer<typeof focalPoint>;

/**
 * Body of PUT /canoes/{id}/media/{mediaId}: the words about a photo and its focal point change; the image does
 * not. A `focal_point` of null puts the point back where it was found at upload.
 */
export const photoUpdateBody = z.object({
  ...photoWords,
  focal_point: focalPoint
    .nullable()
    .optional()
    .describe('Where a crop keeps the photo in view; null: back to the point found at upload'),
  ...recordSourcesField,
});
export type PhotoUpdateBody = z.infer<typeof photoUpdateBody>;

/** A steward's logo; person and maker pictures take the same body (SVG is accepted, and rasterised). */
export const logoUploadBody = z.object({
  ...imageUploadFields,
  mime_type: z.enum(LOGO_IMAGE_TYPES, { error: messages.imageType }),
});
export const pictureUploadBody = logoUploadBody;
export type ImageUploadBody = z.infer<typeof logoUploadBody>;

export const canoeMediaParams = idParams('Canoe');
/** A photo's path: an unknown canoe or photo id are both "Photo not found". */
export const photoParams = z.object({ id: recordIdParam('Photo'), mediaId: recordIdParam('Photo') });

export const mediaResponse = z.object({
  media_id: z.number().int(),
  canoe_id: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  source_type: z.string(),
  description: z.string().nullable(),
  caption: z.string().nullable(),
  credit: z.string().nullable().describe('The photographer or credit line'),
  ...dateResponseFields('date_taken'),
  licence: z.enum(PHOTO_LICENCES).nullable().describe('null: not recorded'),
  uploaded_by: z.string().nullable().describe('Who uploaded the photo (not necessarily who took it)'),
  uploaded_at: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  focal_point: focalPoint.describe(
    'The point a crop keeps in view (CSS object-position, in percent): found at upload, or moved by an administrator',
  ),
  focal_point_moved: z.boolean().describe('true: an administrator placed the focal point'),
  url: z.string(),
  thumbnail_url: z.string(),
  /** How it is kept for a protocol, for those who may see it (null: public; decision 020). */
  kept_for: keptForResponse.nullable().optional(),
});
export type Media = z.output<typeof mediaResponse>;
