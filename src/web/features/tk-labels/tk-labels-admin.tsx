/**
 * The administrators' Labels page (decision 021): import a community's Local Contexts project file, and give a
 * label this archive's own text (or go back to the community's). Each write is one change of the history.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import type { TkImport, TkLabel } from '../../../shared/api/index.ts';
import { ARCHIVE_TEXT_MAX } from '../../../shared/api/tk-labels.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { failedTo } from '../../lib/failure-message.ts';
import { useI18n, withParts, type Translator } from '../../lib/i18n.tsx';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { TkLabelIcon } from './tk-label-badges.tsx';
import { ChangeReasonField } from '../../components/form/change-reason-field.tsx';
import { withReason } from '../../components/form/change-reason.ts';
import { importTkProject, invalidateTkLabels, setTkLabelText, useTkLabels } from './tk-label-queries.ts';

function importedWords(result: TkImport, t: Translator['t']) {
  return t(protocolsArea.imported, {
    project: result.project_title,
    added: result.added,
    updated: result.updated,
  });
}

function ImportForm() {
  const translator = useI18n();
  const { t } = translator;
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
        throw new Error(t(protocolsArea.notJson));
      }
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        throw new Error(t(protocolsArea.notJson));
      }
      return withReason(reason, () => importTkProject(json as Record<string, unknown>));
    },
    onSuccess: async (result) => {
      setDone(importedWords(result, t));
      setReason('');
      await invalidateTkLabels(client);
    },
  });
  return (
    <section aria-labelledby="tk-import-heading" className="card p-5 sm:p-6">
      <h2 id="tk-import-heading" className="text-lg font-semibold text-koa-900">
        {t(protocolsArea.importTitle)}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {withParts(
          translator,
          protocolsArea.importText,
          {},
          {
            address: (
              <code>{`https://localcontextshub.org/api/v2/projects/<${t(protocolsArea.projectId)}>/`}</code>
            ),
          },
        )}
      </p>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setDone('');
          if (file) run.mutate();
        }}
      >
        <FormField label={t(protocolsArea.projectFile)}>
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
        <FormError message={run.isError ? failedTo(t(protocolsArea.importFailed), run.error, {}, t) : ''} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={!file || run.isPending}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {t(protocolsArea.importLabels)}
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
  const { t } = useI18n();
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
        label={t(protocolsArea.archiveTextOf, { label: label.name })}
        hint={t(protocolsArea.archiveTextHint)}
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
      <FormError message={save.isError ? failedTo(t(protocolsArea.saveTextFailed), save.error, {}, t) : ''} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {t(protocolsArea.saveText)}
        </button>
        {label.archive_text !== null ? (
          <button
            type="button"
            className="btn-secondary"
            disabled={save.isPending}
            onClick={() => save.mutate(null)}
          >
            {t(protocolsArea.useCommunityText)}
          </button>
        ) : null}
        <button type="button" className="btn-secondary" onClick={onDone} disabled={save.isPending}>
          {t(protocolsArea.cancel)}
        </button>
      </div>
    </form>
  );
}

function LabelCard({ label }: { label: TkLabel }) {
  const { t } = useI18n();
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
            {t(protocolsArea.labelKind, { kind: label.kind })}
            {label.community ? ` · ${label.community}` : ''}
            {label.language ? ` · ${label.language}` : ''}
          </p>
          <p className="text-sm text-stone-600">
            {t(protocolsArea.project)}{' '}
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
            {label.archive_text !== null ? t(protocolsArea.archiveText) : t(protocolsArea.communityText)}
          </p>
          <p className="mt-1 break-words whitespace-pre-line text-stone-800">{label.text}</p>
          {label.archive_text !== null ? (
            <details className="mt-2 text-sm text-stone-700">
              <summary className="cursor-pointer">{t(protocolsArea.communityText)}</summary>
              <p className="mt-1 whitespace-pre-line">{label.community_text}</p>
            </details>
          ) : null}
          <button
            type="button"
            className="btn-secondary mt-3"
            aria-label={t(protocolsArea.editTextOfLabel, { label: label.name })}
            onClick={() => setEditing(true)}
          >
            {t(protocolsArea.editText)}
          </button>
        </>
      )}
    </article>
  );
}

export function TkLabelsAdmin() {
  const { t } = useI18n();
  const labels = useTkLabels();
  return (
    <div className="space-y-8">
      <ImportForm />
      <section aria-labelledby="tk-labels-list-heading">
        <h2 id="tk-labels-list-heading" className="text-xl font-semibold text-koa-900">
          {t(protocolsArea.archiveLabels)}
        </h2>
        {labels.isPending ? (
          <LoadingState label={t(protocolsArea.loadingLabels)} />
        ) : labels.isError ? (
          <FormError message={t(protocolsArea.loadLabelsFailed)} />
        ) : labels.data.length === 0 ? (
          <p className="mt-2 text-stone-600">{t(protocolsArea.noLabelsYet)}</p>
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
