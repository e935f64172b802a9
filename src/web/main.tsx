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
 * The page's lazy route modules, loaded before hydrating: the first client render must be the page the server
 * rendered, not a loading state.
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
  // Public pages arrive rendered by the server (src/web/entry-server.tsx); the others are rendered here.
  if (!container.firstElementChild) {
    createRoot(container).render(app());
    return;
  }
  hydrateQueries(queryClient, document.getElementById(QUERY_STATE_ID)?.textContent);
  await loadMatchedRoutes(routes);
  hydrateRoot(container, app());
}

void start();
