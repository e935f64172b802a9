import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../lib/routing.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { canoeDetailQuery } from '../../features/canoes/detail/canoe-detail-queries.ts';
import {
  CanoeAdminFrame,
  CanoeAdminLoadError,
  CanoeAdminLoading,
} from '../../features/canoes/form/canoe-admin-frame.tsx';
import { useOwnerOptions } from '../../features/canoes/form/canoe-form-queries.ts';
import { OwnershipHistoryTable } from '../../features/canoes/form/ownership-history-table.tsx';
import { OwnershipTransferForm } from '../../features/canoes/form/ownership-transfer-form.tsx';
import { CurrentOwnerPanel, StewardshipNote } from '../../features/canoes/form/transfer-context.tsx';
import { isNotFound } from '../../lib/api.ts';
import { canoeTitle } from '../../lib/canoe-name.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';
import { canoeFormArea as area } from '../../../shared/i18n/messages/canoe-form.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';

function OwnerAddContent({ canoeId }: { canoeId: number | null }) {
  const translator = useI18n();
  const { t } = translator;
  const title = t(pages.canoeOwnerAddTitle);
  const canoeQuery = useQuery({ ...canoeDetailQuery(canoeId ?? 0), enabled: canoeId !== null });
  const ownersQuery = useOwnerOptions();
  const canoe = canoeQuery.data;
  const canoeName = canoe ? canoeTitle(canoe, canoe.names, t) : null;
  useDocumentTitle(canoeName ? t(area.canoePageTitle, { page: title, canoe: canoeName }) : title);

  if (canoeId === null || (canoeQuery.isError && !canoe) || (ownersQuery.isError && !ownersQuery.data)) {
    return (
      <CanoeAdminLoadError
        title={title}
        message={t(area.loadTransferFailed)}
        notFound={canoeId === null || isNotFound(canoeQuery.error)}
      />
    );
  }
  if (!canoe || !ownersQuery.data) return <CanoeAdminLoading title={title} label={t(ui.loading)} />;
  return (
    <CanoeAdminFrame
      canoeId={canoeId}
      canoeName={canoeName}
      title={title}
      lead={
        <>
          {withParts(
            translator,
            area.transferLead,
            {},
            { canoe: <strong className="text-koa-900">{canoeName}</strong> },
          )}
        </>
      }
    >
      <CurrentOwnerPanel owner={canoe.current_owner} />
      <OwnershipTransferForm
        canoeId={canoeId}
        owners={ownersQuery.data}
        currentOwnerId={canoe.current_owner_id}
      />
      <StewardshipNote />
      <OwnershipHistoryTable ownerships={canoe.ownership_history} />
    </CanoeAdminFrame>
  );
}

/** /canoes/:id/owners/add (spec §2 "Record Ownership Change page"): administrators only. */
export default function CanoeOwnerAddPage() {
  const { id } = useParams();
  const canoeId = parseRecordId(id);
  return (
    <AccessGuard level="admin">
      <OwnerAddContent key={id} canoeId={canoeId} />
    </AccessGuard>
  );
}
