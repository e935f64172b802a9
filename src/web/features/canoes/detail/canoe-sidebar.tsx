import { lazy, Suspense } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { ArrowRightLeft, Camera, Hammer, Pencil, Tag, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Ownership } from '../../../../shared/api/index.ts';
import { paths } from '../../../../shared/paths.ts';

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
  const current = ownerships.find((ownership) => !ownership.end_date);
  return (
    <section aria-labelledby="current-steward-heading" className="card p-5">
      <h2 id="current-steward-heading" className="flex items-center gap-2 text-lg font-semibold text-koa-900">
        <Users aria-hidden="true" className="h-5 w-5 text-koa-600" />
        Current Steward
      </h2>
      {current ? (
        <div className="mt-3">
          <Link to={paths.owner(current.owner_id)} className="link text-lg">
            {current.owner_name}
          </Link>
          {current.start_date ? (
            <p className="mt-1 text-sm text-stone-600">Since {current.start_date_words}</p>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-stone-600">No current steward recorded.</p>
      )}
      {isAdmin ? (
        <Link to={paths.canoeOwnerAdd(canoeId)} className="btn-secondary mt-4 w-full">
          <ArrowRightLeft aria-hidden="true" className="h-4 w-4" />
          Record Ownership Change
        </Link>
      ) : null}
    </section>
  );
}

/** Admin shortcuts to the canoe's edit screens (the screens themselves are admin pages). */
export function QuickActions({
  canoeId,
  onAddRestoration,
}: {
  canoeId: number;
  onAddRestoration: () => void;
}) {
  const actions: { label: string; to: string; icon: LucideIcon; onClick?: () => void }[] = [
    { label: 'Edit Canoe Details', to: paths.canoeEdit(canoeId), icon: Pencil },
    { label: 'Add New Name', to: paths.canoeNameAdd(canoeId), icon: Tag },
    { label: 'Change Ownership', to: paths.canoeOwnerAdd(canoeId), icon: ArrowRightLeft },
    { label: 'Upload Photos', to: paths.canoeMedia(canoeId), icon: Camera },
    {
      label: 'Add Restoration',
      to: paths.canoe(canoeId, 'restorations'),
      icon: Hammer,
      onClick: onAddRestoration,
    },
  ];
  return (
    <section aria-labelledby="quick-actions-heading" className="card p-5">
      <h2 id="quick-actions-heading" className="text-lg font-semibold text-koa-900">
        Quick Actions
      </h2>
      <ul className="mt-3 space-y-1">
        {actions.map(({ label, to, icon: Icon, onClick }) => (
          <li key={label}>
            <Link
              to={to}
              onClick={
                onClick
                  ? (event) => {
                      // Same page, another tab: switch and scroll there instead of loading the page again.
                      event.preventDefault();
                      onClick();
                    }
                  : undefined
              }
              className="flex items-center gap-2 rounded-lg px-3 py-2 font-medium text-koa-800 hover:bg-koa-50"
            >
              <Icon aria-hidden="true" className="h-4 w-4 text-koa-600" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
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
