/**
 * The notice after a delete: what was deleted, and Undo, which restores it as Recently Deleted's Restore does (the
 * delete's change is reverted: the record comes back with everything deleted with it, under the same address).
 * Pinned to the foot of the window, so it is seen wherever the keeper was on the page. A chunk of its own,
 * fetched only after a delete (site layout), so visitors never download it.
 */
import { useState } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, X } from 'lucide-react';
import { historyApi } from '../../../shared/api/routes.ts';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/failure-message.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
import { deletedState, type DeletedRecord } from './route-notice.tsx';

/** How far back Undo looks in Recently Deleted for the delete (the newest first; other keepers delete too). */
const LOOK_BACK = 100;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Restores the record: its delete is found in Recently Deleted and reverted. */
async function undoDelete(t: Translator['t'], deleted: DeletedRecord) {
  const page = await api.call(historyApi.listDeleted, {
    query: { record_type: deleted.record_type, limit: LOOK_BACK },
  });
  const change = page.changes.find((candidate) => candidate.record_id === deleted.record_id);
  if (!change) throw new Error(capitalised(t(ui.notDeleted, { what: deleted.what })));
  await api.call(historyApi.revertChange, { params: { id: change.change_id }, body: {} });
}

export function DeletedNotice({ deleted }: { deleted: DeletedRecord }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const dismiss = () => void navigate(here, { replace: true, state: null });

  const undo = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await undoDelete(t, deleted);
      // Everything shown may hold the record again (a list, the canoe's tabs).
      await client.invalidateQueries();
      await navigate(here, { replace: true, state: deletedState({ ...deleted, restored: true }) });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 print:hidden">
      <div
        role="status"
        className="pointer-events-auto flex w-full max-w-2xl flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 shadow-lg"
      >
        <p className="min-w-0 flex-1 basis-60">
          {deleted.restored ? (
            <>
              {t(ui.restored, { what: deleted.what })}{' '}
              {deleted.path ? (
                <Link to={deleted.path} className="font-medium underline">
                  {t(ui.openIt)}
                </Link>
              ) : null}
            </>
          ) : (
            t(ui.deleted, { what: deleted.what })
          )}
        </p>
        <div className="flex shrink-0 items-center gap-2">
          {deleted.restored ? null : (
            <button
              type="button"
              className="inline-flex items-center gap-1.5 rounded-md border border-emerald-400 bg-white px-3 py-1.5 font-medium text-emerald-900 hover:bg-emerald-100 disabled:opacity-60"
              onClick={() => void undo()}
              disabled={busy}
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              {t(busy ? ui.restoring : ui.undo)}
            </button>
          )}
          <button
            type="button"
            className="shrink-0 rounded p-1 hover:bg-emerald-100"
            aria-label={t(ui.dismissMessage)}
            onClick={dismiss}
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
        {failure ? (
          <p role="alert" className="w-full font-medium text-red-800">
            {failure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
