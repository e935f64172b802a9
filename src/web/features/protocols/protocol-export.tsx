/**
 * A protocol's export, on its page (its keepers and administrators): the public archive and what the protocol
 * keeps, as one file another registry can import (GET /api/protocols/:id/export, docs/open-data.md), downloaded
 * with the Open Data page's progress bar.
 */
import { pathOf } from '../../../shared/api/endpoint.ts';
import { openDataApi } from '../../../shared/api/routes.ts';
import { ArchiveDownloads } from '../info/index.ts';

const DOWNLOAD =
  'inline-flex items-center gap-2 rounded-md border border-koa-300 bg-white px-4 py-2 font-medium text-koa-900 hover:bg-koa-50';

export function ProtocolExport({ protocolId, name }: { protocolId: number; name: string }) {
  return (
    <section aria-labelledby="export-title" className="space-y-4">
      <h2 id="export-title" className="font-display text-2xl font-bold text-koa-900">
        Export
      </h2>
      <p className="text-stone-700">
        A ZIP file that another registry can import, holding the public archive and everything kept for {name}{' '}
        (canoes and their records, photos, stories, sources and notes, and who may see each), but no accounts
        or members.
      </p>
      <ArchiveDownloads
        className={DOWNLOAD}
        downloads={[
          {
            href: `/api${pathOf(openDataApi.exportProtocolArchive, { id: protocolId })}`,
            label: 'Export What This Protocol Keeps',
          },
        ]}
      />
    </section>
  );
}
