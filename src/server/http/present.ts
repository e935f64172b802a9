/** Pieces of presenters: the fields of an answer that are copied from a row as they are stored. */
import type { z } from 'zod';

/**
 * A presenter copying from a row exactly the fields `schema` names (the repository selected them under these
 * names); for an answer that is its row, or the part of it that is.
 */
export function copyFields<S extends z.ZodObject>(schema: S): (row: z.output<S>) => z.output<S> {
  const fields = Object.keys(schema.shape) as (keyof z.output<S>)[];
  return (row) => Object.fromEntries(fields.map((field) => [field, row[field]])) as z.output<S>;
}
