/** Canoe photos: upload and edit bodies, and a photo as clients see it (URLs for the bytes, never the bytes). */
import { z } from 'zod';
import { UPLOAD_IMAGE_TYPES, LOGO_IMAGE_TYPES } from '../constants.ts';
import { imageUploadFields, optionalDate, optionalText } from '../fields.ts';
import { messages } from '../messages.ts';
import { idParams, recordIdParam } from './common.ts';

export const photoUploadBody = z.object({
  ...imageUploadFields,
  mime_type: z.enum(UPLOAD_IMAGE_TYPES, { error: messages.photoType }),
  description: optionalText(2000),
  caption: optionalText(500),
  date_taken: optionalDate(),
  uploaded_by: optionalText(200),
});
export type PhotoUploadBody = z.infer<typeof photoUploadBody>;

/** Body of PUT /canoes/{id}/media/{mediaId}: only the words about a photo change; the image does not. */
export const photoUpdateBody = z.object({
  description: optionalText(2000),
  caption: optionalText(500),
  date_taken: optionalDate(),
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
  date_taken: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type Media = z.output<typeof mediaResponse>;
