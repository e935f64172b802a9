/**
 * A required "Canoe" field that chooses one canoe of the registry: a search box (the registry's search, which finds
 * names typed without their ʻokina and kahakō, former names, stewards, bow numbers and ids) and a short list of
 * matches to choose from; once chosen, the canoe is shown with a way to choose another. Used by the race result form
 * and the share form.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { CanoeSummary } from '../../../shared/api/index.ts';
import { canoeApi } from '../../../shared/api/routes.ts';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { api } from '../../lib/api.ts';
import { canoeDisplayName } from '../../lib/canoe-name.ts';
import { useDateWords } from '../../lib/date-words.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
import { canoeTypeWords } from '../../../shared/i18n/messages/canoe-types.ts';

export interface ChosenCanoe {
  canoe_id: number;
  /** Its name, as a link back to it reads. */
  name: string;
  /** Its name and bow number, as the form shows the choice. */
  label: string;
}

/** Enough matches to pick from at a glance; a longer list means the search needs another word. */
const CANOE_MATCHES = 8;

const canoeMatchesQuery = (q: string) =>
  queryOptions({
    queryKey: ['canoes', 'picker-search', q],
    queryFn: ({ signal }) => api.list(canoeApi.searchCanoes, { query: { q, limit: CANOE_MATCHES }, signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });

/** The search asks the server only once typing pauses. */
function useSettled(value: string, delay = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const canoeLabel = (
  canoe: Pick<CanoeSummary, 'canoe_id' | 'current_name' | 'name' | 'hull_id'>,
  t: Translator['t'],
) => (canoe.hull_id ? `${canoeDisplayName(canoe, t)} (${canoe.hull_id})` : canoeDisplayName(canoe, t));

export const chosenCanoe = (
  canoe: Pick<CanoeSummary, 'canoe_id' | 'current_name' | 'name' | 'hull_id'>,
  t: Translator['t'],
): ChosenCanoe => ({
  canoe_id: canoe.canoe_id,
  name: canoeDisplayName(canoe, t),
  label: canoeLabel(canoe, t),
});

function matchesLine(t: Translator['t'], q: string, count: number, total: number, fetching: boolean): string {
  if (fetching && count === 0) return t(forms.searching);
  if (total === 0) return t(forms.noMatches, { search: q });
  if (total > count) return t(forms.someMatches, { count, total });
  return t(forms.matchCount, { count: total });
}

export function CanoePicker({
  value,
  error,
  disabled = false,
  placeholder,
  hint,
  onChange,
}: {
  value: ChosenCanoe | null;
  error?: string;
  disabled?: boolean;
  placeholder: string;
  /** Under the box: what to type. */
  hint: string;
  onChange: (canoe: ChosenCanoe | null) => void;
}) {
  const { t } = useI18n();
  const { words } = useDateWords();
  const id = useId();
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const matches = useQuery(canoeMatchesQuery(q));
  const errorId = error ? `${id}-error` : undefined;
  // The control used disappears on a choice: the focus goes to the one that replaced it.
  const moveFocus = useRef(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (value ? changeButton.current : searchBox.current)?.focus();
  }, [value]);
  const choose = (canoe: ChosenCanoe | null) => {
    moveFocus.current = true;
    onChange(canoe);
  };

  if (value) {
    return (
      <div>
        <p className="label" id={`${id}-label`}>
          {t(forms.canoe)}
        </p>
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2"
        >
          <Check aria-hidden="true" className="h-4 w-4 text-ocean-700" />
          <span className="font-medium text-koa-900">{value.label}</span>
          <button
            ref={changeButton}
            type="button"
            className="link ml-auto text-sm"
            disabled={disabled}
            onClick={() => choose(null)}
          >
            {t(forms.chooseAnother)}
          </button>
        </div>
      </div>
    );
  }

  const items = q && matches.data ? matches.data.items.slice(0, CANOE_MATCHES) : [];
  return (
    <div>
      <label htmlFor={`${id}-search`} className="label">
        {t(forms.canoe)}
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </label>
      <input
        ref={searchBox}
        id={`${id}-search`}
        type="search"
        className="input"
        value={text}
        disabled={disabled}
        autoComplete="off"
        placeholder={placeholder}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="mt-2 text-sm text-stone-700">
        {q ? matchesLine(t, q, items.length, matches.data?.total ?? 0, matches.isFetching) : ''}
      </p>
      {items.length > 0 ? (
        <ul
          aria-label={t(forms.matchingCanoes)}
          className="mt-2 max-h-72 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-200 bg-white"
        >
          {items.map((canoe) => (
            <li key={canoe.canoe_id}>
              <button
                type="button"
                className="flex w-full flex-col items-start px-3 py-2 text-left hover:bg-ocean-50 focus:bg-ocean-50"
                disabled={disabled}
                onClick={() => choose(chosenCanoe(canoe, t))}
              >
                <span className="font-medium text-koa-900">{canoeLabel(canoe, t)}</span>
                <span className="text-xs text-stone-600">
                  {[
                    canoeTypeWords({ t }, canoe.type_id) ?? canoe.type_name,
                    words(canoe.build_date),
                    canoe.owner_name,
                  ]
                    .filter(Boolean)
                    .join(' · ') || t(forms.noDetails)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
