import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'koa-scroll-positions';
/** Positions kept for this many history entries at most. */
const KEPT = 50;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * Where the window is scrolled after a navigation inside the app, as browsers do between documents: a new page
 * starts at its top (or at the element its #hash names), Back and Forward return to where the visitor was, and so
 * does a reload (positions are kept per history entry in sessionStorage), as far as the page is as tall as it was.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const first = useRef(true);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      const kept = [...(positions.current ?? new Map<string, number>())].slice(-KEPT);
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // The current entry's position, as the visitor scrolls. Bound in the commit, before the window is moved below, so
  // the scroll that move causes is never counted for the entry just left.
  useLayoutEffect(() => {
    const key = location.key;
    const remember = () => {
      positions.current ??= readPositions();
      positions.current.delete(key);
      positions.current.set(key, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const saved = positions.current.get(location.key);
    if (first.current) {
      first.current = false;
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new history entry moves the window, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
