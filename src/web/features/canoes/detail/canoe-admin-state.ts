/**
 * What the administrators' controls on the canoe page share (spec §4 "Canoe detail"): which inline form is open
 * (one at a time, adding a row or editing one, closed when the tab changes), which record waits for delete confirmation, the delete
 * failure banner (cleared after 5 s) and the words announced after a change. The forms and the dialog themselves
 * live in ./admin/ and load only when an administrator opens them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CanoeTab } from './canoe-tabs.ts';

export const DELETE_ERROR_TIMEOUT_MS = 5000;
export const REDIRECT_AFTER_CANOE_DELETE_MS = 500;

export type AddFormKind = 'name' | 'ownership' | 'restoration' | 'race';

/** The tab of each kind's inline form (its words are messages of the admin controls: canoeAdminArea). */
export const ADD_FORMS: Record<AddFormKind, { tab: CanoeTab }> = {
  name: { tab: 'names' },
  ownership: { tab: 'ownership' },
  restoration: { tab: 'restorations' },
  race: { tab: 'races' },
};

export const addToggleId = (kind: AddFormKind) => `add-${kind}-toggle`;
export const addFormId = (kind: AddFormKind) => `add-${kind}-form`;
/** A row's Edit button, where the focus returns once its form has closed. */
export const editButtonId = (kind: AddFormKind, rowId: number) => `edit-${kind}-${rowId}`;
export const editFormId = (kind: AddFormKind) => `edit-${kind}-form`;

/**
 * What an inline form is given by the page: `row` is the record it edits; without one it adds a new record.
 */
export interface AddFormProps<Row = unknown> {
  canoeId: number;
  formId: string;
  /** Opened by its own button: the first field takes the focus (not when a Quick Action opened the tab). */
  autoFocus: boolean;
  row?: Row;
  onDone: (saved: boolean) => void;
}

/** The inline form that is open: its kind, and the id of the row it edits (none while adding). */
export interface OpenForm {
  kind: AddFormKind;
  autoFocus: boolean;
  editId?: number;
}

/** A record the administrator asked to delete; `label` names it for the dialog and the screen reader. */
export type DeleteTarget =
  | { kind: 'canoe'; label: string }
  | { kind: 'name'; id: number; label: string }
  | { kind: 'ownership'; id: number; label: string }
  | { kind: 'restoration'; id: number; label: string }
  | { kind: 'race-entry'; id: number; raceId: number; label: string };

/**
 * What is told to screen readers after a change: what happened to which kind of record. The admin controls
 * (admin-controls.tsx, loaded for administrators only) say it in words, so a visitor's page carries none of them.
 */
export type Announcement =
  { event: 'added' | 'saved'; kind: AddFormKind } | { event: 'deleted'; kind: DeleteTarget['kind'] };

/** The add button of the tab a deleted row lived in: where the focus goes once the row has gone. */
const FOCUS_AFTER_DELETE: Partial<Record<DeleteTarget['kind'], AddFormKind>> = {
  name: 'name',
  ownership: 'ownership',
  restoration: 'restoration',
  'race-entry': 'race',
};

/** What the tabs need to show the controls; null for everyone who is not an administrator. */
export interface CanoeAdmin {
  canoeId: number;
  openForm: OpenForm | null;
  /** The tab's Add button: opens the add form, or closes it when it is open. */
  toggleForm: (kind: AddFormKind) => void;
  /** A row's Edit button: opens the row's form, or closes it when it is open. */
  toggleEdit: (kind: AddFormKind, rowId: number) => void;
  closeForm: (form: OpenForm, saved: boolean) => void;
  requestDelete: (target: DeleteTarget) => void;
}

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: false }));

export function useCanoeAdmin(canoeId: number, tab: CanoeTab) {
  const [openForm, setOpenForm] = useState<CanoeAdmin['openForm']>(null);
  const [formTab, setFormTab] = useState(tab);
  // A form belongs to its tab: leaving the tab closes it (set while rendering, so it never shows in another tab).
  if (formTab !== tab) {
    setFormTab(tab);
    if (openForm && ADD_FORMS[openForm.kind].tab !== tab) setOpenForm(null);
  }

  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [canoeDeleted, setCanoeDeleted] = useState(false);

  useEffect(() => {
    if (!failure) return;
    const timer = window.setTimeout(() => setFailure(null), DELETE_ERROR_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [failure]);

  const focusTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);

  const toggleForm = useCallback((kind: AddFormKind) => {
    setOpenForm((current) =>
      current?.kind === kind && current.editId === undefined ? null : { kind, autoFocus: true },
    );
  }, []);

  const toggleEdit = useCallback((kind: AddFormKind, rowId: number) => {
    setOpenForm((current) =>
      current?.kind === kind && current.editId === rowId ? null : { kind, autoFocus: true, editId: rowId },
    );
  }, []);

  const closeForm = useCallback((form: OpenForm, saved: boolean) => {
    setOpenForm((current) =>
      current?.kind === form.kind && current.editId === form.editId ? null : current,
    );
    if (form.editId === undefined) {
      if (saved) setAnnouncement({ event: 'added', kind: form.kind });
      focusLater(addToggleId(form.kind));
    } else {
      if (saved) setAnnouncement({ event: 'saved', kind: form.kind });
      focusLater(editButtonId(form.kind, form.editId));
    }
  }, []);

  const requestDelete = useCallback((target: DeleteTarget) => {
    setDialogWanted(true);
    setDeleteTarget(target);
  }, []);

  const admin: CanoeAdmin = { canoeId, openForm, toggleForm, toggleEdit, closeForm, requestDelete };

  return {
    admin,
    /** Quick Actions' Add Restoration: the tab opens with its form, the focus staying on the tab. */
    openFormQuietly: (kind: AddFormKind) => setOpenForm({ kind, autoFocus: false }),
    dialog: {
      /** The dialog's code is fetched the first time a delete is asked for, then kept. */
      wanted: dialogWanted,
      target: deleteTarget,
      close: () => setDeleteTarget(null),
      onFailed: (message: string) => setFailure({ message, at: Date.now() }),
      onDeleted: (target: DeleteTarget) => {
        setFailure(null);
        if (target.kind === 'canoe') {
          setAnnouncement({ event: 'deleted', kind: 'canoe' });
          setCanoeDeleted(true);
          return;
        }
        setAnnouncement({ event: 'deleted', kind: target.kind });
        const kind = FOCUS_AFTER_DELETE[target.kind];
        // The row and its button are gone once the dialog has closed: the focus would otherwise fall to the page.
        window.clearTimeout(focusTimer.current);
        focusTimer.current = window.setTimeout(() => {
          const active = document.activeElement;
          if (kind && (!active || active === document.body)) focusLater(addToggleId(kind));
        }, 100);
      },
    },
    failure: failure?.message ?? null,
    dismissFailure: () => setFailure(null),
    announcement,
    canoeDeleted,
  };
}
