/**
 * Duplicates are not made silently (issue 31, item 4). Before a steward, maker, race or canoe is made, its form
 * asks the server for the records of the same or a close name (folded: ʻokina, kahakō and case ignored); when
 * there are any, nothing is made yet: they are shown with "Use this one", and making the new record anyway is one
 * more click, which sends `confirm_duplicate`. A create the server refuses as a duplicate (409, someone else made
 * it meanwhile) shows its records the same way.
 */
import { useRef, useState } from 'react';
import type { NameMatch } from '../../../shared/api/common.ts';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface DuplicateCheck {
  matches: NameMatch[] | null;
  /**
   * Before a create of the record named by `key` (its name as typed, and what else makes it the same record):
   * `stop` when records of the name are shown now; otherwise whether the create carries the keeper's confirmation.
   */
  check: (key: string, find: () => Promise<NameMatch[]>) => Promise<{ stop: boolean; confirm: boolean }>;
  /** After a create failed: true when it was refused as a duplicate, whose records are now shown. */
  refused: (error: unknown, key: string) => boolean;
  /** "Create … anyway": the next create of the same name carries the confirmation. */
  confirm: () => void;
}

export function useDuplicateCheck(): DuplicateCheck {
  const [matches, setMatches] = useState<NameMatch[] | null>(null);
  const shownFor = useRef<string | null>(null);
  const confirmedFor = useRef<string | null>(null);
  const show = (found: NameMatch[], key: string) => {
    shownFor.current = key;
    setMatches(found);
  };
  return {
    matches,
    async check(key, find) {
      if (confirmedFor.current === key) return { stop: false, confirm: true };
      const found = await find();
      if (found.length > 0) {
        show(found, key);
        return { stop: true, confirm: false };
      }
      setMatches(null);
      return { stop: false, confirm: false };
    },
    refused(error, key) {
      if (!(error instanceof ApiError) || error.status !== 409 || error.duplicates.length === 0) return false;
      confirmedFor.current = null;
      show(error.duplicates, key);
      return true;
    },
    confirm() {
      confirmedFor.current = shownFor.current;
      setMatches(null);
    },
  };
}

/** What a record is: the `{kind}` of the forms' duplicate messages, which word each kind in whole sentences. */
export type DuplicateKind = 'steward' | 'maker' | 'race' | 'canoe';

/**
 * The records of the same or a close name, each with "Use this one", and the one click that makes the new record
 * anyway (it submits the form again, with the confirmation).
 */
export function DuplicateMatches({
  check,
  what,
  name,
  onUse,
  busy,
}: {
  check: DuplicateCheck;
  /** What a record is ('steward'): chooses the words of each sentence. */
  what: DuplicateKind;
  /** The name as typed, for the button that makes it anyway. */
  name: string;
  /** "Use this one": chooses the record in the form beneath (in a dialog) or goes to its page. */
  onUse: (match: NameMatch) => void;
  busy: boolean;
}) {
  const { t } = useI18n();
  const { matches } = check;
  if (!matches || matches.length === 0) return null;
  const same = matches.some((match) => match.exact);
  const heading = same
    ? t(forms.duplicateSame, { kind: what })
    : t(forms.duplicateClose, { kind: what, count: matches.length });
  return (
    <section
      role="alert"
      aria-label={t(forms.duplicatesLabel, { kind: what })}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-stone-900"
    >
      <div>
        <h3 className="font-semibold">{heading}</h3>
        <p className="text-sm text-stone-700">{t(forms.duplicateAdvice, { kind: what })}</p>
      </div>
      <ul className="divide-y divide-amber-200 border-y border-amber-200">
        {matches.map((match) => (
          <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <span className="font-medium break-words">{match.name}</span>
              <span className="block text-sm text-stone-700">
                {[match.exact ? t(forms.sameName) : t(forms.closeName), match.detail]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              aria-label={
                match.detail
                  ? t(forms.useThisOneDetailLabel, { name: match.name, detail: match.detail })
                  : t(forms.useThisOneLabel, { name: match.name })
              }
              onClick={() => onUse(match)}
            >
              {t(forms.useThisOne)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="link text-sm font-medium"
        disabled={busy}
        onClick={(event) => {
          check.confirm();
          event.currentTarget.closest('form')?.requestSubmit();
        }}
      >
        {t(forms.createAnyway, { name: name.trim(), kind: what })}
      </button>
    </section>
  );
}
