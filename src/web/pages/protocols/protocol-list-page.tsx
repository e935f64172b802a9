/** Protocols (decision 020): an account's communities; administrators see every one and create them. */
import { useState } from 'react';

import { PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SignedInGuard } from '../../features/auth/access-guard.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { CreateProtocolForm } from '../../features/protocols/create-protocol-form.tsx';
import { ProtocolList } from '../../features/protocols/protocol-list.tsx';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../lib/i18n.tsx';

function Protocols() {
  const { t } = useI18n();
  const { isAdmin } = useAuth();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={t(pages.protocolsTitle)}
        lead={isAdmin ? t(protocolsArea.leadAdmin) : t(protocolsArea.leadMember)}
      />
      <div className="space-y-8">
        {created ? (
          <p
            role="status"
            className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900"
          >
            {t(protocolsArea.created, { name: created })}
          </p>
        ) : null}
        <ProtocolList isAdmin={isAdmin} />
        {isAdmin ? <CreateProtocolForm onCreated={setCreated} /> : null}
      </div>
    </div>
  );
}

export default function ProtocolListPage() {
  const { t } = useI18n();
  useDocumentTitle(t(pages.protocolsTitle));
  return (
    <SignedInGuard>
      <Protocols />
    </SignedInGuard>
  );
}
