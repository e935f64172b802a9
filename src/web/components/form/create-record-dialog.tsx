import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { Plus, X } from 'lucide-react';
import type { NameMatch } from '../../../shared/api/common.ts';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * What a form opened in a dialog is told: the record it created (then the dialog closes), an existing record of
 * the same name the keeper chose instead ("Use this one": it is chosen and the dialog closes), or Cancel.
 */
export interface DialogFormProps<T> {
  onCreated: (record: T, notice?: string) => void | Promise<void>;
  onUseExisting: (match: NameMatch) => void | Promise<void>;
  onCancel: () => void;
}

/**
 * "Add a new steward" beside a select: the record's own form in a dialog, so a missing steward, maker or race is
 * created without leaving (or losing) the form in progress. Once created, `onCreated` selects it, the dialog
 * closes and a line says what was added. The dialog's form is its own: its submit never reaches the form beneath.
 * The dialog and the line after it say that a record made there stays, even when the form beneath is then left
 * unsaved (issue 31, item 4: the keeper is told rather than the form removing it).
 */
export function CreateRecordDialog<T>({
  label,
  title,
  description,
  describe,
  onCreated,
  onChosen,
  children,
}: {
  /** The button's words ('Add a new steward'). */
  label: string;
  /** The dialog's heading ('Add New Steward'). */
  title: string;
  description: string;
  /** The line shown once a record is created and chosen ('Kaiola Club added and selected.'). */
  describe: (record: T) => string;
  /** Puts the new record in the select beneath (its list fetched again) and chooses it. */
  onCreated: (record: T) => Promise<void>;
  /** Chooses an existing record in the select beneath, by its id ("Use this one"). */
  onChosen: (id: number) => Promise<void>;
  /** The form, given what to do when it has created a record or is cancelled. */
  children: (props: DialogFormProps<T>) => ReactNode;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form: DialogFormProps<T> = {
    onCreated: async (record, notice) => {
      await onCreated(record);
      setDone([describe(record), t(forms.savedEvenIfLeft), notice].filter(Boolean).join(' '));
      setOpen(false);
    },
    onUseExisting: async (match) => {
      await onChosen(match.id);
      setDone(t(forms.chosenExisting, { name: match.name }));
      setOpen(false);
    },
    onCancel: () => setOpen(false),
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDone(null);
      }}
    >
      <div className="mt-1">
        <Dialog.Trigger asChild>
          <button type="button" className="link inline-flex items-center gap-1 text-sm">
            <Plus aria-hidden="true" className="h-3.5 w-3.5" />
            {label}
          </button>
        </Dialog.Trigger>
        <p role="status" className="text-sm text-emerald-800">
          {done}
        </p>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          // A submit inside stays inside: the dialog is rendered (in React's tree) within another form.
          onSubmit={(event) => event.stopPropagation()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(48rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-stone-50 p-4 shadow-xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-bold text-koa-900">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-stone-700">
                {description} {t(forms.savedNow)}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded p-1 text-stone-700 hover:bg-stone-200"
                aria-label={t(forms.close)}
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </div>
          {open ? children(form) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
