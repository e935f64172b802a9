import { Archive, Camera, Share2 } from 'lucide-react';
import { HomeSection, PillarCard } from './home-section.tsx';

const icon = 'h-6 w-6';

export function HelpPreserveSection() {
  return (
    <HomeSection
      id="help-preserve-title"
      title="Help Preserve Our Canoe Heritage"
      intro="Much of what is known about these canoes lives in family memories, club records and old photographs. Each contribution helps keep that knowledge together."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <PillarCard icon={<Camera aria-hidden="true" className={icon} />} title="Document">
          Record a canoe's names, its maker, when it was built and who has cared for it. Photographs, race
          results and restoration notes all add to the picture.
        </PillarCard>
        <PillarCard icon={<Archive aria-hidden="true" className={icon} />} title="Preserve">
          Details that might otherwise fade are kept in one lasting archive, with a canoe's earlier names and
          past stewards kept alongside its present ones.
        </PillarCard>
        <PillarCard icon={<Share2 aria-hidden="true" className={icon} />} title="Share">
          The registry is open to everyone: paddlers, families, carvers, students and anyone who wants to
          learn where these canoes came from and where they are today.
        </PillarCard>
      </div>
    </HomeSection>
  );
}
