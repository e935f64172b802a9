import { useLocation, useNavigate } from 'react-router';
import { X } from 'lucide-react';
import type { RecordPageNotice } from '../form/save-with-image.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The word a form left for the page it opened (a create whose image the server refused, a canoe created), until the admin
 * dismisses it: dropped from the history entry too, so a reload does not say it again. The Dismiss button is a
 * word, or a cross named for screen readers. The word lives in the browser's history entry, which the server never
 * sees: on a server-rendered page (reloaded before the word was dismissed) it shows once the page has hydrated, or
 * the first render would differ from the server's (error #418).
 */
export function RouteNotice({ dismissIcon = false }: { dismissIcon?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { notice, tone } = (location.state as Partial<RecordPageNotice> | null) ?? {};
  if (!notice || !hydrated) return null;
  const success = tone === 'success';
  const dismiss = () =>
    void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null });
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={`mb-6 flex items-start justify-between gap-4 rounded-lg border px-4 py-3 text-sm ${
        success
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-amber-300 bg-amber-50 text-amber-900'
      }`}
    >
      <p>{notice}</p>
      {dismissIcon ? (
        <button
          type="button"
          className={`shrink-0 rounded p-1 ${success ? 'hover:bg-emerald-100' : 'hover:bg-amber-100'}`}
          aria-label="Dismiss message"
          onClick={dismiss}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : (
        <button type="button" className="shrink-0 font-medium underline" onClick={dismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
