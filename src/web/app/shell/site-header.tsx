import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '../../lib/routing.tsx';
import { LogIn, Menu, Trash2, X } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { shell } from '../../../shared/i18n/messages/shell.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** Only someone signed in sees the Admin badge and Sign Out: their code is fetched once the session says so. */
const SignedInControls = lazyComponent(() =>
  import('./signed-in-controls.tsx').then((controls) => controls.SignedInControls),
);

/** The header shrinks once the page has scrolled past this many pixels (spec §9). */
const SHRINK_AFTER_PX = 20;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader() {
  const { isAdmin, isPeopleAdmin, isTranslator, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const scrolled = useScrolledPast(SHRINK_AFTER_PX);
  // The mobile menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const hydrated = useHydrated();
  const { t } = useI18n();

  const links: { to: string; label: ReactNode; end?: boolean }[] = [
    { to: paths.canoes(), label: t(shell.navCanoes) },
    { to: paths.owners(), label: t(shell.navStewards) },
    { to: paths.makers(), label: t(shell.navMakers) },
    { to: paths.races(), label: t(shell.navRaces) },
    { to: paths.places(), label: t(shell.navPlaces) },
    { to: paths.about(), label: t(shell.navAbout) },
    ...(isPeopleAdmin ? [{ to: paths.people(), label: t(shell.navPeople) }] : []),
    ...(isTranslator ? [{ to: paths.translations(), label: t(shell.navTranslations) }] : []),
    ...(isAdmin
      ? [
          // Activity's own page only: Recently Deleted, beneath it, is a link of its own.
          { to: paths.activity(), label: t(shell.navActivity), end: true },
          {
            to: paths.deleted(),
            // From 1024 px the wide header is full (at most 1280 px of content): the bin says it there (its name
            // for screen readers, and as the pointer's tooltip); the phone menu has room for the words.
            label: (
              <span className="inline-flex items-center gap-1.5" title={t(shell.navDeleted)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                <span className="lg:sr-only">{t(shell.navDeleted)}</span>
              </span>
            ),
          },
        ]
      : []),
  ];
  // From 1024 px the links sit closer, so an administrator's header (with Places, People and Activity) keeps to one
  // row from 1280 px.
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap lg:px-2 ${isActive ? 'bg-koa-700 text-white' : 'text-koa-50 hover:bg-koa-800'}`;

  const authControls = (
    <>
      {user ? (
        <Suspense fallback={null}>
          <SignedInControls isAdmin={isAdmin} onSignedOut={() => void navigate(paths.home())} />
        </Suspense>
      ) : (
        <Link
          to={paths.login()}
          state={{ from: location.pathname + location.search }}
          className="inline-flex items-center gap-1.5 rounded-md bg-koa-100 px-3 py-1.5 text-sm font-semibold text-koa-900 hover:bg-white"
        >
          <LogIn aria-hidden="true" className="h-4 w-4" /> {t(shell.login)}
        </Link>
      )}
    </>
  );

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 bg-koa-900 text-white shadow transition-all duration-200 print:hidden ${scrolled ? 'py-1' : 'py-3'}`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home()} className="flex items-center gap-3" aria-label={t(shell.homeLink)}>
          <span
            aria-hidden="true"
            className={`site-logo block shrink-0 transition-all ${scrolled ? 'h-8 w-8' : 'h-10 w-10'}`}
          />
          <span
            // An administrator's links and controls fill the wide header from 1024 px: the logo says it there
            // (the link's name is the site's).
            className={`font-display font-bold tracking-wide transition-all ${scrolled ? 'text-lg' : 'text-xl'} ${isAdmin ? 'lg:sr-only' : ''}`}
          >
            {t(shell.siteName)}
          </span>
        </Link>
        {/* From 1024 px: with Races, People, Activity and Recently Deleted the links and an administrator's
            controls need it. */}
        <nav aria-label={t(shell.mainNav)} className="hidden flex-wrap items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden flex-wrap items-center gap-3 lg:flex">
          <LanguageSwitch compact className="text-koa-50" />
          {authControls}
        </div>
        {/*
         * The phone's menu is a disclosure (<details>): without JavaScript its summary opens and closes it by itself.
         * With the app, the summary is a button that says whether the menu is open, and any navigation closes it.
         */}
        <details
          className="group lg:hidden"
          open={menuOpen}
          onToggle={(event) => {
            // Opened or closed by the browser itself (before the app answered): keep the app's state in step.
            const open = event.currentTarget.open;
            if (open !== menuOpen) setMenuOpenAt(open ? location.key : null);
          }}
        >
          <summary
            className="block cursor-pointer list-none rounded-md p-2 text-koa-50 hover:bg-koa-800 [&::-webkit-details-marker]:hidden"
            {...(hydrated
              ? { role: 'button', 'aria-expanded': menuOpen, 'aria-controls': 'mobile-menu' }
              : {})}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpenAt(menuOpen ? null : location.key);
            }}
          >
            {/* The icon follows the disclosure itself, so it is right without the app too. */}
            <Menu aria-hidden="true" className="h-6 w-6 group-open:hidden" />
            <X aria-hidden="true" className="hidden h-6 w-6 group-open:block" />
            <span className="sr-only">{menuOpen ? t(shell.closeMenu) : t(shell.openMenu)}</span>
          </summary>
          {/* Sent by the server for a reader without the app; with it, there only while open, as before. */}
          {menuOpen || !hydrated ? (
            <div
              id="mobile-menu"
              className="absolute inset-x-0 top-full border-t border-koa-800 bg-koa-900 px-4 pt-2 pb-4 shadow"
            >
              <nav aria-label={t(shell.mobileNav)} className="flex flex-col gap-1">
                {links.map((link) => (
                  <NavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
                    {link.label}
                  </NavLink>
                ))}
              </nav>
              <div className="mt-3 flex items-center gap-3">{authControls}</div>
              <LanguageSwitch className="mt-4 border-t border-koa-800 pt-3 text-koa-50" />
            </div>
          ) : null}
        </details>
      </div>
    </header>
  );
}
