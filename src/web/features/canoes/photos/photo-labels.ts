import type { CanoeDetail, Media } from '../../../../shared/api/index.ts';

/** The photos page names its canoe (spec §2): the open name, else the first name, else the name field, else its id. */
export function photosCanoeName(canoe: Pick<CanoeDetail, 'canoe_id' | 'name' | 'names'>): string {
  const current = canoe.names.find((name) => !name.end_date) ?? canoe.names[0];
  return current?.name || canoe.name || `Canoe #${canoe.canoe_id}`;
}

/** What a photo shows, in words: its description, else its caption, else its file name. */
export const photoLabel = (photo: Media) => photo.description || photo.caption || photo.file_name;

/** Step through the photos in a ring: after the last comes the first. */
export const wrapIndex = (index: number, count: number) => (count === 0 ? 0 : (index + count) % count);
