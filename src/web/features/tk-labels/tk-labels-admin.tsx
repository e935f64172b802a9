/**
 * The administrators' Labels page (decision 021): import a community's Local Contexts project file, and give a
 * label this archive's own text (or go back to the community's). Each write is one change of the history.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import type { TkImport, TkLabel } from '../../../shared/api/index.ts';
import { TK_LABEL_KIND_WORDS } from '../../../shared/tk-labels.ts';
import { ARCHIVE_TEXT_MAX } from '../../../shared/api/tk-labels.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { failedTo } from '../../lib/failure-message.ts';
import { TkLabelIcon } from './tk-label-badges.tsx';
import { ChangeReasonField } from '../../components/form/change-reason-field.tsx';
import { withReason } from '../../components/form/change-reason.ts';
import { importTkProject, invalidateTkLabels, setTkLabelText, useTkLabels } from './tk-label-queries.ts';

const NOT_JSON = 'This file is not a Local Contexts project: it is not JSON.';

function importedWords(result: TkImport) {
  const parts = [`${result.added} new label${result.added === 1 ? '' : 's'}`, `${result.updated} updated`];
  return `Imported from “${result.project_title}”: ${parts.join(', ')}.`;
}

function ImportForm() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState('');
  const [reason, setReason] = useState('');
  const run = useMutation({
    mutationFn: async () => {
      const text = await file!.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new Error(NOT_JSON);
      }
      if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error(NOT_JSON);
      return withReason(reason, () => importTkProject(json as Record<string, unknown>));
    },
    onSuccess: async (result) => {
      setDone(importedWords(result));
      setReason('');
      await invalidateTkLabels(client);
    },
  });
  return (
    <section aria-labelledby="tk-import-heading" className="card p-5 sm:p-6">
      <h2 id="tk-import-heading" className="text-lg font-semibold text-koa-900">
        Import a Local Contexts project
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        The project file is what the Local Contexts Hub’s API answers for the community’s project (
        <code>https://localcontextshub.org/api/v2/projects/&lt;project id&gt;/</code>), saved as a .json file.
        A label imported before is updated; this archive’s own text of it stays.
      </p>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setDone('');
          if (file) run.mutate();
        }}
      >
        <FormField label="Project file (.json)">
          {(props) => (
            <input
              {...props}
              type="file"
              accept=".json,application/json"
              className="block w-full text-sm text-stone-700 file:mr-4 file:rounded-lg file:border-0 file:bg-koa-100 file:px-4 file:py-2 file:font-medium file:text-koa-900 hover:file:bg-koa-200"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setDone('');
                run.reset();
              }}
            />
          )}
        </FormField>
        <ChangeReasonField own={{ value: reason, onChange: setReason }} />
        <FormError message={run.isError ? failedTo('import the labels', run.error) : ''} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={!file || run.isPending}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            Import labels
          </button>
          <p role="status" className="text-sm font-medium text-green-800">
            {done}
          </p>
        </div>
      </form>
    </section>
  );
}

function TextForm({ label, onDone }: { label: TkLabel; onDone: () => void }) {
  const client = useQueryClient();
  const [text, setText] = useState(label.archive_text ?? label.community_text);
  const [reason, setReason] = useState('');
  const save = useMutation({
    mutationFn: (value: string | null) => withReason(reason, () => setTkLabelText(label.label_id, value)),
    onSuccess: async () => {
      await invalidateTkLabels(client);
      onDone();
    },
  });
  return (
    <form
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(text.trim() === label.community_text.trim() ? null : text);
      }}
    >
      <FormField
        label={`This archive’s text of ${label.name}`}
        hint="Shown instead of the community’s text. Saved empty, the community’s text is shown again."
      >
        {(props) => (
          <textarea
            {...props}
            className="input min-h-32"
            maxLength={ARCHIVE_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <ChangeReasonField own={{ value: reason, onChange: setReason }} />
      <FormError message={save.isError ? failedTo('save the text', save.error) : ''} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          Save text
        </button>
        {label.archive_text !== null ? (
          <button
            type="button"
            className="btn-secondary"
            disabled={save.isPending}
            onClick={() => save.mutate(null)}
          >
            Use the community’s text
          </button>
        ) : null}
        <button type="button" className="btn-secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function LabelCard({ label }: { label: TkLabel }) {
  const [editing, setEditing] = useState(false);
  const headingId = `tk-label-${label.label_id}`;
  return (
    <article aria-labelledby={headingId} className="card p-5">
      <div className="flex gap-4">
        <TkLabelIcon label={label} size={56} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold break-words text-koa-900">
            {label.name}
          </h3>
          <p className="text-sm text-stone-600">
            {TK_LABEL_KIND_WORDS[label.kind]}
            {label.community ? ` · ${label.community}` : ''}
            {label.language ? ` · ${label.language}` : ''}
          </p>
          <p className="text-sm text-stone-600">
            Project:{' '}
            {label.project_page ? (
              <a href={label.project_page} rel="noopener noreferrer" className="link underline">
                {label.project_title}
              </a>
            ) : (
              label.project_title
            )}
          </p>
        </div>
      </div>
      {editing ? (
        <TextForm label={label} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="mt-3 text-sm font-medium text-stone-700">
            {label.archive_text !== null ? 'This archive’s text' : 'The community’s text'}
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-stone-800">{label.text}</p>
          {label.archive_text !== null ? (
            <details className="mt-2 text-sm text-stone-700">
              <summary className="cursor-pointer">The community’s text</summary>
              <p className="mt-1 whitespace-pre-line">{label.community_text}</p>
            </details>
          ) : null}
          <button type="button" className="btn-secondary mt-3" onClick={() => setEditing(true)}>
            Edit text<span className="sr-only"> of {label.name}</span>
          </button>
        </>
      )}
    </article>
  );
}

export function TkLabelsAdmin() {
  const labels = useTkLabels();
  return (
    <div className="space-y-8">
      <ImportForm />
      <section aria-labelledby="tk-labels-list-heading">
        <h2 id="tk-labels-list-heading" className="text-xl font-semibold text-koa-900">
          The archive’s labels
        </h2>
        {labels.isPending ? (
          <LoadingState label="Loading labels..." />
        ) : labels.isError ? (
          <FormError message="Failed to load the labels. Please try again later." />
        ) : labels.data.length === 0 ? (
          <p className="mt-2 text-stone-600">No labels yet: import a project file above.</p>
        ) : (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {labels.data.map((label) => (
              <li key={label.label_id}>
                <LabelCard label={label} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
