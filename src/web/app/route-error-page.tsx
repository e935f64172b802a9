import { Link, useLocation } from '../lib/routing.tsx';
import { Component, useEffect, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { shell } from '../../shared/i18n/messages/shell.ts';

/** A page that failed to load or render. A failed chunk after a new release is fixed by reloading once. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useI18n();
  useEffect(() => {
    // A failed page answers its controls too (see PageReady).
    document.documentElement.dataset.ready = '';
  }, []);
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  useEffect(() => {
    if (!chunkFailed) return;
    const key = 'koa-reloaded-after-chunk-error';
    if (!sessionStorage.getItem(key)) {
      sessionStorage.setItem(key, '1');
      window.location.reload();
    }
  }, [chunkFailed]);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-koa-900">{t(shell.pageFailed)}</h1>
      <p className="mt-4 text-stone-700">{t(shell.pageFailedText)}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t(shell.reload)}
        </button>
        <Link to="/" className="btn-secondary" reloadDocument>
          {t(shell.returnHome)}
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; resetKey: string; failed: boolean }> {
  override state = { error: null as unknown, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { error: unknown; resetKey: string; failed: boolean },
  ) {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteErrorPage instead of a page that threw while loading or rendering; going to another page clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
