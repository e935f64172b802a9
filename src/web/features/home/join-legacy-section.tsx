import { HeartHandshake, MessageSquareText, PenLine } from 'lucide-react';
import { contactMailto, RegisterFormLink } from '../../components/ui/external-link.tsx';
import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { HomeSection, PillarCard } from './home-section.tsx';

const icon = 'h-6 w-6';

/** The three ways to take part; registering goes to the outside form, support to the registry's mailbox. */
export function JoinLegacySection() {
  return (
    <HomeSection
      id="join-title"
      title="Join the Legacy"
      intro="Whether you care for a canoe, hold its memories, or simply want these stories kept, there is a place for you in this work."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <PillarCard
          icon={<PenLine aria-hidden="true" className={icon} />}
          title="Document"
          action={
            <RegisterFormLink className="btn-primary w-full">Document Your Canoe's Story</RegisterFormLink>
          }
        >
          If you are the steward of a koa canoe, tell us about it: its names, its maker, its age and the
          people who have paddled it.
        </PillarCard>
        <PillarCard
          icon={<MessageSquareText aria-hidden="true" className={icon} />}
          title="Contribute"
          action={
            <Link to={paths.share()} className="btn-secondary w-full">
              Share Photos or Stories
            </Link>
          }
        >
          Old photographs, race results, restoration records and family stories all help complete a canoe's
          history, even for canoes already in the registry.
        </PillarCard>
        <PillarCard
          icon={<HeartHandshake aria-hidden="true" className={icon} />}
          title="Support"
          action={
            <a href={contactMailto('Supporting the Koa Canoe Registry')} className="btn-ocean w-full">
              Contact Us to Help
            </a>
          }
        >
          If you would like to support the project, help with research or outreach, or point us to someone we
          should talk to, we would be glad to hear from you.
        </PillarCard>
      </div>
    </HomeSection>
  );
}
