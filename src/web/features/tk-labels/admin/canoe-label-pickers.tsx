/**
 * The canoe's edit page's labels (administrators): the canoe's own, and each of its sources' (a source's own form
 * sits inside the record form it belongs to, so its labels are chosen here, beside the canoe's).
 */
import { useCanoeSources } from '../../canoes/detail/canoe-detail-queries.ts';
import { TkLabelPicker } from './tk-label-picker.tsx';
import { protocolsArea } from '../../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export function CanoeLabelPickers({ canoeId }: { canoeId: number }) {
  const { t } = useI18n();
  const sources = useCanoeSources(canoeId).data ?? [];
  return (
    <div className="card mt-8 space-y-6 p-5 sm:p-6">
      <TkLabelPicker id="tk-labels" record={{ canoeId, type: 'canoe', id: canoeId }} />
      {sources.length ? (
        <section aria-labelledby="tk-source-labels-heading">
          <h2 id="tk-source-labels-heading" className="text-lg font-semibold text-koa-900">
            {t(protocolsArea.sourceLabels)}
          </h2>
          <ul className="mt-2 space-y-2">
            {sources.map((source) => (
              <li key={source.source_id}>
                <details className="rounded-md border border-stone-200 p-3">
                  <summary className="cursor-pointer font-medium break-words text-koa-900">
                    {source.citation}
                  </summary>
                  <div className="mt-3">
                    <TkLabelPicker
                      level="h3"
                      heading={t(protocolsArea.labelsOfSource, { source: source.citation })}
                      record={{ canoeId, type: 'source', id: source.source_id }}
                    />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
