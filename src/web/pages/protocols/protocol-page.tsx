/**
 * A protocol's page (its keepers and administrators): what it is, its members, what it keeps, and the file of what
 * it keeps.
 */
import { useParams } from '../../lib/routing.tsx';
import { ShieldAlert } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { RecordNotFound } from '../../components/ui/record-not-found.tsx';
import { ApiError, isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SignedInGuard } from '../../features/auth/access-guard.tsx';
import { useProtocol } from '../../features/protocols/protocol-queries.ts';
import { ProtocolMembers } from '../../features/protocols/protocol-members.tsx';
import { ProtocolHeld } from '../../features/protocols/protocol-held.tsx';
import { ProtocolExport } from '../../features/protocols/protocol-export.tsx';
import { ProtocolAdmin } from '../../features/protocols/protocol-admin.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../lib/i18n.tsx';

function NotFound() {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(protocolsArea.notFoundTitle)}
      text={t(protocolsArea.notFoundText)}
      backTo={paths.protocols()}
      backLabel={t(protocolsArea.backToProtocols)}
    />
  );
}

function Protocol({ id }: { id: number }) {
  const { t } = useI18n();
  const query = useProtocol(id);
  const { isAdmin } = useAuth();
  useDocumentTitle(query.data ? query.data.name : t(protocolsArea.protocolTitle));
  if (query.isPending) return <LoadingState label={t(protocolsArea.loadingProtocol)} reserve />;
  if (isNotFound(query.error)) return <NotFound />;
  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <RecordNotFound
        title={t(protocolsArea.accessDenied)}
        text={t(protocolsArea.accessDeniedText)}
        backTo={paths.protocols()}
        backLabel={t(protocolsArea.backToProtocols)}
        icon={ShieldAlert}
      />
    );
  }
  if (query.isError) {
    return (
      <RecordLoadError
        heading={t(protocolsArea.protocolTitle)}
        message={t(protocolsArea.loadProtocolFailed)}
        backTo={paths.protocols()}
        backLabel={t(protocolsArea.backToProtocols)}
      />
    );
  }
  const protocol = query.data;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <BackLink to={paths.protocols()}>{t(protocolsArea.backToProtocols)}</BackLink>
        <PageHeader title={protocol.name} lead={protocol.description ?? undefined} />
        {isAdmin ? <ProtocolAdmin protocol={protocol} /> : null}
      </div>
      <ProtocolMembers protocolId={protocol.protocol_id} members={protocol.members} />
      <ProtocolHeld held={protocol.held} />
      <ProtocolExport protocolId={protocol.protocol_id} name={protocol.name} />
    </div>
  );
}

export default function ProtocolPage() {
  const id = parseRecordId(useParams().id);
  return <SignedInGuard>{id === null ? <NotFound /> : <Protocol key={id} id={id} />}</SignedInGuard>;
}
