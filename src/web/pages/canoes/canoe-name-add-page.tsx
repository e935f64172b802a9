import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../lib/routing.tsx';

import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { canoeDetailQuery } from '../../features/canoes/detail/canoe-detail-queries.ts';
import {
  CanoeAdminFrame,
  CanoeAdminLoadError,
  CanoeAdminLoading,
} from '../../features/canoes/form/canoe-admin-frame.tsx';
import { NameAddForm } from '../../features/canoes/form/name-add-form.tsx';
import { isNotFound } from '../../lib/api.ts';
import { canoeTitle } from '../../lib/canoe-name.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

const TITLE = 'Add New Name';

function NameAddContent({ canoeId }: { canoeId: number | null }) {
  const { t } = useI18n();
  const query = useQuery({ ...canoeDetailQuery(canoeId ?? 0), enabled: canoeId !== null });
  const canoeName = query.data ? canoeTitle(query.data, query.data.names) : null;
  useDocumentTitle(canoeName ? `${t(pages.canoeNameAddTitle)}: ${canoeName}` : t(pages.canoeNameAddTitle));

  if (canoeId === null || (query.isError && !query.data)) {
    return (
      <CanoeAdminLoadError
        title={TITLE}
        message="Failed to load canoe details. Please try again later."
        notFound={canoeId === null || isNotFound(query.error)}
      />
    );
  }
  if (!query.data) return <CanoeAdminLoading title={TITLE} label="Loading canoe details..." />;
  const current = query.data.names.find((n) => !n.end_date);
  return (
    <CanoeAdminFrame
      canoeId={canoeId}
      canoeName={canoeName}
      title={TITLE}
      lead={
        <>
          Give <strong className="text-koa-900">{canoeName}</strong> a new name.{' '}
          {current
            ? `Its current name, ${current.name}, stays in the Name History and ends on the date the new name is given.`
            : 'The new name becomes its current name.'}
        </>
      }
    >
      <NameAddForm canoeId={canoeId} />
    </CanoeAdminFrame>
  );
}

/** /canoes/:id/names/add (spec §2 "Add-name page"): administrators only. */
export default function CanoeNameAddPage() {
  const { id } = useParams();
  const canoeId = parseRecordId(id);
  return (
    <AccessGuard level="admin">
      <NameAddContent key={id} canoeId={canoeId} />
    </AccessGuard>
  );
}
