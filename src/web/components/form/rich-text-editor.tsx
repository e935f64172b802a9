/**
 * The rich-text editor of the admin forms (canoe notes, maker biographies): Tiptap with headings, lists, links,
 * images and tables. Heavy, so forms load it with `lazy(() => import(...))` and visitors never download it.
 * The HTML it produces is sanitised again by the server when saved.
 */
import { useEditor, EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Heading2, Heading3, ImagePlus, List, ListOrdered, Quote, Table } from 'lucide-react';
import { archiveImagePath } from '../../../shared/archive-images.ts';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { EditorToolbar, HistoryButtons, LinkButton, MarkButtons, ToolbarButton } from './editor-toolbar.tsx';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Id of the element that labels the editor. */
  labelledBy: string;
  /** Editor height in pixels (the spec's notes editor is 400). */
  height?: number;
  /** The language of the text it holds when not the page's (`haw` for a Hawaiian version; decision 027). */
  lang?: string;
}

function Toolbar({ editor, labelledBy }: { editor: Editor; labelledBy: string }) {
  const { t } = useI18n();
  const chain = () => editor.chain().focus();
  const addImage = () => {
    const answer = window.prompt(t(forms.imageAddress));
    if (answer === null || answer.trim() === '') return;
    // The server keeps only the archive's own images; say so now rather than lose the image on save.
    const src = archiveImagePath(answer, window.location.origin);
    if (src) chain().setImage({ src }).run();
    else window.alert(t(forms.notAnArchiveImage));
  };
  return (
    <EditorToolbar labelledBy={labelledBy}>
      <MarkButtons editor={editor} />
      <ToolbarButton
        label={t(forms.heading)}
        icon={Heading2}
        active={editor.isActive('heading', { level: 2 })}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolbarButton
        label={t(forms.subheading)}
        icon={Heading3}
        active={editor.isActive('heading', { level: 3 })}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolbarButton
        label={t(forms.bulletedList)}
        icon={List}
        active={editor.isActive('bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarButton
        label={t(forms.numberedList)}
        icon={ListOrdered}
        active={editor.isActive('orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolbarButton
        label={t(forms.quote)}
        icon={Quote}
        active={editor.isActive('blockquote')}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <LinkButton editor={editor} allowPaths />
      <ToolbarButton label={t(forms.image)} icon={ImagePlus} onClick={addImage} />
      <ToolbarButton
        label={t(forms.table)}
        icon={Table}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      <HistoryButtons editor={editor} />
    </EditorToolbar>
  );
}

export default function RichTextEditor({
  value,
  onChange,
  labelledBy,
  height = 400,
  lang,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true } }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(lang ? { lang } : {}),
        class: 'rich-text max-w-none overflow-y-auto px-3 py-2 focus:outline-none',
        style: `min-height: ${height}px; max-height: ${height}px`,
      },
    },
    // The toolbar shows which marks are on (aria-pressed): it must see every transaction, not only content changes.
    shouldRerenderOnTransaction: true,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  if (!editor) return null;
  return (
    <div className="rounded-lg border border-stone-300 bg-white focus-within:border-ocean-500">
      <Toolbar editor={editor} labelledBy={labelledBy} />
      <EditorContent editor={editor} />
    </div>
  );
}
