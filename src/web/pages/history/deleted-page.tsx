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
import { historyArea } from '../../../shared/i18n/messages/history.ts';

/** Restored: where the record is again (it leaves the list as it comes back). */
function RestoredNotice({ restored }: { restored: ChangeDetail | null }) {
  const { t } = useI18n();
  const to = restored ? recordPath(restored) : null;
  return (
    <div role="status">
      {restored ? (
        <p className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          {t(historyArea.restored, { record: restored.record_label })}{' '}
          {to ? (
            <Link to={to} className="link font-medium">
              {t(historyArea.openRecord, { record: restored.record_label })}
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

function Deleted() {
  const { t } = useI18n();
  const query = useInfiniteQuery(deletedQuery());
  const [restored, setRestored] = useState<ChangeDetail | null>(null);
  return (
    <>
      <RestoredNotice restored={restored} />
      <ChangeList query={query} label={t(historyArea.deletedRecords)} empty={t(historyArea.noDeleted)}>
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
      <ListPage title={t(pages.deletedTitle)} lead={t(historyArea.deletedLead)} add={null}>
        <div className="-mt-4 mb-6">
          <BackLink to={paths.activity()}>{t(historyArea.backToActivity)}</BackLink>
        </div>
        <Deleted />
      </ListPage>
    </AccessGuard>
  );
}
