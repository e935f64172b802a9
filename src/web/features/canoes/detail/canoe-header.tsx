import { Suspense } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import { formatNumber } from '../../../lib/format.ts';
import { MomentDate } from '../../../components/ui/moment-date.tsx';

import { paths } from '../../../../shared/paths.ts';
import { KeptMark } from '../../../components/ui/kept.tsx';
import { WhoMaySee } from './kept-for.tsx';
import { canoeTitleLang } from '../../../lib/canoe-name.ts';
import { useI18n, withParts } from '../../../lib/i18n.tsx';
import { useDateWords } from '../../../lib/date-words.ts';
import { canoeArea } from '../../../../shared/i18n/messages/canoe.ts';
import { canoeFieldWords } from '../../../../shared/i18n/messages/canoe-fields.ts';
import { canoeTypeWords } from '../../../../shared/i18n/messages/canoe-types.ts';
import { canoeField } from '../../../../shared/canoe-fields.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { FollowLink } from '../../../components/ui/follow-link.tsx';

// Administrators' Edit, History and Delete: a visitor's page never downloads them.
const HeaderActions = lazyComponent(() =>
  import('./admin/header-actions.tsx').then((actions) => actions.CanoeHeaderActions),
);

/** The page's one h1 with the canoe's type, build year and length, and the admin's Edit and Delete. */
export function CanoeHeader({
  canoe,
  title,
  isAdmin,
  deleted,
  onDelete,
}: {
  canoe: CanoeDetail;
  title: string;
  isAdmin: boolean;
  /** Deleted a moment ago: the page says so until it moves on to the registry. */
  deleted: boolean;
  onDelete: () => void;
}) {
  const translator = useI18n();
  const { t } = translator;
  const { words } = useDateWords();
  const typeName = canoeTypeWords(translator, canoe.type_id) ?? canoe.type_name ?? canoe.type;
  const built = words(canoe.build_date);
  // The title is one of the canoe's names, in its own language (decision 026).
  const titleLang = canoeTitleLang(canoe.names);
  const badges = [
    typeName ? { text: typeName, tone: 'ocean' as const } : null,
    built ? { text: t(canoeArea.built, { date: built }), tone: 'koa' as const } : null,
    canoe.length !== null
      ? {
          text: canoeFieldWords(translator, canoeField('length')).value(formatNumber(canoe.length)),
          tone: 'stone' as const,
        }
      : null,
  ].filter((badge) => badge !== null);
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 lang={titleLang} className="font-display text-3xl font-bold text-koa-900 sm:text-4xl">
          {title}
        </h1>
        {badges.length > 0 ? (
          <ul aria-label={t(canoeArea.summary)} className="mt-3 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li key={badge.text}>
                <Badge tone={badge.tone}>{badge.text}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {/* A canoe kept for protocols: the lock for those who may see it; who may see it, for administrators. */}
        {canoe.kept_for || isAdmin ? (
          <p className="mt-3 flex flex-wrap items-center gap-2">
            <KeptMark kept={canoe.kept_for} />
            {isAdmin ? <WhoMaySee kind="canoe" id={canoe.canoe_id} what={t(canoeArea.thisCanoe)} /> : null}
          </p>
        ) : null}
        {/* For everyone: when, never who. */}
        <p className="mt-3 text-sm text-stone-600">
          {withParts(translator, canoeArea.lastUpdated, {}, { day: <MomentDate value={canoe.updated_at} /> })}
        </p>
        {/* For everyone too: what a visitor knows of the canoe reaches the keepers for review. */}
        <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3 print:hidden">
          <Link to={paths.share({ canoe: canoe.canoe_id, kind: 'story' })} className="btn-ocean">
            {t(canoeArea.shareStory)}
          </Link>
          <Link to={paths.share({ canoe: canoe.canoe_id, kind: 'correction' })} className="link">
            {t(canoeArea.suggestCorrection)}
          </Link>
          {/* The canoe's whole life in order (decision 028). */}
          <Link to={paths.canoeTimeline(canoe.canoe_id)} className="link">
            {t(canoeArea.timeline)}
          </Link>
          <FollowLink type="canoe" id={canoe.canoe_id} />
        </p>
        {deleted ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-ocean-200 bg-ocean-50 px-4 py-3 text-ocean-900"
          >
            {t(canoeArea.deletedReturning)}
          </p>
        ) : null}
      </div>
      {isAdmin ? (
        <Suspense fallback={null}>
          <HeaderActions canoeId={canoe.canoe_id} deleted={deleted} onDelete={onDelete} />
        </Suspense>
      ) : null}
    </div>
  );
}
