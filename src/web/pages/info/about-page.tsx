import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { CollectionProgress } from '../../features/info/collection-progress.tsx';
import { ContactEmailLink, RegisterFormLink } from '../../components/ui/external-link.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';
import { infoArea } from '../../../shared/i18n/messages/info.ts';
import { useI18n } from '../../lib/i18n.tsx';

export default function AboutPage() {
  const { t } = useI18n();
  return (
    <InfoPage page="about" heading={t(infoArea.aboutHeading)} lead={t(infoArea.aboutLead)}>
      <InfoSection title={infoArea.aboutWhyTitle}>
        <p>{t(infoArea.aboutWhy1)}</p>
        <p>{t(infoArea.aboutWhy2)}</p>
      </InfoSection>

      <InfoSection title={infoArea.aboutNowTitle}>
        <p>
          {t(infoArea.aboutNowBefore)} <strong>{t(infoArea.aboutNowPhase)}</strong>
          {t(infoArea.aboutNowAfter)}
        </p>
        <CollectionProgress />
      </InfoSection>

      <InfoSection title={infoArea.aboutContributeTitle}>
        <p>{t(infoArea.aboutContributeIntro)}</p>
        <InfoList>
          <li>{t(infoArea.aboutContributeNames)}</li>
          <li>{t(infoArea.aboutContributeMakers)}</li>
          <li>{t(infoArea.aboutContributeStewards)}</li>
          <li>{t(infoArea.aboutContributeRaces)}</li>
        </InfoList>
        <div className="flex flex-wrap gap-3 pt-2">
          <RegisterFormLink className="btn-primary">{t(infoArea.documentStory)}</RegisterFormLink>
          <Link to={paths.contact()} className="btn-secondary">
            {t(infoArea.aboutOtherWays)}
          </Link>
        </div>
        <p>
          {t(infoArea.aboutEmailBefore)} <ContactEmailLink />
          {t(infoArea.aboutEmailAfter)}
        </p>
      </InfoSection>

      <InfoSection title={infoArea.aboutRespectTitle}>
        <p>
          {t(infoArea.aboutRespect)} {t(infoArea.aboutRespectSee)}{' '}
          <Link to={paths.privacy()} className="link">
            {t(infoArea.aboutRespectPrivacy)}
          </Link>{' '}
          {t(infoArea.aboutRespectAnd)}{' '}
          <Link to={paths.terms()} className="link">
            {t(infoArea.aboutRespectTerms)}
          </Link>{' '}
          {t(infoArea.aboutRespectAfter)}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
