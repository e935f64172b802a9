/**
 * The session history the app's router runs on (lib/routing.tsx, decision 024): the browser's, a list in memory
 * (tests) or one fixed location (the server render). Each entry the app pushes carries `{ usr, key, idx }` in the
 * browser's history state: the app's own state, a key naming the entry (scroll positions are kept by it) and its
 * position, from which Back and Forward learn how far they went. An entry the app did not push (the first page of
 * a document, a #fragment the browser followed) has the key 'default' until someone gives it one.
 */

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location<State = unknown> extends Path {
  state: State;
  key: string;
}

/** Where to go: an address, or the parts of one (a missing pathname is the current one). */
export type To = string | Partial<Path>;

export interface Update {
  action: Action;
  location: Location;
  /** How many entries Back or Forward moved (POP), 1 for a push, 0 for a replace; null when unknown. */
  delta: number | null;
}

export type Listener = (update: Update) => void;

export interface History {
  readonly action: Action;
  readonly location: Location;
  createHref(to: To): string;
  createURL(to: To): URL;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** One listener, told of every change (pushes and replaces too); returns the way to stop listening. */
  listen(listener: Listener): () => void;
}

/** The address of a path's parts. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/** An address split into its parts (only the parts it has). */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/**
 * Where `to` leads from `from`: a pathname of its own replaces the whole address; without one, the current page
 * with the search (and hash) given. A relative pathname is read against the current one, as a browser would.
 */
export function resolveTo(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  if (parts.pathname === undefined || parts.pathname === '') {
    return { pathname: from.pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
  }
  const pathname = parts.pathname.startsWith('/')
    ? parts.pathname
    : new URL(parts.pathname, `http://x${from.pathname}`).pathname;
  return { pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/**
 * The browser's session history. `basename` is the page's language prefix (`/haw`, shared/i18n/languages.ts): the
 * app sees its paths without it, and every address it makes carries it.
 */
export function createBrowserHistory(basename = ''): History {
  const session = window.history;
  let action: Action = 'POP';
  let listener: Listener | null = null;

  const entry = () => (session.state ?? {}) as EntryState;
  const read = (): Location => {
    const { search, hash } = window.location;
    const pathname = stripBase(window.location.pathname, basename);
    const state = entry();
    return { pathname, search, hash, state: state.usr ?? null, key: state.key || 'default' };
  };
  let index = entry().idx ?? null;
  if (index === null) {
    index = 0;
    session.replaceState({ ...entry(), idx: index }, '');
  }
  let location = read();

  const createHref = (to: To) => withBase(typeof to === 'string' ? to : createPath(to), basename);
  const createURL = (to: To) => new URL(createHref(to), window.location.origin);
  const notify = (delta: number | null) => {
    location = read();
    listener?.({ action, location, delta });
  };

  window.addEventListener('popstate', () => {
    action = 'POP';
    const next = entry().idx ?? null;
    const delta = next === null || index === null ? null : next - index;
    index = next;
    notify(delta);
  });

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref,
    createURL,
    push(to, state) {
      action = 'PUSH';
      index = (index ?? 0) + 1;
      const href = createHref(to);
      try {
        session.pushState({ usr: state, key: newKey(), idx: index }, '', href);
      } catch {
        // A state the browser will not keep (too large, or too many entries): go there as a new document.
        window.location.assign(href);
        return;
      }
      notify(1);
    },
    replace(to, state) {
      action = 'REPLACE';
      session.replaceState({ usr: state, key: newKey(), idx: index }, '', createHref(to));
      notify(0);
    },
    go: (delta) => session.go(delta),
    listen(next) {
      listener = next;
      return () => {
        if (listener === next) listener = null;
      };
    },
  };
}

// The language prefix of an address (shared/i18n/languages.ts) is the router's base.
export { stripBase, withBase } from '../../shared/i18n/languages.ts';
import { stripBase, withBase } from '../../shared/i18n/languages.ts';

/** A history kept in memory (tests), starting at `initial`. */
export function createMemoryHistory(initial = '/'): History {
  const at = (to: To, state: unknown, key: string): Location => ({
    ...resolveTo(to, { pathname: '/', search: '', hash: '' }),
    state: state ?? null,
    key,
  });
  const entries: Location[] = [at(initial, null, 'default')];
  let index = 0;
  let action: Action = 'POP';
  let listener: Listener | null = null;
  const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));
  const move = (next: Action, delta: number) => {
    action = next;
    listener?.({ action, location: entries[index], delta });
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return entries[index];
    },
    createHref,
    createURL: (to) => new URL(createHref(to), 'http://localhost'),
    push(to, state) {
      entries.splice(index + 1, entries.length, at(to, state, newKey()));
      index += 1;
      move('PUSH', 1);
    },
    replace(to, state) {
      entries[index] = at(to, state, newKey());
      move('REPLACE', 0);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const moved = next - index;
      index = next;
      move('POP', moved);
    },
    listen(next) {
      listener = next;
      return () => {
        if (listener === next) listener = null;
      };
    },
  };
}
