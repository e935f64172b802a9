/**
 * Dates as the API answers them (decision 013): each date field with its words, earliest and latest day.
 * `dates({ start_date: '1950', end_date: null })` → the eight fields of those two dates.
 */
import { parseEdtf } from '../../src/shared/uncertain-date.ts';

export function dates(fields: Record<string, string | null>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [name, edtf] of Object.entries(fields)) {
    const date = edtf === null ? null : parseEdtf(edtf);
    if (edtf !== null && !date) throw new Error(`Not a date: ${edtf}`);
    out[name] = edtf;
    out[`${name}_words`] = date?.words ?? null;
    out[`${name}_earliest`] = date?.earliest ?? null;
    out[`${name}_latest`] = date?.latest ?? null;
  }
  return out;
}
