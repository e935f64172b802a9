import { Link } from '../../lib/routing.tsx';
import { HeartHandshake } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';

/** Why stewards matter, with the way to the About page. */
export function StewardshipPanel() {
  return (
    <section
      aria-labelledby="about-stewardship"
      className="mt-12 rounded-xl border border-ocean-200 bg-ocean-50 p-6 sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <HeartHandshake aria-hidden="true" className="h-10 w-10 shrink-0 text-ocean-700" />
        <div>
          <h2 id="about-stewardship" className="font-display text-2xl font-semibold text-ocean-900">
            About Canoe Stewardship
          </h2>
          <p className="mt-2 max-w-3xl text-stone-700">
            Stewards are the families, clubs, museums and organizations who care for koa canoes: they keep
            them out of the sun, paddle and race them, repair them and pass on their stories. Recording who
            cared for each canoe, and when, keeps its history whole for the next generation.
          </p>
          <Link to={paths.about()} className="link mt-4 inline-block">
            Learn more about the registry
          </Link>
        </div>
      </div>
    </section>
  );
}
