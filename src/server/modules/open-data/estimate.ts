/**
 * About how large an archive export will be, told to the browser before the streamed ZIP starts (its length is not
 * known until the end), so the Open Data page can show the download's progress. Exact for the images, which are
 * most of a real archive; the records are counted at about 30 bytes a row once deflated, as measured at 100,000
 * and 1,000,000 canoes (docs/performance.md: 402,003 rows in 11.3 MB).
 */
import type { Executor } from '../../db/database.ts';
import { EXPORT_TABLES } from './bag-format.ts';
import { tableSize } from './records.repository.ts';
import { rowScope, leavesIn, type ExportOptions } from './export.ts';

const BYTES_PER_ROW = 30;
/**
 * The bag's own files once deflated (README.txt 1.9 KB, datapackage.json 1.6 KB, RO-Crate 1.2 KB, the manifests,
 * bag-info.txt, export.json: 16.8 KB in all for an empty public archive, November 2026), and per table its JSON
 * Lines and CSV files with their ZIP headers and manifest lines.
 */
const BYTES_FIXED = 8_000;
const BYTES_PER_TABLE = 450;
const BYTES_PER_FILE = 150;

export async function estimateArchiveBytes(
  db: Executor,
  options: Pick<ExportOptions, 'includePrivate' | 'protocol'>,
): Promise<number> {
  const scope = rowScope(options);
  let total = BYTES_FIXED;
  for (const spec of EXPORT_TABLES) {
    if (!leavesIn(spec, scope)) continue;
    // Only the rows and images this export holds: a protocol's keepers learn nothing of what another keeps.
    const { rows, fileBytes } = await tableSize(db, spec, scope);
    total +=
      BYTES_PER_TABLE + rows * (BYTES_PER_ROW + BYTES_PER_FILE * (spec.files?.length ?? 0)) + fileBytes;
  }
  return total;
}
