import type { ReactNode } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { paths } from '../../../../shared/paths.ts';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { useI18n } from '../../../lib/i18n.tsx';

const CONTAINER = 'mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8';

/** The frame of a page that changes one canoe: the way back to it, the page's h1 and its lead. */
export function CanoeAdminFrame({
  canoeId,
  canoeName,
  title,
  lead,
  children,
}: {
  canoeId: number | null;
  canoeName: string | null;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className={CONTAINER}>
      {canoeId !== null && canoeName ? (
        <BackLink to={paths.canoe(canoeId)}>{t(area.backToCanoe, { name: canoeName })}</BackLink>
      ) : null}
      <PageHeader title={title} lead={lead} />
      {children}
    </div>
  );
}

export function CanoeAdminLoading({ title, label }: { title: string; label: string }) {
  return (
    <CanoeAdminFrame canoeId={null} canoeName={null} title={title}>
      <LoadingState label={label} />
    </CanoeAdminFrame>
  );
}

/** A failed load, with the way back to the registry (the canoe itself may be what failed). */
export function CanoeAdminLoadError({
  title,
  message,
  notFound = false,
}: {
  title: string;
  message: string;
  notFound?: boolean;
}) {
  const { t } = useI18n();
  return (
    <CanoeAdminFrame canoeId={null} canoeName={null} title={title}>
      <ErrorPanel title={notFound ? t(area.canoeNotFound) : undefined} message={message}>
        <Link to={paths.canoes()} className="btn-primary">
          {t(area.backToCanoes)}
        </Link>
      </ErrorPanel>
    </CanoeAdminFrame>
  );
}
