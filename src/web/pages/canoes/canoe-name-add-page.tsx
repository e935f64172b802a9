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
import { canoeFormArea as area } from '../../../shared/i18n/messages/canoe-form.ts';
import { useI18n, withParts } from '../../lib/i18n.tsx';

function NameAddContent({ canoeId }: { canoeId: number | null }) {
  const translator = useI18n();
  const { t } = translator;
  const TITLE = t(area.addNewNameLink);
  const query = useQuery({ ...canoeDetailQuery(canoeId ?? 0), enabled: canoeId !== null });
  const canoeName = query.data ? canoeTitle(query.data, query.data.names, t) : null;
  const pageTitle = t(pages.canoeNameAddTitle);
  useDocumentTitle(canoeName ? t(area.canoePageTitle, { page: pageTitle, canoe: canoeName }) : pageTitle);

  if (canoeId === null || (query.isError && !query.data)) {
    return (
      <CanoeAdminLoadError
        title={TITLE}
        message={t(area.loadCanoeFailedLater)}
        notFound={canoeId === null || isNotFound(query.error)}
      />
    );
  }
  if (!query.data) return <CanoeAdminLoading title={TITLE} label={t(area.loadingCanoe)} />;
  const current = query.data.names.find((n) => !n.end_date);
  return (
    <CanoeAdminFrame
      canoeId={canoeId}
      canoeName={canoeName}
      title={TITLE}
      lead={
        <>
          {withParts(
            translator,
            area.addNameLead,
            {},
            { canoe: <strong className="text-koa-900">{canoeName}</strong> },
          )}{' '}
          {current ? t(area.addNameLeadCurrent, { name: current.name }) : t(area.addNameLeadNoCurrent)}
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
