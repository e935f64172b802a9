/** Body of PUT /canoes/{id}/media/{mediaId}: only the words about a photo change; the image does not. */
import { z } from 'zod';
import { optionalDate, optionalText } from '../../../shared/schemas.ts';

export const mediaUpdateBody = z.object({
  description: optionalText(2000),
  caption: optionalText(500),
  date_taken: optionalDate(),
});
export type MediaUpdateBody = z.infer<typeof mediaUpdateBody>;
