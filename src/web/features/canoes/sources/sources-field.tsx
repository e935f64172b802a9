/**
 * The administrators' "Sources" field, one component for every form that writes a record with sources:
 * the canoe form, the canoe page's inline name, ownership, restoration and race-entry forms, the ownership
 * transfer page and a photo's Edit Details. It keeps its own list beside the form's values, and the form sends the
 * list in its record's own request (`withSources`): the server writes the record and its sources in one
 * transaction, so they are saved together or not at all (issue 31). Each citation has a
 * kind, its text, an optional http(s) link and, for an oral history, who told it and whether they agreed to be
 * named. Citations can be added, removed and moved; the public pages number them in this order.
 *
 * Only forms import this file (admin chunks): visitors never download it.
 */
import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { api, ApiError } from '../../../lib/api.ts';
import { FormField } from '../../../components/form/form-field.tsx';
import type { Source, SourceRecordType } from '../../../../shared/api/index.ts';
import { sourcesBody, type SourcesBody } from '../../../../shared/api/sources.ts';
import { sourceApi } from '../../../../shared/api/routes.ts';
import { SOURCE_KINDS, type SourceKind } from '../../../../shared/sources.ts';
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { canoeDetailKey } from '../detail/canoe-detail-queries.ts';
import { WhoMaySee } from '../detail/kept-for.tsx';
import { sourcesArea } from '../../../../shared/i18n/messages/sources.ts';

interface SourceDraft {
  /** React's key: stays with the citation as it moves. */
  key: number;
  source_id?: number;
  kind: SourceKind;
  citation: string;
  url: string;
  teller: string;
  teller_named: boolean;
}

let nextKey = 1;
const draftOf = (source: Source): SourceDraft => ({
  key: nextKey++,
  source_id: source.source_id,
  kind: source.kind,
  citation: source.citation,
  url: source.url ?? '',
  teller: source.teller ?? '',
  teller_named: source.teller_named,
});
const emptyDraft = (): SourceDraft => ({
  key: nextKey++,
  kind: 'document',
  citation: '',
  url: '',
  teller: '',
  teller_named: false,
});

/** The list as the API takes it. */
const bodyOf = (drafts: SourceDraft[]) => ({
  sources: drafts.map(({ key: _key, source_id, kind, citation, url, teller, teller_named }) => ({
    ...(source_id ? { source_id } : {}),
    kind,
    citation,
    url: url.trim() || null,
    ...(kind === 'oral_history' ? { teller: teller.trim() || null, teller_named } : {}),
  })),
});

/**
 * A citation added and left empty (no citation, link or teller typed; its kind alone says nothing): it is left out
 * of the list that is sent, not refused, so an Add Source clicked by mistake never holds a save back. A saved
 * citation emptied is not blank: it is refused ('Please enter the citation') rather than silently deleted.
 */
const isBlank = (draft: SourceDraft) =>
  !draft.source_id && !draft.citation.trim() && !draft.url.trim() && !draft.teller.trim();

/** The rows that are sent, with the place each holds in the list as shown (its messages are shown there). */
function sentRows(drafts: SourceDraft[]) {
  const rows = drafts.flatMap((draft, shown) => (isBlank(draft) ? [] : [{ draft, shown }]));
  return {
    body: bodyOf(rows.map((row) => row.draft)),
    /** A message's key about the list as sent ('2.citation') as the key of the row shown ('3.citation'). */
    shownKey: (key: string) =>
      key.replace(/^(\d+)(?=\.|$)/, (index) => String(rows[Number(index)]?.shown ?? index)),
  };
}

/**
 * The record's sources as an administrator edits them: read from the server for this form (with every teller,
 * which the page a visitor was sent leaves out), or none for a record not saved yet.
 */
