/** Which person fields leave the server (only to callers of the People area). */
import { copyFields } from '../../text/present.ts';
import { imageUrlFields, personPicturePath } from '../media/image-urls.ts';
import type { PersonRow, makerRolesOf } from './person.repository.ts';
import { personMakerRoleResponse, type Person, type PersonDetail } from '../../../shared/api/people.ts';

const presentMakerRole = copyFields(personMakerRoleResponse);

export function presentPerson(row: PersonRow): Person {
  return {
    person_id: row.person_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    birth_date: row.birth_date,
    birthplace: row.birthplace,
    contact: { email: row.email, phone: row.phone },
    ...imageUrlFields('picture', personPicturePath(row.person_id), row.picture_etag),
    maker_count: Number(row.maker_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentPersonDetail(
  row: PersonRow,
  makers: Awaited<ReturnType<typeof makerRolesOf>>,
): PersonDetail {
  return { ...presentPerson(row), makers: makers.map(presentMakerRole) };
}
