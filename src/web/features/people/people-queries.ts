import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../shared/constants.ts';
import { api } from '../../lib/api.ts';
import { makerApi, personApi } from '../../../shared/api/routes.ts';
import { uploadBody, type ImageUpload } from '../../lib/read-image-file.ts';
import type { ImageUploadBody } from '../../../shared/api/media.ts';
import { PEOPLE_PER_PAGE, type PeopleListState } from './people-list-params.ts';

/** A person as GET /api/people returns them (only to the group named admin: contacts are private). */
export interface Person {
  person_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  birthplace: string | null;
  picture_url: string | null;
  picture_thumbnail_url: string | null;
  maker_count: number;
  created_at: string;
  updated_at: string;
}

export type PersonDetail = Person;

/** What the person form sends; birth date and birthplace ride along unchanged, so an edit keeps them. */
export interface PersonInput {
  name: string;
  email: string | null;
  phone: string | null;
  birth_date?: string | null;
  birthplace?: string | null;
}

export interface PictureUploaded {
  person_id: number;
  picture_url: string | null;
  picture_thumbnail_url: string | null;
}

const PEOPLE = ['people'] as const;
export const personKey = (personId: number) => [...PEOPLE, 'detail', personId] as const;

/** One page of people, filtered and sorted by the server. */
export const peopleListQuery = ({ q, sort, page }: Pick<PeopleListState, 'q' | 'sort' | 'page'>) =>
  queryOptions({
    queryKey: [...PEOPLE, 'list', { q: q.trim(), sort: sort.key, order: sort.order, page }],
    queryFn: ({ signal }) =>
      api.list(personApi.listPeople, {
        query: {
          q: q.trim(),
          sort: sort.key,
          order: sort.order,
          limit: PEOPLE_PER_PAGE,
          offset: (page - 1) * PEOPLE_PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const personQuery = (personId: number) =>
  queryOptions({
    queryKey: personKey(personId),
    queryFn: ({ signal }) => api.call(personApi.getPerson, { params: { id: personId }, signal }),
  });

/**
 * A person's maker roles: the makers list filtered by person_id (spec §7). Under the makers' keys, so a maker
 * saved or deleted elsewhere refreshes it too.
 */
export const personMakersQuery = (personId: number) =>
  queryOptions({
    queryKey: ['makers', 'list', { person_id: personId }],
    queryFn: ({ signal }) =>
      api.list(makerApi.listMakers, { query: { person_id: personId, limit: MAX_PAGE_SIZE }, signal }),
  });

export const createPerson = (body: PersonInput) => api.call(personApi.createPerson, { body });
export const updatePerson = (personId: number, body: PersonInput) =>
  api.call(personApi.updatePerson, { params: { id: personId }, body });
export const deletePerson = (personId: number) =>
  api.call(personApi.deletePerson, { params: { id: personId } });
export const uploadPersonPicture = (personId: number, image: ImageUpload) =>
  api.call(personApi.uploadPersonPicture, {
    params: { id: personId },
    body: uploadBody<ImageUploadBody>(image),
  });

/**
 * After a write: everything cached about people (lists, details, other areas' person choices) and the makers'
 * pages, which show a maker under the person's name.
 */
export async function invalidatePeople(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: PEOPLE }),
    client.invalidateQueries({ queryKey: ['makers'] }),
  ]);
}
