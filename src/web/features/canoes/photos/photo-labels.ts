import type { CanoeDetail, Media } from '../../../../shared/api/index.ts';
import type { Translator } from '../../../lib/i18n.tsx';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import type { PhotoLicence } from '../../../../shared/photo-licences.ts';

type T = Translator['t'];

/** The photos page names its canoe (spec §2): the open name, else the first name, else the name field, else its id. */
export function photosCanoeName(canoe: Pick<CanoeDetail, 'canoe_id' | 'name' | 'names'>, t: T): string {
  const current = canoe.names.find((name) => !name.end_date) ?? canoe.names[0];
  return current?.name || canoe.name || t(photosArea.canoeNumber, { id: canoe.canoe_id });
}

/** A photo's title: its caption, else its description; never its file name, so possibly none. */
export const photoTitle = (photo: Pick<Media, 'caption' | 'description'>): string | null =>
  photo.caption || photo.description || null;

/** What a photo is called in buttons and alt text: its title, else its place in the list ('Photo 2'). */
export const photoLabel = (photo: Pick<Media, 'caption' | 'description'>, index: number, t: T) =>
  photoTitle(photo) ?? t(photosArea.photoNumber, { number: index + 1 });

/** A licence's name in the page's language ('CC BY 4.0', 'All rights reserved'), by its stored key. */
export const licenceName = (licence: PhotoLicence, t: T) =>
  // The message's cases are the keys written as ICU allows them: 'cc-by-4.0' is cc_by_4_0.
  t(photosArea.licenceName, { licence: licence.replace(/[-.]/g, '_') });

/** Step through the photos in a ring: after the last comes the first. */
export const wrapIndex = (index: number, count: number) => (count === 0 ? 0 : (index + count) % count);
