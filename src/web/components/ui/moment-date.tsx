import { formatDate } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The archive's own zone: its day is the one both renders of a page agree on (as "How to cite" does). */
export const ARCHIVE_TIME_ZONE = 'Pacific/Honolulu';

/**
 * The day of a moment (a record's `updated_at`), on a page the server renders: the server's zone is not the
 * visitor's, so the server render and the browser's hydration show the archive's day, and then the browser shows
 * the visitor's own (else a visitor whose day differs meets hydration error #418 and the page's HTML is thrown
 * away). A page only the browser renders shows the visitor's day at once.
 */
export function MomentDate({ value }: { value: string | null | undefined }) {
  const hydrated = useHydrated();
  return <>{formatDate(value, hydrated ? undefined : ARCHIVE_TIME_ZONE)}</>;
}
