import { lazy, Suspense } from 'react';
import { useParams } from '../../lib/routing.tsx';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { HowToCite } from '../../components/ui/how-to-cite.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { RecordNotFound } from '../../components/ui/record-not-found.tsx';
import { RouteNotice } from '../../components/ui/route-notice.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { MakerHeader } from '../../features/makers/maker-header.tsx';
import { makerName } from '../../features/makers/maker-list-params.ts';
import { makerQuery } from '../../features/makers/maker-queries.ts';
import { MakerTabs } from '../../features/makers/maker-tabs.tsx';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

// The deletes and their dialog are administrators' code: visitors never download them.
const MakerAdminHeader = lazy(() => import('../../features/makers/maker-admin-header.tsx'));

function MakerNotFound() {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(pages.makerNotFoundTitle)}
      text={t(makersArea.notFoundText)}
      backTo={paths.makers()}
      backLabel={t(makersArea.backToMakers)}
    />
  );
}

function MakerDetailContent({ makerId }: { makerId: number }) {
  const { t } = useI18n();
  const { isAdmin } = useAuth();
  const query = useQuery(makerQuery(makerId));
  const name = query.data ? makerName(query.data, t) : null;
  useDocumentTitle(name ?? (isNotFound(query.error) ? t(pages.makerNotFoundTitle) : t(pages.makerTitle)));

  if (query.isPending) return <LoadingState label={t(makersArea.loading)} />;
  if (isNotFound(query.error)) return <MakerNotFound />;
  if (query.isError || !name) {
    return (
      <RecordLoadError
        heading={t(pages.makerTitle)}
        message={t(makersArea.loadFailed)}
        backTo={paths.makers()}
        backLabel={t(makersArea.backToMakers)}
      />
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to={paths.makers()}>{t(makersArea.backToMakers)}</BackLink>
      <RouteNotice />
      {isAdmin ? (
        <Suspense fallback={<MakerHeader maker={query.data} name={name} isAdmin />}>
          <MakerAdminHeader maker={query.data} name={name} />
        </Suspense>
      ) : (
        <MakerHeader maker={query.data} name={name} isAdmin={false} />
      )}
      <div className="mt-8">
        <MakerTabs maker={query.data} />
      </div>
      <HowToCite
        title={name}
        kind={t(makersArea.citeKind)}
        path={paths.maker(query.data.maker_id)}
        className="mt-10"
      />
    </div>
  );
}

export default function MakerDetailPage() {
  const makerId = parseRecordId(useParams().id);
  if (makerId === null) return <MakerNotFound />;
  // Keyed by id: moving to another maker starts afresh (picture failure, open tab).
  return <MakerDetailContent key={makerId} makerId={makerId} />;
}
