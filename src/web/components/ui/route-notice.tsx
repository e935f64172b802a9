import { useLocation, useNavigate } from '../../lib/routing.tsx';
import { X } from 'lucide-react';
import type { RecordPageNotice } from '../form/save-with-image.ts';
import type { RecordType } from '../../../shared/api/history.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * A record just deleted, for the notice that says so and offers Undo (deleted-notice.tsx, shown by the site's
 * layout wherever the keeper lands). It lives in the history entry of that page, like the notice below.
 */
export interface DeletedRecord {
  /** What was deleted, in words: 'the steward Hui Waʻa'. */
  what: string;
  /** The change history's name for it, and its id: Undo finds its delete in Recently Deleted by them. */
  record_type: RecordType;
  record_id: number;
  /** Its page, offered once it is back (none for a part of a record, shown on the page the keeper is on). */
  path?: string;
  /** Undone: the notice says it is back. */
  restored?: boolean;
}

/** The history entry's state that shows the notice of a delete. */
export const deletedState = (deleted: DeletedRecord) => ({ deleted });

/** The record the history entry's state names as just deleted, if any. */
export function deletedRecordOf(state: unknown): DeletedRecord | null {
  const deleted = (state as { deleted?: DeletedRecord } | null)?.deleted;
  return deleted && typeof deleted.what === 'string' ? deleted : null;
}

/**
 * Says on the page the keeper is on that a record is deleted, with Undo: the page's history entry is replaced, so
 * the page and where it is scrolled stay as they are.
 */
export function useSayDeleted() {
  const navigate = useNavigate();
  const location = useLocation();
  return (deleted: DeletedRecord) =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: deletedState(deleted) },
    );
}

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
  const { t } = useI18n();
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
          aria-label={t(ui.dismissMessage)}
          onClick={dismiss}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : (
        <button type="button" className="shrink-0 font-medium underline" onClick={dismiss}>
          {t(ui.dismiss)}
        </button>
      )}
    </div>
  );
}
