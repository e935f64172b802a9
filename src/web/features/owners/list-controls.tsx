/**
 * Pieces the stewards and makers lists share: URL-held state, a search field that waits for a pause in typing,
 * and the sort buttons of spec §4 (the active key flips its direction, another key starts ascending).
 */
import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowDown, ArrowUp } from 'lucide-react';

export type SortOrder = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  order: SortOrder;
}

export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: 'asc' };
}

/** URL changes for a sort; the default (name ascending) keeps a plain address. */
export const sortParams = (sort: SortState<string>) => ({
  sort: sort.key === 'name' ? null : sort.key,
  order: sort.order === 'asc' ? null : sort.order,
});

export type ParamChanges = Record<string, string | null | undefined>;

/** The page's search params and a way to change some of them (empty values leave the URL). */
export function useParamUpdater() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: options.replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [params, update] as const;
}

export interface DebouncedFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'accept'
> {
  /** The committed value (from the URL). */
  value: string;
  /** After a pause, on blur and on Enter; `replace` is true after the first commit of one edit (one history entry). */
  onCommit: (value: string, options: { replace: boolean }) => void;
  /** Drafts that may not be committed yet (e.g. a half-typed number). */
  isAcceptable?: (value: string) => boolean;
  delay?: number;
}

export function DebouncedField({
  value,
  onCommit,
  isAcceptable = () => true,
  delay = 300,
  onFocus,
  onBlur,
  onKeyDown,
  ...rest
}: DebouncedFieldProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const committedThisEdit = useRef(false);
  const latest = useRef({ value, onCommit, isAcceptable });

  // Back, Reset or a shared link changed the value underneath the field.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    latest.current = { value, onCommit, isAcceptable };
  });
  useEffect(() => {
    // A commit typed before the value changed elsewhere must not bring the old text back.
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (next: string) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const { value: committed, onCommit: send, isAcceptable: ok } = latest.current;
    if (next === committed || !ok(next)) return;
    send(next, { replace: committedThisEdit.current });
    committedThisEdit.current = true;
  };

  return (
    <input
      {...rest}
      value={draft}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => commit(next), delay);
      }}
      onFocus={(event) => {
        committedThisEdit.current = false;
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (timer.current !== undefined) commit(event.target.value);
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
        onKeyDown?.(event);
      }}
    />
  );
}

/** A row of sort keys; the active one shows its direction with an arrow (and says it to screen readers). */
export function SortButtons<K extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly { key: K; label: string }[];
  value: SortState<K>;
  onChange: (next: SortState<K>) => void;
}) {
  return (
    <div role="group" aria-label="Sort by" className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-medium text-stone-700">
        Sort by:
      </span>
      {options.map((option) => {
        const active = option.key === value.key;
        const Arrow = value.order === 'asc' ? ArrowUp : ArrowDown;
        return (
          <button
            key={option.key}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(nextSort(value, option.key))}
            className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium ${
              active
                ? 'border-koa-700 bg-koa-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100'
            }`}
          >
            {option.label}
            {active ? (
              <>
                <Arrow aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">({value.order === 'asc' ? 'ascending' : 'descending'})</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
