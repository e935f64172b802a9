/** What the maker form chooses from, and the maker writes (spec §7). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../shared/constants.ts';
import { api } from '../../lib/api.ts';
import type { Maker, MakerDetail } from '../../../shared/api/index.ts';
import type { ImageUpload } from '../../lib/read-image-file.ts';
import { makerName } from './maker-list-params.ts';

export interface PersonOption {
  person_id: number;
  name: string;
}

export interface MakerBodyJson {
  person_id: number;
  maker_type: string;
  biography: string | null;
}

/** Every row of a list, a page at a time, so a select never silently misses people past the first page. */
async function listAll<T>(path: string, signal: AbortSignal): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const page = await api.list<T>(path, { limit: MAX_PAGE_SIZE, offset: items.length }, signal);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: PersonOption, b: PersonOption) => collator.compare(a.name, b.name);

/** Everyone in the People area (only the group named 'admin' may read it: it holds private contacts). */
async function everyone(signal: AbortSignal): Promise<PersonOption[]> {
  return (await listAll<PersonOption>('/people', signal))
    .map(({ person_id, name }) => ({ person_id, name }))
    .sort(byName);
}

/**
 * For administrators outside the People group: the people who already hold a maker role, as the public makers
 * list names them. Enough to give someone a second role (a carver who now restores) without private contacts.
 */
async function peopleWhoAreMakers(signal: AbortSignal): Promise<PersonOption[]> {
  const people = new Map<number, string>();
  for (const maker of await listAll<Maker>('/makers', signal)) {
    if (!people.has(maker.person_id)) people.set(maker.person_id, makerName(maker));
  }
  return [...people].map(([person_id, name]) => ({ person_id, name })).sort(byName);
}

/** The people the form's select offers: everyone for the People group, else the people who are makers. */
export const personOptionsQuery = (canChooseAnyone: boolean) =>
  queryOptions({
    // Under the area whose changes alter the list, so its invalidation reaches the select.
    queryKey: canChooseAnyone ? ['people', 'options'] : ['makers', 'people-options'],
    queryFn: ({ signal }) => (canChooseAnyone ? everyone(signal) : peopleWhoAreMakers(signal)),
    // A person added in another tab (the form's Add New Person link) appears when the admin comes back.
    refetchOnWindowFocus: 'always',
  });

export const createMaker = (body: MakerBodyJson) => api.post<MakerDetail>('/makers', body);
export const updateMaker = (makerId: number, body: MakerBodyJson) =>
  api.put<MakerDetail>(`/makers/${makerId}`, body);
export const uploadMakerPicture = (makerId: number, image: ImageUpload) =>
  api.post<unknown>(`/makers/${makerId}/picture`, image);
export const deleteMakerPicture = (makerId: number) => api.delete(`/makers/${makerId}/picture`);
export const deleteMaker = (makerId: number) => api.delete(`/makers/${makerId}`);

/**
 * A maker change shows on the makers list and page, on canoes that name the maker and on the person's maker
 * roles: all are marked stale, and the maker's own page, where the admin goes next, is fetched now.
 */
export async function invalidateMakerViews(client: QueryClient, makerId?: number) {
  await Promise.all(
    [['makers'], ['canoes'], ['people'], ['home']].map((queryKey) =>
      client.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
  );
  if (makerId !== undefined) {
    await client.refetchQueries({ queryKey: ['makers', 'detail', makerId], exact: true });
  }
}
