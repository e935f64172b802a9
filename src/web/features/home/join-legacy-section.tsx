import { HeartHandshake, MessageSquareText, PenLine } from 'lucide-react';
import { contactMailto, RegisterFormLink } from '../../components/ui/external-link.tsx';
import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { HomeSection, PillarCard } from './home-section.tsx';
import { home } from '../../../shared/i18n/messages/home.ts';
import { useI18n } from '../../lib/i18n.tsx';

const icon = 'h-6 w-6';

/** The three ways to take part; registering goes to the outside form, support to the registry's mailbox. */
export function JoinLegacySection() {
  const { t } = useI18n();
  return (
    <HomeSection id="join-title" title={t(home.joinTitle)} intro={t(home.joinIntro)}>
      <div className="grid gap-6 md:grid-cols-3">
        <PillarCard
          icon={<PenLine aria-hidden="true" className={icon} />}
          title={t(home.document)}
          action={<RegisterFormLink className="btn-primary w-full">{t(home.documentStory)}</RegisterFormLink>}
        >
          {t(home.joinDocumentText)}
        </PillarCard>
        <PillarCard
          icon={<MessageSquareText aria-hidden="true" className={icon} />}
          title={t(home.contribute)}
          action={
            <Link to={paths.share()} className="btn-secondary w-full">
              {t(home.contributeAction)}
            </Link>
          }
        >
          {t(home.contributeText)}
        </PillarCard>
        <PillarCard
          icon={<HeartHandshake aria-hidden="true" className={icon} />}
          title={t(home.support)}
          action={
            <a href={contactMailto(t(home.supportSubject))} className="btn-ocean w-full">
              {t(home.supportAction)}
            </a>
          }
        >
          {t(home.supportText)}
        </PillarCard>
      </div>
    </HomeSection>
  );
}
