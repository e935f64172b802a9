import { Link } from '../../lib/routing.tsx';
import { Mail } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { contactMailto, RegisterFormLink } from '../../components/ui/external-link.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';
import { infoArea } from '../../../shared/i18n/messages/info.ts';
import { useI18n } from '../../lib/i18n.tsx';

export default function ContactPage() {
  const { t } = useI18n();
  return (
    <InfoPage page="contact" heading={t(infoArea.contactHeading)} lead={t(infoArea.contactLead)}>
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-ocean-100 text-ocean-700">
          <Mail aria-hidden="true" className="h-6 w-6" />
        </div>
        <div>
          <p className="text-sm text-stone-600">{t(infoArea.contactEmailLabel)}</p>
          <a href={contactMailto()} className="link text-lg break-all">
            {siteConfig().contactEmail}
          </a>
        </div>
      </div>

      <InfoSection title={infoArea.contactDocumentingTitle}>
        <p>
          {t(infoArea.contactDocumentingBefore)}{' '}
          <RegisterFormLink className="link inline-flex items-center gap-1">
            {t(infoArea.documentStory)}
          </RegisterFormLink>
          {t(infoArea.contactDocumentingAfter)}
        </p>
        <InfoList>
          <li>{t(infoArea.contactDetailNames)}</li>
          <li>{t(infoArea.contactDetailType)}</li>
          <li>{t(infoArea.contactDetailMaker)}</li>
          <li>{t(infoArea.contactDetailSize)}</li>
          <li>{t(infoArea.contactDetailStewards)}</li>
          <li>{t(infoArea.contactDetailStories)}</li>
          <li>{t(infoArea.contactDetailPhotos)}</li>
        </InfoList>
        <p>{t(infoArea.contactDocumentingClosing)}</p>
      </InfoSection>

      <InfoSection title={infoArea.contactCorrectionsTitle}>
        <p>{t(infoArea.contactCorrections)}</p>
      </InfoSection>

      <InfoSection title={infoArea.contactRemovalTitle}>
        <p>
          {t(infoArea.contactRemoval)} {t(infoArea.contactRemovalOur)}{' '}
          <Link to={paths.privacy()} className="link">
            {t(infoArea.contactRemovalPrivacy)}
          </Link>{' '}
          {t(infoArea.contactRemovalAfter)}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
