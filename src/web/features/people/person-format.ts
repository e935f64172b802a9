/** How a person's values read on screen. */
import { formatMoment } from '../../lib/format.ts';
import type { Translator } from '../../lib/i18n.tsx';

/** The spec's dash for a missing value in the list and on the detail page. */
export const DASH = '—';

/**
 * A timestamp as a date and time in the site's time zone: "March 4, 2025, 2:05 PM HST", in the translator's
 * language (English without one).
 */
export const formatDateTime = (value: string | null | undefined, translator?: Translator) =>
  formatMoment(value, translator) || DASH;
