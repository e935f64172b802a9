import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CollectionBanner } from '../../features/home/collection-banner.tsx';
import { FeaturedCanoesSection } from '../../features/home/featured-canoes-section.tsx';
import { HelpPreserveSection } from '../../features/home/help-preserve-section.tsx';
import { HomeHero } from '../../features/home/home-hero.tsx';
import { JoinLegacySection } from '../../features/home/join-legacy-section.tsx';
import { MissionSection } from '../../features/home/mission-section.tsx';
import { StatsStrip } from '../../features/home/stats-strip.tsx';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** The front page (spec §1): what the registry is, a few canoes from it, and how to take part. */
export default function HomePage() {
  const { t } = useI18n();
  useDocumentTitle(t(pages.homeTitle));
  return (
    <>
      <CollectionBanner />
      <HomeHero />
      <StatsStrip />
      <HelpPreserveSection />
      <FeaturedCanoesSection />
      <MissionSection />
      <JoinLegacySection />
    </>
  );
}
