import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from '../../lib/routing.tsx';

const STORAGE_KEY = 'koa-scroll-positions';
/** Positions kept for this many history entries at most. */
const KEPT = 50;
/** How long a position or a #fragment waits for the page's content to arrive (its data, its chunk). */
const SETTLE_MS = 3000;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * The key of the history entry the app is at. The router (lib/routing.tsx) calls every entry it did not push itself 'default':
 * the first page of each document (an address typed or followed from elsewhere) and a #fragment the browser went
 * to on its own. Kept under that one name, their positions would be taken for one another's: a new address would
 * open where the last one was left. Such an entry is given a key of its own, in the browser's history state, where
 * the router reads it again when the reader comes back to it (Back, Forward, reload).
 */
function entryKey(location: Location): string {
  if (location.key !== 'default') return location.key;
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  if (typeof state.key === 'string' && state.key !== '') return state.key;
  const key = `entry-${Math.random().toString(36).slice(2, 10)}`;
  window.history.replaceState({ ...state, key }, '');
  return key;
}

const fragmentTarget = (hash: string) => {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
};

/** The element a #fragment names, scrolled to just below the sticky header (which would otherwise cover it). */
function scrollToElement(target: HTMLElement) {
  const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  window.scrollTo(0, Math.max(0, target.getBoundingClientRect().top + window.scrollY - header - 8));
}

const furthestScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Tries `place` now and, while it says it could not yet (the page is shorter than the position, the fragment's
 * element not rendered), again as the page's content arrives, for a few seconds. The reader's own scrolling, or
 * the next navigation (`cancel`), ends the wait.
 */
function placeWhenReady(place: () => boolean): () => void {
  if (place()) return () => undefined;
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  const observer = new MutationObserver(() => {
    if (place()) stop();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(stop, SETTLE_MS);
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  return stop;
}

/**
 * Where the window is scrolled, as browsers do between documents: a new page starts at its top (or at the element
 * its #fragment names), Back and Forward return to where the reader was, and so does a reload (positions are kept
 * per history entry in sessionStorage), once the page is as tall as it was. A page that only replaces its own
 * entry (a notice shown or dismissed) stays where it is.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const previous = useRef<Location | null>(null);
  const pending = useRef<() => void>(() => undefined);

  useEffect(() => {
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      const kept = [...(positions.current ?? new Map<string, number>())].slice(-KEPT);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = before;
    };
  }, []);

  // The current entry's position, as the reader scrolls. Bound in the commit, before the window is moved below,
  // so the scroll that move causes is never counted for the entry just left.
  useLayoutEffect(() => {
    const key = entryKey(location);
    const remember = () => {
      positions.current ??= readPositions();
      positions.current.delete(key);
      positions.current.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
    // The entry, not its other fields, decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useLayoutEffect(() => {
    pending.current();
    pending.current = () => undefined;
    positions.current ??= readPositions();
    const key = entryKey(location);
    const last = previous.current;
    previous.current = location;
    const samePage = last !== null && last.pathname === location.pathname && last.search === location.search;
    if (navigationType === 'REPLACE' && samePage && last.hash === location.hash) {
      // The same page with other state (a notice): the reader stays where they are.
      positions.current.set(key, window.scrollY);
      return;
    }
    const saved = positions.current.get(key);
    // The first render is a document the browser loaded: a known entry is one come back to (reload, Back).
    if (saved !== undefined && (last === null || navigationType === 'POP')) {
      pending.current = placeWhenReady(() => {
        window.scrollTo(0, saved);
        return saved <= furthestScroll() + 1;
      });
      return;
    }
    if (location.hash) {
      const toFragment = () => {
        const target = fragmentTarget(location.hash);
        if (target) scrollToElement(target);
        return target !== null;
      };
      if (!toFragment()) {
        if (last !== null) window.scrollTo(0, 0);
        pending.current = placeWhenReady(toFragment);
      }
      return;
    }
    if (last !== null) window.scrollTo(0, 0);
    // A document loaded afresh opens at its top already; the browser's own scrolling is left alone.
    // Only a new history entry moves the window, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
