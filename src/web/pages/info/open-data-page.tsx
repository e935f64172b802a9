import { Download } from 'lucide-react';
import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { ArchiveDownloads } from '../../features/info/archive-download.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';
import { infoArea } from '../../../shared/i18n/messages/info.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** Names that stay as they are in every language: a file's and a command's (not messages). */
const SITEMAP_FILE = 'sitemap.xml';
const EXPORT_COMMAND = 'export';

const DOWNLOAD =
  'inline-flex items-center gap-2 rounded-md border border-koa-300 bg-white px-4 py-2 font-medium text-koa-900 hover:bg-koa-50';

/**
 * Open Data: what of the archive may be reused and how, the registry as CSV, the API, the records'
 * linked data, how to cite; for administrators, the whole archive as one file (docs/open-data.md).
 */
export default function OpenDataPage() {
  const { t } = useI18n();
  const { isAdmin, isPeopleAdmin } = useAuth();
  return (
    <InfoPage page="openData" heading={t(infoArea.openDataHeading)} lead={t(infoArea.openDataLead)}>
      <InfoSection title={infoArea.reuseTitle}>
        <InfoList>
          <li>
            <strong>{t(infoArea.reuseFacts)}</strong> {t(infoArea.reuseFactsText)}
          </li>
          <li>
            <strong>{t(infoArea.reusePhotos)}</strong> {t(infoArea.reusePhotosText)}
          </li>
          <li>
            <strong>{t(infoArea.reuseStories)}</strong> {t(infoArea.reuseStoriesText)}{' '}
            {t(infoArea.reuseStoriesSee)} <Link to={paths.terms()}>{t(infoArea.reuseStoriesTerms)}</Link>
            {t(infoArea.reuseStoriesAfter)}
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title={infoArea.downloadTitle}>
        <p>{t(infoArea.downloadText)}</p>
        <p>
          <a href="/api/canoes/search?format=csv" download="koa-canoes.csv" className={DOWNLOAD}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t(infoArea.downloadCsv)}
          </a>
        </p>
      </InfoSection>

      <InfoSection title={infoArea.developersTitle}>
        <InfoList>
          <li>
            {t(infoArea.apiBefore)} <a href="/api/docs">{t(infoArea.apiLink)}</a>
            {t(infoArea.apiAfter)}
          </li>
          <li>{t(infoArea.linkedData)}</li>
          <li>
            <a href="/sitemap.xml">{SITEMAP_FILE}</a> {t(infoArea.sitemapXml)}
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title={infoArea.citeTitle}>
        <p>
          {t(infoArea.citeText)} <em>{t(infoArea.citeExample)}</em>
        </p>
      </InfoSection>

      {isAdmin ? (
        <InfoSection title={infoArea.archiveTitle}>
          <p>
            {t(infoArea.archiveBefore)} <code>{EXPORT_COMMAND}</code> {t(infoArea.archiveAfter)}
          </p>
          <ArchiveDownloads
            className={DOWNLOAD}
            downloads={[
              { href: '/api/open-data/archive', label: t(infoArea.archiveDownload) },
              ...(isPeopleAdmin
                ? [{ href: '/api/open-data/archive/private', label: t(infoArea.archiveDownloadPrivate) }]
                : []),
            ]}
          />
          {isPeopleAdmin ? <p className="text-sm">{t(infoArea.archivePrivateWarning)}</p> : null}
        </InfoSection>
      ) : null}
    </InfoPage>
  );
}
