import { Link } from '../../lib/routing.tsx';
import { paths, type PageKey } from '../../../shared/paths.ts';
import { InfoPage } from '../../features/info/info-page.tsx';
import { pageDescription } from '../../../shared/i18n/messages/page-descriptions.ts';
import { infoArea } from '../../../shared/i18n/messages/info.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import type { Message } from '../../../shared/i18n/messages.ts';
import { useI18n } from '../../lib/i18n.tsx';

interface SitemapEntry {
  page: PageKey;
  label: Message;
  to: string;
}

const GROUPS: { title: Message; entries: SitemapEntry[] }[] = [
  {
    title: infoArea.sitemapRegistry,
    entries: [
      { page: 'home', label: infoArea.sitemapHome, to: paths.home() },
      { page: 'canoes', label: infoArea.sitemapCanoes, to: paths.canoes() },
      { page: 'throughTheYears', label: pages.throughTheYearsTitle, to: paths.throughTheYears() },
      { page: 'owners', label: infoArea.sitemapStewards, to: paths.owners() },
      { page: 'makers', label: infoArea.sitemapMakers, to: paths.makers() },
      { page: 'races', label: infoArea.sitemapRaces, to: paths.races() },
    ],
  },
  {
    title: infoArea.sitemapProject,
    entries: [
      { page: 'about', label: infoArea.sitemapAbout, to: paths.about() },
      { page: 'contact', label: infoArea.sitemapContact, to: paths.contact() },
      { page: 'privacy', label: infoArea.sitemapPrivacy, to: paths.privacy() },
      { page: 'terms', label: infoArea.sitemapTerms, to: paths.terms() },
      { page: 'openData', label: infoArea.sitemapOpenData, to: paths.openData() },
    ],
  },
];

/** A page for people (search engines read /sitemap.xml). */
export default function SitemapPage() {
  const { t } = useI18n();
  return (
    <InfoPage page="sitemap" heading={t(infoArea.sitemapHeading)} lead={t(infoArea.sitemapLead)}>
      <div className="grid gap-10 md:grid-cols-2">
        {GROUPS.map((group) => (
          <section key={group.title.id}>
            <h2 className="font-display text-2xl font-semibold text-koa-900">{t(group.title)}</h2>
            <ul className="mt-4 space-y-4">
              {group.entries.map((entry) => (
                <li key={entry.page}>
                  <Link to={entry.to} className="link text-lg">
                    {t(entry.label)}
                  </Link>
                  <p className="mt-1 text-sm text-stone-600">{t(pageDescription(entry.page))}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </InfoPage>
  );
}
