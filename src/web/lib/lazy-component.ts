import { createElement, memo, Suspense, use, useSyncExternalStore, type ComponentType } from 'react';

/** Chunks asked for and not yet in: the server render waits for them before it renders again (entry-server.tsx). */
const loading = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Whether a page's or component's code is on its way (the layout marks the page busy meanwhile). */
export function useChunksLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading.size > 0,
    () => false,
  );
}

/** The chunks of lazy components that a render asked for and that are still on their way. */
export function componentsLoading(): Promise<unknown>[] {
  return [...loading];
}

/**
 * A component whose code is a chunk of its own, fetched when it is first rendered or when `preload()` is called.
 * Unlike React.lazy it renders at once when the chunk is already in, so a page that preloads it before hydrating
 * (router.tsx's `ready`) never suspends for it; until then it suspends like React.lazy. A failed fetch throws to
 * the route's error page, which reloads once after a new release (route-error-page.tsx).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    if (pending) return pending;
    pending = load().then((component) => {
      loaded = component;
      return component;
    });
    const settled = pending
      .finally(() => {
        loading.delete(settled);
        changed();
      })
      .catch(() => undefined);
    loading.add(settled);
    changed();
    return pending;
  };
  function Lazy(props: P) {
    return createElement(loaded ?? use(preload()), props);
  }
  return Object.assign(Lazy, { preload });
}

let idle: Promise<void> | null = null;

/**
 * Settles once the first page has loaded and the browser is idle; at once on the server and for later pages.
 * What waits for it is fetched after the page can be used, never before.
 */
export function pageIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  idle ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return idle;
}

/**
 * A part of a page that is not needed to use it at first (below the fold, or only read): the server renders it,
 * and in the browser its code is fetched once the page is idle (`pageIdle`). Render it in a Suspense boundary of
 * its own: until its code is in, the boundary keeps the server's HTML, so the reader sees it at once and the page
 * hydrates without it (decision 026, "Bytes").
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyComponent(() => pageIdle().then(load));
  // Its own boundary, behind `memo`: a parent that renders again before the code is in (a query settling, the
  // render after hydration) passes the same props, and React leaves the server's HTML alone. A boundary given new
  // props before it has hydrated is rendered afresh instead: empty until the code comes, then drawn again.
  const Deferred = memo((props: P) =>
    createElement(Suspense, { fallback: null }, createElement(Lazy, props)),
  );
  return Object.assign(Deferred, { preload: Lazy.preload });
}
