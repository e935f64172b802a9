/**
 * The administrators' buttons on the canoe page. The buttons are small and load with the page; the forms and
 * the confirmation dialog they open are separate chunks, fetched only when an administrator opens one, so
 * visitors never download them.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import {
  ADD_FORMS,
  addFormId,
  addToggleId,
  editButtonId,
  editFormId,
  type AddFormKind,
  type AddFormProps,
  type Announcement,
  type CanoeAdmin,
  type DeleteTarget,
} from './canoe-admin-state.ts';
import { TabList, TabTop, type TabListState } from './tab-parts.tsx';
import { WhoMaySee } from './kept-for.tsx';
import type { KeepableKind } from '../../../../shared/api/protocols.ts';
import { canoeAdminArea } from '../../../../shared/i18n/messages/canoe-admin.ts';
import { ui } from '../../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** A record's kind as its messages choose their words (`select` takes no hyphen). */
const kindWord = (kind: DeleteTarget['kind']) => (kind === 'race-entry' ? 'race_entry' : kind);

/** What "Who may see this" beside a row keeps (decision 020): its kind, its id, and the row in words. */
export interface RowProtection {
  kind: KeepableKind;
  id: number;
  what: string;
}

/** Each kind's form: it adds a record, or edits the row it is given. */
const FORMS: Record<AddFormKind, ComponentType<AddFormProps<never>>> = {
  name: lazy(() => import('./admin/add-name-form.tsx')),
  ownership: lazy(() => import('./admin/add-ownership-form.tsx')),
  restoration: lazy(() => import('./admin/add-restoration-form.tsx')),
  race: lazy(() => import('./admin/add-race-entry-form.tsx')),
};

const DeleteDialog = lazy(() => import('./admin/delete-dialog.tsx'));

const ROW_BUTTON =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap hover:bg-stone-100';

/**
 * A row's delete button: 'Delete' on screen (the icon alone on a phone), the record named for screen readers
 * ('Delete name Makani Lele'); it asks for confirmation.
 */
export function DeleteButton({ admin, target }: { admin: CanoeAdmin; target: DeleteTarget }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-label={t(canoeAdminArea.deleteLabel, { kind: kindWord(target.kind), label: target.label })}
      onClick={() => admin.requestDelete(target)}
      className={`${ROW_BUTTON} text-red-700 hover:bg-red-50 hover:text-red-800`}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      <span className="max-sm:sr-only">{t(ui.delete)}</span>
    </button>
  );
}

/**
 * A row's Edit button: opens the row's inline form above the list (pressed again, closes it); the record is named
 * for screen readers ('Edit name Makani Lele').
 */
export function EditButton({
  admin,
  kind,
  rowId,
  label,
}: {
  admin: CanoeAdmin;
  kind: AddFormKind;
  rowId: number;
  label: string;
}) {
  const { t } = useI18n();
  const open = admin.openForm?.kind === kind && admin.openForm.editId === rowId;
  return (
    <button
      type="button"
      id={editButtonId(kind, rowId)}
      aria-label={t(canoeAdminArea.editLabel, { kind, label })}
      aria-expanded={open}
      aria-controls={open ? editFormId(kind) : undefined}
      onClick={() => admin.toggleEdit(kind, rowId)}
      className={`${ROW_BUTTON} text-koa-800 hover:text-koa-900`}
    >
      <Pencil aria-hidden="true" className="h-4 w-4" />
      <span className="max-sm:sr-only">{t(canoeAdminArea.edit)}</span>
    </button>
  );
}

/** A row's "Who may see this" (when it can be kept), Edit and Delete buttons, side by side. */
export function RowActions({
  admin,
  kind,
  rowId,
  target,
  protection,
}: {
  admin: CanoeAdmin;
  kind: AddFormKind;
  rowId: number;
  target: DeleteTarget;
  protection?: RowProtection;
}) {
  return (
    <div className="flex justify-end gap-1">
      {protection ? <WhoMaySee {...protection} /> : null}
      <EditButton admin={admin} kind={kind} rowId={rowId} label={target.label} />
      <DeleteButton admin={admin} target={target} />
    </div>
  );
}

/** The header of the administrators' column, for screen readers. */
function ActionsHeader() {
  const { t } = useI18n();
  return <span className="sr-only">{t(canoeAdminArea.actions)}</span>;
}

/**
 * The administrators' column of each row's Edit and Delete; left out for everyone else. It stays in view at the
 * right edge while a wide table scrolls sideways on a phone.
 */
