/** Which person fields leave the server (only to callers of the People area). */
import { imageUrls, personPicturePath } from '../../media/image-urls.ts';
import type { PersonRow, makerRolesOf } from './person.repository.ts';
import type { Person, PersonDetail } from '../../../shared/api/people.ts';

export function presentPerson(row: PersonRow): Person {
  const picture = imageUrls(personPicturePath(row.person_id), row.picture_etag);
  return {
    person_id: row.person_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    birth_date: row.birth_date,
    birthplace: row.birthplace,
    contact: { email: row.email, phone: row.phone },
    picture_url: picture.url,
    picture_thumbnail_url: picture.thumbnail_url,
    maker_count: Number(row.maker_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentPersonDetail(
  row: PersonRow,
  makers: Awaited<ReturnType<typeof makerRolesOf>>,
): PersonDetail {
  return {
    ...presentPerson(row),
    makers: makers.map((m) => ({
      maker_id: m.maker_id,
      maker_type: m.maker_type,
      biography: m.biography,
      created_at: m.created_at,
    })),
  };
}
