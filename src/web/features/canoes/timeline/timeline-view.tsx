/**
 * A canoe's timeline page (decision 028): its whole life in order, drawn on a time axis above the list that holds
 * the same. Everything dated first, earliest first; what has no date after it, under "Date unknown".
 */
import { ArrowLeft } from 'lucide-react';
import { Link } from '../../../lib/routing.tsx';
import type { CanoeTimeline } from '../../../../shared/api/canoe-timeline.ts';
import { groupTimeline } from '../../../../shared/canoe-timeline.ts';
import { timelineArea } from '../../../../shared/i18n/messages/timeline.ts';
import { paths } from '../../../../shared/paths.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { KeptMark, KeptNotices, KeptWithin } from '../../../components/ui/kept.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useI18n, withParts } from '../../../lib/i18n.tsx';
import { TimelineDrawing } from './timeline-axis.tsx';
import { layoutTimeline } from './timeline-layout.ts';
import { TimelineList } from './timeline-list.tsx';

/** The name the page shows its canoe by, and that name's language (none for "Canoe #12"). */
export function timelineCanoeName(timeline: CanoeTimeline, t: ReturnType<typeof useI18n>['t']) {
  return timeline.name
    ? { name: timeline.name, lang: timeline.name_language ?? undefined }
    : { name: t(timelineArea.canoeNumber, { id: timeline.canoe_id }), lang: undefined };
}

export function CanoeTimelineView({ timeline }: { timeline: CanoeTimeline }) {
  const translator = useI18n();
  const { t } = translator;
  const { name, lang } = timelineCanoeName(timeline, t);
  const { dated, undated } = groupTimeline(timeline.entries, timeline.today);
  const drawing = dated.length > 0 ? layoutTimeline(dated, timeline.today) : null;
  return (
    <KeptWithin kept={timeline.kept_for}>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <PageHeader
          title={withParts(translator, timelineArea.title, {}, { name: <span lang={lang}>{name}</span> })}
          lead={t(timelineArea.lead)}
          actions={
            <Link to={paths.canoe(timeline.canoe_id)} className="btn-secondary print:hidden">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {t(timelineArea.backToCanoe)}
            </Link>
          }
        />
        {timeline.kept_for ? <KeptMark kept={timeline.kept_for} className="-mt-4 mb-6" /> : null}
        <KeptNotices
          notices={timeline.kept_notices}
          kinds={['name', 'ownership', 'restoration', 'race_entry', 'photo', 'story', 'recording']}
          className="mb-6"
        />
        {timeline.entries.length === 0 ? <EmptyState title={t(timelineArea.empty)} /> : null}
        {drawing ? <TimelineDrawing axis={drawing.axis} rows={drawing.rows} /> : null}
        {dated.length > 0 ? (
          <section aria-labelledby="timeline-dated">
            <h2 id="timeline-dated" className="mb-4 font-display text-2xl font-bold text-koa-900">
              {t(timelineArea.listHeading)}
            </h2>
            <TimelineList entries={dated.map(({ entry }) => entry)} labelledBy="timeline-dated" />
          </section>
        ) : timeline.entries.length > 0 ? (
          <EmptyState title={t(timelineArea.noneDated)} />
        ) : null}
        {undated.length > 0 ? (
          <section aria-labelledby="timeline-undated" className="mt-10">
            <h2 id="timeline-undated" className="mb-4 font-display text-2xl font-bold text-koa-900">
              {t(timelineArea.undatedHeading)}
            </h2>
            <TimelineList entries={undated} start={dated.length + 1} labelledBy="timeline-undated" />
          </section>
        ) : null}
      </div>
    </KeptWithin>
  );
}
