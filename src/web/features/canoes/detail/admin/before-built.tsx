/**
 * A record that contradicts its canoe is pointed out before it is saved, never refused: the archive records what
 * the sources say, and a keeper who has a source for a restoration dated before the canoe was built may save it.
 */
import { AlertTriangle } from 'lucide-react';
import { certainlyBefore, parseEdtf, readDateInput } from '../../../../../shared/uncertain-date.ts';
import { useCanoeDetail } from '../canoe-detail-queries.ts';

/** What a date as typed says against the canoe's build date: a sentence, or null when nothing contradicts. */
export function beforeBuiltWords(typed: string, buildEdtf: string | null, what: string): string | null {
  if (!typed.trim() || !buildEdtf) return null;
  const read = readDateInput(typed);
  const built = parseEdtf(buildEdtf);
  if (!('date' in read) || !built || !certainlyBefore(read.date, built)) return null;
  return `The canoe was built ${built.words}: ${what} dated ${read.date.words} comes before it. Save it anyway if the sources say so.`;
}

/** The note under a form's date, shown while the typed date comes before the canoe was built. */
export function BeforeBuiltNote({ canoeId, typed, what }: { canoeId: number; typed: string; what: string }) {
  const canoe = useCanoeDetail(canoeId).data;
  const words = beforeBuiltWords(typed, canoe?.build_date ?? null, what);
  return (
    <div aria-live="polite">
      {words ? (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {words}
        </p>
      ) : null}
    </div>
  );
}
