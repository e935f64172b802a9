import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from '../../lib/routing.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { useSignOutFailure } from '../../features/auth/auth-queries.ts';
import { lazyComponent, useChunksLoading } from '../../lib/lazy-component.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { deletedRecordOf } from '../../components/ui/route-notice.tsx';
import { permanentUrl } from '../../lib/site-config.ts';
import { pathInLanguage } from '../../../shared/i18n/languages.ts';
import { RouteErrorBoundary } from '../route-error-page.tsx';
import { useScrollRestoration } from './scroll-restoration.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { shell } from '../../../shared/i18n/messages/shell.ts';

/** 'Sign-out failed' is rare: its code is fetched only when a sign-out has failed. */
const SignOutNotice = lazyComponent(() =>
  import('../../features/auth/sign-out-notice.tsx').then((notice) => notice.SignOutNotice),
);

/** 'Deleted … Undo' after a delete: its code is fetched only then. */
const DeletedNotice = lazyComponent(() =>
  import('../../components/ui/deleted-notice.tsx').then((notice) => notice.DeletedNotice),
);

/**
 * The notice of a record just deleted, wherever the keeper landed (the page's history entry names it). Only once
 * the page has hydrated: the server never sees the history entry.
 */
function DeletedNoticeSlot() {
  const deleted = deletedRecordOf(useLocation().state);
  const hydrated = useHydrated();
  if (!deleted || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <DeletedNotice deleted={deleted} />
    </Suspense>
  );
}

/**
 * Moves focus to the page's heading after client-side navigation, so screen readers announce the new page. Not on
 * the page's first render: a server-rendered page can be used before its script runs, and hydrating it must not
 * take the focus from the control the visitor is on.
 */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (main && document.activeElement !== document.body) main.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Marks `<html data-ready>` once the page answers its controls (the browser tests wait for it after each load).
 * It sits in the page's own Suspense boundary, beside the page: React hydrates that boundary after the layout
 * around it, so a mark set by the layout came before the page's select or button could answer.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

/** On paper only, in place of the footer: where the page lives, so a printed record leads back to it. */
function PrintedFoot() {
  const { pathname } = useLocation();
  const { t, language } = useI18n();
  return (
    <p className="mx-4 mt-8 hidden border-t border-stone-300 pt-3 text-sm text-stone-700 print:block">
      {t(shell.printedLink, { url: permanentUrl(pathInLanguage(pathname, language)) })}
    </p>
  );
}

export function AppLayout() {
  const loading = useChunksLoading();
  const signOutFailed = useSignOutFailure().failed;
  useFocusOnNavigate();
  useScrollRestoration();
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-koa-900"
      >
        {t(shell.skipToContent)}
      </a>
      <SiteHeader />
      <Breadcrumbs />
      {signOutFailed ? (
        <Suspense fallback={null}>
          <SignOutNotice />
        </Suspense>
      ) : null}
      <main
        id="main"
        tabIndex={-1}
        // At least a screen high: the footer starts below the fold, so it never jumps down in view when a
        // page's content arrives after its first paint (a layout shift of 0.56 on a canoe page).
        className="min-h-screen flex-1 outline-none print:min-h-0"
        aria-busy={loading}
      >
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <PrintedFoot />
      <DeletedNoticeSlot />
    </div>
  );
}
