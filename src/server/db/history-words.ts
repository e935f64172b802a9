/**
 * A change in words, made when it is recorded from the names of that moment: "added the name Hōkūleʻa (1975)",
 * "recorded the transfer to Hui Waʻa". Screens put the actor's name in front. The words describe the change's
 * main record (see TABLE_PRIORITY); the record's label (a canoe's current name, a steward's name…) is kept too.
 *
 * The words are kept twice (migration 036): as a saying, a message of the `history-summaries` area with its values
 * (`changes.summary_message`, JSON), which History says in the reader's language; and as its English
 * (`changes.summary`), the archive's record of the change, made from the saying so the two never differ.
 */
import type { Executor } from './database.ts';
import { currentNameId } from './current-name.ts';
import { EVERYTHING } from '../core/viewer.ts';
import { TABLE_PRIORITY, type TrackedTable } from './history-tables.ts';
import { dateWordsIn } from '../../shared/uncertain-date.ts';
import { LANGUAGE_INFO, SOURCE_LANGUAGE, isLanguage } from '../../shared/i18n/languages.ts';
import { messagesOf, type Message } from '../../shared/i18n/messages.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { historySummariesArea as S } from '../../shared/i18n/messages/history-summaries.ts';

export type ChangeOp = 'create' | 'update' | 'delete';
export type RowValues = Record<string, unknown>;

/** One row a change wrote, as recorded. */
export interface RecordedRow {
  table: TrackedTable;
  id: number;
  op: ChangeOp;
  before: RowValues | null;
  after: RowValues | null;
}

/**
 * Words as what they are made of: a message of the `history-summaries` area, by id, and its values. A value is a
 * record's name or other text kept as it was (never translated), a number, a date (EDTF, said as the reader's
 * language says dates) or another saying (a revert's words hold the words of the change it undid).
 */
export interface Saying {
  id: string;
  values?: Record<string, SaidValue>;
}
export type SaidValue = string | number | { date: string } | Saying;

export interface ChangeWords {
  /** The words in English, as `changes.summary` keeps them. */
  summary: string;
  /** The same words as a saying, as `changes.summary_message` keeps them (JSON). */
  message: Saying;
  label: string;
  canoeId: number | null;
}

/** What a revert needs to word itself: the change it undoes. */
export interface RevertedChange {
  changeId: number;
  summary: string;
  /** Its saying; null for a change recorded before sayings were kept (its English is quoted as it is). */
  message: Saying | null;
}

/** The messages a saying may name, by id: this area's alone. */
const SUMMARY_MESSAGES = new Map<string, Message>(messagesOf(S).map(({ message }) => [message.id, message]));

const ENGLISH = createTranslator(SOURCE_LANGUAGE);

const saying = (message: Message, values?: Record<string, SaidValue>): Saying =>
  values ? { id: message.id, values } : { id: message.id };

function sayValue(value: SaidValue, translator: Translator): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('date' in value) return dateWordsIn(value.date, translator);
  return say(value, translator);
}

/** A saying's words in the translator's language (a message without a translation: its English). */
export function say(words: Saying, translator: Translator): string {
  const message = SUMMARY_MESSAGES.get(words.id);
  if (!message) throw new Error(`Not a message of a change's words: ${words.id}`);
  const values = Object.fromEntries(
    Object.entries(words.values ?? {}).map(([name, value]) => [name, sayValue(value, translator)]),
  );
  return translator.t(message, values);
}

/** A saying's words in English, as the archive keeps them. */
export const inEnglish = (value: SaidValue): string => String(sayValue(value, ENGLISH));

function isSaidValue(value: unknown): value is SaidValue {
  if (typeof value === 'string' || typeof value === 'number') return true;
  if (!value || typeof value !== 'object') return false;
  if ('date' in value) return typeof value.date === 'string';
  return isSaying(value);
}

