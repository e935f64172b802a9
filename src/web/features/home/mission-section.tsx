import { HomeSection } from './home-section.tsx';
import { home } from '../../../shared/i18n/messages/home.ts';
import { useI18n } from '../../lib/i18n.tsx';

export function MissionSection() {
  const { t } = useI18n();
  return (
    <HomeSection id="mission-title" title={t(home.missionTitle)} tone="koa">
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-[1fr_2fr] md:items-start">
        <blockquote className="border-l-4 border-ocean-500 pl-5 font-display text-2xl leading-snug text-koa-800">
          {t(home.missionQuote)}
        </blockquote>
        <div className="space-y-4 text-lg leading-relaxed text-stone-700">
          <p>{t(home.missionText1)}</p>
          <p>{t(home.missionText2)}</p>
        </div>
      </div>
    </HomeSection>
  );
}
