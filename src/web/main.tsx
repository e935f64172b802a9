// First: zod must be told not to probe for eval (refused by the page's CSP) before any schema is built.
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { Providers, queryClient } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { hydrateQueries, QUERY_STATE_ID } from './lib/query-state.ts';
import './styles.css';

/**
 * The page's lazy route modules, loaded before the first render: when hydrating, that render must be the page
 * the server rendered, not a loading state.
 */
async function loadMatchedRoutes(tree: RouteObject[]) {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const app = () => (
    <StrictMode>
      <Providers>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  // Public pages arrive rendered by the server (src/web/entry-server.tsx) with their data; the others are
  // rendered here.
  const rendered = container.firstElementChild !== null;
  if (rendered) hydrateQueries(queryClient, document.getElementById(QUERY_STATE_ID)?.textContent);
  // The page's route is loaded before the router starts, on every page: a router that starts with a lazy route
  // still to load renders its HydrateFallback (React Router warns that there is none) rather than the page.
  await loadMatchedRoutes(routes);
  if (!rendered) {
    createRoot(container).render(app());
    return;
  }
  hydrateRoot(container, app());
}

void start();
