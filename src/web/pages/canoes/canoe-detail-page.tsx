import { useParams } from '../../lib/routing.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { useCanoeDetail } from '../../features/canoes/detail/canoe-detail-queries.ts';
import { CanoeDetailView, preloadCanoeTab } from '../../features/canoes/detail/canoe-detail-view.tsx';
import { CanoeNotFound } from '../../features/canoes/detail/canoe-not-found.tsx';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { canoeTitle } from '../../lib/canoe-name.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paths } from '../../../shared/paths.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { canoeArea } from '../../../shared/i18n/messages/canoe.ts';

function CanoeDetailContent({ canoeId }: { canoeId: number }) {
  const { t } = useI18n();
  const { isAdmin } = useAuth();
  const query = useCanoeDetail(canoeId);
  const title = query.data
    ? canoeTitle(query.data, query.data.names, t)
    : isNotFound(query.error)
      ? t(ui.canoeNotFound)
      : t(canoeArea.documentTitle);
  useDocumentTitle(title);

  if (query.isPending) return <LoadingState label={t(canoeArea.loading)} />;
  if (isNotFound(query.error)) return <CanoeNotFound />;
  if (query.isError) {
    return (
      <RecordLoadError
        heading={t(canoeArea.documentTitle)}
        message={t(canoeArea.loadFailed)}
        backTo={paths.canoes()}
        backLabel={t(ui.backToCanoes)}
      />
    );
  }
  return <CanoeDetailView canoe={query.data} title={title} isAdmin={isAdmin} />;
}

/**
 * Before a server-rendered canoe page hydrates, the tab its address names is fetched too, so the first render in
 * the browser is the page the server sent. (Reached by a link instead, the page's tab is fetched as it renders:
 * the navigation is a transition, so the previous page stays until it is in. The server render waits for it too.)
 */
export const ready = () =>
  typeof window === 'undefined'
    ? Promise.resolve()
    : preloadCanoeTab(new URLSearchParams(window.location.search).get('tab'));

export default function CanoeDetailPage() {
  const canoeId = parseRecordId(useParams().id);
  if (canoeId === null) return <CanoeNotFound />;
  // Keyed by id: moving to another canoe starts afresh (image failures, pending scroll).
  return <CanoeDetailContent key={canoeId} canoeId={canoeId} />;
}
