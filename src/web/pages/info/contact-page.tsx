import { Link } from '../../lib/routing.tsx';
import { Mail } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { siteConfig } from '../../lib/site-config.ts';
import { contactMailto, RegisterFormLink } from '../../components/ui/external-link.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';

export default function ContactPage() {
  return (
    <InfoPage
      page="contact"
      heading="Contact the Registry"
      lead="Questions, leads about a canoe, corrections and offers of help all reach the same people."
    >
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-ocean-100 text-ocean-700">
          <Mail aria-hidden="true" className="h-6 w-6" />
        </div>
        <div>
          <p className="text-sm text-stone-600">Email the registry</p>
          <a href={contactMailto()} className="link text-lg break-all">
            {siteConfig().contactEmail}
          </a>
        </div>
      </div>

      <InfoSection title="Documenting a canoe">
        <p>
          The quickest way to add a canoe is through{' '}
          <RegisterFormLink className="link inline-flex items-center gap-1">
            Document Your Canoe's Story
          </RegisterFormLink>
          . If you would rather write to us, these details help, though none of them is required and partial
          information is still welcome:
        </p>
        <InfoList>
          <li>the canoe's current name, and any earlier names with the years they were used;</li>
          <li>the type of canoe (racing, fishing or voyaging), and its hull or bow number if it has one;</li>
          <li>who carved it, and roughly when and where it was built;</li>
          <li>its length, width and weight, if they have been measured;</li>
          <li>the current steward, and earlier stewards you know of;</li>
          <li>restorations, races it has paddled, and stories connected with it;</li>
          <li>photographs, with who took them and when, if you know.</li>
        </InfoList>
        <p>
          Please tell us how you know the canoe, and make sure its steward is happy for it to be listed. Spell
          names as the family or club spells them, ʻokina and kahakō included; we keep them exactly as given.
        </p>
      </InfoSection>

      <InfoSection title="Corrections">
        <p>
          If something in the registry is wrong or missing, email us with the canoe's name and the address of
          its page, what should change, and how you know (a document, a photograph, or your own connection to
          the canoe). Corrections from stewards, makers and their families are especially valued.
        </p>
      </InfoSection>

      <InfoSection title="Removal and privacy requests">
        <p>
          To ask for a photograph, a name or any personal details to be removed, write to the same address.
          Our{' '}
          <Link to={paths.privacy()} className="link">
            privacy notice
          </Link>{' '}
          explains what we keep and why.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
