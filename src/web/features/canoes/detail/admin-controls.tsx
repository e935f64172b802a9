/**
 * The administrators' buttons on the canoe page. The buttons are small and load with the page; the forms and
 * the confirmation dialog they open are separate chunks, fetched only when an administrator opens one, so
 * visitors never download them.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Plus, Trash2, X } from 'lucide-react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import {
  ADD_FORMS,
  addFormId,
  addToggleId,
  type AddFormKind,
  type AddFormProps,
  type CanoeAdmin,
  type DeleteTarget,
} from './canoe-admin-state.ts';

const FORMS: Record<AddFormKind, ComponentType<AddFormProps>> = {
  name: lazy(() => import('./admin/add-name-form.tsx')),
  ownership: lazy(() => import('./admin/add-ownership-form.tsx')),
  restoration: lazy(() => import('./admin/add-restoration-form.tsx')),
  race: lazy(() => import('./admin/add-race-entry-form.tsx')),
};

const DeleteDialog = lazy(() => import('./admin/delete-dialog.tsx'));

/** A row's delete button: 'Delete' on screen, the record named for screen readers ('Delete name Makani Lele'). */
export function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 hover:text-red-800"
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      Delete
    </button>
  );
}

/** The tab's 'Add …' button; it shows and hides the tab's inline form. */
export function AddFormToggle({ admin, kind }: { admin: CanoeAdmin; kind: AddFormKind }) {
  const open = admin.openForm?.kind === kind;
  return (
    <button
      type="button"
      id={addToggleId(kind)}
      aria-expanded={open}
      aria-controls={open ? addFormId(kind) : undefined}
      onClick={() => admin.toggleForm(kind)}
      className="btn-secondary"
    >
      <Plus aria-hidden="true" className="h-4 w-4" />
      {ADD_FORMS[kind].label}
    </button>
  );
}

/** The tab's inline add form, while it is open. */
export function AddFormSlot({ admin, kind }: { admin: CanoeAdmin; kind: AddFormKind }) {
  if (admin.openForm?.kind !== kind) return null;
  const Form = FORMS[kind];
  return (
    <Suspense fallback={<LoadingState label="Loading form..." />}>
      <Form
        canoeId={admin.canoeId}
        formId={addFormId(kind)}
        autoFocus={admin.openForm.autoFocus}
        onDone={(added) => admin.closeForm(kind, added)}
      />
    </Suspense>
  );
}

export function DeleteDialogSlot({
  canoeId,
  dialog,
}: {
  canoeId: number;
  dialog: {
    wanted: boolean;
    target: DeleteTarget | null;
    close: () => void;
    onFailed: (message: string) => void;
    onDeleted: (target: DeleteTarget) => void;
  };
}) {
  if (!dialog.wanted) return null;
  return (
    <Suspense fallback={null}>
      <DeleteDialog
        canoeId={canoeId}
        target={dialog.target}
        onClose={dialog.close}
        onFailed={dialog.onFailed}
        onDeleted={dialog.onDeleted}
      />
    </Suspense>
  );
}

/**
 * A failed delete ('Failed to delete name: …'), pinned to the foot of the window so it is seen wherever the
 * button was, and gone after five seconds (spec §4); and the quiet announcement of a change that worked.
 */
export function AdminNotices({
  failure,
  onDismiss,
  announcement,
}: {
  failure: string | null;
  onDismiss: () => void;
  announcement: string;
}) {
  return (
    <>
      <div role="status" className="sr-only">
        {announcement}
      </div>
      {failure ? (
        <div className="fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
          <div
            role="alert"
            className="flex max-w-xl items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 shadow-lg"
          >
            <p className="flex-1">{failure}</p>
            <button
              type="button"
              onClick={onDismiss}
              aria-label="Dismiss message"
              className="rounded p-0.5 text-red-800 hover:bg-red-100"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
