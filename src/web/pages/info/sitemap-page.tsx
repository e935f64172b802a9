import { Link } from '../../lib/routing.tsx';
import { paths, type PageKey } from '../../../shared/paths.ts';
import { InfoPage } from '../../features/info/info-page.tsx';
import { pageDescription } from '../../../shared/i18n/messages/page-descriptions.ts';
import { useI18n } from '../../lib/i18n.tsx';

interface SitemapEntry {
  page: PageKey;
  label: string;
  to: string;
}

const GROUPS: { title: string; entries: SitemapEntry[] }[] = [
  {
    title: 'The Registry',
    entries: [
      { page: 'home', label: 'Home', to: paths.home() },
      { page: 'canoes', label: 'Canoes', to: paths.canoes() },
      { page: 'owners', label: 'Stewards', to: paths.owners() },
      { page: 'makers', label: 'Makers', to: paths.makers() },
      { page: 'races', label: 'Races', to: paths.races() },
    ],
  },
  {
    title: 'About the Project',
    entries: [
      { page: 'about', label: 'About', to: paths.about() },
      { page: 'contact', label: 'Contact', to: paths.contact() },
      { page: 'privacy', label: 'Privacy', to: paths.privacy() },
      { page: 'terms', label: 'Terms', to: paths.terms() },
      { page: 'openData', label: 'Open Data', to: paths.openData() },
    ],
  },
];

/** A page for people (search engines read /sitemap.xml). */
export default function SitemapPage() {
  const { t } = useI18n();
  return (
    <InfoPage page="sitemap" heading="Sitemap" lead="Every section of the Koa Canoe Registry, in one place.">
      <div className="grid gap-10 md:grid-cols-2">
        {GROUPS.map((group) => (
          <section key={group.title}>
            <h2 className="font-display text-2xl font-semibold text-koa-900">{group.title}</h2>
            <ul className="mt-4 space-y-4">
              {group.entries.map((entry) => (
                <li key={entry.page}>
                  <Link to={entry.to} className="link text-lg">
                    {entry.label}
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
