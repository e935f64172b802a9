import { Link } from '../../lib/routing.tsx';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { home } from '../../../shared/i18n/messages/home.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** Layered swells drawn in SVG: the hero has no photograph to download. */
function Swells() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 160"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 h-16 w-full sm:h-24"
    >
      <path
        d="M0 96 C 240 40 480 40 720 88 S 1200 140 1440 72 V160 H0 Z"
        className="fill-ocean-700"
        opacity="0.45"
      />
      <path
        d="M0 120 C 260 76 520 90 760 118 S 1220 150 1440 104 V160 H0 Z"
        className="fill-ocean-500"
        opacity="0.35"
      />
      <path d="M0 136 C 300 112 600 124 880 140 S 1300 150 1440 132 V160 H0 Z" className="fill-koa-50" />
    </svg>
  );
}

export function HomeHero() {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-br from-koa-900 via-koa-800 to-ocean-900 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-96 w-96 rounded-full bg-ocean-500/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-16 h-80 w-80 rounded-full bg-koa-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-20 pb-32 sm:px-6 sm:pt-28 sm:pb-40 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-ocean-200 uppercase">{t(home.heroKicker)}</p>
        <h1
          id="home-title"
          className="mt-4 max-w-3xl font-display text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl"
        >
          {t(home.heroTitle)}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-koa-100 sm:text-xl">{t(home.heroText)}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to={paths.canoes()} className="btn-ocean px-6 py-3 text-base">
            {t(home.browseCanoes)} <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
          <Link
            to={paths.about()}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-koa-100 px-6 py-3 text-base font-medium text-white hover:bg-white/10"
          >
            {t(home.learnMore)}
          </Link>
        </div>
      </div>
      <Swells />
    </section>
  );
}
