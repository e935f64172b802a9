import { Download } from 'lucide-react';
import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { ArchiveDownloads } from '../../features/info/archive-download.tsx';
import { InfoList, InfoPage, InfoSection } from '../../features/info/info-page.tsx';

const DOWNLOAD =
  'inline-flex items-center gap-2 rounded-md border border-koa-300 bg-white px-4 py-2 font-medium text-koa-900 hover:bg-koa-50';

/**
 * Open Data: what of the archive may be reused and how, the registry as CSV, the API, the records'
 * linked data, how to cite; for administrators, the whole archive as one file (docs/open-data.md).
 */
export default function OpenDataPage() {
  const { isAdmin, isPeopleAdmin } = useAuth();
  return (
    <InfoPage
      page="openData"
      heading="Open Data"
      lead="The records of the Koa Canoe Registry are kept so that they can be read, cited and reused, by families, researchers, museums and other archives."
    >
      <InfoSection title="What you may reuse">
        <InfoList>
          <li>
            <strong>The facts</strong> of the registry (canoes, their names, dates, stewards, makers,
            restorations and races) may be reused freely, with credit to the Koa Canoe Registry and a link to
            the record.
          </li>
          <li>
            <strong>Photographs</strong> each carry their own credit and licence, shown with the photo. Reuse
            a photo only as its licence allows; where it says to ask the steward, ask them first.
          </li>
          <li>
            <strong>Stories and biographies</strong> belong to the families and people who shared them. Quote
            them with credit; ask before republishing them whole. See the{' '}
            <Link to={paths.terms()}>Terms of Use</Link>.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title="Download the registry">
        <p>
          Every canoe in the registry as a spreadsheet (CSV, UTF-8): its name, type, bow number, year built,
          size, origin, maker, steward and a link to its page. The registry page offers the same file for any
          search.
        </p>
        <p>
          <a href="/api/canoes/search?format=csv" download="koa-canoes.csv" className={DOWNLOAD}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download the registry as CSV
          </a>
        </p>
      </InfoSection>

      <InfoSection title="For developers and other archives">
        <InfoList>
          <li>
            The registry&apos;s API is described in <a href="/api/docs">its OpenAPI document</a>: every public
            record can be read as JSON, and searched as the registry page searches.
          </li>
          <li>
            Each canoe, steward, maker and race page carries its facts as schema.org JSON-LD, which search
            engines and catalogues read without running the site.
          </li>
          <li>
            <a href="/sitemap.xml">sitemap.xml</a> lists every public record.
          </li>
        </InfoList>
      </InfoSection>

      <InfoSection title="How to cite">
        <p>
          Each canoe, steward and maker page has a &ldquo;How to cite this record&rdquo; box with its
          permanent link. In general:{' '}
          <em>Koa Canoe Registry, &ldquo;[record name]&rdquo;, [permanent link], accessed [date].</em>
        </p>
      </InfoSection>

      {isAdmin ? (
        <InfoSection title="The whole archive">
          <p>
            Every public record and image as one file (a BagIt bag in a ZIP, with each table as JSON Lines and
            CSV and checksums for every file), as the command line&apos;s <code>export</code> writes it. It
            can be imported into a new registry.
          </p>
          <ArchiveDownloads
            className={DOWNLOAD}
            downloads={[
              { href: '/api/open-data/archive', label: 'Download the archive' },
              ...(isPeopleAdmin
                ? [{ href: '/api/open-data/archive/private', label: 'Download with private details' }]
                : []),
            ]}
          />
          {isPeopleAdmin ? (
            <p className="text-sm">
              The file with private details also holds the change history (who made each change and why),
              accounts (never their passwords), People&apos;s contact details and the mailing list: keep it as
              you keep the database, and never publish it.
            </p>
          ) : null}
        </InfoSection>
      ) : null}
    </InfoPage>
  );
}
