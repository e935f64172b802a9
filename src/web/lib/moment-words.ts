import { formatDate, formatMoment, formatMomentDay } from './format.ts';
import { useI18n } from './i18n.tsx';

/**
 * Moments (a change's time, a record's `created_at`) in the page's language, in the site's time zone: the
 * `dates` messages (the months' names, "{month} {day}, {year}", a time of day), never the runtime's calendar words,
 * so the server's render and the browser's agree (decision 026). Historic dates are `useDateWords()`'s.
 */
export function useMomentWords() {
  const translator = useI18n();
  return {
    /** "November 28, 2026, 1:06 AM HST". */
    moment: (value: string | null | undefined) => formatMoment(value, translator),
    /** The moment's day: "November 28, 2026". */
    day: (value: string | null | undefined) => formatMomentDay(value, translator),
    /** A calendar day ("1995-03-04") as it is, a timestamp as its day in the site's zone: "March 4, 1995". */
    date: (value: string | null | undefined) => formatDate(value, translator),
  };
}
