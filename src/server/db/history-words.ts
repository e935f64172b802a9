/**
 * A change in words, made when it is recorded from the names of that moment: "added the name Hōkūleʻa (1975)",
 * "recorded the transfer to Hui Waʻa". Screens put the actor's name in front. The words describe the change's
 * main record (see TABLE_PRIORITY); the record's label (a canoe's current name, a steward's name…) is kept too.
 */
import type { Executor } from './database.ts';
import { currentNameId } from './current-name.ts';
import { EVERYTHING } from '../core/viewer.ts';
import { TABLE_PRIORITY, type TrackedTable } from './history-tables.ts';
import { dateWords } from '../../shared/uncertain-date.ts';
import { LANGUAGE_INFO, isLanguage } from '../../shared/i18n/languages.ts';

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

export interface ChangeWords {
  summary: string;
  label: string;
  canoeId: number | null;
}

/** What a revert needs to word itself: the change it undoes. */
export interface RevertedChange {
  changeId: number;
  summary: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const year = (date: unknown) => (typeof date === 'string' && date.length >= 4 ? date.slice(0, 4) : null);
/** A date as the archive says it ("the 1880s", "about 1850"), from the row's EDTF column, else its year. */
const when = (row: RowValues, column: string) =>
  (typeof row[`${column}_edtf`] === 'string' ? dateWords(row[`${column}_edtf`] as string) : null) ||
  year(row[column]);
const valuesOf = (row: RecordedRow): RowValues => row.after ?? row.before ?? {};

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

async function ownerName(db: Executor, ownerId: number) {
  const row = await db.selectFrom('owners').select('name').where('owner_id', '=', ownerId).executeTakeFirst();
  return row?.name ?? `steward #${ownerId}`;
}

async function makerName(db: Executor, makerId: number) {
  const row = await db
    .selectFrom('makers as m')
    .innerJoin('people as p', 'p.person_id', 'm.person_id')
    .select('p.name')
    .where('m.maker_id', '=', makerId)
    .executeTakeFirst();
  return row?.name ?? `maker #${makerId}`;
}

async function personName(db: Executor, personId: number) {
  const row = await db
    .selectFrom('people')
    .select('name')
    .where('person_id', '=', personId)
    .executeTakeFirst();
  return row?.name ?? `person #${personId}`;
}

async function raceName(db: Executor, raceId: number) {
  const row = await db.selectFrom('races').select('name').where('race_id', '=', raceId).executeTakeFirst();
  return row?.name ?? `race #${raceId}`;
}

/** What a source supports, in words: "the canoe", "the name Hōkūleʻa", "the photo kahiki.jpg". */
async function sourceRecordWords(db: Executor, source: RowValues): Promise<string> {
  if (source.canoe_name_id != null) {
    const row = await db
      .selectFrom('canoe_names')
      .select('name')
      .where('canoe_name_id', '=', num(source.canoe_name_id))
      .executeTakeFirst();
    return row ? `the name ${row.name}` : 'a name';
  }
  if (source.ownership_id != null) {
    const row = await db
      .selectFrom('ownerships')
      .select('owner_id')
      .where('ownership_id', '=', num(source.ownership_id))
      .executeTakeFirst();
    return row ? `the stewardship of ${await ownerName(db, row.owner_id)}` : 'a stewardship';
  }
  if (source.restoration_id != null) {
    const row = await db
      .selectFrom('restorations')
      .select(['restoration_date', 'restoration_date_edtf'])
      .where('restoration_id', '=', num(source.restoration_id))
      .executeTakeFirst();
    return row ? `the restoration of ${when(row, 'restoration_date') ?? 'unknown date'}` : 'a restoration';
  }
  if (source.participation_id != null) {
    const row = await db
      .selectFrom('race_participations')
      .select('race_id')
      .where('participation_id', '=', num(source.participation_id))
      .executeTakeFirst();
    return row ? `the result in ${await raceName(db, row.race_id)}` : 'a race result';
  }
  if (source.media_id != null) {
    const row = await db
      .selectFrom('canoe_media')
      .select(['file_name', 'caption'])
      .where('media_id', '=', num(source.media_id))
      .executeTakeFirst();
    return row ? `the photo ${row.caption ?? row.file_name}` : 'a photo';
  }
  return 'the canoe';
}

async function labelName(db: Executor, labelId: number, rows: RecordedRow[]) {
  const inChange = rows.find((r) => r.table === 'tk_labels' && r.id === labelId);
  if (inChange) return str(valuesOf(inChange).name);
  const row = await db
    .selectFrom('tk_labels')
    .select('name')
    .where('label_id', '=', labelId)
    .executeTakeFirst();
  return row?.name ?? `label #${labelId}`;
}

const shortQuote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`;

/** What a label is used on, in words: "the canoe", "the photo kahiki.jpg", "the story “…”", "the source “…”". */
async function labelUseRecordWords(db: Executor, use: RowValues, rows: RecordedRow[]): Promise<string> {
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
    return row ? `the photo ${str(row.caption) || str(row.file_name)}` : 'a photo';
  }
  if (use.story_id != null) {
    const id = num(use.story_id);
    const row =
      (inChange('stories', id) && valuesOf(inChange('stories', id)!)) ??
      (await db.selectFrom('stories').select('title').where('story_id', '=', id).executeTakeFirst());
    return row?.title ? `the story ${shortQuote(str(row.title))}` : 'a story';
  }
  if (use.source_id != null) {
    const id = num(use.source_id);
    const row =
      (inChange('sources', id) && valuesOf(inChange('sources', id)!)) ??
      (await db.selectFrom('sources').select('citation').where('source_id', '=', id).executeTakeFirst());
    return row ? `the source ${shortQuote(str(row.citation))}` : 'a source';
  }
  return 'the canoe';
}

/** "Hōkūleʻa" or "Canoe #12" when it has no name. */
async function canoeLabel(db: Executor, canoeId: number, rows: RecordedRow[]) {
  return (await canoeName(db, canoeId, rows)) ?? `Canoe #${canoeId}`;
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
async function memberWords(db: Executor, userId: number, protocolId: number, rows: RecordedRow[]) {
  const user = await db.selectFrom('users').select('email').where('user_id', '=', userId).executeTakeFirst();
  const inChange = rows.find((r) => r.table === 'protocols' && r.id === protocolId);
  const protocol =
    (inChange && str((inChange.after ?? inChange.before)?.name)) ||
    (await db.selectFrom('protocols').select('name').where('protocol_id', '=', protocolId).executeTakeFirst())
      ?.name ||
    `#${protocolId}`;
  return [user?.email ?? `account #${userId}`, protocol];
}

/** "added the logo of", "changed the logo of", "removed the logo of". */
function imageWords(row: RecordedRow, column: string, what: string) {
  if (row.before?.[column] == null) return `added the ${what} of`;
  if (row.after?.[column] == null) return `removed the ${what} of`;
  return `changed the ${what} of`;
}

/** The columns that say who may see a row (decision 020). */
const PROTECTION_COLUMNS = ['protection_id', 'protection_own', 'notes_protection_id'];

/** A language's name in itself (`haw` → ʻŌlelo Hawaiʻi). */
const languageName = (tag: string) => (isLanguage(tag) ? LANGUAGE_INFO[tag].autonym : tag);

const OP_VERB: Record<ChangeOp, string> = { create: 'added', update: 'edited', delete: 'deleted' };
const OP_CHILD_VERB: Record<ChangeOp, string> = { create: 'added', update: 'edited', delete: 'removed' };

/** The words of the change's main row, and the label of its record. */
async function describeRow(db: Executor, row: RecordedRow, rows: RecordedRow[]): Promise<ChangeWords> {
  const v = valuesOf(row);
  const canoeId = v.canoe_id == null ? null : num(v.canoe_id);
  const canoeWords = async () => {
    const label = await canoeLabel(db, canoeId!, rows);
    return { label, canoeId };
  };
  if (onlyChanged(row, PROTECTION_COLUMNS)) {
    const words =
      row.table === 'canoes'
        ? { label: (await canoeName(db, row.id, rows)) ?? `Canoe #${row.id}`, canoeId: row.id }
        : await canoeWords();
    const what =
      row.table === 'canoes' && onlyChanged(row, ['notes_protection_id'])
        ? 'the notes'
        : TYPE_WORDS[row.table];
    return { summary: `changed who may see ${what}`, ...words };
  }
  switch (row.table) {
    case 'canoes': {
      const name = await canoeName(db, row.id, rows);
      const label = name ?? `Canoe #${row.id}`;
      const phrase = name ? `the canoe ${name}` : `canoe #${row.id}`;
      const summary =
        row.op === 'update' ? `edited the details of ${phrase}` : `${OP_VERB[row.op]} ${phrase}`;
      return { summary, label, canoeId: row.id };
    }
    case 'canoe_names': {
      const name = str(v.name);
      const since = when(v, 'start_date');
      let summary = `${OP_CHILD_VERB[row.op]} the name ${name}${since ? ` (${since})` : ''}`;
      if (row.op === 'update' && changed(row, 'name')) {
        summary = `changed the name ${str(row.before?.name)} to ${name}`;
      }
      return { summary, ...(await canoeWords()) };
    }
    case 'ownerships': {
      const steward = await ownerName(db, num(v.owner_id));
      let summary: string;
      if (row.op === 'create' && v.end_date == null) summary = `recorded the transfer to ${steward}`;
      else if (row.op === 'create') {
        summary = `added the stewardship of ${steward} (${when(v, 'start_date') ?? '?'}–${when(v, 'end_date') ?? '?'})`;
      } else summary = `${OP_CHILD_VERB[row.op]} the stewardship of ${steward}`;
      return { summary, ...(await canoeWords()) };
    }
    case 'canoe_makers': {
      const maker = await makerName(db, num(v.maker_id));
      const summary =
        row.op === 'create'
          ? `credited ${maker} as a maker`
          : row.op === 'update'
            ? `changed the contribution of ${maker}`
            : `removed ${maker} from the makers`;
      return { summary, ...(await canoeWords()) };
    }
    case 'restorations': {
      const date = when(v, 'restoration_date');
      return {
        summary: `${row.op === 'create' ? 'recorded' : OP_CHILD_VERB[row.op]} the restoration of ${date ?? 'unknown date'}`,
        ...(await canoeWords()),
      };
    }
    case 'race_participations': {
      const race = await raceName(db, num(v.race_id));
      return { summary: `${OP_CHILD_VERB[row.op]} the result in ${race}`, ...(await canoeWords()) };
    }
    case 'canoe_media': {
      const file = str(v.file_name);
      // A change of the focal point alone (migration 019) moved the crop; it changed no words.
      const onlyFocus =
        row.op === 'update' &&
        Object.keys(v).every(
          (key) => key === 'focal_x' || key === 'focal_y' || row.before?.[key] === row.after?.[key],
        );
      const summary =
        row.op === 'create'
          ? `uploaded the photo ${file}`
          : row.op === 'update'
            ? onlyFocus
              ? `moved the focal point of the photo ${file}`
              : `edited the words of the photo ${file}`
            : `deleted the photo ${file}`;
      return { summary, ...(await canoeWords()) };
    }
    case 'sources': {
      // The citation only: an oral history's teller may not be named to visitors, who read these words.
      const citation = str(v.citation);
      const short = citation.length > 60 ? `${citation.slice(0, 59)}…` : citation;
      const summary =
        row.op === 'update' && onlyChanged(row, ['position'])
          ? `reordered the sources of ${await sourceRecordWords(db, v)}`
          : `${OP_CHILD_VERB[row.op]} the source “${short}” of ${await sourceRecordWords(db, v)}`;
      return { summary, ...(await canoeWords()) };
    }
    case 'stories': {
      const title = str(v.title);
      const by = str(v.shown_name);
      const what = title ? `the story “${title.length > 60 ? `${title.slice(0, 59)}…` : title}”` : 'a story';
      const summary =
        row.op === 'create'
          ? `published ${what} shared by ${by}`
          : `${OP_CHILD_VERB[row.op]} ${what} shared by ${by}`;
      return { summary, ...(await canoeWords()) };
    }
    case 'tk_labels': {
      const name = str(v.name);
      const imported = rows.filter((r) => r.table === 'tk_labels' && r.op === row.op).length;
      let summary: string;
      if (row.op === 'update' && onlyChanged(row, ['archive_text'])) {
        summary =
          v.archive_text == null
            ? `restored the community's text of the label ${name}`
            : `edited this archive's text of the label ${name}`;
      } else if (imported > 1) {
        const verb = row.op === 'create' ? 'imported' : row.op === 'update' ? 'updated' : 'removed';
        summary = `${verb} ${imported} labels from the Local Contexts project ${str(v.project_title)}`;
      } else {
        const verb = row.op === 'create' ? 'imported' : row.op === 'update' ? 'updated' : 'removed';
        summary = `${verb} the label ${name} from the Local Contexts project ${str(v.project_title)}`;
      }
      return { summary, label: name, canoeId: null };
    }
    case 'translations': {
      // "reviewed the ʻŌlelo Hawaiʻi of shell.navCanoes", "translated shell.navCanoes into ʻŌlelo Hawaiʻi (draft)".
      const language = languageName(str(v.language));
      const id = str(v.message_id);
      let summary: string;
      if (row.op === 'delete') summary = `removed the ${language} of ${id}`;
      else if (row.op === 'update' && onlyChanged(row, ['state', 'updated_at']))
        summary =
          v.state === 'reviewed'
            ? `reviewed the ${language} of ${id}`
            : `marked the ${language} of ${id} a draft`;
      else if (row.op === 'update') summary = `edited the ${language} of ${id} (${str(v.state)})`;
      else summary = `translated ${id} into ${language} (${str(v.state)})`;
      return { summary, label: id, canoeId: null };
    }
    case 'tk_label_uses': {
      const label = await labelName(db, num(v.label_id), rows);
      const on = await labelUseRecordWords(db, v, rows);
      const summary =
        row.op === 'create'
          ? `added the label ${label} to ${on}`
          : row.op === 'update'
            ? `reordered the labels of ${on}`
            : `removed the label ${label} from ${on}`;
      return { summary, ...(await canoeWords()) };
    }
    case 'races': {
      const name = str(v.name);
      return { summary: `${OP_VERB[row.op]} the race ${name}`, label: name, canoeId: null };
    }
    case 'owners': {
      const name = str(v.name);
      const summary = onlyChanged(row, ['logo_image_id'])
        ? `${imageWords(row, 'logo_image_id', 'logo')} ${name}`
        : `${OP_VERB[row.op]} the steward ${name}`;
      return { summary, label: name, canoeId: null };
    }
    case 'makers': {
      const label = await personName(db, num(v.person_id));
      const summary = onlyChanged(row, ['picture_image_id'])
        ? `${imageWords(row, 'picture_image_id', 'picture')} the maker ${label}`
        : `${OP_VERB[row.op]} the maker ${label}`;
      return { summary, label, canoeId: null };
    }
    case 'people': {
      const name = str(v.name);
      const summary = onlyChanged(row, ['picture_image_id'])
        ? `${imageWords(row, 'picture_image_id', 'picture')} ${name}`
        : `${OP_VERB[row.op]} the person ${name}`;
      return { summary, label: name, canoeId: null };
    }
    case 'protocols': {
      const name = str(v.name);
      return { summary: `${OP_VERB[row.op]} the protocol ${name}`, label: name, canoeId: null };
    }
    case 'protocol_members': {
      const [email, protocol] = await memberWords(db, num(v.user_id), num(v.protocol_id), rows);
      const summary =
        row.op === 'create'
          ? `added ${email} to the protocol ${protocol} as ${v.role === 'keeper' ? 'a keeper' : 'a member'}`
          : row.op === 'update'
            ? `made ${email} ${v.role === 'keeper' ? 'a keeper' : 'a member'} of the protocol ${protocol}`
            : `removed ${email} from the protocol ${protocol}`;
      return { summary, label: protocol, canoeId: null };
    }
    case 'users': {
      const email = str(v.email);
      let groups: string[] = [];
      try {
        groups = JSON.parse(str(row.after?.groups) || '[]') as string[];
      } catch {
        groups = [];
      }
      return {
        summary: `set the groups of ${email} to ${groups.length ? groups.join(', ') : 'none'}`,
        label: email,
        canoeId: null,
      };
    }
  }
}

const TYPE_WORDS: Record<TrackedTable, string> = {
  canoes: 'the canoe',
  canoe_names: 'the name',
  ownerships: 'the stewardship',
  canoe_makers: 'the maker credit',
  restorations: 'the restoration',
  race_participations: 'the race result',
  canoe_media: 'the photo',
  sources: 'the source',
  stories: 'the story',
  tk_labels: 'the label',
  tk_label_uses: 'the label use',
  races: 'the race',
  owners: 'the steward',
  makers: 'the maker',
  people: 'the person',
  users: 'the account',
  protocols: 'the protocol',
  protocol_members: 'the membership',
  translations: 'the translation',
};

/** What each kind of row is called when counted: "4 names", "a stewardship". */
const COUNTED: Record<TrackedTable, [string, string]> = {
  canoes: ['canoe', 'canoes'],
  canoe_names: ['name', 'names'],
  ownerships: ['stewardship', 'stewardships'],
  canoe_makers: ['maker credit', 'maker credits'],
  restorations: ['restoration', 'restorations'],
  race_participations: ['race result', 'race results'],
  canoe_media: ['photo', 'photos'],
  sources: ['source', 'sources'],
  stories: ['story', 'stories'],
  tk_labels: ['label', 'labels'],
  tk_label_uses: ['label use', 'label uses'],
  races: ['race', 'races'],
  owners: ['steward', 'stewards'],
  makers: ['maker', 'makers'],
  people: ['person', 'people'],
  users: ['account', 'accounts'],
  protocols: ['protocol', 'protocols'],
  protocol_members: ['membership', 'memberships'],
  translations: ['translation', 'translations'],
};

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

/**
 * What came (or went) with the main record of a create, a delete or a restore, counted: " with its 4 names and
 * 3 photos" (one row alone without its number: " with its name"); '' when nothing did.
 */
export function withItsRows(rows: RecordedRow[], primary: RecordedRow): string {
  if (primary.op === 'update') return '';
  const counts = new Map<TrackedTable, number>();
  for (const row of rows) {
    if (row === primary || row.op !== primary.op) continue;
    counts.set(row.table, (counts.get(row.table) ?? 0) + 1);
  }
  const tables = COUNT_ORDER.filter((table) => counts.has(table));
  if (!tables.length) return '';
  // One of one kind: "with its name"; otherwise each counted: "with its 4 names, 1 stewardship and 3 photos".
  if (tables.length === 1 && counts.get(tables[0]) === 1) return ` with its ${COUNTED[tables[0]][0]}`;
  const parts = tables.map((table) => {
    const n = counts.get(table)!;
    return `${n} ${COUNTED[table][n === 1 ? 0 : 1]}`;
  });
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return ` with its ${list}`;
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
  const counted = primary.table === 'canoes' ? withItsRows(rows, primary) : '';
  if (!reverted) return { ...words, summary: `${words.summary}${counted}` };
  if (primary.op === 'create') {
    return { ...words, summary: `restored ${TYPE_WORDS[primary.table]} ${words.label}${counted}` };
  }
  return { ...words, summary: `reverted “${reverted.summary}”` };
}