export function useSourcesDraft(
  canoeId: number | null,
  record: { type: SourceRecordType; id: number } | null,
) {
  const { t } = useI18n();
  const existing = canoeId !== null && record !== null;
  const query = useQuery({
    queryKey: [...canoeDetailKey(canoeId ?? 0), 'sources', 'edit'],
    queryFn: ({ signal }) => api.call(sourceApi.listCanoeSources, { params: { id: canoeId ?? 0 }, signal }),
    enabled: existing,
    staleTime: 0,
    gcTime: 0,
  });
  const recordType = record?.type;
  const recordId = record?.id;
  const saved = useMemo(() => {
    if (!existing) return [];
    if (!query.data) return null;
    return query.data
      .filter((source) => source.record_type === recordType && source.record_id === recordId)
      .sort((a, b) => a.position - b.position)
      .map(draftOf);
  }, [existing, query.data, recordType, recordId]);
  /** The list as the administrator has changed it; until then, as saved. */
  const [edited, setEdited] = useState<SourceDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const drafts = edited ?? saved;
  const initial = saved ? JSON.stringify(bodyOf(saved)) : '';

  const change = (next: SourceDraft[]) => {
    setEdited(next);
    setErrors({});
  };

  return {
    drafts,
    errors,
    /** A save refused for its sources says so ('Please correct the highlighted sources'), in the page's words. */
    needsCorrecting: t(area.sourcesNeedCorrecting),
    loadFailed: query.isError,
    change,
    /** Checks the list by the API's own schema; false (with the messages shown) when a citation needs correcting. */
    check(): boolean {
      if (!drafts) return true;
      const sent = sentRows(drafts);
      const result = sourcesBody.safeParse(sent.body);
      if (result.success) return true;
      const found: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = sent.shownKey(issue.path.slice(1).join('.'));
        found[key || 'sources'] ??= issue.message;
      }
      setErrors(found);
      return false;
    },
    /**
     * The list to send with the record (`sources` of its create or update body), or undefined when the keeper left
     * it as it was: a save that does not touch the sources does not rewrite them.
     */
    toSend(): SourcesBody['sources'] | undefined {
      if (!drafts) return undefined;
      const body = sentRows(drafts).body;
      return JSON.stringify(body) === initial ? undefined : body.sources;
    },
    /** Shows the server's messages about the sources (`sources.1.source_id`) by them; true when there were any. */
    refused(error: unknown): boolean {
      if (!drafts || !(error instanceof ApiError)) return false;
      const sent = sentRows(drafts);
      const found = Object.entries(error.fields).filter(([field]) => /^sources(\.|$)/.test(field));
      if (!found.length) return false;
      setErrors(
        Object.fromEntries(
          found.map(([field, message]) => [
            sent.shownKey(field.replace(/^sources\.?/, '')) || 'sources',
            message,
          ]),
        ),
      );
      return true;
    },
  };
}

export type SourcesDraft = ReturnType<typeof useSourcesDraft>;

const ICON_BUTTON =
  'inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-koa-800 hover:bg-stone-100 disabled:opacity-40 disabled:hover:bg-transparent';

