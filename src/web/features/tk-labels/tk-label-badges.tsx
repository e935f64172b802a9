/**
 * Traditional Knowledge labels on the public pages (decision 021): the canoe's own in the sidebar's box, each with
 * its icon, name, community and text; a photo's, story's or source's beside it, compact (icon and name, the text
 * on opening it), in full on paper. The icons are the archive's own drawings (shared/tk-labels.ts). Small and free
 * of the forms' code: every canoe page carries it.
 */
import { Link } from '../../lib/routing.tsx';
import { Tags } from 'lucide-react';
import type { TkLabel, TkLabelRecordType } from '../../../shared/api/index.ts';
import { paths } from '../../../shared/paths.ts';
import { labelsArea } from '../../../shared/i18n/messages/labels.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';
import { useCanoeTkLabels, usesOf } from './tk-label-queries.ts';

export function TkLabelIcon({ label, size = 40 }: { label: Pick<TkLabel, 'icon_url'>; size?: number }) {
  return (
    <img
      src={label.icon_url}
      alt=""
      width={size}
      height={size}
      className="shrink-0"
      style={{ width: size, height: size }}
    />
  );
}

/** The sidebar's box: the canoe's own labels, each in full. Nothing when it has none (and for visitors). */
export function CanoeTkLabelsBox({ canoeId, isAdmin }: { canoeId: number; isAdmin: boolean }) {
  const translator = useI18n();
  const { t } = translator;
  const { data } = useCanoeTkLabels(canoeId);
  const own = usesOf(data, 'canoe', canoeId);
  if (!own.length && !isAdmin) return null;
  return (
    <section aria-labelledby="tk-labels-heading" className="card p-5 print:break-inside-avoid">
      <h2 id="tk-labels-heading" className="flex items-center gap-2 text-lg font-semibold text-koa-900">
        <Tags aria-hidden="true" className="h-5 w-5 text-koa-600" />
        {t(labelsArea.tkLabels)}
      </h2>
      {own.length ? (
        <ul className="mt-3 space-y-4">
          {own.map(({ use_id, label }) => (
            <li key={use_id} className="flex gap-3">
              <TkLabelIcon label={label} />
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-koa-900">{label.name}</h3>
                {label.community ? <p className="text-sm text-stone-600">{label.community}</p> : null}
                <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-800">{label.text}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-stone-600">{t(labelsArea.noLabels)}</p>
      )}
      {own.length ? (
        <p className="mt-3 text-xs text-stone-600">
          {withParts(
            translator,
            labelsArea.labelsFrom,
            {},
            {
              localContexts: (
                <a href="https://localcontexts.org/" rel="noopener noreferrer" className="link underline">
                  {t(labelsArea.localContexts)}
                </a>
              ),
            },
          )}
        </p>
      ) : null}
      {isAdmin ? (
        <Link to={`${paths.canoeEdit(canoeId)}#tk-labels`} className="btn-secondary mt-4 w-full print:hidden">
          {t(labelsArea.changeLabels)}
        </Link>
      ) : null}
    </section>
  );
}

/**
 * A photo's, story's or source's labels: icon and name, each opening to its text; on paper, the text in full.
 * Nothing when it has none.
 */
export function RecordTkLabels({
  canoeId,
  type,
  id,
  className = 'mt-2',
}: {
  canoeId: number;
  type: Exclude<TkLabelRecordType, 'canoe'>;
  id: number;
  className?: string;
}) {
  const { t } = useI18n();
  const { data } = useCanoeTkLabels(canoeId);
  const own = usesOf(data, type, id);
  if (!own.length) return null;
  return (
    <ul aria-label={t(labelsArea.tkLabels)} className={`flex flex-wrap gap-2 ${className}`}>
      {own.map(({ use_id, label }) => (
        <li key={use_id} className="max-w-full min-w-0 text-sm print:w-full">
          <details className="group rounded-md border border-stone-200 bg-stone-50 print:hidden">
            <summary className="flex cursor-pointer list-none items-center gap-1.5 px-2 py-1 font-medium text-koa-900 [&::-webkit-details-marker]:hidden">
              <TkLabelIcon label={label} size={20} />
              <span className="break-words">{label.name}</span>
            </summary>
            <p className="border-t border-stone-200 px-2 py-1.5 break-words whitespace-pre-line text-stone-800">
              {label.text}
              {label.community ? (
                <span className="block text-xs text-stone-600">{label.community}</span>
              ) : null}
            </p>
          </details>
          {/* Paper shows each label's text in full (a closed disclosure prints nothing of its text). */}
          <p className="hidden break-words print:block">
            <span className="font-semibold">{label.name}</span>
            {label.community ? ` (${label.community})` : null}: {label.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
