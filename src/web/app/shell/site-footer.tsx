import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { SubscribeForm } from './subscribe-form.tsx';

export function SiteFooter() {
  const explore = [
    { to: paths.canoes(), label: 'Canoe Registry' },
    { to: paths.owners(), label: 'Stewards' },
    { to: paths.makers(), label: 'Makers' },
    { to: paths.races(), label: 'Races' },
    { to: paths.share(), label: 'Share a Story' },
    { to: paths.about(), label: 'About' },
    { to: paths.contact(), label: 'Contact' },
  ];
  return (
    <footer className="mt-16 bg-koa-900 text-koa-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="font-display text-xl font-bold text-white">Koa Canoe Registry</p>
          <p className="mt-3 text-sm text-koa-200">
            A public registry and story archive for the historic hand-carved koa canoes of Hawaiʻi, their
            names, stewards, makers and races, kept so their stories outlive the shoeboxes they were found in.
          </p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="font-display text-lg font-semibold text-white">
            Explore
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
          <p>
            © {new Date().getFullYear()} Koa Canoe Registry. Stories and photos belong to their contributors.
          </p>
          <nav aria-label="Legal" className="flex gap-4">
            <Link to={paths.privacy()} className="hover:text-white hover:underline">
              Privacy
            </Link>
            <Link to={paths.terms()} className="hover:text-white hover:underline">
              Terms
            </Link>
            <Link to={paths.openData()} className="hover:text-white hover:underline">
              Open Data
            </Link>
            <Link to={paths.sitemap()} className="hover:text-white hover:underline">
              Sitemap
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
