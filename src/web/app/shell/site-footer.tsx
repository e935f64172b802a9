import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { deferredComponent } from '../../lib/lazy-component.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { shell } from '../../../shared/i18n/messages/shell.ts';
import { LanguageSwitch } from './language-switch.tsx';

// Below the fold on every page: rendered by the server, its code fetched once the page is idle (its own boundary).
const SubscribeForm = deferredComponent(() =>
  import('./subscribe-form.tsx').then((form) => form.SubscribeForm),
);

export function SiteFooter() {
  const { t } = useI18n();
  const explore = [
    { to: paths.canoes(), label: t(shell.footerRegistry) },
    { to: paths.throughTheYears(), label: t(shell.footerYears) },
    { to: paths.places(), label: t(shell.navPlaces) },
    { to: paths.owners(), label: t(shell.navStewards) },
    { to: paths.makers(), label: t(shell.navMakers) },
    { to: paths.races(), label: t(shell.navRaces) },
    { to: paths.share(), label: t(shell.footerShare) },
    { to: paths.about(), label: t(shell.navAbout) },
    { to: paths.contact(), label: t(shell.footerContact) },
  ];
  return (
    <footer className="mt-16 bg-koa-900 text-koa-100 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="font-display text-xl font-bold text-white">{t(shell.siteName)}</p>
          <p className="mt-3 text-sm text-koa-200">{t(shell.footerAbout)}</p>
          <LanguageSwitch className="mt-4 text-koa-100" />
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="font-display text-lg font-semibold text-white">
            {t(shell.explore)}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {explore.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SubscribeForm />
      </div>
      <div className="border-t border-koa-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm text-koa-300 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{t(shell.copyright, { year: String(new Date().getFullYear()) })}</p>
          <nav aria-label={t(shell.legal)} className="flex flex-wrap gap-x-4 gap-y-2">
            <Link to={paths.privacy()} className="hover:text-white hover:underline">
              {t(shell.privacy)}
            </Link>
            <Link to={paths.terms()} className="hover:text-white hover:underline">
              {t(shell.terms)}
            </Link>
            <Link to={paths.openData()} className="hover:text-white hover:underline">
              {t(shell.openData)}
            </Link>
            <Link to={paths.sitemap()} className="hover:text-white hover:underline">
              {t(shell.sitemap)}
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
