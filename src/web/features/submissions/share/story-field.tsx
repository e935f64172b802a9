import { lazy, Suspense, useId } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** The editor is a chunk of its own, fetched once the form is in the browser (never on the server). */
const StoryEditor = lazy(() => import('../../../components/form/story-editor.tsx'));

/** A box of the editor's size while its code loads, so the form does not jump. */
function EditorPlaceholder() {
  return (
    <div aria-hidden="true" className="rounded-lg border border-stone-300 bg-white">
      <div className="h-10 border-b border-stone-200" />
      <div className="min-h-48" />
    </div>
  );
}

/** The story: rich text limited to paragraphs, emphasis and links, with its label, hint and message. */
export function StoryField({
  label,
  value,
  error,
  hint,
  onChange,
  lang,
}: {
  label: string;
  value: string;
  error?: string;
  hint: string;
  onChange: (html: string) => void;
  /** The language the story is written in, marked on the editor's box (decision 027). */
  lang?: string;
}) {
  const id = useId();
  // False in the server render and while hydrating, then true: the editor never renders on the server.
  const inBrowser = useHydrated();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <p id={`${id}-label`} className="label">
        {label}
      </p>
      {inBrowser ? (
        <Suspense fallback={<EditorPlaceholder />}>
          <StoryEditor
            value={value}
            onChange={onChange}
            labelledBy={`${id}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
            lang={lang}
          />
        </Suspense>
      ) : (
        <EditorPlaceholder />
      )}
      <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
