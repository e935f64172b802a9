/**
 * A record that contradicts its canoe is pointed out before it is saved, never refused: the archive records what
 * the sources say, and a keeper who has a source for a restoration dated before the canoe was built may save it.
 */
import { AlertTriangle } from 'lucide-react';
import { certainlyBefore, parseEdtf, readDateInput } from '../../../../../shared/uncertain-date.ts';
import { canoeFormArea } from '../../../../../shared/i18n/messages/canoe-form.ts';
import { useI18n, type Translator } from '../../../../lib/i18n.tsx';
import { dateWordsIn } from '../../../../../shared/date-words.ts';
import { useCanoeDetail } from '../canoe-detail-queries.ts';

/** What a form dates: a name, an ownership, a restoration or a transfer. */
export type DatedRecord = 'name' | 'ownership' | 'restoration' | 'transfer';

/**
 * What a date as typed says against the canoe's build date, in the translator's words: a sentence, or null when
 * nothing contradicts.
 */
export function beforeBuiltWords(
  typed: string,
  buildEdtf: string | null,
  what: DatedRecord,
  translator: Translator,
): string | null {
  if (!typed.trim() || !buildEdtf) return null;
  const read = readDateInput(typed);
  const built = parseEdtf(buildEdtf);
  if (!('date' in read) || !built || !certainlyBefore(read.date, built)) return null;
  return translator.t(canoeFormArea.beforeBuilt, {
    what,
    built: dateWordsIn(built.edtf, translator),
    date: dateWordsIn(read.date.edtf, translator),
  });
}

/** The note under a form's date, shown while the typed date comes before the canoe was built. */
export function BeforeBuiltNote({
  canoeId,
  typed,
  what,
}: {
  canoeId: number;
  typed: string;
  what: DatedRecord;
}) {
  const translator = useI18n();
  const canoe = useCanoeDetail(canoeId).data;
  const words = beforeBuiltWords(typed, canoe?.build_date ?? null, what, translator);
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
