/** /places/origins (decision 030): the origins typed as text, turned into places one by one (administrators). */
import { paths } from '../../../shared/paths.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { OriginsReview } from '../../features/places/admin/origins-review.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../lib/i18n.tsx';

function OriginsReviewContent() {
  const { t } = useI18n();
  useDocumentTitle(t(pages.placeOriginsTitle));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to={paths.places()}>{t(placesArea.backToPlaces)}</BackLink>
      <PageHeader title={t(pages.placeOriginsTitle)} lead={t(placesArea.originsLead)} />
      <OriginsReview />
    </div>
  );
}

export default function OriginsReviewPage() {
  return (
    <AccessGuard level="admin">
      <OriginsReviewContent />
    </AccessGuard>
  );
}
