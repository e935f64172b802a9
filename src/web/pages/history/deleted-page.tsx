/** Recently Deleted: deletes no later change has undone, each with Restore (administrators). */
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import type { ChangeDetail } from '../../../shared/api/history.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { ListPage } from '../../components/ui/list-page.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { ChangeList } from '../../features/history/change-list.tsx';
import { ChangeLine, recordPath } from '../../features/history/change-words.tsx';
import { deletedQuery } from '../../features/history/history-queries.ts';
import { RevertButton } from '../../features/history/revert-button.tsx';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** Restored: where the record is again (it leaves the list as it comes back). */
function RestoredNotice({ restored }: { restored: ChangeDetail | null }) {
  const to = restored ? recordPath(restored) : null;
  return (
    <div role="status">
      {restored ? (
        <p className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          Restored {restored.record_label}.{' '}
          {to ? (
            <Link to={to} className="link font-medium">
              Open {restored.record_label}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

function Deleted() {
  const query = useInfiniteQuery(deletedQuery());
  const [restored, setRestored] = useState<ChangeDetail | null>(null);
  return (
    <>
      <RestoredNotice restored={restored} />
      <ChangeList query={query} label="Deleted records" empty="No deleted records to restore.">
        {(change) => (
          <div className="flex flex-wrap items-start justify-between gap-3">
            <ChangeLine change={change} />
            <RevertButton change={change} restore onReverted={setRestored} />
          </div>
        )}
      </ChangeList>
    </>
  );
}

export default function DeletedPage() {
  const { t } = useI18n();
  return (
    <AccessGuard level="admin">
      <ListPage
        title={t(pages.deletedTitle)}
        lead="Records deleted and not yet restored. Restoring one brings it back with everything deleted with it, under the same address."
        add={null}
      >
        <div className="-mt-4 mb-6">
          <BackLink to={paths.activity()}>Back to Activity</BackLink>
        </div>
        <Deleted />
      </ListPage>
    </AccessGuard>
  );
}
