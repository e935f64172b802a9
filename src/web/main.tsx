// First: zod must be told not to probe for eval (refused by the page's CSP) before any schema is built.
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HistoryRouter } from './lib/routing.tsx';
import { Providers, queryClient } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import { createGuardedHistory } from './lib/navigation-blocker.ts';
import { hydrateQueries, QUERY_STATE_ID } from './lib/query-state.ts';
import { stripBase } from './lib/browser-history.ts';
import { createTranslator, I18nProvider } from './lib/i18n.tsx';
import { siteConfig } from './lib/site-config.ts';
import { LANGUAGE_INFO } from '../shared/i18n/languages.ts';
import './styles.css';

async function start() {
  const container = document.getElementById('root')!;
  // The browser's history, with navigations a form with unsaved changes can hold (lib/navigation-blocker.ts).
  // The page's language is in its address (`/haw/…`) and the server wrote its translations into the page.
  const { language = 'en', messages } = siteConfig();
  const basename = LANGUAGE_INFO[language].prefix;
  const history = createGuardedHistory(basename);
  const translator = createTranslator(language, messages);
  const app = () => (
    <StrictMode>
      <I18nProvider translator={translator}>
        <Providers>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </Providers>
      </I18nProvider>
    </StrictMode>
  );
  // Public pages arrive rendered by the server (src/web/entry-server.tsx) with their data; the others are rendered
  // here. Either way the page's code comes first: when hydrating, the first render must be the page the server
  // rendered, not a loading state.
  const rendered = container.firstElementChild !== null;
  if (rendered) hydrateQueries(queryClient, document.getElementById(QUERY_STATE_ID)?.textContent);
  await preloadPage(stripBase(window.location.pathname, basename));
  if (rendered) hydrateRoot(container, app());
  else createRoot(container).render(app());
}

void start();
