/** The Labels page (administrators): Traditional Knowledge labels from Local Contexts, imported and worded. */

import { ListPage } from '../../components/ui/list-page.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { TkLabelsAdmin } from '../../features/tk-labels/tk-labels-admin.tsx';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../lib/i18n.tsx';

export default function TkLabelsPage() {
  const { t } = useI18n();
  return (
    <AccessGuard level="admin">
      <ListPage title={t(pages.tkLabelsTitle)} lead={t(protocolsArea.labelsLead)} add={null}>
        <TkLabelsAdmin />
      </ListPage>
    </AccessGuard>
  );
}
