import { Link } from '../../lib/routing.tsx';
import { Sailboat } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Owner } from '../../../shared/api/index.ts';
import { capitalise, plural } from '../../lib/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { SafeImage } from '../../components/ui/safe-image.tsx';

/** The list shows this many fleet badges, then '+N' for the rest. */
const FLEET_BADGES = 3;

export const ownerTypeText = (owner: Pick<Owner, 'owner_type' | 'display_type'>) =>
  owner.display_type || capitalise(owner.owner_type);

function FleetBadges({ owner }: { owner: Owner }) {
  const shown = owner.fleet.slice(0, FLEET_BADGES);
  const more = owner.canoe_count - shown.length;
  if (shown.length === 0) return null;
  return (
    <ul aria-label={`Current fleet of ${owner.name}`} className="mt-3 flex flex-wrap gap-1.5">
      {shown.map((canoe) => (
        <li key={canoe.canoe_id}>
          <Badge tone="ocean">{canoe.name || `Canoe #${canoe.canoe_id}`}</Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge tone="stone">
            +{more}
            <span className="sr-only"> more</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

/** A steward's card: the whole card opens the steward (the name's link is stretched over it). */
function OwnerCard({ owner, eager }: { owner: Owner; eager: boolean }) {
  return (
    <article className="card relative flex h-full flex-col p-5 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        {/* The 128 px size (2x for this 64 px slot): a few kB, a fraction of the 480 px thumbnail. */}
        <SafeImage
          src={owner.logo_small_url ?? owner.logo_url}
          alt={`${owner.name} logo`}
          eager={eager}
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 rounded-lg border border-stone-100 bg-white object-contain"
          placeholderClassName="h-16 w-16 shrink-0 rounded-lg"
        />
        <div className="min-w-0">
          <h2 className="font-display text-xl font-semibold text-koa-900">
            <Link
              to={paths.owner(owner.owner_id)}
              className="after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {owner.name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm font-medium text-ocean-700">{ownerTypeText(owner)}</p>
        </div>
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-sm text-stone-700">
        <Sailboat aria-hidden="true" className="h-4 w-4 text-koa-600" />
        {plural(owner.canoe_count, 'canoe', 'canoes')}
      </p>
      <FleetBadges owner={owner} />
      {owner.description ? (
        <p className="mt-3 line-clamp-2 text-sm text-stone-600">{owner.description}</p>
      ) : null}
    </article>
  );
}

/** Logos in the first row load at once; the rest wait until they scroll near. */
const EAGER_CARDS = 3;

export function OwnerGrid({ owners }: { owners: Owner[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {owners.map((owner, index) => (
        <li key={owner.owner_id}>
          <OwnerCard owner={owner} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
