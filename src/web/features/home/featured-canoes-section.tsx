import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/routing.tsx';
import { AlertTriangle, ArrowRight, Sailboat } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RegisterFormLink } from '../../components/ui/external-link.tsx';
import { FeaturedCanoeCard } from './featured-canoe-card.tsx';
import { featuredCanoesQuery } from './home-queries.ts';
import { HomeSection } from './home-section.tsx';

function FeaturedCanoes() {
  const featured = useQuery(featuredCanoesQuery());
  if (featured.isPending) return <LoadingState label="Loading featured canoes..." />;
  if (featured.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-900"
      >
        <AlertTriangle aria-hidden="true" className="h-8 w-8 text-red-600" />
        <p>Failed to load featured canoes</p>
        <button type="button" className="btn-secondary" onClick={() => void featured.refetch()}>
          Try Again
        </button>
      </div>
    );
  }
  if (featured.data.length === 0) {
    return (
      <div className="mx-auto max-w-xl rounded-lg border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <Sailboat aria-hidden="true" className="mx-auto h-10 w-10 text-stone-400" />
        <p className="mt-3 text-stone-700">No canoes have been documented yet. Yours could be the first.</p>
        <RegisterFormLink className="btn-primary mt-5">Document Your Canoe's Story</RegisterFormLink>
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
  return (
    <HomeSection
      id="featured-title"
      title="Featured Canoes"
      tone="white"
      intro="A few of the canoes in the registry, chosen at random each visit."
    >
      <FeaturedCanoes />
      <div className="mt-10 text-center">
        <Link to={paths.canoes()} className="btn-primary px-6 py-3">
          View All Canoes <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </div>
    </HomeSection>
  );
}
