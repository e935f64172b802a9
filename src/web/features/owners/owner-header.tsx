import { useState, type ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { MapPin, Pencil } from 'lucide-react';
import { HistoryLink } from '../../components/ui/history-link.tsx';
import { paths } from '../../../shared/paths.ts';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ownerTypeText } from './owner-card.tsx';
import { useDateWords } from '../../lib/date-words.ts';
import { PlaceLink } from '../places/index.ts';
import { FollowLink } from '../../components/ui/follow-link.tsx';

/** The site's own mark stands in when a steward has no logo or it fails to load (spec §2). */
const DEFAULT_LOGO = '/logo.svg';

function OwnerLogo({ owner }: { owner: OwnerDetail }) {
  const { t } = useI18n();
  const [failed, setFailed] = useState<string | null>(null);
  const own = owner.logo_url && failed !== owner.logo_url ? owner.logo_url : null;
  return (
    <img
      src={own ?? DEFAULT_LOGO}
      srcSet={own && owner.logo_thumbnail_url ? `${owner.logo_thumbnail_url} 480w, ${own} 1600w` : undefined}
      sizes={own && owner.logo_thumbnail_url ? '128px' : undefined}
      // The stand-in is the registry's mark, not the steward's: it says nothing about them.
      alt={own ? t(stewardsArea.logoAlt, { name: owner.name }) : ''}
      className="h-28 w-28 shrink-0 rounded-xl border border-stone-200 bg-white object-contain p-2"
      onError={() => {
        if (own) setFailed(own);
      }}
      // A server-rendered logo may have failed before the app hydrated and could hear its error event.
      ref={(img) => {
        if (own && img?.complete && img.naturalWidth === 0) setFailed(own);
      }}
    />
  );
}

export function OwnerHeader({
  owner,
  isAdmin,
  logoAction,
  actions,
}: {
  owner: OwnerDetail;
  isAdmin: boolean;
  /** Shown under the logo (the administrators' Delete Logo). */
  logoAction?: ReactNode;
  /** Shown after Edit Steward (the administrators' Delete Steward). */
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  const { words } = useDateWords();
  return (
    <div className="card flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
      <div className="flex shrink-0 flex-col items-center gap-2">
        <OwnerLogo owner={owner} />
        {logoAction}
      </div>
      <div className="min-w-0 flex-1">
        <h1 className="font-display text-3xl font-bold text-koa-900 sm:text-4xl">{owner.name}</h1>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge tone="ocean">{ownerTypeText(t, owner)}</Badge>
          <Badge>{t(stewardsArea.canoeCount, { count: owner.canoe_count })}</Badge>
          {owner.founded_date ? (
            <Badge tone="stone">{t(stewardsArea.founded, { date: words(owner.founded_date) })}</Badge>
          ) : null}
        </div>
        {owner.home_place ? (
          // Where the steward is at home, when a keeper has chosen the place (decision 030).
          <dl className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
            <dt className="inline-flex items-center gap-1.5 font-medium">
              <MapPin aria-hidden="true" className="h-4 w-4 text-koa-600" />
              {t(stewardsArea.home)}
            </dt>
            <dd>
              <PlaceLink place={owner.home_place} />
            </dd>
          </dl>
        ) : null}
        <p className="mt-3">
          <FollowLink type="owner" id={owner.owner_id} />
        </p>
      </div>
      {isAdmin ? (
        <div className="flex flex-wrap gap-3 self-start sm:flex-col sm:self-center print:hidden">
          <Link to={paths.ownerEdit(owner.owner_id)} className="btn-secondary">
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t(stewardsArea.editSteward)}
          </Link>
          <HistoryLink to={paths.ownerHistory(owner.owner_id)} />
          {actions}
        </div>
      ) : null}
    </div>
  );
}
