/** How a person's values read on screen. */

/** The spec's dash for a missing value in the list and on the detail page. */
export const DASH = '—';

/** A timestamp as a date and time in the reader's zone: "March 4, 2025 at 2:05 PM". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return DASH;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
}
