import { lazy, Suspense } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { ArrowRightLeft, Users } from 'lucide-react';
import type { Ownership } from '../../../../shared/api/index.ts';
import { paths } from '../../../../shared/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDateWords } from '../../../lib/date-words.ts';
import { canoeArea } from '../../../../shared/i18n/messages/canoe.ts';

/** The steward holding the canoe now: the ownership with no end date. */
export function CurrentOwnerBox({
  canoeId,
  ownerships,
  isAdmin,
}: {
  canoeId: number;
  ownerships: Ownership[];
  isAdmin: boolean;
}) {
  const { t } = useI18n();
  const { words } = useDateWords();
  const current = ownerships.find((ownership) => !ownership.end_date);
  return (
    <section aria-labelledby="current-steward-heading" className="card p-5">
      <h2 id="current-steward-heading" className="flex items-center gap-2 text-lg font-semibold text-koa-900">
        <Users aria-hidden="true" className="h-5 w-5 text-koa-600" />
        {t(canoeArea.currentSteward)}
      </h2>
      {current ? (
        <div className="mt-3">
          <Link to={paths.owner(current.owner_id)} className="link text-lg">
            {current.owner_name}
          </Link>
          {current.start_date ? (
            <p className="mt-1 text-sm text-stone-600">
              {t(canoeArea.since, { date: words(current.start_date) })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-stone-600">{t(canoeArea.noCurrentSteward)}</p>
      )}
      {isAdmin ? (
        <Link to={paths.canoeOwnerAdd(canoeId)} className="btn-secondary mt-4 w-full">
          <ArrowRightLeft aria-hidden="true" className="h-4 w-4" />
          {t(canoeArea.recordOwnershipChange)}
        </Link>
      ) : null}
    </section>
  );
}

const RecentActivity = lazy(() =>
  import('../../history/index.ts').then((history) => ({ default: history.RecentActivityBox })),
);

/** The administrators' Recent Activity box; its code is fetched only when an administrator opens a canoe. */
export function RecentActivityBox({ canoeId }: { canoeId: number }) {
  return (
    <Suspense fallback={null}>
      <RecentActivity canoeId={canoeId} />
    </Suspense>
  );
}
