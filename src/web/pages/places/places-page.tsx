import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ErrorPanel, TryAgainButton } from '../../components/ui/error-panel.tsx';
import { placeMapQuery } from '../../features/places/place-queries.ts';
import { PlacesOverview } from '../../features/places/places-views.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../lib/i18n.tsx';

// The keepers' Add Place and Review Origins: a visitor's page never downloads them.
const PlacesAdminLinks = lazyComponent(() =>
  import('../../features/places/admin/places-admin-links.tsx').then((module) => module.PlacesAdminLinks),
);

/**
 * Places (decision 030): the map of the islands with the places of the registry, and the same places listed by
 * island. Rendered on the server, as every public page, so the map and the list read without scripts.
 */
export default function PlacesPage() {
  const { t } = useI18n();
  const title = t(pages.placesTitle);
  useDocumentTitle(title);
  const map = useQuery(placeMapQuery());
  const { isAdmin } = useAuth();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={title}
        lead={t(placesArea.placesLead)}
        actions={
          isAdmin ? (
            <Suspense fallback={null}>
              <PlacesAdminLinks />
            </Suspense>
          ) : null
        }
      />
      {map.isPending ? (
        <LoadingState label={t(placesArea.loading)} />
      ) : map.isError ? (
        <ErrorPanel message={t(placesArea.loadFailed)}>
          <TryAgainButton />
        </ErrorPanel>
      ) : (
        <PlacesOverview map={map.data} />
      )}
    </div>
  );
}
