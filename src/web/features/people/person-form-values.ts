/** The person form's values and its checks (spec §5 "Person form"), the same the server applies. */
import { messages } from '../../../shared/messages.ts';
import { EMAIL_PATTERN } from '../../../shared/schemas.ts';
import type { PersonDetail, PersonInput } from './people-queries.ts';

export const PERSON_FIELDS = ['name', 'email', 'phone'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
export type PersonFormValues = Record<PersonField, string>;
export type PersonFieldErrors = Partial<Record<PersonField, string>>;

export const EMPTY_PERSON: PersonFormValues = { name: '', email: '', phone: '' };

export const valuesFromPerson = (person: PersonDetail): PersonFormValues => ({
  name: person.name,
  email: person.email ?? '',
  phone: person.phone ?? '',
});

/** Name required once trimmed; an email, if given, must look like name@host.tld without spaces; phone is free. */
export function validatePerson(values: PersonFormValues): PersonFieldErrors {
  const errors: PersonFieldErrors = {};
  if (!values.name.trim()) errors.name = messages.nameRequired;
  const email = values.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email = messages.email;
  return errors;
}

/**
 * The body of POST/PUT. The form does not show birth date and birthplace, so an edit sends them back as they
 * were: a PUT without them would clear them.
 */
export function toPersonBody(values: PersonFormValues, original: PersonDetail | null): PersonInput {
  return {
    name: values.name.trim(),
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    ...(original ? { birth_date: original.birth_date, birthplace: original.birthplace } : {}),
  };
}

/** A 400's field messages that belong to the form's fields. */
export function serverFieldErrors(fields: Record<string, string>): PersonFieldErrors {
  const found: PersonFieldErrors = {};
  for (const field of PERSON_FIELDS) if (fields[field]) found[field] = fields[field];
  return found;
}
