/**
 * The protocols a signed-in account sees: every protocol for an administrator, the ones they belong to (with their
 * role) for anyone else. A protocol's name opens its page for those who may manage it: its keepers and
 * administrators.
 */
import { Link } from '../../lib/routing.tsx';
import { Users } from 'lucide-react';
import type { Protocol } from '../../../shared/api/protocols.ts';
import { paths } from '../../../shared/paths.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorPanel, TryAgainButton } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useProtocols } from './protocol-queries.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../lib/i18n.tsx';

function ProtocolRow({ protocol, isAdmin }: { protocol: Protocol; isAdmin: boolean }) {
  const { t } = useI18n();
  const manages = isAdmin || protocol.my_role === 'keeper';
  return (
    <li className="card flex p-4 sm:p-6 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-koa-900">
          {manages ? (
            <Link to={paths.protocol(protocol.protocol_id)} className="link">
              {protocol.name}
            </Link>
          ) : (
            protocol.name
          )}
        </h2>
        {protocol.description ? <p className="mt-1 text-stone-700">{protocol.description}</p> : null}
        <p className="mt-2 text-sm text-stone-600">
          {t(protocolsArea.counts, {
            members: protocol.member_count,
            keepers: protocol.keeper_count,
            held: protocol.held_count,
          })}
        </p>
      </div>
      {protocol.my_role ? (
        <div className="shrink-0">
          <Badge tone={protocol.my_role === 'keeper' ? 'ocean' : 'stone'}>
            {t(protocolsArea.yourRole, { role: protocol.my_role })}
          </Badge>
        </div>
      ) : null}
    </li>
  );
}

export function ProtocolList({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useI18n();
  const query = useProtocols();
  if (query.isPending) return <LoadingState label={t(protocolsArea.loadingProtocols)} />;
  if (query.isError) {
    return (
      <ErrorPanel message={t(protocolsArea.loadProtocolsFailed)}>
        <TryAgainButton />
      </ErrorPanel>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title={t(protocolsArea.noneYet)}
        text={isAdmin ? t(protocolsArea.noneYetAdmin) : t(protocolsArea.noneYetMember)}
      />
    );
  }
  return (
    <ul className="space-y-4" aria-label={t(protocolsArea.list)}>
      {query.data.map((protocol) => (
        <ProtocolRow key={protocol.protocol_id} protocol={protocol} isAdmin={isAdmin} />
      ))}
    </ul>
  );
}
