import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

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

  const update = useCallback(
    (
      changes: ParamChanges | ((current: URLSearchParams) => URLSearchParams),
      options: ParamUpdateOptions = {},
    ) =>
      setParams(
        (current) => (typeof changes === 'function' ? changes(current) : withParams(current, changes)),
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
