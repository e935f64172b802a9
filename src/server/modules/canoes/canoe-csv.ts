/**
 * The registry's search results as CSV (`GET /api/canoes/search?format=csv`, issue 14): one row a canoe with the
 * public fields the registry shows, for spreadsheets; formula-safe (text/csv.ts).
 */
import type { CanoeSummary } from '../../../shared/api/canoes.ts';
import { paths } from '../../../shared/paths.ts';
import { csvLine } from '../../text/csv.ts';

const COLUMNS: [header: string, value: (canoe: CanoeSummary, base: string) => unknown][] = [
  ['Registry ID', (canoe) => canoe.canoe_id],
  ['Name', (canoe) => canoe.current_name],
  ['Type', (canoe) => canoe.type_name],
  ['Bow Number', (canoe) => canoe.hull_id],
  ['Year Built', (canoe) => canoe.build_year],
  ['Length (ft)', (canoe) => canoe.length],
  ['Width (ft)', (canoe) => canoe.width],
  ['Weight (lb)', (canoe) => canoe.weight],
  ['Origin', (canoe) => canoe.origin],
  ['Maker', (canoe) => canoe.maker_name],
  ['Steward', (canoe) => canoe.owner_name],
  ['Steward Since', (canoe) => canoe.ownership_start_date],
  ['Photos', (canoe) => canoe.media_count],
  ['Link', (canoe, base) => base + paths.canoe(canoe.canoe_id)],
];

const line = (cells: unknown[]) => csvLine(cells, { formulaSafe: true });

/** The canoes as a CSV file with a header row; `base` makes each canoe's link absolute. */
export function canoesCsv(canoes: CanoeSummary[], base: string): string {
  return (
    line(COLUMNS.map(([header]) => header)) +
    canoes.map((canoe) => line(COLUMNS.map(([, value]) => value(canoe, base)))).join('')
  );
}
