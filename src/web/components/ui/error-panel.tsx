import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** A failed load: what went wrong and the way out (Try Again, Back to…). */
export function ErrorPanel({
  title,
  message,
  children,
}: {
  title?: string;
  message: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div
      role="alert"
      className="mx-auto my-10 max-w-xl rounded-lg border border-red-200 bg-red-50 p-6 text-center"
    >
      <AlertTriangle aria-hidden="true" className="mx-auto mb-3 h-8 w-8 text-red-600" />
      <h2 className="text-lg font-semibold text-red-900">{title ?? t(ui.somethingWrong)}</h2>
      <p className="mt-2 text-red-800">{message}</p>
      {children ? <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

/** The spec's Try Again: reload the page. */
export function TryAgainButton() {
  const { t } = useI18n();
  return (
    <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
      {t(ui.tryAgain)}
    </button>
  );
}
