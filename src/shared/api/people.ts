/** People (the People area, group "admin" only: they carry private contacts): bodies, filters and answers. */
import { z } from 'zod';
import { optionalDay, optionalEmail, optionalText, requiredText } from '../fields.ts';
import { messages } from '../messages.ts';
import {
  idParams,
  imageUploadResponse,
  imageUrlFields,
  pagingQuery,
  queryText,
  sortQuery,
  timestampFields,
} from './common.ts';

export const personBody = z.object({
  name: requiredText(messages.nameRequired, 200),
  email: optionalEmail(),
  phone: optionalText(50),
  birth_date: optionalDay(),
  birthplace: optionalText(200),
});
export type PersonBody = z.infer<typeof personBody>;

export const PEOPLE_SORTS = ['name', 'email', 'created_at'] as const;
export const personListQuery = z.object({
  q: queryText(),
  ...sortQuery(PEOPLE_SORTS),
  ...pagingQuery,
});

export const personParams = idParams('Person');

export const personResponse = z.object({
  person_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birth_date: z.string().nullable(),
  birthplace: z.string().nullable(),
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  ...imageUrlFields('picture'),
  maker_count: z.number().int(),
  ...timestampFields,
});

export const personMakerRoleResponse = z.object({
  maker_id: z.number().int(),
  maker_type: z.string(),
  biography: z.string().nullable(),
  created_at: z.string(),
});

export const personDetailResponse = personResponse.extend({ makers: z.array(personMakerRoleResponse) });

/** The answer of a picture upload: the person's id and the new picture's URLs. */
export const personPictureResponse = imageUploadResponse('person_id', 'picture');

export type Person = z.output<typeof personResponse>;
export type PersonDetail = z.output<typeof personDetailResponse>;
