/**
 * The app's router (decision 024): the address is the state, and the few things the app asks of a router are here:
 * routes matched to the address (`useRoutes`, `matchRoutes`, `Outlet`, `useParams`), the address and how the app got
 * there (`useLocation`, `useNavigationType`, `useSearchParams`), and ways to move (`Link`, `NavLink`, `useNavigate`).
 * Routers: `HistoryRouter` in the browser (on lib/navigation-blocker.ts's history), `StaticRouter` for the server
 * render, `MemoryRouter` for tests. Their names and behaviour follow React Router's declarative mode, which the app
 * used before (decision 017), so a reader who knows one knows the other.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  createMemoryHistory,
  createPath,
  parsePath,
  resolveTo,
  type Action,
  type History,
  type Location,
  type Path,
  type To,
  withBase,
} from './browser-history.ts';
import { isPlainClick } from './plain-click.ts';

export type { Location, To };

/** What a router moves with: the history's own methods, or refusals on the server. */
type Navigator = Pick<History, 'createHref' | 'push' | 'replace' | 'go'>;

interface RouterState {
  location: Location;
  navigationType: Action;
  navigator: Navigator;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component must be rendered inside a router.');
  return router;
}

function Router({ location, navigationType, navigator, children }: RouterState & { children?: ReactNode }) {
  const value = useMemo(
    () => ({ location, navigationType, navigator }),
    [location, navigationType, navigator],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/**
 * The browser's router, on the history given. A move is rendered inside a transition: a page whose code is still
 * on its way keeps the page before it on screen until it can render.
 */
export function HistoryRouter({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/** A router over a history in memory (tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries[0]));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

const refuse = () => {
  throw new Error('A page rendered on the server cannot navigate.');
};

/**
 * The server render's router: one fixed address (the app's path and query string), whose links carry `basename`
 * (the page's language prefix) as the browser's will.
 */
export function StaticRouter({
  location,
  basename = '',
  children,
}: {
  location: string;
  basename?: string;
  children?: ReactNode;
}) {
  const at = useMemo<Location>(
    () => ({ pathname: '/', search: '', hash: '', ...parsePath(location), state: null, key: 'default' }),
    [location],
  );
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => withBase(typeof to === 'string' ? to : createPath(to), basename),
      push: refuse,
      replace: refuse,
      go: refuse,
    }),
    [basename],
  );
  return (
    <Router location={at} navigationType="POP" navigator={navigator}>
      {children}
    </Router>
  );
}

export const useLocation = (): Location => useRouter().location;

export const useNavigationType = (): Action => useRouter().navigationType;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Kept for the callers' sake: where the window scrolls is app/shell/scroll-restoration.ts's business. */
  preventScrollReset?: boolean;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/** A function that moves: to an address (resolved against the current one), or Back and Forward by a number. */
export function useNavigate(): NavigateFunction {
  const { navigator, location } = useRouter();
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  });
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = resolveTo(to, current.current);
      if (options.replace) navigator.replace(path, options.state);
      else navigator.push(path, options.state);
    },
    [navigator],
  ) as NavigateFunction;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/**
 * The address's query string, and a way to set it: a new one, or a function of the current one. Setting moves to
 * the same page with the new query (a new history entry unless `replace`).
 */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** Load the address as a new document (after an error, say), not inside the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An address outside the app (`https://…`, `mailto:…`, `//host`): a plain link. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A link inside the app: a plain left click moves without loading a new document (to the same address, it
 * replaces the entry instead of adding one); any other click, or another target, is left to the browser.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ref, ...rest }: LinkProps) {
  const { navigator, location } = useRouter();
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const path = external ? null : resolveTo(to, location);
  const href = path ? navigator.createHref(path) : (to as string);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !path || reloadDocument || !isPlainClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    const same = createPath(location) === createPath(path);
    if (replace ?? same) navigator.replace(path, state);
    else navigator.push(path, state);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only at the address itself, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows when its page is the one shown (`aria-current="page"` and its class then). */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const target = resolveTo(rest.to, location)
    .pathname.toLowerCase()
    .replace(/(.)\/$/, '$1');
  const here = location.pathname.toLowerCase();
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** A route: a path pattern (`/canoes/:id`, `*`) or the index of its parent, what it shows, and its children. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
}

export type Params = Record<string, string | undefined>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

interface Branch {
  routes: RouteObject[];
  pattern: string;
  score: number;
  order: number;
}

const joinPaths = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** How specific a pattern is, as React Router ranks them: static segments first, then parameters, then `*`. */
function scoreOf(pattern: string, index: boolean): number {
  const segments = pattern.split('/').filter(Boolean);
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += 10;
  }
  return score;
}

function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], base = '/', out: Branch[] = []) {
  for (const route of routes) {
    const pattern = route.index ? base : joinPaths(base, route.path ?? '');
    const chain = [...parents, route];
    if (route.children?.length) branchesOf(route.children, chain, pattern, out);
    else
      out.push({ routes: chain, pattern, score: scoreOf(pattern, route.index === true), order: out.length });
  }
  return out;
}

/** A pattern's params for `pathname`, or null when it does not match (case aside; a final slash allowed). */
function matchPattern(pattern: string, pathname: string): Params | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Params = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i];
    if (segment === '*') {
      params['*'] = have.slice(i).map(decodeSegment).join('/');
      return params;
    }
    if (i >= have.length) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(have[i]);
    else if (segment.toLowerCase() !== decodeSegment(have[i]).toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

/** The routes, outermost first, that show `pathname`, with its params; null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = branchesOf(routes).sort((a, b) => b.score - a.score || a.order - b.order);
    branchCache.set(routes, branches);
  }
  for (const branch of branches) {
    const params = matchPattern(branch.pattern, pathname);
    if (params) return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}

interface RouteState {
  params: Params;
  outlet: ReactNode;
}

const RouteContext = createContext<RouteState>({ params: {}, outlet: null });

/** The element of the routes that show the current address, each inside its parent's `<Outlet />`. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext.Provider value={{ params, outlet }}>
        {route.element === undefined ? outlet : route.element}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where a parent route shows its child. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

/** The current route's params (`:id` and the like). */
export function useParams<P extends Params = Params>(): P {
  return useContext(RouteContext).params as P;
}

export type { Path };
