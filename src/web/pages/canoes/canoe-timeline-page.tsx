import { useParams } from '../../lib/routing.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { CanoeNotFound } from '../../features/canoes/detail/canoe-not-found.tsx';
import { useCanoeTimeline } from '../../features/canoes/timeline/timeline-queries.ts';
import { CanoeTimelineView, timelineCanoeName } from '../../features/canoes/timeline/timeline-view.tsx';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../../shared/paths.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { timelineArea } from '../../../shared/i18n/messages/timeline.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** A canoe's timeline (decision 028): rendered on the server, as the canoe's other public pages are. */
function CanoeTimelineContent({ canoeId }: { canoeId: number }) {
  const { t } = useI18n();
  const timeline = useCanoeTimeline(canoeId);
  const missing = isNotFound(timeline.error);
  const page = t(pages.canoeTimelineTitle);
  const record = timeline.data ? timelineCanoeName(timeline.data, t).name : null;
  // As the server writes it into the page's head: "Timeline · Hōkūleʻa".
  useDocumentTitle(
    record ? t(pages.recordPageTitle, { page, record }) : missing ? t(ui.canoeNotFound) : page,
  );

  if (missing) return <CanoeNotFound />;
  if (timeline.isError) {
    return (
      <RecordLoadError
        heading={page}
        message={t(timelineArea.loadFailed)}
        backTo={paths.canoe(canoeId)}
        backLabel={t(timelineArea.backToCanoe)}
      />
    );
  }
  if (timeline.isPending) return <LoadingState label={t(timelineArea.loading)} />;
  return <CanoeTimelineView timeline={timeline.data} />;
}

export default function CanoeTimelinePage() {
  const canoeId = parseRecordId(useParams().id);
  if (canoeId === null) return <CanoeNotFound />;
  return <CanoeTimelineContent key={canoeId} canoeId={canoeId} />;
}
