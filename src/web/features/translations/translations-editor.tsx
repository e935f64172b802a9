/**
 * The Translations page's list (decision 026): every message of the interface with its English, where it appears
 * and its note, and the translation a translator writes, saves as a draft, or saves as reviewed. A page uses a
 * saved translation at once; the server refuses one that does not parse or does not keep the English's `{names}`.
 */
import { useMemo, useState } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translationApi } from '../../../shared/api/routes.ts';
import type {
  CatalogImportResponse,
  TranslationResponse,
  TranslationState,
} from '../../../shared/api/translations.ts';
import { pathOf, type BodyOf } from '../../../shared/api/endpoint.ts';
import { translationsArea as m } from '../../../shared/i18n/messages/translations.ts';
import { foldText } from '../../../shared/text.ts';
import { api, ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';

const LANGUAGE = 'haw';

const translationsQuery = queryOptions({
  queryKey: ['translations', LANGUAGE],
  queryFn: ({ signal }) =>
    api.call(translationApi.listTranslations, { params: { language: LANGUAGE }, signal }),
});

type Shown = 'all' | TranslationState;

const STATE_STYLE: Record<TranslationState, string> = {
  missing: 'bg-stone-100 text-stone-700',
  draft: 'bg-amber-100 text-amber-900',
  reviewed: 'bg-emerald-100 text-emerald-900',
};

function MessageRow({ message }: { message: TranslationResponse }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [text, setText] = useState(message.text ?? '');
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (state: 'draft' | 'reviewed') =>
      api.call(translationApi.setTranslation, {
        params: { language: LANGUAGE, messageId: message.id },
        body: { text, state },
      }),
    onSuccess: async (answer) => {
      setText(answer.text ?? '');
      setSaved(true);
      await client.invalidateQueries({ queryKey: translationsQuery.queryKey });
    },
    onMutate: () => setSaved(false),
  });
  const field = `translation-${message.id}`;
  const error = save.error instanceof ApiError ? save.error.message : save.error ? String(save.error) : null;
  const stateWord = { missing: t(m.missing), draft: t(m.draft), reviewed: t(m.reviewed) }[message.state];
  return (
    <li className="card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <code className="text-xs break-all text-stone-600">{message.id}</code>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLE[message.state]}`}>
          {stateWord}
        </span>
      </div>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold text-stone-600">{t(m.english)}</p>
          <p lang="en" className="mt-1 break-words whitespace-pre-wrap text-stone-900">
            {message.english}
          </p>
          {message.note ? <p className="mt-2 text-sm text-stone-600">{message.note}</p> : null}
          {message.arguments.length ? (
            <p className="mt-2 text-sm text-stone-600">
              {t(m.keep, { names: message.arguments.map((name) => `{${name}}`).join(', ') })}
            </p>
          ) : null}
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate('draft');
          }}
        >
          <label htmlFor={field} className="text-xs font-semibold text-stone-600">
            {t(m.translation)}
          </label>
          <textarea
            id={field}
            lang="haw"
            rows={Math.min(6, Math.max(2, Math.ceil(message.english.length / 50)))}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSaved(false);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${field}-error` : undefined}
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
          />
          {error ? (
            <p id={`${field}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <button type="submit" className="btn-secondary" disabled={save.isPending}>
              {save.isPending && save.variables === 'draft' ? t(m.saving) : t(m.saveDraft)}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={save.isPending}
              onClick={() => save.mutate('reviewed')}
            >
              {save.isPending && save.variables === 'reviewed' ? t(m.saving) : t(m.saveReviewed)}
            </button>
            <span role="status" className="text-sm text-emerald-800">
              {saved ? t(m.saved) : ''}
            </span>
          </div>
          {message.text ? <p className="mt-1 text-xs text-stone-600">{t(m.removeHint)}</p> : null}
        </form>
      </div>
    </li>
  );
}

/**
 * Messages rendered at a time: the whole interface (about 900 messages, each with its field and buttons) took
 * seconds to render on a busy machine, and a translator works through it by area, state or search anyway.
 */
const PAGE_SIZE = 50;

