import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ErrorPanel, TryAgainButton } from '../../components/ui/error-panel.tsx';
import { DecadeBars } from '../../features/through-the-years/decade-bars.tsx';
import { useCanoeDecades } from '../../features/through-the-years/decades-queries.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { throughTheYearsArea as words } from '../../../shared/i18n/messages/through-the-years.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Through the Years (decision 029): the archive's canoes built, renamed, restored and raced by decade, each bar a
 * link to the registry filtered to it. Rendered on the server, as every public page, so it reads without scripts.
 */
export default function ThroughTheYearsPage() {
  const { t } = useI18n();
  const title = t(pages.throughTheYearsTitle);
  useDocumentTitle(title);
  const decades = useCanoeDecades();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader title={title} lead={t(words.lead)} />
      <p className="-mt-4 mb-8 max-w-2xl text-sm text-stone-600">{t(words.howCounted)}</p>
      {decades.isPending ? (
        <LoadingState label={t(words.loading)} />
      ) : decades.isError ? (
        <ErrorPanel message={t(words.failed)}>
          <TryAgainButton />
        </ErrorPanel>
      ) : decades.data.decades.length === 0 ? (
        <p className="text-stone-700">{t(words.empty)}</p>
      ) : (
        <DecadeBars decades={decades.data.decades} />
      )}
    </div>
  );
}
