/**
 * A date as the API answers it (decision 013): the EDTF string as stored, its words, and its earliest and latest
 * day, computed from the EDTF string so they can never disagree with it.
 */
import type { DateFieldNames } from '../../shared/api/common.ts';
import { certainlyBefore, parseEdtf } from '../../shared/uncertain-date.ts';
export { dateWords } from '../../shared/uncertain-date.ts';

export function presentDate<N extends string, E extends string | null>(
  name: N,
  edtf: E,
): { [K in DateFieldNames<N>]: E extends string ? string : string | null } {
  const date = edtf ? parseEdtf(edtf) : null;
  return {
    [name]: edtf ?? null,
    [`${name}_words`]: date?.words ?? edtf ?? null,
    [`${name}_earliest`]: date?.earliest ?? null,
    [`${name}_latest`]: date?.latest ?? null,
  } as { [K in DateFieldNames<N>]: E extends string ? string : string | null };
}

/** The fields of `fields` that are dates: those with a `_words` twin. */
export const dateFieldsOf = (fields: readonly string[]) =>
  fields.filter((field) => fields.includes(`${field}_words`));

/** The first year a date can mean (a steward's founding, a canoe's build year); null when unknown or open. */
export function firstYear(edtf: string | null | undefined): number | null {
  const date = edtf ? parseEdtf(edtf) : null;
  if (!date || edtf!.startsWith('../')) return null;
  return Number(date.earliest.slice(0, 4));
}

/**
 * Is the date `a` certainly before `b` (its last day before b's first)? What only may be before is let through:
 * "the 1960s" is not before "1962". Either unknown: no.
 */
export function certainlyBeforeDate(a: string | null | undefined, b: string | null | undefined): boolean {
  const first = a ? parseEdtf(a) : null;
  const second = b ? parseEdtf(b) : null;
  return !!first && !!second && certainlyBefore(first, second);
}
