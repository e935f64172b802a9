import { Link } from '../../lib/routing.tsx';
import { HeartHandshake } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** Why stewards matter, with the way to the About page. */
export function StewardshipPanel() {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="about-stewardship"
      className="mt-12 rounded-xl border border-ocean-200 bg-ocean-50 p-6 sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <HeartHandshake aria-hidden="true" className="h-10 w-10 shrink-0 text-ocean-700" />
        <div>
          <h2 id="about-stewardship" className="font-display text-2xl font-semibold text-ocean-900">
            {t(stewardsArea.aboutStewardship)}
          </h2>
          <p className="mt-2 max-w-3xl text-stone-700">{t(stewardsArea.stewardshipText)}</p>
          <Link to={paths.about()} className="link mt-4 inline-block">
            {t(stewardsArea.learnMore)}
          </Link>
        </div>
      </div>
    </section>
  );
}
