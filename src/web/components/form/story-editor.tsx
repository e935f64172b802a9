/**
 * A community story's editor, for the share form and the moderation page's Edit: Tiptap limited to
 * what a story keeps once stored (paragraphs, bold, italic and links; the server removes anything else), so
 * nobody writes what would silently vanish. The site's rich-text editor (rich-text-editor.tsx) offers headings,
 * lists, images and tables. Load it lazily: it is a chunk of its own, never rendered on the server.
 */
import { useEffect, useState } from 'react';
import { useEditor, EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar, HistoryButtons, LinkButton, MarkButtons } from './editor-toolbar.tsx';

export interface StoryEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Id of the element that labels the editor. */
  labelledBy: string;
  /** Ids of its hint and message. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The language of the text it holds (`haw` for a story in ʻŌlelo Hawaiʻi; decision 027), on its editable box. */
  lang?: string;
  /** Takes the focus once it is made, at the end of its text (the first box of a form that just opened). */
  autoFocus?: boolean;
}

function Toolbar({
  editor,
  disabled,
  labelledBy,
}: {
  editor: Editor;
  disabled: boolean;
  labelledBy: string;
}) {
  return (
    <EditorToolbar labelledBy={labelledBy}>
      <MarkButtons editor={editor} disabled={disabled} />
      <LinkButton editor={editor} disabled={disabled} />
      <HistoryButtons editor={editor} disabled={disabled} />
    </EditorToolbar>
  );
}

export default function StoryEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  lang,
  autoFocus = false,
}: StoryEditorProps) {
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
          link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
        }),
      ],
      content: value,
      editable: !disabled,
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
  // Once, when it is made: a form whose first box is this editor opens with the caret in it.
  useEffect(() => {
    if (made && autoFocus && editor && !editor.isDestroyed) editor.commands.focus('end');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the editor is made
  }, [made]);
  // The message comes and goes after the editor is made: keep the editable box's description in step.
  useEffect(() => {
    if (!made || !editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    if (describedBy) dom.setAttribute('aria-describedby', describedBy);
    else dom.removeAttribute('aria-describedby');
    if (invalid) dom.setAttribute('aria-invalid', 'true');
    else dom.removeAttribute('aria-invalid');
    // Here rather than in the attributes above, which are read once: the sender may choose the language later.
    if (lang) dom.setAttribute('lang', lang);
    else dom.removeAttribute('lang');
  }, [made, editor, describedBy, invalid, lang]);
  // Saving locks the words; the editor is made once, so its editability follows the prop here.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled);
  }, [editor, disabled]);
  if (!editor) return null;
  return (
    <div
      className={`rounded-lg border bg-white focus-within:border-ocean-500 ${invalid ? 'border-red-600' : 'border-stone-300'}`}
    >
      <Toolbar editor={editor} disabled={disabled} labelledBy={labelledBy} />
      <EditorContent editor={editor} />
    </div>
  );
}
