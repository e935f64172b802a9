import { Suspense, useState } from 'react';
import { useParams } from '../../lib/routing.tsx';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { HowToCite } from '../../components/ui/how-to-cite.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { RecordNotFound } from '../../components/ui/record-not-found.tsx';
import { RouteNotice } from '../../components/ui/route-notice.tsx';
import { FormError } from '../../components/form/form-field.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { OwnerHeader } from '../../features/owners/owner-header.tsx';
import { ownerQuery } from '../../features/owners/owner-queries.ts';
import { OwnerSidebar } from '../../features/owners/owner-sidebar.tsx';
import { OwnerTabs } from '../../features/owners/owner-tabs.tsx';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';

// Administrators' delete buttons and their confirmation dialog: a visitor's page never downloads them.
const DeleteLogoButton = lazyComponent(() =>
  import('../../features/owners/owner-admin-actions.tsx').then((module) => module.DeleteLogoButton),
);
const DeleteOwnerButton = lazyComponent(() =>
  import('../../features/owners/owner-admin-actions.tsx').then((module) => module.DeleteOwnerButton),
);

function OwnerNotFound() {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(stewardsArea.notFound)}
      text={t(stewardsArea.notFoundText)}
      backTo={paths.owners()}
      backLabel={t(stewardsArea.backToStewards)}
    />
  );
}

function OwnerDetailContent({ ownerId }: { ownerId: number }) {
  const { t } = useI18n();
  const { isAdmin } = useAuth();
  const query = useQuery(ownerQuery(ownerId));
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(
    query.data?.name ?? (isNotFound(query.error) ? t(stewardsArea.notFound) : t(pages.ownerTitle)),
  );

  if (query.isPending) return <LoadingState label={t(stewardsArea.loadingSteward)} />;
  if (isNotFound(query.error)) return <OwnerNotFound />;
  if (query.isError) {
    return (
      <RecordLoadError
        heading={t(pages.ownerTitle)}
        message={t(stewardsArea.loadFailed)}
        backTo={paths.owners()}
        backLabel={t(stewardsArea.backToStewards)}
      />
    );
  }
  const owner = query.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to={paths.owners()}>{t(stewardsArea.backToStewards)}</BackLink>
      <RouteNotice dismissIcon />
      <OwnerHeader
        owner={owner}
        isAdmin={isAdmin}
        logoAction={
          isAdmin && owner.logo_url ? (
            <Suspense fallback={null}>
              <DeleteLogoButton owner={owner} onFailure={setFailure} />
            </Suspense>
          ) : null
        }
        actions={
          isAdmin ? (
            <Suspense fallback={null}>
              <DeleteOwnerButton owner={owner} onFailure={setFailure} />
            </Suspense>
          ) : null
        }
      />
      {failure ? (
        <div className="mt-4">
          <FormError message={failure} />
        </div>
      ) : null}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OwnerTabs owner={owner} />
        </div>
        <OwnerSidebar owner={owner} isAdmin={isAdmin} />
      </div>
      <HowToCite
        title={owner.name}
        kind={t(stewardsArea.citeKind)}
        path={paths.owner(owner.owner_id)}
        className="mt-10"
      />
    </div>
  );
}

export default function OwnerDetailPage() {
  const ownerId = parseRecordId(useParams().id);
  if (ownerId === null) return <OwnerNotFound />;
  // Keyed by id: moving to another steward starts afresh (logo failure, open tab).
  return <OwnerDetailContent key={ownerId} ownerId={ownerId} />;
}
