import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from './routing.tsx';

/** New values for some search params; an empty value ('', null, undefined) takes the param out of the URL. */
export type ParamChanges = Record<string, string | null | undefined>;

export interface ParamUpdateOptions {
  /** Typing replaces the current history entry instead of adding one per pause. */
  replace?: boolean;
  /** A new page of results starts at the top; any other change keeps the reader where they are. */
  scrollToTop?: boolean;
}

/** The URL's params after some changes, leaving the rest as they were. */
export function withParams(params: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** A change asked for: the params it leads to, and the URL it was made from. */
export interface AskedParams {
  from: string;
  next: URLSearchParams;
}

/**
 * The params a change leads to. `current` is the URL the page shows; while an earlier change made from that same
 * URL (`asked`) has not reached the page yet, the new change builds on that one, so it is not lost.
 */
export function paramsAsked(
  asked: AskedParams | null,
  current: URLSearchParams,
  changes: ParamChanges | ((current: URLSearchParams) => URLSearchParams),
): AskedParams {
  const from = current.toString();
  const base = asked?.from === from ? new URLSearchParams(asked.next) : current;
  return { from, next: typeof changes === 'function' ? changes(base) : withParams(base, changes) };
}

/** The `page` param of page n: page 1 keeps the plain address. */
export const pageParam = (page: number) => ({ page: page > 1 ? String(page) : null });

/**
 * A list page's state in the URL (so a search can be shared and Back returns to it): the current params and a way
 * to change some of them, either by a set of changes or by a function of the current params.
 *
 * `reset` also bumps `resetKey`: a debounced field keyed by it starts afresh, so a draft still waiting to commit
 * cannot bring the old text back after Reset or Clear Filters.
 */
export function useSearchParamState() {
  const [params, setParams] = useSearchParams();
  const [resetKey, setResetKey] = useState(0);
  // The last change asked for, and the URL it was made from. Until the page shows its results, the router still
  // gives the params from before it: a second change then (another field typed while the first one's results
  // load) builds on the first instead of undoing it.
  const asked = useRef<AskedParams | null>(null);
  // Once the page shows a URL (that change's, or one Back went to), changes build on what it shows.
  const shown = params.toString();
  useEffect(() => {
    asked.current = null;
  }, [shown]);

  const update = useCallback(
    (
      changes: ParamChanges | ((current: URLSearchParams) => URLSearchParams),
      options: ParamUpdateOptions = {},
    ) =>
      setParams(
        (current) => {
          asked.current = paramsAsked(asked.current, current, changes);
          return asked.current.next;
        },
        { replace: options.replace ?? false, preventScrollReset: !options.scrollToTop },
      ),
    [setParams],
  );

  const reset = useCallback(
    (changes: ParamChanges | ((current: URLSearchParams) => URLSearchParams)) => {
      setResetKey((n) => n + 1);
      update(changes);
    },
    [update],
  );

  return { params, update, reset, resetKey };
}
