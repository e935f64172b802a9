/**
 * The story's editor: Tiptap limited to what a story may hold (paragraphs, bold, italic, links), so the sender sees
 * what will be kept; the server cleans the HTML again. A chunk of its own, loaded by the share form in the browser.
 */
import { useEffect, useState } from 'react';
import { useEditor, EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, Redo2, Undo2, type LucideIcon } from 'lucide-react';

export interface StoryEditorProps {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
}

function ToolbarButton({
  label,
  icon: Icon,
  active,
  disabled = false,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={`rounded p-2 ${active ? 'bg-koa-200 text-koa-900' : 'text-stone-700 hover:bg-stone-100'} disabled:opacity-40`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const answer = window.prompt('Link address', (editor.getAttributes('link').href as string) ?? '');
    if (answer === null) return;
    const url = answer.trim();
    if (!url) chain().extendMarkRange('link').unsetLink().run();
    else {
      const href = /^(https?:|mailto:)/i.test(url) ? url : `https://${url}`;
      chain().extendMarkRange('link').setLink({ href }).run();
    }
  };
  return (
    <div role="toolbar" aria-label="Formatting" className="flex gap-1 border-b border-stone-200 p-1">
      <ToolbarButton
        label="Bold"
        icon={Bold}
        active={editor.isActive('bold')}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        label="Italic"
        icon={Italic}
        active={editor.isActive('italic')}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton label="Link" icon={Link2} active={editor.isActive('link')} onClick={setLink} />
      <ToolbarButton
        label="Undo"
        icon={Undo2}
        disabled={!editor.can().undo()}
        onClick={() => chain().undo().run()}
      />
      <ToolbarButton
        label="Redo"
        icon={Redo2}
        disabled={!editor.can().redo()}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}

export default function StoryEditor({ value, onChange, labelledBy, describedBy, invalid }: StoryEditorProps) {
  // The editable box exists once the editor is made (after this component's first effects).
  const [made, setMade] = useState(false);
  const editor = useEditor(
    {
      extensions: [
        StarterKit.configure({
          heading: false,
          blockquote: false,
          bulletList: false,
          orderedList: false,
          listItem: false,
          listKeymap: false,
          code: false,
          codeBlock: false,
          horizontalRule: false,
          strike: false,
          underline: false,
          link: { openOnClick: false, autolink: true, protocols: ['mailto'] },
        }),
      ],
      content: value,
      immediatelyRender: false,
      editorProps: {
        attributes: {
          'aria-labelledby': labelledBy,
          'aria-multiline': 'true',
          role: 'textbox',
          class: 'rich-text max-w-none overflow-y-auto px-3 py-2 focus:outline-none min-h-48 max-h-[60vh]',
        },
      },
      shouldRerenderOnTransaction: true,
      onCreate: () => setMade(true),
      onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    },
    [],
  );
  // The message comes and goes after the editor is made: keep the editable box's description in step.
  useEffect(() => {
    if (!made || !editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
  }, [made, editor, describedBy, invalid]);
  if (!editor) return null;
  return (
    <div
      className={`rounded-lg border bg-white focus-within:border-ocean-500 ${invalid ? 'border-red-600' : 'border-stone-300'}`}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
