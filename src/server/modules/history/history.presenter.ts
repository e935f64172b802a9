/**
 * Changes as the API sends them: who, when, the words and, with the rows, each row before and after (derived
 * search columns left out) with its field-by-field differences, rich text as readable text.
 */
import type {
  ChangeDetail,
  ChangeField,
  ChangeRow,
  ChangeSummary,
  RecordType,
} from '../../../shared/api/history.ts';
import type { FieldDifference } from '../../../shared/api/common.ts';
import { htmlToReadableText } from '../../text/sanitize.ts';
import { isTrackedTable, trackedTable, type TrackedTable } from '../../db/history-tables.ts';
import { sameValue, type RowValues } from '../../db/history.ts';
import { readSaying, say, type Saying } from '../../db/history-words.ts';
import { dateWords, dateWordsIn } from '../../../shared/uncertain-date.ts';
import type { ChangeRecord, ChangeRowRecord } from './history.repository.ts';
import { HISTORY_FIELDS, type FieldSpec } from './history.fields.ts';
import { NameBook } from './history.names.ts';
import { historyFieldsArea as words } from '../../../shared/i18n/messages/history-fields.ts';
import { historySummariesArea as S } from '../../../shared/i18n/messages/history-summaries.ts';
import type { Message } from '../../../shared/i18n/messages.ts';
import { createTranslator, type Translator } from '../../../shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages.ts';

/** The words of a change's fields when no reader's language is given (revert conflicts, tests). */
export const ENGLISH = createTranslator(SOURCE_LANGUAGE);

/**
 * A change's words in the translator's language, said from what they are made of (`summary_message`, written with
 * the change since migration 036: history-words.ts). A change recorded before that has none, and one whose words
 * cannot be said (a message no longer in the catalog) keeps the English stored when it was recorded.
 */
export function summaryIn(change: Pick<ChangeRecord, 'summary' | 'summary_message'>, translator: Translator) {
  const message = readSaying(change.summary_message);
  if (!message) return change.summary;
  try {
    return say(message, translator);
  } catch {
    return change.summary;
  }
}

/** The records a saying names by their number ("steward #12"): each `recordNumber` in it. */
function numbersIn(words: Saying, found: Saying[] = []): Saying[] {
  if (words.id === S.recordNumber.id) found.push(words);
  for (const value of Object.values(words.values ?? {}))
    if (typeof value === 'object' && 'id' in value) numbersIn(value, found);
  return found;
}

/**
 * A change's record by its label in the translator's language. The label is kept in English (`record_label`): a
 * record's own name, said as it is, or, for a record without one, its number in words (`recordNumber`: "Canoe #12",
 * history-words.ts). Such a label is said again in the reader's words when it is the English of one of the numbers
 * the change knows: its canoe's (`canoe_id`: a canoe without a name, or a record of one) and those its words name
 * (`summary_message`: a maker whose person was gone, "person #7"); any other label is the record's name, as it is.
 */
export function recordLabelIn(
  change: Pick<ChangeRecord, 'record_label' | 'summary_message' | 'canoe_id'>,
  translator: Translator,
): string {
  const stored = readSaying(change.summary_message);
  const numbers = stored ? numbersIn(stored) : [];
  if (change.canoe_id !== null)
    numbers.push({ id: S.recordNumber.id, values: { kind: 'canoe', id: String(change.canoe_id) } });
  const number = numbers.find((words) => say(words, ENGLISH) === change.record_label);
  return number ? say(number, translator) : change.record_label;
}

/** A change as lists show it, its words in the translator's language. */
export function presentChangeSummary(change: ChangeRecord, translator: Translator = ENGLISH): ChangeSummary {
  return {
    change_id: change.change_id,
    created_at: change.created_at,
    actor: { user_id: change.actor_user_id, name: change.actor_name, kind: change.actor_kind },
    action: change.action,
    record_type: change.record_type as RecordType,
    record_id: change.record_id,
    record_label: recordLabelIn(change, translator),
    canoe_id: change.canoe_id,
    summary: summaryIn(change, translator),
    reason: change.reason,
    reverts_change_id: change.reverts_change_id,
    reverted_by_change_id: change.reverted_by_change_id,
  };
}

/** The row without the columns the server derives from others. */
export function visibleColumns(table: TrackedTable, row: RowValues | null): RowValues | null {
  if (!row) return null;
  const hidden = new Set(trackedTable(table).derived ?? []);
  return Object.fromEntries(Object.entries(row).filter(([column]) => !hidden.has(column)));
}