/** Download the language's catalog file, or import one (translations made elsewhere, or another archive's). */
function CatalogFile() {
  const { t } = useI18n();
  const client = useQueryClient();
  const [result, setResult] = useState<CatalogImportResponse | null>(null);
  const load = useMutation({
    mutationFn: async (file: File) => {
      // A file that is not JSON fails here, with the browser's reason.
      const body: unknown = JSON.parse(await file.text());
      return api.call(translationApi.importCatalog, {
        params: { language: LANGUAGE },
        body: { catalog: body } as BodyOf<typeof translationApi.importCatalog>,
      });
    },
    onMutate: () => setResult(null),
    onSuccess: async (answer) => {
      setResult(answer);
      await client.invalidateQueries({ queryKey: translationsQuery.queryKey });
    },
  });
  const failure = load.error
    ? load.error instanceof ApiError
      ? load.error.message
      : String((load.error as Error).message)
    : null;
  return (
    <section aria-labelledby="catalog-file" className="card space-y-3 p-4">
      <h2 id="catalog-file" className="text-lg font-semibold text-koa-900">
        {t(m.catalogHeading)}
      </h2>
      <p className="text-sm text-stone-700">{t(m.catalogLead)}</p>
      <div className="flex flex-wrap items-center gap-4">
        <a
          className="btn-secondary"
          href={`/api${pathOf(translationApi.exportCatalog, { language: LANGUAGE })}`}
          download
        >
          {t(m.download)}
        </a>
        <label className="text-sm font-medium text-stone-700">
          {t(m.importFile)}
          <input
            type="file"
            accept="application/json,.json"
            className="mt-1 block text-sm"
            disabled={load.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) load.mutate(file);
            }}
          />
        </label>
      </div>
      <div aria-live="polite" className="text-sm">
        {load.isPending ? <p>{t(m.importing)}</p> : null}
        {failure ? (
          <p role="alert" className="text-red-700">
            {t(m.notACatalog, { reason: failure })}
          </p>
        ) : null}
        {result ? (
          <>
            <p className="text-stone-800">
              {t(m.imported, {
                written: result.written,
                unchanged: result.unchanged,
                refused: result.refused.length,
              })}
            </p>
            {result.refused.length ? (
              <ul className="mt-1 list-disc pl-5 text-stone-700">
                {result.refused.map((refused) => (
                  <li key={refused.id} className="break-words">
                    {t(m.refusedLine, refused)}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

export function TranslationsEditor() {
  const { t } = useI18n();
  const query = useQuery(translationsQuery);
  const [shown, setShownState] = useState<Shown>('all');
  const [search, setSearchState] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  // A new choice or search starts from its first messages.
  const setShown = (value: Shown) => {
    setShownState(value);
    setLimit(PAGE_SIZE);
  };
  const setSearch = (value: string) => {
    setSearchState(value);
    setLimit(PAGE_SIZE);
  };
  const messages = query.data?.messages;
  const listed = useMemo(() => {
    const wanted = foldText(search.trim());
    return (messages ?? []).filter(
      (message) =>
        (shown === 'all' || message.state === shown) &&
        (!wanted ||
          [message.id, message.english, message.text ?? ''].some((text) => foldText(text).includes(wanted))),
    );
  }, [messages, shown, search]);
  const areas = useMemo(() => {
    const byArea = new Map<string, { where: string; total: number; messages: TranslationResponse[] }>();
    listed.forEach((message, index) => {
      const area = byArea.get(message.area) ?? { where: message.where, total: 0, messages: [] };
      area.total++;
      if (index < limit) area.messages.push(message);
      byArea.set(message.area, area);
    });
    return [...byArea].filter(([, area]) => area.messages.length > 0);
  }, [listed, limit]);

  if (query.isPending) return <LoadingState label={t(m.loading)} />;
  if (query.isError || !query.data) return <p role="alert">{t(m.failed)}</p>;
  const { counts } = query.data;
  const choices: { value: Shown; label: string }[] = [
    { value: 'all', label: t(m.all) },
    { value: 'missing', label: t(m.missing) },
    { value: 'draft', label: t(m.draft) },
    { value: 'reviewed', label: t(m.reviewed) },
  ];
  return (
    <div className="space-y-6">
      <p className="font-medium text-koa-900">{t(m.progress, counts)}</p>
      <CatalogFile />
      <div className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label={t(m.show)} className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              aria-pressed={shown === choice.value}
              className={shown === choice.value ? 'btn-primary' : 'btn-secondary'}
              onClick={() => setShown(choice.value)}
            >
              {choice.label}
            </button>
          ))}
        </div>
        <div className="sm:w-80">
          <label htmlFor="translations-search" className="text-sm font-medium text-stone-700">
            {t(m.search)}
          </label>
          <input
            id="translations-search"
            type="search"
            value={search}
            placeholder={t(m.searchPlaceholder)}
            onChange={(event) => setSearch(event.target.value)}
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
          />
        </div>
      </div>
      {areas.length === 0 ? <p className="text-stone-700">{t(m.none)}</p> : null}
      {areas.map(([area, { where, total, messages: inArea }]) => (
        <section key={area} aria-labelledby={`area-${area}`} className="space-y-3">
          <h2 id={`area-${area}`} className="text-lg font-semibold text-koa-900">
            {where} <span className="text-sm font-normal text-stone-600">({total})</span>
          </h2>
          <ul className="space-y-3">
            {inArea.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ul>
        </section>
      ))}
      {listed.length > limit ? (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-stone-700">{t(m.shownOf, { shown: limit, total: listed.length })}</p>
          <button type="button" className="btn-secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>
            {t(m.showMore, { count: Math.min(PAGE_SIZE, listed.length - limit) })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
