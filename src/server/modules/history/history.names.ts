/**
 * The names of the records a page of changes refers to (a canoe's type, its maker, an ownership's steward, a
 * result's race…), so a change reads "Steward: Hui Waʻa" rather than an id.
 *
 * The server resolves them when it answers, not the screen: one query per kind of record the page refers to (at
 * most a handful per answer, never one per row), and one more for records deleted since, whose names the history
 * still knows from the rows it recorded. A screen then needs no lookups of its own, and a token's client reads the
 * same words.
 */
import type { Executor } from '../../db/database.ts';
import { trackedTable, type TrackedTable } from '../../db/history-tables.ts';
import { findRowsByIds, recordedVersions } from './history.repository.ts';
import type { RowValues } from '../../db/history.ts';
import { dateWords } from '../../../shared/uncertain-date.ts';
import { HISTORY_FIELDS, type ReferenceKind } from './history.fields.ts';
import { allProtections } from '../protocols/protocol.repository.ts';

const REFERENCE_TABLE: Record<ReferenceKind, TrackedTable> = {
  owner: 'owners',
  maker: 'makers',
  person: 'people',
  race: 'races',
  canoe_name: 'canoe_names',
  ownership: 'ownerships',
  restoration: 'restorations',
  participation: 'race_participations',
  media: 'canoe_media',
  story: 'stories',
  source: 'sources',
  tk_label: 'tk_labels',
};

/** Other records a record's name is made from: a maker's person, an ownership's steward, a result's race. */
const NEEDS: Partial<Record<ReferenceKind, [ReferenceKind, string]>> = {
  maker: ['person', 'person_id'],
  ownership: ['owner', 'owner_id'],
  participation: ['race', 'race_id'],
};

const str = (v: unknown) => (v == null ? '' : String(v));

export class NameBook {
  private rows = new Map<string, RowValues>();
  /** Who may see a row, in words, by protection (read when a change's rows name one). */
  protections = new Map<number, string>();

  /** "Members of Kahananui ʻohana"; "Everyone" for a public row. */
  protection(id: number | null): string {
    if (id === null) return 'Everyone';
    return this.protections.get(id) ?? 'Kept for a protocol';
  }

  static key = (kind: ReferenceKind, id: number) => `${kind}:${id}`;

  add(kind: ReferenceKind, id: number, row: RowValues) {
    this.rows.set(NameBook.key(kind, id), row);
  }

  has(kind: ReferenceKind, id: number) {
    return this.rows.has(NameBook.key(kind, id));
  }

  row(kind: ReferenceKind, id: number): RowValues | undefined {
    return this.rows.get(NameBook.key(kind, id));
  }

  /** The record's name in words, or null when neither the archive nor its history knows it. */
  name(kind: ReferenceKind, id: number): string | null {
    const row = this.rows.get(NameBook.key(kind, id));
    if (!row) return null;
    const other = (k: ReferenceKind, column: string) =>
      row[column] == null ? null : this.name(k, Number(row[column]));
    switch (kind) {
      case 'owner':
      case 'person':
      case 'race':
        return str(row.name);
      case 'maker':
        return other('person', 'person_id');
      case 'canoe_name':
        return `the name ${str(row.name)}`;
      case 'ownership': {
        const steward = other('owner', 'owner_id');
        return steward ? `the stewardship of ${steward}` : 'a stewardship';
      }
      case 'restoration': {
        const when = dateWords(str(row.restoration_date_edtf) || null);
        return when ? `the restoration of ${when}` : 'a restoration';
      }
      case 'participation': {
        const race = other('race', 'race_id');
        return race ? `the result in ${race}` : 'a race result';
      }
      case 'media':
        return `the photo ${str(row.caption) || str(row.file_name)}`;
      case 'story':
        return row.title ? `the story “${str(row.title)}”` : 'a story';
      case 'source':
        return `the source “${str(row.citation)}”`;
      case 'tk_label':
        return `the label ${str(row.name)}`;
    }
  }
}

/** Every record the rows' shown columns refer to. */
export function referencesOf(
  rows: { table: TrackedTable; before: RowValues | null; after: RowValues | null }[],
) {
  const wanted = new Map<ReferenceKind, Set<number>>();
  for (const row of rows) {
    for (const [column, spec] of Object.entries(HISTORY_FIELDS[row.table].shown)) {
      if (spec.kind !== 'reference') continue;
      for (const values of [row.before, row.after]) {
        const id = values?.[column];
        if (id == null) continue;
        const ids = wanted.get(spec.to) ?? new Set<number>();
        ids.add(Number(id));
        wanted.set(spec.to, ids);
      }
    }
  }
  return wanted;
}

/** Who may see content kept under each protection, in words. */
function protectionWords(rows: Awaited<ReturnType<typeof allProtections>>): Map<number, string> {
  const byId = new Map<number, { level: string; needed: string; shown: string; names: string[] }>();
  for (const row of rows) {
    const value = byId.get(row.protection_id) ?? {
      level: row.level,
      needed: row.protocols_needed,
      shown: row.shown_as,
      names: [],
    };
    if (row.protocol_name) value.names.push(row.protocol_name);
    byId.set(row.protection_id, value);
  }
  const words = new Map<number, string>();
  for (const [id, { level, needed, shown, names }] of byId) {
    const joined = names.join(needed === 'all' ? ' and ' : ' or ');
    let said =
      level === 'keepers'
        ? names.length
          ? `Keepers of ${joined} only`
          : 'Keepers only'
        : `Members of ${joined}`;
    if (level === 'protocols' && needed === 'all' && names.length > 1)
      said = `Members of all of ${names.join(', ')}`;
    words.set(id, shown === 'notice' ? `${said}; others see a notice` : said);
  }
  return words;
}

/** Read the names: the records as they are now, else as the history last recorded them. */
export async function resolveNames(
  db: Executor,
  wanted: Map<ReferenceKind, Set<number>>,
  protections = false,
): Promise<NameBook> {
  const book = new NameBook();
  if (protections) book.protections = protectionWords(await allProtections(db));
  // Two rounds: a maker's name is its person's, an ownership's its steward's.
  for (let round = 0; round < 2 && wanted.size; round++) {
    const missing: [ReferenceKind, number][] = [];
    for (const [kind, ids] of wanted) {
      const table = REFERENCE_TABLE[kind];
      const idColumn = trackedTable(table).id;
      const found = await findRowsByIds(db, table, [...ids]);
      for (const row of found) book.add(kind, Number(row[idColumn]), row);
      for (const id of ids) if (!book.has(kind, id)) missing.push([kind, id]);
    }
    if (missing.length) {
      // Deleted since: the latest version of each the history recorded.
      const recorded = await recordedVersions(
        db,
        missing.map(([kind, id]) => ({ table: REFERENCE_TABLE[kind], id })),
      );
      for (const [kind, id] of missing) {
        const latest = recorded.find((r) => r.table_name === REFERENCE_TABLE[kind] && r.record_id === id);
        const json = latest?.after_json ?? latest?.before_json;
        if (json) book.add(kind, id, JSON.parse(json) as RowValues);
      }
    }
    const next = new Map<ReferenceKind, Set<number>>();
    for (const [kind, ids] of wanted) {
      const need = NEEDS[kind];
      if (!need) continue;
      for (const id of ids) {
        const value = book.row(kind, id)?.[need[1]];
        if (value == null || book.has(need[0], Number(value))) continue;
        const set = next.get(need[0]) ?? new Set<number>();
        set.add(Number(value));
        next.set(need[0], set);
      }
    }
    wanted = next;
  }
  return book;
}