/** A field's value as a difference shows it: rich text as readable text, anything else as it is. */
function shown(table: TrackedTable, column: string, value: unknown): FieldDifference['before'] {
  if (value === undefined || value === null) return null;
  // A date reads as it does on the page ("about 1850"), as precise as it was entered.
  if (column.endsWith('_edtf') && typeof value === 'string') return dateWords(value);
  if ((trackedTable(table).richText ?? []).includes(column) && typeof value === 'string') {
    return htmlToReadableText(value);
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Every visible field whose value differs between two versions of a row (a missing version: every field). */
export function differences(
  table: TrackedTable,
  before: RowValues | null,
  after: RowValues | null,
): FieldDifference[] {
  const b = visibleColumns(table, before) ?? {};
  const a = visibleColumns(table, after) ?? {};
  const columns = Object.keys({ ...b, ...a });
  // An edit's own time is the change's; its differences are the fields someone changed.
  const edited = (column: string) => !(before && after && column === 'updated_at');
  return columns
    .filter((column) => edited(column) && (!before || !after || !sameValue(b[column], a[column])))
    .map((column) => ({
      // A date is named by its own field: build_date_edtf → build_date.
      field: column.replace(/_edtf$/, ''),
      before: before ? shown(table, column, b[column]) : null,
      after: after ? shown(table, column, a[column]) : null,
    }));
}

const parse = (json: string | null): RowValues | null => (json ? (JSON.parse(json) as RowValues) : null);

/** A change row parsed. */
export interface ParsedRow {
  table: TrackedTable;
  id: number;
  op: ChangeRow['action'];
  before: RowValues | null;
  after: RowValues | null;
}

export function parseChangeRow(row: ChangeRowRecord): ParsedRow {
  if (!isTrackedTable(row.table_name)) throw new Error(`Unknown table in the history: ${row.table_name}`);
  return {
    table: row.table_name,
    id: row.record_id,
    op: row.op,
    before: parse(row.before_json),
    after: parse(row.after_json),
  };
}

const text = (v: unknown) => (v == null ? '' : String(v).trim());

/** "41.5 ft", "42% from the left": a number with its unit's words, in the translator's language. */
const withUnit = (n: unknown, unit: Message | undefined, { t }: Translator) =>
  unit ? t(unit, { value: String(n) }) : String(n);

/** A value in the words of its form; null for none. */
function fieldWords(spec: FieldSpec, value: unknown, book: NameBook, translator: Translator): string | null {
  const { t } = translator;
  if (spec.kind === 'protection') return book.protection(value == null ? null : Number(value), translator);
  if (value === undefined || value === null || value === '') return null;
  switch (spec.kind) {
    case 'text':
      return text(value) || null;
    case 'number':
      return withUnit(value, spec.unit, translator);
    case 'date':
      return dateWordsIn(text(value), translator) || null;
    case 'rich':
      return htmlToReadableText(text(value)) || null;
    case 'reference':
      return book.name(spec.to, Number(value), translator) ?? t(words.recordGone);
    case 'choice':
      return spec.words(text(value), translator) ?? text(value);
    case 'image':
      return t(words.anImage);
    case 'yes-no':
      return t(value === true || Number(value) === 1 ? words.yes : words.no);
    case 'groups': {
      let groups: unknown = [];
      try {
        groups = JSON.parse(text(value));
      } catch {
        groups = [];
      }
      return Array.isArray(groups) && groups.length ? groups.join(', ') : t(words.noGroups);
    }
  }
}

/** The fields a keeper would see changed, in the form's words (ids and bookkeeping never), in the translator's language. */
export function changeFields(
  row: ParsedRow,
  book: NameBook,
  translator: Translator = ENGLISH,
): ChangeField[] {
  const fields: ChangeField[] = [];
  for (const [column, spec] of Object.entries(HISTORY_FIELDS[row.table].shown)) {
    const before = row.before ? fieldWords(spec, row.before[column], book, translator) : null;
    let after = row.after ? fieldWords(spec, row.after[column], book, translator) : null;
    if (row.op === 'update' && sameValue(row.before?.[column], row.after?.[column])) continue;
    if (before === null && after === null) continue;
    // A record made or deleted in public says nothing of who may see it; only a kept one does.
    if (spec.kind === 'protection' && row.op !== 'update' && (row.after ?? row.before)?.[column] == null)
      continue;
    // A picture replaced by another: both are images, the new one says so.
    if (spec.kind === 'image' && before !== null && after !== null) after = translator.t(words.aNewImage);
    fields.push({ field: column.replace(/_edtf$/, ''), label: translator.t(spec.label), before, after });
  }
  return fields;
}

/** A text as a row's heading quotes it: at most 60 letters ("…" for the rest); the quotes are the message's. */
const short = (v: unknown) => {
  const said = text(v);
  return said.length > 60 ? `${said.slice(0, 59)}…` : said;
};

/**
 * The record a row is, in the translator's words: "the name Hōkūleʻa", "the stewardship of Hui Waʻa" (the words
 * History's summaries use for it where they have them, history-summaries; the others, history-fields).
 */
export function rowWhat(row: Omit<ParsedRow, 'op'>, book: NameBook, translator: Translator): string {
  const { t } = translator;
  const v = row.after ?? row.before ?? {};
  const named = (kind: Parameters<NameBook['name']>[0], column: string) =>
    v[column] == null ? null : book.name(kind, Number(v[column]), translator);
  const summaries = (kind: string, name: string) => t(S.theRecordNamed, { kind, name });
  const record = (kind: string, name: string, on = '') => t(words.theRecord, { kind, name, on });
  const unnamed = (kind: string) => t(words.aRecord, { kind });
  switch (row.table) {
    case 'canoes':
      return summaries('canoe', '');
    case 'canoe_names':
      return summaries('name', text(v.name));
    case 'races':
      return record('race', text(v.name));
    case 'places':
      return record('place', text(v.name));
    case 'owners':
      return record('steward', text(v.name));
    case 'people':
      return record('person', text(v.name));
    case 'ownerships':
      return summaries('stewardship', named('owner', 'owner_id') ?? unnamed('steward'));
    case 'canoe_makers':
      return record('maker_credit', named('maker', 'maker_id') ?? unnamed('maker'));
    case 'restorations': {
      const when = dateWordsIn(text(v.restoration_date_edtf) || null, translator);
      return when ? summaries('restoration', when) : t(S.aRecord, { kind: 'restoration' });
    }
    case 'race_participations':
      return summaries('result', named('race', 'race_id') ?? unnamed('race'));
    case 'canoe_media':
      return summaries('photo', text(v.caption) || text(v.file_name));
    case 'sources':
      return summaries('source', short(v.citation));
    case 'recordings':
      return summaries('recording', short(v.title));
    case 'stories':
      return text(v.title) ? summaries('story', short(v.title)) : t(S.aRecord, { kind: 'story' });
    case 'tk_labels':
      return record('label', text(v.name));
    case 'translations':
      return record('translation', text(v.message_id));
    case 'tk_label_uses': {
      const label = named('tk_label', 'label_id') ?? unnamed('label');
      const on =
        named('media', 'media_id') ??
        named('story', 'story_id') ??
        named('source', 'source_id') ??
        summaries('canoe', '');
      return record('label_use', label, on);
    }
    case 'makers':
      // A maker whose person the history no longer knows: "the maker".
      return record('maker', named('person', 'person_id') ?? '').trim();
    case 'users':
      return record('account', text(v.email));
    case 'protocols':
      return record('protocol', text(v.name));
    case 'protocol_members':
      return unnamed('membership');
  }
}

export function presentChangeRow(
  row: ChangeRowRecord,
  book: NameBook = new NameBook(),
  translator: Translator = ENGLISH,
): ChangeRow {
  const parsed = parseChangeRow(row);
  const { table, before, after } = parsed;
  return {
    record_type: trackedTable(table).type,
    record_id: row.record_id,
    action: row.op,
    title: translator.t(words.rowTitle, { op: row.op, what: rowWhat(parsed, book, translator) }),
    fields: changeFields(parsed, book, translator),
    before: visibleColumns(table, before),
    after: visibleColumns(table, after),
    differences: differences(table, before, after),
  };
}

export function presentChangeDetail(
  change: ChangeRecord,
  rows: ChangeRowRecord[],
  book: NameBook = new NameBook(),
  translator: Translator = ENGLISH,
): ChangeDetail {
  return {
    ...presentChangeSummary(change, translator),
    rows: rows.map((row) => presentChangeRow(row, book, translator)),
  };
}
