import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createBrowserHistory, stripBase, type History, type Location, type To } from './browser-history.ts';

/**
 * Holding a navigation inside the app until the reader confirms it (a form with unsaved changes), for the
 * app's router (lib/routing.tsx, decision 024), which has no `useBlocker` of its own. The app's router runs on a
 * browser history whose `push` and `replace` ask the blocker first, and whose Back and Forward are put back (the
 * browser has already moved) until the reader says go. Same shape as React Router's data-router `useBlocker`.
 */
export type BlockerCheck = (args: { currentLocation: Location; nextLocation: Location }) => boolean;

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; proceed?: undefined; reset?: undefined };

interface Guard {
  check: BlockerCheck;
  hold: (go: () => void) => void;
}

/** The mounted blockers; the last one mounted decides. */
const guards: Guard[] = [];
const guardFor = (currentLocation: Location, nextLocation: Location) => {
  const guard = guards.at(-1);
  return guard?.check({ currentLocation, nextLocation }) ? guard : null;
};

/** The browser history the app's router runs on (main.tsx), with navigations that a blocker can hold. */
export function createGuardedHistory(basename = ''): History {
  const history = createBrowserHistory(basename);
  const guarded = Object.create(history) as History;
  /** The location the app shows (the history's own has already moved when Back is pressed). */
  let shown = history.location;
  let undoing = false;
  let letThrough = false;

  const locationOf = (to: To, state: unknown): Location => {
    const url = history.createURL(to);
    return {
      pathname: stripBase(url.pathname, basename),
      search: url.search,
      hash: url.hash,
      state,
      key: '',
    };
  };
  for (const method of ['push', 'replace'] as const) {
    guarded[method] = (to: To, state?: unknown) => {
      const guard = guardFor(shown, locationOf(to, state));
      if (guard) guard.hold(() => history[method](to, state));
      else history[method](to, state);
    };
  }
  guarded.listen = (listener) =>
    history.listen((update) => {
      if (undoing) {
        // The browser is back where the app is: nothing to tell.
        undoing = false;
        return;
      }
      if (update.action === 'POP' && !letThrough && update.delta) {
        const delta = update.delta;
        const guard = guardFor(shown, update.location);
        if (guard) {
          undoing = true;
          history.go(-delta);
          guard.hold(() => {
            letThrough = true;
            history.go(delta);
          });
          return;
        }
      }
      letThrough = false;
      shown = update.location;
      listener(update);
    });
  return guarded;
}

/**
 * While mounted, navigations inside the app for which `check` says true are held: the answer is 'blocked' with
 * `proceed()` (go on) and `reset()` (stay). Leaving the site or reloading is the browser's own `beforeunload`.
 */
export function useBlocker(check: BlockerCheck): Blocker {
  const [blocker, setBlocker] = useState<Blocker>({ state: 'unblocked' });
  const latest = useRef(check);
  useLayoutEffect(() => {
    latest.current = check;
  });
  useEffect(() => {
    const guard: Guard = {
      check: (args) => latest.current(args),
      hold: (go) =>
        setBlocker({
          state: 'blocked',
          proceed: () => {
            setBlocker({ state: 'proceeding' });
            go();
            setBlocker({ state: 'unblocked' });
          },
          reset: () => setBlocker({ state: 'unblocked' }),
        }),
    };
    guards.push(guard);
    return () => {
      guards.splice(guards.indexOf(guard), 1);
    };
  }, []);
  return blocker;
}
