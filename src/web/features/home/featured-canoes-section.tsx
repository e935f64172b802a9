import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/routing.tsx';
import { AlertTriangle, ArrowRight, Sailboat } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RegisterFormLink } from '../../components/ui/external-link.tsx';
import { FeaturedCanoeCard } from './featured-canoe-card.tsx';
import { featuredCanoesQuery } from './home-queries.ts';
import { HomeSection } from './home-section.tsx';
import { home } from '../../../shared/i18n/messages/home.ts';
import { useI18n } from '../../lib/i18n.tsx';

function FeaturedCanoes() {
  const { t } = useI18n();
  const featured = useQuery(featuredCanoesQuery());
  if (featured.isPending) return <LoadingState label={t(home.featuredLoading)} />;
  if (featured.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-900"
      >
        <AlertTriangle aria-hidden="true" className="h-8 w-8 text-red-600" />
        <p>{t(home.featuredFailed)}</p>
        <button type="button" className="btn-secondary" onClick={() => void featured.refetch()}>
          {t(home.tryAgain)}
        </button>
      </div>
    );
  }
  if (featured.data.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <Sailboat aria-hidden="true" className="mx-auto h-10 w-10 text-stone-400" />
        <p className="mt-3 text-stone-700">{t(home.featuredNone)}</p>
        <RegisterFormLink className="btn-primary mt-5">{t(home.documentStory)}</RegisterFormLink>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {featured.data.map((canoe) => (
        <li key={canoe.canoe_id} className="flex">
          <FeaturedCanoeCard canoe={canoe} />
        </li>
      ))}
    </ul>
  );
}

export function FeaturedCanoesSection() {
  const { t } = useI18n();
  return (
    <HomeSection id="featured-title" title={t(home.featuredTitle)} tone="white" intro={t(home.featuredIntro)}>
      <FeaturedCanoes />
      <div className="mt-10 text-center">
        <Link to={paths.canoes()} className="btn-primary px-6 py-3">
          {t(home.viewAll)} <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </div>
    </HomeSection>
  );
}