function SourceItem({
  draft,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  draft: SourceDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (draft: SourceDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useI18n();
  const number = index + 1;
  const error = (field: string) => errors[`${index}.${field}`];
  const consentId = useId();
  return (
    <li>
      <fieldset className="space-y-3 rounded-lg border border-stone-200 bg-stone-50/60 p-3 sm:p-4">
        {/* The legend names the group for screen readers; a floated one would not sit in the row of buttons. */}
        <legend className="sr-only">{t(area.sourceNumber, { number })}</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p aria-hidden="true" className="text-sm font-semibold text-stone-800">
            {t(area.sourceNumber, { number })}
          </p>
          <div className="flex flex-wrap gap-1">
            {/* A saved source: who may see it is set at once, apart from this form's save. */}
            {draft.source_id ? (
              <WhoMaySee
                kind="source"
                id={draft.source_id}
                what={t(area.sourceWhat, { number, citation: draft.citation })}
              />
            ) : null}
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={t(area.moveSourceUp, { number })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={t(area.moveSourceDown, { number })}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              className={`${ICON_BUTTON} text-red-700 hover:bg-red-50`}
              aria-label={t(area.removeSource, { number })}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              <span className="max-sm:sr-only">{t(area.remove)}</span>
            </button>
          </div>
        </div>
        {error('source_id') ? <p className="text-sm text-red-700">{t(area.sourceChanged)}</p> : null}
        <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <FormField label={t(area.kind)} error={error('kind')}>
            {(props) => (
              <select
                {...props}
                className="input"
                value={draft.kind}
                onChange={(event) => onChange({ ...draft, kind: event.target.value as SourceKind })}
              >
                {SOURCE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(sourcesArea.sourceKind, { kind })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t(area.citation)} required error={error('citation')}>
            {(props) => (
              <input
                {...props}
                type="text"
                className="input"
                maxLength={1000}
                aria-required
                value={draft.citation}
                placeholder={t(area.citationPlaceholder)}
                onChange={(event) => onChange({ ...draft, citation: event.target.value })}
              />
            )}
          </FormField>
        </div>
        <FormField label={t(area.link)} error={error('url')} hint={t(area.linkHint)}>
          {(props) => (
            <input
              {...props}
              type="url"
              inputMode="url"
              className="input"
              maxLength={2000}
              value={draft.url}
              placeholder={t(area.linkPlaceholder)}
              onChange={(event) => onChange({ ...draft, url: event.target.value })}
            />
          )}
        </FormField>
        {draft.kind === 'oral_history' ? (
          <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
            <FormField label={t(area.toldBy)} error={error('teller')}>
              {(props) => (
                <input
                  {...props}
                  type="text"
                  className="input"
                  maxLength={200}
                  value={draft.teller}
                  onChange={(event) => onChange({ ...draft, teller: event.target.value })}
                />
              )}
            </FormField>
            <div className="flex items-start gap-2 pb-2">
              <input
                id={consentId}
                type="checkbox"
                className="mt-1 h-4 w-4"
                checked={draft.teller_named}
                onChange={(event) => onChange({ ...draft, teller_named: event.target.checked })}
              />
              <label htmlFor={consentId} className="text-sm text-stone-800">
                {t(area.tellerNamed)}
              </label>
            </div>
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

/** The Sources field: the list of citations with Add Source, each editable, movable and removable. */
export function SourcesField({ draft, hint }: { draft: SourcesDraft; hint?: string }) {
  const { t } = useI18n();
  const hintId = useId();
  const { drafts, errors } = draft;
  if (draft.loadFailed) {
    return <p className="text-sm text-red-700">{t(area.sourcesLoadFailed)}</p>;
  }
  if (!drafts) return <p className="text-sm text-stone-600">{t(area.loadingSources)}</p>;
  const move = (index: number, by: -1 | 1) => {
    const next = [...drafts];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    draft.change(next);
  };
  return (
    <fieldset aria-describedby={hintId} className="space-y-3">
      <legend className="label mb-0">{t(area.sources)}</legend>
      <p id={hintId} className="mt-1 text-xs text-stone-600">
        {hint ?? t(area.sourcesHint)}
      </p>
      {errors.sources ? <p className="text-sm text-red-700">{errors.sources}</p> : null}
      {drafts.length ? (
        <ol className="space-y-3">
          {drafts.map((item, index) => (
            <SourceItem
              key={item.key}
              draft={item}
              index={index}
              count={drafts.length}
              errors={errors}
              onChange={(changed) => draft.change(drafts.map((d) => (d.key === item.key ? changed : d)))}
              onMove={(by) => move(index, by)}
              onRemove={() => draft.change(drafts.filter((d) => d.key !== item.key))}
            />
          ))}
        </ol>
      ) : null}
      <button type="button" className="btn-secondary" onClick={() => draft.change([...drafts, emptyDraft()])}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t(area.addSource)}
      </button>
    </fieldset>
  );
}

/**
 * A form's save with the record's sources: the list is checked before anything is written, then sent in the
 * record's own request (only when it was changed), which writes both or neither. A source the server refuses is
 * marked by it, and the form's sentence says to correct the highlighted sources.
 */
export function withSources<B extends object, R>(
  draft: SourcesDraft,
  send: (body: B & { sources?: SourcesBody['sources'] }) => Promise<R>,
) {
  return async (body: B): Promise<R> => {
    if (!draft.check()) throw new Error(draft.needsCorrecting);
    const sources = draft.toSend();
    try {
      return await send(sources ? { ...body, sources } : body);
    } catch (error) {
      if (draft.refused(error)) throw new Error(draft.needsCorrecting);
      throw error;
    }
  };
}
