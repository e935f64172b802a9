import { infoArea } from '../../../shared/i18n/messages/info.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** How far the collection phase has come, as the About page states it (spec §1: 30 percent). */
export const COLLECTION_PROGRESS_PERCENT = 30;

export function CollectionProgress({ percent = COLLECTION_PROGRESS_PERCENT }: { percent?: number }) {
  const { t } = useI18n();
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <div className="flex items-baseline justify-between gap-4">
        <p id="collection-progress-label" className="font-semibold text-koa-900">
          {t(infoArea.progressLabel)}
        </p>
        <p className="font-display text-2xl font-bold text-koa-700" aria-hidden="true">
          {t(infoArea.progressPercent, { percent })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="collection-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t(infoArea.progressValueText, { percent })}
        className="mt-3 h-4 overflow-hidden rounded-full bg-koa-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-ocean-600 to-ocean-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-stone-600">{t(infoArea.progressNote)}</p>
    </div>
  );
}
