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
import { dateWordsIn } from '../../../shared/uncertain-date.ts';
import { HISTORY_FIELDS, type ReferenceKind } from './history.fields.ts';
import { allProtections } from '../protocols/protocol.repository.ts';
import type { Translator } from '../../../shared/i18n/translator.ts';
import { historyFieldsArea as F } from '../../../shared/i18n/messages/history-fields.ts';
import { historySummariesArea as S } from '../../../shared/i18n/messages/history-summaries.ts';

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
  place: 'places',
};

/** Other records a record's name is made from: a maker's person, an ownership's steward, a result's race. */
const NEEDS: Partial<Record<ReferenceKind, [ReferenceKind, string]>> = {
  maker: ['person', 'person_id'],
  ownership: ['owner', 'owner_id'],
  participation: ['race', 'race_id'],
};

const str = (v: unknown) => (v == null ? '' : String(v));

/** A record by its name, or unnamed, in the words History's changes use for it (history-summaries). */
const theRecord = ({ t }: Translator, kind: string, name: string) => t(S.theRecordNamed, { kind, name });
const aRecord = ({ t }: Translator, kind: string) => t(S.aRecord, { kind });

/** Who may see content kept under a protection: what its words are made of (said in the reader's language). */
export interface ProtectionWords {
  level: string;
  /** `all` or `any` of the protocols. */
  needed: string;
  /** `notice`: others see a notice in its place. */
  shown: string;
  names: string[];
}

export class NameBook {
  private rows = new Map<string, RowValues>();
  /** Who may see a row, by protection (read when a change's rows name one). */
  protections = new Map<number, ProtectionWords>();

  /** "Members of Kahananui ʻohana"; "Everyone" for a public row; in the translator's language. */
  protection(id: number | null, translator: Translator): string {
    const { t } = translator;
    if (id === null) return t(F.everyone);
    const words = this.protections.get(id);
    return words ? protectionWords(words, translator) : t(F.keptForAProtocol);
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

  /**
   * The record's name in words, in the translator's language ("the name Hōkūleʻa", a steward's own name), or null
   * when neither the archive nor its history knows it.
   */
  name(kind: ReferenceKind, id: number, translator: Translator): string | null {
    const row = this.rows.get(NameBook.key(kind, id));
    if (!row) return null;
    const other = (k: ReferenceKind, column: string) =>
      row[column] == null ? null : this.name(k, Number(row[column]), translator);
    switch (kind) {
      case 'owner':
      case 'person':
      case 'race':
      case 'place':
        return str(row.name);
      case 'maker':
        return other('person', 'person_id');
      case 'canoe_name':
        return theRecord(translator, 'name', str(row.name));
      case 'ownership': {
        const steward = other('owner', 'owner_id');
        return steward ? theRecord(translator, 'stewardship', steward) : aRecord(translator, 'stewardship');
      }
      case 'restoration': {
        const when = dateWordsIn(str(row.restoration_date_edtf) || null, translator);
        return when ? theRecord(translator, 'restoration', when) : aRecord(translator, 'restoration');
      }
      case 'participation': {
        const race = other('race', 'race_id');
        return race ? theRecord(translator, 'result', race) : aRecord(translator, 'result');
      }
      case 'media':
        return theRecord(translator, 'photo', str(row.caption) || str(row.file_name));
      case 'story':
        return row.title ? theRecord(translator, 'story', str(row.title)) : aRecord(translator, 'story');
      case 'source':
        return theRecord(translator, 'source', str(row.citation));
      case 'tk_label':
        return translator.t(F.theRecord, { kind: 'label', name: str(row.name), on: '' });
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

/** Who may see content kept under each protection: what its words are made of. */
function protectionsOf(rows: Awaited<ReturnType<typeof allProtections>>): Map<number, ProtectionWords> {
  const byId = new Map<number, ProtectionWords>();
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
  return byId;
}

/**
 * Who may see content kept under a protection, in the translator's language: "Keepers of A and B only", "Members of
 * A or B", "Members of all of A, B, C"; "…; others see a notice" when others see one in its place.
 */
function protectionWords({ level, needed, shown, names }: ProtectionWords, { t }: Translator): string {
  const joinedBy = needed === 'all' ? F.protocolsAnd : F.protocolsOr;
  const protocols = names.length ? names.slice(1).reduce((a, b) => t(joinedBy, { a, b }), names[0]) : '';
  const who =
    level === 'keepers'
      ? names.length
        ? 'keepers_of'
        : 'keepers'
      : level === 'protocols' && needed === 'all' && names.length > 1
        ? 'members_of_all'
        : 'members';
  const said = t(F.keptFor, { who, protocols: who === 'members_of_all' ? names.join(', ') : protocols });
  return shown === 'notice' ? t(F.othersSeeANotice, { who: said }) : said;
}

/** Read the names: the records as they are now, else as the history last recorded them. */
export async function resolveNames(
  db: Executor,
  wanted: Map<ReferenceKind, Set<number>>,
  protections = false,
): Promise<NameBook> {
  const book = new NameBook();
  if (protections) book.protections = protectionsOf(await allProtections(db));
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
