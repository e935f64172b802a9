/**
 * A protocol's export, on its page (its keepers and administrators): the public archive and what the protocol
 * keeps, as one file another registry can import (GET /api/protocols/:id/export, docs/open-data.md), downloaded
 * with the Open Data page's progress bar.
 */
import { ArchiveDownloads } from '../info/index.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { useI18n } from '../../lib/i18n.tsx';

const DOWNLOAD =
  'inline-flex items-center gap-2 rounded-md border border-koa-300 bg-white px-4 py-2 font-medium text-koa-900 hover:bg-koa-50';

export function ProtocolExport({ protocolId, name }: { protocolId: number; name: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="export-title" className="space-y-4">
      <h2 id="export-title" className="font-display text-2xl font-bold text-koa-900">
        {t(protocolsArea.exportTitle)}
      </h2>
      <p className="text-stone-700">{t(protocolsArea.exportText, { name })}</p>
      <ArchiveDownloads
        className={DOWNLOAD}
        downloads={[
          {
            // A download, reached by its address (not in the route table, as the open-data archives).
            href: `/api/protocols/${protocolId}/export`,
            label: t(protocolsArea.exportButton),
          },
        ]}
      />
    </section>
  );
}
