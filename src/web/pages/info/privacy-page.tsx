import { ContactEmailLink } from '../../components/ui/external-link.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';
import { infoArea } from '../../../shared/i18n/messages/info.ts';
import { useI18n } from '../../lib/i18n.tsx';

export default function PrivacyPage() {
  const { t } = useI18n();
  return (
    <InfoPage page="privacy" heading={t(infoArea.privacyHeading)} lead={t(infoArea.privacyLead)}>
      <InfoSection title={infoArea.privacyVisitingTitle}>
        <p>{t(infoArea.privacyVisiting1)}</p>
        <p>{t(infoArea.privacyVisiting2)}</p>
      </InfoSection>

      <InfoSection title={infoArea.privacyMailingTitle}>
        <p>
          {t(infoArea.privacyMailing)} {t(infoArea.privacyMailingLeaveBefore)} <ContactEmailLink />{' '}
          {t(infoArea.privacyMailingLeaveAfter)}
        </p>
      </InfoSection>

      <InfoSection title={infoArea.privacyAccountsTitle}>
        <p>{t(infoArea.privacyAccounts)}</p>
      </InfoSection>

      <InfoSection title={infoArea.privacyPhotosTitle}>
        <p>{t(infoArea.privacyPhotos)}</p>
      </InfoSection>

      <InfoSection title={infoArea.privacyNamedTitle}>
        <p>{t(infoArea.privacyNamed)}</p>
      </InfoSection>

      <InfoSection title={infoArea.privacyCulturalTitle}>
        <p>{t(infoArea.privacyCultural)}</p>
      </InfoSection>

      <InfoSection title={infoArea.privacyChoicesTitle}>
        <InfoList>
          <li>{t(infoArea.privacyChoiceAsk)}</li>
          <li>{t(infoArea.privacyChoiceRemove)}</li>
          <li>{t(infoArea.privacyChoiceLeave)}</li>
        </InfoList>
        <p>
          {t(infoArea.privacyChoicesWriteBefore)} <ContactEmailLink /> {t(infoArea.privacyChoicesWriteAfter)}{' '}
          {t(infoArea.privacyChoicesReply)}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
