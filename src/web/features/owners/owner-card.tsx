import { Link } from '../../lib/routing.tsx';
import { Sailboat } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Owner } from '../../../shared/api/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { SafeImage } from '../../components/ui/safe-image.tsx';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
import type { Language } from '../../../shared/i18n/languages.ts';

/** The list shows this many fleet badges, then '+N' for the rest. */
const FLEET_BADGES = 3;

/** A steward's type in the page's language ('Club'; 'Unknown' when it has none). */
export const ownerTypeText = (t: Translator['t'], owner: Pick<Owner, 'owner_type'>) =>
  t(stewardsArea.ownerType, { type: owner.owner_type });

/** A canoe by its name, or by its number when it has none yet. */
export const canoeNameText = (t: Translator['t'], canoe: { canoe_id: number; name: string | null }) =>
  canoe.name || t(stewardsArea.unnamedCanoe, { id: canoe.canoe_id });

/**
 * The description a card shows (decision 027): the version in the page's language when it has one, else the other,
 * with its language when it is not the page's.
 */
function cardDescription(owner: Owner, page: Language): { text: string; lang?: Language } | null {
  const versions: Record<Language, string> = {
    en: owner.description?.trim() ?? '',
    haw: owner.description_haw?.trim() ?? '',
  };
  const other: Language = page === 'haw' ? 'en' : 'haw';
  const language = versions[page] ? page : versions[other] ? other : null;
  if (language === null) return null;
  return { text: versions[language], lang: language === page ? undefined : language };
}

function FleetBadges({ owner }: { owner: Owner }) {
  const { t } = useI18n();
  const shown = owner.fleet.slice(0, FLEET_BADGES);
  const more = owner.canoe_count - shown.length;
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t(stewardsArea.fleetOf, { name: owner.name })} className="mt-3 flex flex-wrap gap-1.5">
      {shown.map((canoe) => (
        <li key={canoe.canoe_id}>
          <Badge tone="ocean">{canoeNameText(t, canoe)}</Badge>
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Badge tone="stone">
            {t(stewardsArea.moreCanoes, { count: more })}
            <span className="sr-only"> {t(stewardsArea.moreCanoesHidden)}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}

/** A steward's card: the whole card opens the steward (the name's link is stretched over it). */
function OwnerCard({ owner, eager }: { owner: Owner; eager: boolean }) {
  const { t, language } = useI18n();
  const description = cardDescription(owner, language);
  return (
    <article className="card relative flex h-full flex-col p-5 transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        {/* The 128 px size (2x for this 64 px slot): a few kB, a fraction of the 480 px thumbnail. */}
        <SafeImage
          src={owner.logo_small_url ?? owner.logo_url}
          alt={t(stewardsArea.logoAlt, { name: owner.name })}
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
          <p className="mt-0.5 text-sm font-medium text-ocean-700">{ownerTypeText(t, owner)}</p>
        </div>
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-sm text-stone-700">
        <Sailboat aria-hidden="true" className="h-4 w-4 text-koa-600" />
        {t(stewardsArea.canoeCount, { count: owner.canoe_count })}
      </p>
      <FleetBadges owner={owner} />
      {description ? (
        <p lang={description.lang} className="mt-3 line-clamp-2 text-sm text-stone-600">
          {description.text}
        </p>
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
