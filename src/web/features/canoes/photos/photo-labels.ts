import type { CanoeDetail, Media } from '../../../../shared/api/index.ts';

/** The photos page names its canoe (spec §2): the open name, else the first name, else the name field, else its id. */
export function photosCanoeName(canoe: Pick<CanoeDetail, 'canoe_id' | 'name' | 'names'>): string {
  const current = canoe.names.find((name) => !name.end_date) ?? canoe.names[0];
  return current?.name || canoe.name || `Canoe #${canoe.canoe_id}`;
}

/** A photo's title: its caption, else its description; never its file name, so possibly none. */
export const photoTitle = (photo: Pick<Media, 'caption' | 'description'>): string | null =>
  photo.caption || photo.description || null;

/** What a photo is called in buttons and alt text: its title, else its place in the list. */
export const photoLabel = (photo: Pick<Media, 'caption' | 'description'>, index: number) =>
  photoTitle(photo) ?? `Photo ${index + 1}`;

/** Step through the photos in a ring: after the last comes the first. */
export const wrapIndex = (index: number, count: number) => (count === 0 ? 0 : (index + count) % count);
