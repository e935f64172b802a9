import { Archive, Camera, Share2 } from 'lucide-react';
import { HomeSection, PillarCard } from './home-section.tsx';
import { home } from '../../../shared/i18n/messages/home.ts';
import { useI18n } from '../../lib/i18n.tsx';

const icon = 'h-6 w-6';

export function HelpPreserveSection() {
  const { t } = useI18n();
  return (
    <HomeSection id="help-preserve-title" title={t(home.helpTitle)} intro={t(home.helpIntro)}>
      <div className="grid gap-6 md:grid-cols-3">
        <PillarCard icon={<Camera aria-hidden="true" className={icon} />} title={t(home.document)}>
          {t(home.documentText)}
        </PillarCard>
        <PillarCard icon={<Archive aria-hidden="true" className={icon} />} title={t(home.preserve)}>
          {t(home.preserveText)}
        </PillarCard>
        <PillarCard icon={<Share2 aria-hidden="true" className={icon} />} title={t(home.share)}>
          {t(home.shareText)}
        </PillarCard>
      </div>
    </HomeSection>
  );
}
