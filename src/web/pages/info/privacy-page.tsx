import { ContactEmailLink } from '../../components/ui/external-link.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';

export default function PrivacyPage() {
  return (
    <InfoPage
      page="privacy"
      heading="Privacy Notice"
      lead="What the Koa Canoe Registry collects, why, and how it is kept. In short: as little as we can, and never for advertising."
    >
      <InfoSection title="Visiting the site">
        <p>
          You can browse every canoe, steward, maker and race without an account. We do not use advertising,
          analytics or tracking scripts, and we do not sell or share information about visitors.
        </p>
        <p>
          Like any website, our server keeps short technical logs of requests (such as the address a request
          came from and the page asked for) to keep the site working and to protect it from abuse. They are
          not used to profile anyone.
        </p>
      </InfoSection>

      <InfoSection title="The mailing list">
        <p>
          If you subscribe in the footer, we keep your email address so we can send occasional news about the
          registry. We use it for nothing else. To be removed from the list, email <ContactEmailLink /> and we
          will delete your address.
        </p>
      </InfoSection>

      <InfoSection title="Contributor accounts">
        <p>
          People who maintain the records sign in with an account. For an account we keep a name, an email
          address and a securely hashed password (or, where an outside sign-in service is used, the identifier
          it provides), the groups that decide what the account may change, and a session while you are signed
          in. The session is kept in a cookie that is needed for signing in; it is not used for tracking.
        </p>
      </InfoSection>

      <InfoSection title="Photographs">
        <p>
          Every uploaded photograph is re-processed before it is stored. Hidden metadata, including camera
          details and GPS location, is removed, so a photo never reveals where it was taken or where a canoe
          is kept. Photos are shown with the name of the person who shared them, if one was given.
        </p>
      </InfoSection>

      <InfoSection title="People named in the records">
        <p>
          Canoe histories name stewards, makers, restorers and paddlers. We record what those people, their
          families or their organisations have shared or made public, and only what helps tell a canoe's
          story. A steward's contact details are listed only for reaching that steward, and we remove them on
          request.
        </p>
      </InfoSection>

      <InfoSection title="Cultural sensitivity">
        <p>
          Some knowledge about canoes, their names and their makers belongs to families and communities. We do
          not publish information that its keepers ask us to hold back, and we will take down anything shared
          without the consent of the people it belongs to.
        </p>
      </InfoSection>

      <InfoSection title="Your choices">
        <InfoList>
          <li>Ask what we hold about you, and have it corrected.</li>
          <li>Ask for your name, a photograph or any personal details to be removed from the registry.</li>
          <li>Leave the mailing list at any time.</li>
        </InfoList>
        <p>
          Write to <ContactEmailLink /> for any of these. We will reply as soon as we can.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
