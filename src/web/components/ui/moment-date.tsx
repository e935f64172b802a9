import { useMomentWords } from '../../lib/moment-words.ts';

/**
 * The day of a moment (a record's `updated_at`) in the site's time zone (SITE_TIME_ZONE): the server's render and
 * the browser's say the same day, so hydration never meets a different text, and every reader the same day.
 */
export function MomentDate({ value }: { value: string | null | undefined }) {
  return <>{useMomentWords().day(value)}</>;
}
