import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { ContactEmailLink } from '../../components/ui/external-link.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';

export default function TermsPage() {
  return (
    <InfoPage
      page="terms"
      heading="Terms of Use"
      lead="The terms for using and contributing to the Koa Canoe Registry, in plain language."
    >
      <InfoSection title="Using the registry">
        <p>
          The registry is a free, public archive kept for learning and remembrance. You are welcome to read
          it, link to it and cite it for personal, educational and research purposes. When you do, please
          credit the Koa Canoe Registry and, for photographs and stories, the people who contributed them.
        </p>
        <p>
          Please do not copy photographs or stories for commercial use, or republish them elsewhere, without
          the permission of their contributors. Ask us and we will help you reach them.
        </p>
      </InfoSection>

      <InfoSection title="Contributing">
        <p>When you share a canoe's information, photographs or stories, you confirm that:</p>
        <InfoList>
          <li>you took the photographs yourself, or have permission from the person who did;</li>
          <li>the canoe's steward is happy for it to be listed;</li>
          <li>what you share is accurate to the best of your knowledge.</li>
        </InfoList>
      </InfoSection>

      <InfoSection title="Your rights in what you share">
        <p>
          You keep the rights to your photographs and stories. By contributing, you give the Koa Canoe
          Registry a free, non-exclusive permission to store them and show them in the registry, with credit
          to you, and to make the copies needed to do so (such as smaller versions of photographs and
          backups). You may ask us to remove your contribution at any time.
        </p>
      </InfoSection>

      <InfoSection title="Cultural respect">
        <p>
          Koa canoes belong to living Hawaiian traditions. Please share and use this material with respect for
          the families, clubs and communities connected with each canoe. We may decline or remove
          contributions that are disrespectful, that share knowledge its keepers wish to hold back, or that
          were shared without the consent of the people they concern.
        </p>
      </InfoSection>

      <InfoSection title="Accuracy and corrections">
        <p>
          Much of the registry comes from memories and family records, and some details are uncertain. We
          check what we can, but we cannot promise that every entry is complete or correct. If you know
          better, please tell us at <ContactEmailLink />, or see the{' '}
          <Link to={paths.contact()} className="link">
            contact page
          </Link>{' '}
          for what to include. Requests to remove information are handled the same way.
        </p>
      </InfoSection>

      <InfoSection title="Accounts">
        <p>
          Accounts for maintaining the records are given to trusted contributors. Keep your sign-in details to
          yourself and tell us if you think someone else has used them. We may suspend an account that is
          misused.
        </p>
      </InfoSection>

      <InfoSection title="Changes">
        <p>
          We may update these terms as the project grows. The current version is always on this page, and how
          we handle personal information is described in our{' '}
          <Link to={paths.privacy()} className="link">
            privacy notice
          </Link>
          .
        </p>
      </InfoSection>
    </InfoPage>
  );
}