export function actionsColumn<T>(
  admin: CanoeAdmin | null,
  kind: AddFormKind,
  rowId: (row: T) => number,
  target: (row: T) => DeleteTarget,
  protection?: (row: T) => RowProtection,
): Column<T> | false {
  return (
    admin !== null && {
      header: <ActionsHeader />,
      headerProps: { className: 'sticky right-0 max-sm:px-1' },
      className:
        'sticky right-0 bg-white text-right max-sm:px-1 max-sm:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]',
      cell: (row) => (
        <RowActions
          admin={admin}
          kind={kind}
          rowId={rowId(row)}
          target={target(row)}
          protection={protection?.(row)}
        />
      ),
    }
  );
}

/**
 * A history tab: its heading with the administrator's Add button, the inline form while it is open (adding, or
 * editing the row whose Edit was pressed), then the tab's records (see TabList) as a table of the given columns,
 * or as `children` shows them, and what comes `after` them (their sources).
 */
export function HistorySection<T>({
  kind,
  admin,
  list,
  rowKey,
  after,
  ...shown
}: {
  kind: AddFormKind;
  admin: CanoeAdmin | null;
  list: TabListState<T>;
  rowKey: (row: T) => number;
  /** Under the records: their numbered sources. */
  after?: ReactNode;
} & ({ columns: (Column<T> | false)[] } | { children: (items: T[]) => ReactNode })) {
  const { t } = useI18n();
  const headingId = `${ADD_FORMS[kind].tab}-heading`;
  // Each history tab's heading, its lines while its records load or when they failed, and its note when there are none.
  const title = t(canoeAdminArea.historyTitle, { kind });
  return (
    <section aria-labelledby={headingId}>
      <TabTop id={headingId} title={title}>
        {admin ? <AddFormToggle admin={admin} kind={kind} /> : null}
      </TabTop>
      {admin ? <FormSlot admin={admin} kind={kind} rows={list.data} rowKey={rowKey} /> : null}
      <TabList
        list={list}
        loading={t(canoeAdminArea.historyLoading, { kind })}
        failed={t(canoeAdminArea.historyFailed, { kind })}
        empty={t(canoeAdminArea.historyEmpty, { kind })}
      >
        {'columns' in shown
          ? (rows) => (
              <DataTable
                className="card mt-4 overflow-x-auto"
                rows={rows}
                rowKey={rowKey}
                columns={shown.columns}
              />
            )
          : shown.children}
      </TabList>
      {after}
    </section>
  );
}

/** The tab's 'Add …' button; it shows and hides the tab's inline form. */
export function AddFormToggle({ admin, kind }: { admin: CanoeAdmin; kind: AddFormKind }) {
  const { t } = useI18n();
  const open = admin.openForm?.kind === kind && admin.openForm.editId === undefined;
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
      {t(canoeAdminArea.addToggle, { kind })}
    </button>
  );
}

/**
 * The tab's inline form while it is open: the add form, or the edit form of one row (none if that row has gone
 * meanwhile). A form for another row is a new form, started from that row's values.
 */
function FormSlot<T>({
  admin,
  kind,
  rows,
  rowKey,
}: {
  admin: CanoeAdmin;
  kind: AddFormKind;
  rows: T[] | undefined;
  rowKey: (row: T) => number;
}) {
  const { t } = useI18n();
  const open = admin.openForm;
  if (open?.kind !== kind) return null;
  const row =
    open.editId === undefined ? undefined : rows?.find((candidate) => rowKey(candidate) === open.editId);
  if (open.editId !== undefined && !row) return null;
  const Form = FORMS[kind] as ComponentType<AddFormProps<T>>;
  return (
    <Suspense fallback={<LoadingState label={t(canoeAdminArea.loadingForm)} />}>
      <Form
        key={open.editId ?? 'new'}
        canoeId={admin.canoeId}
        formId={open.editId === undefined ? addFormId(kind) : editFormId(kind)}
        autoFocus={open.autoFocus}
        row={row}
        onDone={(saved) => admin.closeForm(open, saved)}
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
  announcement: Announcement | null;
}) {
  const { t } = useI18n();
  return (
    <>
      <div role="status" className="sr-only">
        {announcement
          ? announcement.event === 'deleted'
            ? t(canoeAdminArea.deleted, { kind: kindWord(announcement.kind) })
            : t(canoeAdminArea[announcement.event], { kind: announcement.kind })
          : ''}
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
              aria-label={t(ui.dismissMessage)}
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
