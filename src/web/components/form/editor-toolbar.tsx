/**
 * The parts both Tiptap editors' toolbars share (rich-text-editor.tsx for notes and biographies, story-editor.tsx
 * for community stories): the button, the toolbar's frame, bold and italic, the link prompt, undo and redo.
 */
import { useId, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import { Bold, Italic, Link2, Redo2, Undo2, type LucideIcon } from 'lucide-react';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { useI18n } from '../../lib/i18n.tsx';

export function ToolbarButton({
  label,
  icon: Icon,
  active = false,
  onClick,
  disabled = false,
}: {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={`rounded p-1.5 ${active ? 'bg-koa-200 text-koa-900' : 'text-stone-700 hover:bg-stone-100'} disabled:opacity-40`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

/**
 * The editor's buttons. Named "Formatting" followed by the editor's own label ("Formatting Notes"), so a form
 * with two editors (a text and its ʻŌlelo Hawaiʻi version, decision 027) has two toolbars a screen reader tells apart.
 */
export function EditorToolbar({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  const { t } = useI18n();
  const word = useId();
  return (
    <div
      role="toolbar"
      aria-labelledby={`${word} ${labelledBy}`}
      className="flex flex-wrap gap-1 border-b border-stone-200 p-1.5"
    >
      <span id={word} hidden>
        {t(forms.formatting)}
      </span>
      {children}
    </div>
  );
}

/**
 * Asks for an address; one typed without its scheme gets https. `allowPaths` keeps the site's own paths ("/…")
 * as they are. Null when the question was cancelled; '' when the answer was empty.
 */
export function askUrl(message: string, current = '', allowPaths = false): string | null {
  const answer = window.prompt(message, current);
  if (answer === null) return null;
  const trimmed = answer.trim();
  const kept = allowPaths ? /^(https?:|mailto:|\/)/i : /^(https?:|mailto:)/i;
  return trimmed === '' || kept.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Bold and Italic. */
export function MarkButtons({ editor, disabled = false }: { editor: Editor; disabled?: boolean }) {
  const { t } = useI18n();
  const chain = () => editor.chain().focus();
  return (
    <>
      <ToolbarButton
        label={t(forms.bold)}
        icon={Bold}
        disabled={disabled}
        active={editor.isActive('bold')}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        label={t(forms.italic)}
        icon={Italic}
        disabled={disabled}
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      />
    </>
  );
}

/** Link: asks for the address of the selected words; an empty answer removes their link. */
export function LinkButton({
  editor,
  disabled = false,
  allowPaths = false,
}: {
  editor: Editor;
  disabled?: boolean;
  allowPaths?: boolean;
}) {
  const { t } = useI18n();
  const setLink = () => {
    const url = askUrl(
      t(forms.linkAddress),
      (editor.getAttributes('link').href as string | undefined) ?? '',
      allowPaths,
    );
    if (url === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url === '') chain.unsetLink().run();
    else chain.setLink({ href: url }).run();
  };
  return (
    <ToolbarButton
      label={t(forms.link)}
      icon={Link2}
      disabled={disabled}
      active={editor.isActive('link')}
      onClick={setLink}
    />
  );
}

/** Undo and Redo, each disabled when there is nothing to undo or redo. */
export function HistoryButtons({ editor, disabled = false }: { editor: Editor; disabled?: boolean }) {
  const { t } = useI18n();
  const chain = () => editor.chain().focus();
  return (
    <>
      <ToolbarButton
        label={t(forms.undo)}
        icon={Undo2}
        disabled={disabled || !editor.can().undo()}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        label={t(forms.redo)}
        icon={Redo2}
        disabled={disabled || !editor.can().redo()}
        onClick={() => chain().redo().run()}
      />
    </>
  );
}
