/** What the maker form chooses from, and the maker writes (spec §7). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../shared/constants.ts';
import { api, type ListPage } from '../../lib/api.ts';
import { makerApi, personApi } from '../../../shared/api/routes.ts';
import { uploadBody, type ImageUpload } from '../../lib/read-image-file.ts';
import type { ImageUploadBody } from '../../../shared/api/media.ts';
import { readerCollator } from '../../lib/reader-collator.ts';

export interface PersonOption {
  person_id: number;
  /** Empty when the person has no name: the select names them by number, in the page's language. */
  name: string;
}

export interface MakerBodyJson {
  person_id: number;
  maker_type: string;
  biography: string | null;
  /** The biography in ʻŌlelo Hawaiʻi (decision 027); null removes it. */
  biography_haw: string | null;
}

/** Every row of a list, a page at a time, so a select never silently misses people past the first page. */
async function listAll<T>(pageAt: (offset: number) => Promise<ListPage<T>>): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const page = await pageAt(items.length);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

/** People by name, in the order of the page's language. */
function byName(a: PersonOption, b: PersonOption) {
  return readerCollator().compare(a.name, b.name);
}

/** Everyone in the People area (only the group named 'admin' may read it: it holds private contacts). */
async function everyone(signal: AbortSignal): Promise<PersonOption[]> {
  return (
    await listAll((offset) =>
      api.list(personApi.listPeople, { query: { limit: MAX_PAGE_SIZE, offset }, signal }),
    )
  )
    .map(({ person_id, name }) => ({ person_id, name }))
    .sort(byName);
}

/**
 * For administrators outside the People group: the people who already hold a maker role, as the public makers
 * list names them. Enough to give someone a second role (a carver who now restores) without private contacts.
 */
async function peopleWhoAreMakers(signal: AbortSignal): Promise<PersonOption[]> {
  const people = new Map<number, string>();
  for (const maker of await listAll((offset) =>
    api.list(makerApi.listMakers, { query: { limit: MAX_PAGE_SIZE, offset }, signal }),
  )) {
    if (!people.has(maker.person_id)) people.set(maker.person_id, maker.name || maker.maker_name);
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

export const createMaker = (body: MakerBodyJson & { confirm_duplicate?: boolean }) =>
  api.call(makerApi.createMaker, { body });
/** Makers whose person has the same or a close name, asked before one is made. */
export const findMakerMatches = (personId: number) =>
  api.call(makerApi.findMakerMatches, { query: { person_id: personId } });
export const updateMaker = (makerId: number, body: MakerBodyJson) =>
  api.call(makerApi.updateMaker, { params: { id: makerId }, body });
export const uploadMakerPicture = (makerId: number, image: ImageUpload) =>
  api.call(makerApi.uploadMakerPicture, {
    params: { id: makerId },
    body: uploadBody<ImageUploadBody>(image),
  });
export const deleteMakerPicture = (makerId: number) =>
  api.call(makerApi.deleteMakerPicture, { params: { id: makerId } });
export const deleteMaker = (makerId: number) => api.call(makerApi.deleteMaker, { params: { id: makerId } });

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
