/**
 * The registry's search results as CSV (`GET /api/canoes/search?format=csv`): one row a canoe with the
 * public fields the registry shows, for spreadsheets; formula-safe (text/csv.ts). The plain fields' columns come
 * from the field table (shared/canoe-fields.ts), in its order.
 */
import type { CanoeSummary } from '../../../shared/api/canoes.ts';
import {
  arrange,
  csvFields,
  csvHeader,
  type CanoeFieldKey,
  type CanoeFieldSpec,
} from '../../../shared/canoe-fields.ts';
import { paths } from '../../../shared/paths.ts';
import { csvLine } from '../../text/csv.ts';

type Column = [header: string, value: (canoe: CanoeSummary, base: string) => unknown];

/** A plain field's column (shared/canoe-fields.ts): its header, and its value as stored. */
const plainColumn = (field: CanoeFieldSpec): Column => [
  csvHeader(field),
  (canoe) => canoe[field.key as CanoeFieldKey & keyof CanoeSummary],
];

/** The plain fields the table marks for the CSV, with the columns made from other fields around them. */
const COLUMNS: Column[] = arrange(csvFields(), plainColumn, {
  start: [
    ['Registry ID', (canoe) => canoe.canoe_id],
    ['Name', (canoe) => canoe.current_name],
    ['Type', (canoe) => canoe.type_name],
  ],
  after: { hull_id: [['Year Built', (canoe) => canoe.build_year]] },
  end: [
    ['Maker', (canoe) => canoe.maker_name],
    ['Steward', (canoe) => canoe.owner_name],
    ['Steward Since', (canoe) => canoe.ownership_start_date],
    ['Photos', (canoe) => canoe.media_count],
    ['Link', (canoe, base) => base + paths.canoe(canoe.canoe_id)],
  ],
});

const line = (cells: unknown[]) => csvLine(cells, { formulaSafe: true });

/** The canoes as a CSV file with a header row; `base` makes each canoe's link absolute. */
export function canoesCsv(canoes: CanoeSummary[], base: string): string {
  return (
    line(COLUMNS.map(([header]) => header)) +
    canoes.map((canoe) => line(COLUMNS.map(([, value]) => value(canoe, base)))).join('')
  );
}
