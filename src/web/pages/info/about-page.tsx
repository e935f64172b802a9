import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { CollectionProgress } from '../../features/info/collection-progress.tsx';
import { ContactEmailLink, RegisterFormLink } from '../../components/ui/external-link.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';

export default function AboutPage() {
  return (
    <InfoPage
      page="about"
      heading="About the Koa Canoe Registry"
      lead="A public registry and story archive for the historic hand-carved koa canoes of Hawaiʻi."
    >
      <InfoSection title="Why this registry exists">
        <p>
          Hawaiʻi's koa canoes are living links to the past. A canoe-sized koa tree takes a lifetime or more
          to grow, and each hull carries the skill of the people who carved it and the care of everyone who
          has looked after it since. Yet the history of many canoes is scattered: in family memories, club
          scrapbooks, museum files and photographs that few people have seen.
        </p>
        <p>
          The Koa Canoe Registry gathers that history in one open place. For each canoe we record the names it
          has carried over time, its makers and restorers, its stewards past and present, the races it has
          paddled, and photographs shared by the people who know it.
        </p>
      </InfoSection>

      <InfoSection title="Where we are now">
        <p>
          The registry is in its <strong>collection phase</strong>. We are reaching out to families, paddling
          clubs, carvers and cultural institutions, and adding canoes as their stewards share them. Many
          canoes are not listed yet, and some entries are still incomplete.
        </p>
        <CollectionProgress />
      </InfoSection>

      <InfoSection title="How you can contribute">
        <p>If you care for a koa canoe, or have knowledge of one, we would be honoured to include it:</p>
        <InfoList>
          <li>its names, past and present, and when each was given;</li>
          <li>who carved it, and who has restored it;</li>
          <li>the families, clubs or institutions that have cared for it;</li>
          <li>race results, photographs and stories you are willing to share.</li>
        </InfoList>
        <div className="flex flex-wrap gap-3 pt-2">
          <RegisterFormLink className="btn-primary">Document Your Canoe's Story</RegisterFormLink>
          <Link to={paths.contact()} className="btn-secondary">
            Other ways to reach us
          </Link>
        </div>
        <p>
          Questions, leads and corrections are always welcome by email at <ContactEmailLink />.
        </p>
      </InfoSection>

      <InfoSection title="With respect">
        <p>
          These canoes belong to living traditions and to the families and communities who care for them. We
          record only what stewards and contributors choose to share, keep Hawaiian names exactly as they are
          given to us, with ʻokina and kahakō, and correct or remove information when asked. See our{' '}
          <Link to={paths.privacy()} className="link">
            privacy notice
          </Link>{' '}
          and{' '}
          <Link to={paths.terms()} className="link">
            terms of use
          </Link>{' '}
          for the details.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
