import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { ContactEmailLink } from '../../components/ui/external-link.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';
import { infoArea } from '../../../shared/i18n/messages/info.ts';
import { useI18n } from '../../lib/i18n.tsx';

export default function TermsPage() {
  const { t } = useI18n();
  return (
    <InfoPage page="terms" heading={t(infoArea.termsHeading)} lead={t(infoArea.termsLead)}>
      <InfoSection title={infoArea.termsUsingTitle}>
        <p>{t(infoArea.termsUsing1)}</p>
        <p>{t(infoArea.termsUsing2)}</p>
      </InfoSection>

      <InfoSection title={infoArea.termsContributingTitle}>
        <p>{t(infoArea.termsContributingIntro)}</p>
        <InfoList>
          <li>{t(infoArea.termsContributingPhotos)}</li>
          <li>{t(infoArea.termsContributingSteward)}</li>
          <li>{t(infoArea.termsContributingAccurate)}</li>
        </InfoList>
      </InfoSection>

      <InfoSection title={infoArea.termsRightsTitle}>
        <p>{t(infoArea.termsRights)}</p>
      </InfoSection>

      <InfoSection title={infoArea.termsRespectTitle}>
        <p>{t(infoArea.termsRespect)}</p>
      </InfoSection>

      <InfoSection title={infoArea.termsAccuracyTitle}>
        <p>
          {t(infoArea.termsAccuracy)} {t(infoArea.termsAccuracyTellBefore)} <ContactEmailLink />
          {t(infoArea.termsAccuracyTellOr)}{' '}
          <Link to={paths.contact()} className="link">
            {t(infoArea.termsAccuracyContact)}
          </Link>{' '}
          {t(infoArea.termsAccuracyTellAfter)} {t(infoArea.termsAccuracyRemoval)}
        </p>
      </InfoSection>

      <InfoSection title={infoArea.termsAccountsTitle}>
        <p>{t(infoArea.termsAccounts)}</p>
      </InfoSection>

      <InfoSection title={infoArea.termsChangesTitle}>
        <p>
          {t(infoArea.termsChanges)} {t(infoArea.termsChangesPrivacyBefore)}{' '}
          <Link to={paths.privacy()} className="link">
            {t(infoArea.termsChangesPrivacy)}
          </Link>
          {t(infoArea.termsChangesPrivacyAfter)}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
