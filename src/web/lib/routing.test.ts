/**
 * The app's router (lib/routing.tsx, decision 024): which page an address shows, the links it draws and where a
 * move leads. Clicks, Back and Forward in a real browser are the end-to-end tests' (every walk of tests/e2e).
 */
import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, resolveTo, type Update } from './browser-history.ts';
import {
  Link,
  matchRoutes,
  NavLink,
  Outlet,
  StaticRouter,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from './routing.tsx';

function Params() {
  return h('p', null, JSON.stringify(useParams()));
}

const page = (name: string) => h('section', null, name, h(Params));

const routes: RouteObject[] = [
  {
    path: '/',
    element: h('main', null, h(Outlet)),
    children: [
      { index: true, element: page('home') },
      { path: '/canoes', element: page('registry') },
      { path: '/canoes/:id', element: page('canoe') },
      { path: '/canoes/new', element: page('new canoe') },
      { path: '/canoes/:id/photos', element: page('photos') },
      { path: '*', element: page('not found') },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

const render = (url: string, element: ReactNode = h(Routes)) =>
  renderToStaticMarkup(h(StaticRouter, { location: url }, element));

describe('the routes an address shows', () => {
  it('puts the page inside its layout, with its params', () => {
    expect(render('/canoes/12')).toBe(
      '<main><section>canoe<p>{&quot;id&quot;:&quot;12&quot;}</p></section></main>',
    );
    expect(render('/')).toContain('home');
    expect(render('/canoes/12/photos?photo=3')).toContain('photos');
  });

  it('prefers a fixed segment to a parameter, whatever the order of the routes', () => {
    expect(render('/canoes/new')).toContain('new canoe');
    expect(matchRoutes(routes, '/canoes/new')?.at(-1)?.route.path).toBe('/canoes/new');
  });

  it('reads a final slash and other letter case as the same page, as browsers and crawlers send them', () => {
    expect(render('/canoes/')).toContain('registry');
    expect(render('/Canoes/7')).toContain('canoe');
  });

  it('answers anything else with the catch-all, its rest in `*`', () => {
    expect(render('/nowhere/at%20all')).toContain('not found');
    expect(matchRoutes(routes, '/nowhere/at%20all')?.at(-1)?.params).toEqual({ '*': 'nowhere/at all' });
  });
});

describe('links', () => {
  it('draws a link to an address, and a change of query on the current page', () => {
    expect(render('/canoes?q=ka', h(Link, { to: '/canoes/3', className: 'link' }, 'Hōkūleʻa'))).toBe(
      '<a class="link" href="/canoes/3">Hōkūleʻa</a>',
    );
    expect(render('/canoes?q=ka#top', h(Link, { to: { search: '?q=ka&page=2' } }, 'Next'))).toBe(
      '<a href="/canoes?q=ka&amp;page=2">Next</a>',
    );
  });

  it('leaves an address outside the app as it is', () => {
    expect(render('/', h(Link, { to: 'mailto:aloha@example.org' }, 'Write'))).toContain(
      'href="mailto:aloha@example.org"',
    );
  });

  it('marks the link to the page shown as current, below it unless `end`', () => {
    const nav = (to: string, end = false) =>
      h(NavLink, { to, end, className: ({ isActive }) => (isActive ? 'on' : 'off') }, to);
    expect(
      render('/protocols/4', h('nav', null, nav('/protocols'), nav('/'), nav('/submissions', true))),
    ).toBe(
      '<nav><a aria-current="page" class="on" href="/protocols">/protocols</a>' +
        '<a class="off" href="/">/</a><a class="off" href="/submissions">/submissions</a></nav>',
    );
    expect(render('/submissions/2', nav('/submissions', true))).toContain('class="off"');
    expect(render('/submissions', nav('/submissions', true))).toContain('class="on"');
  });
});

describe('the address a page reads', () => {
  it('gives the query string as params and the location as parsed', () => {
    function Show() {
      const [params] = useSearchParams();
      const location = useLocation();
      return h('p', null, `${params.get('q')}|${location.pathname}|${location.hash}|${location.key}`);
    }
    expect(render('/canoes?q=h%C5%8Dk%C5%AB#results', h(Show))).toBe('<p>hōkū|/canoes|#results|default</p>');
  });
});

describe('where a move leads', () => {
  const here = { pathname: '/canoes/3', search: '?tab=media', hash: '#top' };

  it('keeps the page for a change of query, drops its hash, and reads a relative path against it', () => {
    expect(resolveTo('?tab=history', here)).toEqual({
      pathname: '/canoes/3',
      search: '?tab=history',
      hash: '',
    });
    expect(resolveTo({ search: '' }, here)).toEqual({ pathname: '/canoes/3', search: '', hash: '' });
    expect(resolveTo('/owners/2#fleet', here)).toEqual({ pathname: '/owners/2', search: '', hash: '#fleet' });
    expect(resolveTo('photos', here).pathname).toBe('/canoes/photos');
  });

  it('tells its listener how each move went, Back and Forward by how far', () => {
    const history = createMemoryHistory('/canoes');
    const updates: Update[] = [];
    history.listen((update) => updates.push(update));
    history.push('/canoes/1', { from: 'registry' });
    history.push('/canoes/1/photos');
    history.replace('/canoes/1/photos?photo=2');
    history.go(-2);
    history.go(1);
    expect(updates.map((u) => [u.action, u.delta, u.location.pathname + u.location.search])).toEqual([
      ['PUSH', 1, '/canoes/1'],
      ['PUSH', 1, '/canoes/1/photos'],
      ['REPLACE', 0, '/canoes/1/photos?photo=2'],
      ['POP', -2, '/canoes'],
      ['POP', 1, '/canoes/1'],
    ]);
    expect(history.location.state).toEqual({ from: 'registry' });
    expect(history.location.key).not.toBe('default');
  });
});
