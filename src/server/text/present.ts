/** Pieces of presenters: the fields of an answer that are copied from a row as they are stored. */
import type { z } from 'zod';
import { dateFieldsOf, presentDate } from './present-date.ts';

/**
 * A presenter copying from a row exactly the fields `schema` names (the repository selected them under these
 * names); for an answer that is its row, or the part of it that is.
 */
export function copyFields<S extends z.ZodObject>(
  schema: S,
): (row: Omit<z.output<S>, `${string}_${'words' | 'earliest' | 'latest'}`>) => z.output<S> {
  const names = Object.keys(schema.shape);
  // A date's words, earliest and latest day come from the date itself (EDTF), which the row carries.
  const dates = dateFieldsOf(names);
  const derived = new Set(dates.flatMap((date) => [`${date}_words`, `${date}_earliest`, `${date}_latest`]));
  const fields = names.filter((name) => !derived.has(name));
  return (row) => {
    const values = row as Record<string, unknown>;
    return Object.assign(
      Object.fromEntries(fields.map((field) => [field, values[field as string]])),
      ...dates.map((date) => presentDate(date, (values[date] as string | null) ?? null)),
    ) as z.output<S>;
  };
}