function isSaying(value: unknown): value is Saying {
  if (!value || typeof value !== 'object' || !('id' in value) || typeof value.id !== 'string') return false;
  if (!SUMMARY_MESSAGES.has(value.id)) return false;
  if (!('values' in value) || value.values === undefined) return true;
  const { values } = value;
  return (
    typeof values === 'object' &&
    values !== null &&
    !Array.isArray(values) &&
    Object.values(values).every(isSaidValue)
  );
}

/** A stored saying (`changes.summary_message`), or null when there is none or it is not one. */
export function readSaying(json: string | null | undefined): Saying | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return isSaying(value) ? value : null;
  } catch {
    return null;
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const year = (date: unknown) => (typeof date === 'string' && date.length >= 4 ? date.slice(0, 4) : null);
/** A date as the archive says it ("the 1880s", "about 1850"), from the row's EDTF column, else its year. */
const when = (row: RowValues, column: string): SaidValue | null => {
  const edtf = row[`${column}_edtf`];
  return typeof edtf === 'string' && edtf !== '' ? { date: edtf } : year(row[column]);
};
const valuesOf = (row: RecordedRow): RowValues => row.after ?? row.before ?? {};
/** A record by its number, when its name is not known: "steward #12", "Canoe #3". */
const numbered = (kind: string, id: number): Saying => saying(S.recordNumber, { kind, id: String(id) });

/** The name a canoe goes by in this change: a name row of the change without an end date, else its current name. */
async function canoeName(db: Executor, canoeId: number, rows: RecordedRow[]): Promise<string | null> {
  const names = rows
    .filter((r) => r.table === 'canoe_names' && num(valuesOf(r).canoe_id) === canoeId)
    .map(valuesOf);
  const open = names.find((n) => n.end_date == null) ?? names.at(-1);
  if (open) return str(open.name);
  const row = await db
    .selectFrom('canoe_names')
    .select('name')
    .where('canoe_name_id', '=', currentNameId(canoeId, EVERYTHING))
    .executeTakeFirst();
  return row?.name ?? null;
}

async function ownerName(db: Executor, ownerId: number): Promise<SaidValue> {
  const row = await db.selectFrom('owners').select('name').where('owner_id', '=', ownerId).executeTakeFirst();
  return row?.name ?? numbered('steward', ownerId);
}

async function makerName(db: Executor, makerId: number): Promise<SaidValue> {
  const row = await db
    .selectFrom('makers as m')
    .innerJoin('people as p', 'p.person_id', 'm.person_id')
    .select('p.name')
    .where('m.maker_id', '=', makerId)
    .executeTakeFirst();
  return row?.name ?? numbered('maker', makerId);
}

async function personName(db: Executor, personId: number): Promise<SaidValue> {
  const row = await db
    .selectFrom('people')
    .select('name')
    .where('person_id', '=', personId)
    .executeTakeFirst();
  return row?.name ?? numbered('person', personId);
}

async function raceName(db: Executor, raceId: number): Promise<SaidValue> {
  const row = await db.selectFrom('races').select('name').where('race_id', '=', raceId).executeTakeFirst();
  return row?.name ?? numbered('race', raceId);
}

/** A record a source supports or a label is on, by its name ("the name Hōkūleʻa"), or unnamed ("a name"). */
const theRecord = (kind: string, name: SaidValue) => saying(S.theRecordNamed, { kind, name });
const aRecord = (kind: string) => saying(S.aRecord, { kind });
const THE_CANOE = saying(S.theRecordNamed, { kind: 'canoe', name: '' });

/** What a source supports, in words: "the canoe", "the name Hōkūleʻa", "the photo kahiki.jpg". */
async function sourceRecordWords(db: Executor, source: RowValues): Promise<Saying> {
  if (source.canoe_name_id != null) {
    const row = await db
      .selectFrom('canoe_names')
      .select('name')
      .where('canoe_name_id', '=', num(source.canoe_name_id))
      .executeTakeFirst();
    return row ? theRecord('name', row.name) : aRecord('name');
  }
  if (source.ownership_id != null) {
    const row = await db
      .selectFrom('ownerships')
      .select('owner_id')
      .where('ownership_id', '=', num(source.ownership_id))
      .executeTakeFirst();
    return row ? theRecord('stewardship', await ownerName(db, row.owner_id)) : aRecord('stewardship');
  }
  if (source.restoration_id != null) {
    const row = await db
      .selectFrom('restorations')
      .select(['restoration_date', 'restoration_date_edtf'])
      .where('restoration_id', '=', num(source.restoration_id))
      .executeTakeFirst();
    return row
      ? theRecord('restoration', when(row, 'restoration_date') ?? saying(S.unknownDate))
      : aRecord('restoration');
  }
  if (source.participation_id != null) {
    const row = await db
      .selectFrom('race_participations')
      .select('race_id')
      .where('participation_id', '=', num(source.participation_id))
      .executeTakeFirst();
    return row ? theRecord('result', await raceName(db, row.race_id)) : aRecord('result');
  }
  if (source.media_id != null) {
    const row = await db
      .selectFrom('canoe_media')
      .select(['file_name', 'caption'])
      .where('media_id', '=', num(source.media_id))
      .executeTakeFirst();
    return row ? theRecord('photo', row.caption ?? row.file_name) : aRecord('photo');
  }
  return THE_CANOE;
}

async function labelName(db: Executor, labelId: number, rows: RecordedRow[]): Promise<SaidValue> {
  const inChange = rows.find((r) => r.table === 'tk_labels' && r.id === labelId);
  if (inChange) return str(valuesOf(inChange).name);
  const row = await db
    .selectFrom('tk_labels')
    .select('name')
    .where('label_id', '=', labelId)
    .executeTakeFirst();
  return row?.name ?? numbered('label', labelId);
}

/** A text as a change's words quote it: at most 60 letters ("…" for the rest); the quotes are the message's. */
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** What a label is used on, in words: "the canoe", "the photo kahiki.jpg", "the story “…”", "the source “…”". */
async function labelUseRecordWords(db: Executor, use: RowValues, rows: RecordedRow[]): Promise<Saying> {
  const inChange = (table: TrackedTable, id: number) =>
    rows.find((r) => r.table === table && r.id === id) as RecordedRow | undefined;
  if (use.media_id != null) {
    const id = num(use.media_id);
    const row =
      (inChange('canoe_media', id) && valuesOf(inChange('canoe_media', id)!)) ??
      (await db
        .selectFrom('canoe_media')
        .select(['file_name', 'caption'])
        .where('media_id', '=', id)
        .executeTakeFirst());
    return row ? theRecord('photo', str(row.caption) || str(row.file_name)) : aRecord('photo');
  }
  if (use.story_id != null) {
    const id = num(use.story_id);
    const row =
      (inChange('stories', id) && valuesOf(inChange('stories', id)!)) ??
      (await db.selectFrom('stories').select('title').where('story_id', '=', id).executeTakeFirst());
    return row?.title ? theRecord('story', short(str(row.title))) : aRecord('story');
  }
  if (use.source_id != null) {
    const id = num(use.source_id);
    const row =
      (inChange('sources', id) && valuesOf(inChange('sources', id)!)) ??
      (await db.selectFrom('sources').select('citation').where('source_id', '=', id).executeTakeFirst());
    return row ? theRecord('source', short(str(row.citation))) : aRecord('source');
  }
  return THE_CANOE;
}

/** "Hōkūleʻa", or "Canoe #12" when it has no name. */
async function canoeLabel(db: Executor, canoeId: number, rows: RecordedRow[]): Promise<SaidValue> {
  return (await canoeName(db, canoeId, rows)) ?? numbered('canoe', canoeId);
}

const changed = (row: RecordedRow, column: string) =>
  row.op === 'update' && JSON.stringify(row.before?.[column]) !== JSON.stringify(row.after?.[column]);

/** Only these columns (and updated_at) differ. */
const onlyChanged = (row: RecordedRow, columns: string[]) => {
  if (row.op !== 'update' || !row.before || !row.after) return false;
  const differing = Object.keys(row.after).filter(
    (k) => JSON.stringify(row.before![k]) !== JSON.stringify(row.after![k]),
  );
  return differing.length > 0 && differing.every((k) => columns.includes(k) || k === 'updated_at');
};

/** An account's email and a protocol's name, for a change to a membership (the protocol may be in the change). */
async function memberWords(
  db: Executor,
  userId: number,
  protocolId: number,
  rows: RecordedRow[],
): Promise<[SaidValue, SaidValue]> {
  const user = await db.selectFrom('users').select('email').where('user_id', '=', userId).executeTakeFirst();
  const inChange = rows.find((r) => r.table === 'protocols' && r.id === protocolId);
  const protocol =
    (inChange && str((inChange.after ?? inChange.before)?.name)) ||
    (await db.selectFrom('protocols').select('name').where('protocol_id', '=', protocolId).executeTakeFirst())
      ?.name ||
    numbered('protocol', protocolId);
  return [user?.email ?? numbered('account', userId), protocol];
}

/** A picture or logo added, removed or replaced (`logo_added`…), as the messages' `op` says it. */
function imageOp(row: RecordedRow, column: string, what: 'logo' | 'picture') {
  if (row.before?.[column] == null) return `${what}_added`;
  if (row.after?.[column] == null) return `${what}_removed`;
  return `${what}_changed`;
}

/** The columns that say who may see a row (decision 020). */
const PROTECTION_COLUMNS = ['protection_id', 'protection_own', 'notes_protection_id'];

/** A language's name in itself (`haw` → ʻŌlelo Hawaiʻi). */
const languageName = (tag: string) => (isLanguage(tag) ? LANGUAGE_INFO[tag].autonym : tag);

/** The words of a change's main row before English is made of them: a saying, and its record's label. */
interface RowWords {
  message: Saying;
  label: SaidValue;
  canoeId: number | null;
}

/** The words of the change's main row, and the label of its record. */
async function describeRow(db: Executor, row: RecordedRow, rows: RecordedRow[]): Promise<RowWords> {
  const v = valuesOf(row);
  const op = row.op;
  const canoeId = v.canoe_id == null ? null : num(v.canoe_id);
  const canoeWords = async () => {
    const label = await canoeLabel(db, canoeId!, rows);
    return { label, canoeId };
  };
  if (onlyChanged(row, PROTECTION_COLUMNS)) {
    const words =
      row.table === 'canoes'
        ? { label: (await canoeName(db, row.id, rows)) ?? numbered('canoe', row.id), canoeId: row.id }
        : row.table === 'places'
          ? { label: str(v.name), canoeId: null }
          : await canoeWords();
    const what = row.table === 'canoes' && onlyChanged(row, ['notes_protection_id']) ? 'notes' : row.table;
    return { message: saying(S.whoMaySee, { what }), ...words };
  }
  switch (row.table) {
    case 'canoes': {
      const name = await canoeName(db, row.id, rows);
      const label = name ?? numbered('canoe', row.id);
      const message = saying(S.canoe, {
        op,
        named: name ? 'yes' : 'no',
        name: name ?? '',
        id: String(row.id),
      });
      return { message, label, canoeId: row.id };
    }
    case 'canoe_names': {
      const name = str(v.name);
      const since = when(v, 'start_date');
      const message =
        row.op === 'update' && changed(row, 'name')
          ? saying(S.name, { op: 'rename', name, before: str(row.before?.name) })
          : saying(S.name, { op, name: since ? saying(S.withDate, { name, date: since }) : name });
      return { message, ...(await canoeWords()) };
    }
    case 'ownerships': {
      const steward = await ownerName(db, num(v.owner_id));
      const message =
        row.op === 'create' && v.end_date == null
          ? saying(S.stewardship, { op: 'transfer', steward })
          : saying(S.stewardship, {
              op,
              steward,
              start: when(v, 'start_date') ?? '?',
              end: when(v, 'end_date') ?? '?',
            });
      return { message, ...(await canoeWords()) };
    }
    case 'canoe_makers': {
      const maker = await makerName(db, num(v.maker_id));
      return { message: saying(S.makerCredit, { op, maker }), ...(await canoeWords()) };
    }
    case 'restorations': {
      const date = when(v, 'restoration_date') ?? saying(S.unknownDate);
      return { message: saying(S.restoration, { op, date }), ...(await canoeWords()) };
    }
    case 'race_participations': {
      const race = await raceName(db, num(v.race_id));
      return { message: saying(S.raceResult, { op, race }), ...(await canoeWords()) };
    }
    case 'canoe_media': {
      const file = str(v.file_name);
      // A change of the focal point alone (migration 019) moved the crop; it changed no words.
      const onlyFocus =
        row.op === 'update' &&
        Object.keys(v).every(
          (key) => key === 'focal_x' || key === 'focal_y' || row.before?.[key] === row.after?.[key],
        );
      return {
        message: saying(S.photo, { op: onlyFocus ? 'focus' : op, file }),
        ...(await canoeWords()),
      };
    }
    case 'sources': {
      // The citation only: an oral history's teller may not be named to visitors, who read these words.
      const record = await sourceRecordWords(db, v);
      const message =
        row.op === 'update' && onlyChanged(row, ['position'])
          ? saying(S.source, { op: 'reorder', citation: '', record })
          : saying(S.source, { op, citation: short(str(v.citation)), record });
      return { message, ...(await canoeWords()) };
    }
    case 'recordings': {
      return {
        message: saying(S.recording, { op, title: short(str(v.title)) }),
        ...(await canoeWords()),
      };
    }
    case 'stories': {
      const title = str(v.title);
      const story = title ? theRecord('story', short(title)) : aRecord('story');
      return { message: saying(S.story, { op, story, by: str(v.shown_name) }), ...(await canoeWords()) };
    }
    case 'tk_labels': {
      const name = str(v.name);
      const project = str(v.project_title);
      const imported = rows.filter((r) => r.table === 'tk_labels' && r.op === row.op).length;
      let message: Saying;
      if (row.op === 'update' && onlyChanged(row, ['archive_text'])) {
        message = saying(S.labelText, { restored: v.archive_text == null ? 'yes' : 'no', name });
      } else if (imported > 1) {
        message = saying(S.labelsImported, { op, count: imported, project });
      } else {
        message = saying(S.label, { op, name, project });
      }
      return { message, label: name, canoeId: null };
    }
    case 'translations': {
      // "reviewed the ʻŌlelo Hawaiʻi of shell.navCanoes", "translated shell.navCanoes into ʻŌlelo Hawaiʻi (draft)".
      const language = languageName(str(v.language));
      const id = str(v.message_id);
      const state = str(v.state);
      let message: Saying;
      if (row.op === 'update' && onlyChanged(row, ['state', 'updated_at']))
        message = saying(S.translation, {
          op: v.state === 'reviewed' ? 'reviewed' : 'draft',
          language,
          id,
          state,
        });
      else message = saying(S.translation, { op, language, id, state });
      return { message, label: id, canoeId: null };
    }
    case 'tk_label_uses': {
      const label = await labelName(db, num(v.label_id), rows);
      const on = await labelUseRecordWords(db, v, rows);
      return { message: saying(S.labelUse, { op, label, on }), ...(await canoeWords()) };
    }
    case 'races': {
      const name = str(v.name);
      return { message: saying(S.race, { op, name }), label: name, canoeId: null };
    }
    case 'places': {
      const name = str(v.name);
      return { message: saying(S.place, { op, name }), label: name, canoeId: null };
    }
    case 'owners': {
      const name = str(v.name);
      const message = onlyChanged(row, ['logo_image_id'])
        ? saying(S.steward, { op: imageOp(row, 'logo_image_id', 'logo'), name })
        : saying(S.steward, { op, name });
      return { message, label: name, canoeId: null };
    }
    case 'makers': {
      const label = await personName(db, num(v.person_id));
      const message = onlyChanged(row, ['picture_image_id'])
        ? saying(S.maker, { op: imageOp(row, 'picture_image_id', 'picture'), name: label })
        : saying(S.maker, { op, name: label });
      return { message, label, canoeId: null };
    }
    case 'people': {
      const name = str(v.name);
      const message = onlyChanged(row, ['picture_image_id'])
        ? saying(S.person, { op: imageOp(row, 'picture_image_id', 'picture'), name })
        : saying(S.person, { op, name });
      return { message, label: name, canoeId: null };
    }
    case 'protocols': {
      const name = str(v.name);
      return { message: saying(S.protocol, { op, name }), label: name, canoeId: null };
    }
    case 'protocol_members': {
      const [email, protocol] = await memberWords(db, num(v.user_id), num(v.protocol_id), rows);
      const role = v.role === 'keeper' ? 'keeper' : 'member';
      return { message: saying(S.membership, { op, email, protocol, role }), label: protocol, canoeId: null };
    }
    case 'users': {
      const email = str(v.email);
      let groups: unknown = [];
      try {
        groups = JSON.parse(str(row.after?.groups) || '[]');
      } catch {
        groups = [];
      }
      const list = Array.isArray(groups) ? groups : [];
      return {
        message: saying(S.groups, { any: list.length ? 'yes' : 'no', email, groups: list.join(', ') }),
        label: email,
        canoeId: null,
      };
    }
  }
}

/** The order they are counted in: as the canoe page's tabs, then the sources that back them. */
const COUNT_ORDER = (
  [
    'canoe_names',
    'ownerships',
    'canoe_makers',
    'restorations',
    'race_participations',
    'canoe_media',
    'stories',
    'sources',
    'tk_label_uses',
    ...TABLE_PRIORITY,
  ] satisfies TrackedTable[]
).filter((table, index, all) => all.indexOf(table) === index);

/** Sayings joined as a list: "2 names, 1 stewardship and 3 photos". */
function listOf(items: Saying[]): Saying {
  if (items.length === 1) return items[0];
  if (items.length === 2) return saying(S.listAnd, { first: items[0], last: items[1] });
  return saying(S.listComma, { first: items[0], rest: listOf(items.slice(1)) });
}

/**
 * The words of a create, a delete or a restore of a main record, with what came (or went) with it counted:
 * "… with its 4 names and 3 photos" (one row alone without its number: "… with its name"); the words alone when
 * nothing did.
 */
export function withItsRows(summary: Saying, rows: RecordedRow[], primary: RecordedRow): Saying {
  if (primary.op === 'update') return summary;
  const counts = new Map<TrackedTable, number>();
  for (const row of rows) {
    if (row === primary || row.op !== primary.op) continue;
    counts.set(row.table, (counts.get(row.table) ?? 0) + 1);
  }
  const tables = COUNT_ORDER.filter((table) => counts.has(table));
  if (!tables.length) return summary;
  // One of one kind: "with its name"; otherwise each counted: "with its 4 names, 1 stewardship and 3 photos".
  if (tables.length === 1 && counts.get(tables[0]) === 1) {
    return saying(S.withItsOne, { summary, table: tables[0] });
  }
  const things = listOf(tables.map((table) => saying(S.counted, { table, count: counts.get(table)! })));
  return saying(S.withIts, { summary, things });
}

/** The words of a whole change: its main row's, or for a revert, what it undid. */
export async function describeChange(
  db: Executor,
  rows: RecordedRow[],
  primary: RecordedRow,
  reverted: RevertedChange | null,
): Promise<ChangeWords> {
  const words = await describeRow(db, primary, rows);
  // A canoe added or deleted with its names, photos…: one line that counts them (a restore likewise).
  const counted = (summary: Saying) =>
    primary.table === 'canoes' ? withItsRows(summary, rows, primary) : summary;
  let message: Saying;
  if (!reverted) message = counted(words.message);
  else if (primary.op === 'create') {
    message = counted(saying(S.restored, { table: primary.table, label: words.label }));
  } else message = saying(S.reverted, { summary: reverted.message ?? reverted.summary });
  return {
    summary: say(message, ENGLISH),
    message,
    label: inEnglish(words.label),
    canoeId: words.canoeId,
  };
}
