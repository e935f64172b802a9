/**
 * The editor of a submitted story: Tiptap limited to what a story may hold once stored (paragraphs, bold, italic
 * and links; the server removes anything else), so an administrator cannot add what would silently vanish.
 * The shared rich-text editor (components/form/rich-text-editor.tsx) offers headings, lists, images and tables
 * and cannot be limited, hence this small one. A chunk of its own: loaded when Edit is pressed.
 */
import { useEditor, EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, Redo2, Undo2, type LucideIcon } from 'lucide-react';

export interface StoryEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Id of the element that labels the editor. */
  labelledBy: string;
  /** Ids of its hint and message. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

function ToolbarButton({
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

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const answer = window.prompt(
      'Link address',
      (editor.getAttributes('link').href as string | undefined) ?? '',
    );
    if (answer === null) return;
    const url = answer.trim();
    if (url === '') chain().extendMarkRange('link').unsetLink().run();
    else {
      const href = /^(https?:|mailto:)/i.test(url) ? url : `https://${url}`;
      chain().extendMarkRange('link').setLink({ href }).run();
    }
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-stone-200 p-1.5"
    >
      <ToolbarButton
        label="Bold"
        icon={Bold}
        disabled={disabled}
        active={editor.isActive('bold')}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        label="Italic"
        icon={Italic}
        disabled={disabled}
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        label="Link"
        icon={Link2}
        disabled={disabled}
        active={editor.isActive('link')}
        onClick={setLink}
      />
      <ToolbarButton
        label="Undo"
        icon={Undo2}
        disabled={disabled || !editor.can().undo()}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        label="Redo"
        icon={Redo2}
        disabled={disabled || !editor.can().redo()}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}

export default function StoryEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
}: StoryEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        bulletList: false,
        orderedList: false,
        listItem: false,
        listKeymap: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'rich-text max-w-none overflow-y-auto px-3 py-2 focus:outline-none',
        style: 'min-height: 12rem; max-height: 28rem',
      },
    },
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  if (!editor) return null;
  return (
    <div
      className={`rounded-lg border bg-white focus-within:border-ocean-500 ${invalid ? 'border-red-600' : 'border-stone-300'}`}
    >
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}
