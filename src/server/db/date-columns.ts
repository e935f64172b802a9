/**
 * The date columns of each table, kept together on every write (decision 013): a write names a date by its column
 * (`build_date: '196X'`, or a plain day) or by its EDTF twin (a revert writes the whole row back), and the columns
 * become the earliest day, the EDTF string and the latest day. A steward's `founded` keeps the earliest year.
 */
import { parseEdtf, type UncertainDate } from '../../shared/uncertain-date.ts';
import { hawaiianSortKey } from '../../shared/i18n/collate.ts';
import { foldText } from '../../shared/text.ts';
import { parseWebVtt, transcriptSearchText } from '../../shared/transcript.ts';

/**
 * The tables whose lists a reader of the Hawaiian pages sees in the Hawaiian order (migration 035): each row's
 * `name_sort_haw` is kept from its name on every write, a revert and a restore included. (A canoe's follows its
 * current name: canoe-name.repository.ts `refreshNameSort`.)
 */
export const HAWAIIAN_ORDER_TABLES = new Set(['owners', 'people', 'races', 'places']);

export const DATE_COLUMNS = {
  canoes: ['build_date'],
  canoe_names: ['start_date', 'end_date'],
  ownerships: ['start_date', 'end_date'],
  restorations: ['restoration_date', 'end_date'],
  races: ['date'],
  canoe_media: ['date_taken'],
  stories: ['told_of'],
  recordings: ['recorded_date'],
} as const satisfies Record<string, readonly string[]>;

/** The EDTF columns, hidden from a change's differences in favour of the date's own column. */
export const dateTwins = (column: string) => [`${column}_edtf`, `${column}_latest`];

function read(value: unknown): UncertainDate | null {
  if (value === null || value === undefined || value === '') return null;
  const date = parseEdtf(String(value));
  if (!date) throw new Error(`Not a date the archive keeps: ${String(value)}`);
  return date;
}

/**
 * `values` with each date it names written as its three columns, and with the Hawaiian sort key of the name it
 * names (HAWAIIAN_ORDER_TABLES).
 */
export function withKeptColumns<V>(table: string, values: V): V {
  const out = { ...values } as Record<string, unknown>;
  for (const column of (DATE_COLUMNS as Record<string, readonly string[]>)[table] ?? []) {
    const edtfColumn = `${column}_edtf`;
    const source = edtfColumn in out ? edtfColumn : column in out ? column : null;
    if (!source) continue;
    // A row from before migration 017 (a revert of an old change) has no EDTF twin: its day is the date.
    const date = read(out[source] ?? (source === edtfColumn ? out[column] : null));
    out[column] = date?.earliest ?? null;
    out[edtfColumn] = date?.edtf ?? null;
    out[`${column}_latest`] = date?.latest ?? null;
  }
  // A recording's words, folded for the search of what was said (decision 035).
  if (table === 'recordings' && 'transcript' in out) {
    const transcript = out.transcript as string | null;
    out.transcript_folded = transcript ? foldText(transcriptSearchText(parseWebVtt(transcript).cues)) : null;
  }
  if (table === 'owners') {
    const source = 'founded_edtf' in out ? 'founded_edtf' : 'founded' in out ? 'founded' : null;
    if (source) {
      const date = read(out[source] ?? out.founded);
      out.founded = date ? Number(date.earliest.slice(0, 4)) : null;
      out.founded_edtf = date?.edtf ?? null;
      out.founded_earliest = date?.earliest ?? null;
      out.founded_latest = date?.latest ?? null;
    }
  }
  if (HAWAIIAN_ORDER_TABLES.has(table) && 'name' in out)
    out.name_sort_haw = hawaiianSortKey(String(out.name ?? ''));
  return out as V;
}

/** The date a row keeps in `column`, read from its EDTF twin (null when none). */
export function storedDate(edtf: string | null | undefined): UncertainDate | null {
  return edtf ? parseEdtf(edtf) : null;
}
