/**
 * The tables whose writes the change history records, and what it needs to know of each: the id column, the
 * API's word for its records, the records whose history a row belongs to, the images it names, and the columns
 * that are derived (kept by the server from other columns) rather than written.
 */
import type { RecordType } from '../../shared/api/history.ts';
import type { Database } from './tables.ts';

export interface TrackedTableInfo {
  id: string;
  type: RecordType;
  /** [record type, column]: the row belongs to the history of the record that column names. */
  subjects: [RecordType, string][];
  /** Columns naming an image (kept while a change names it). */
  images?: string[];
  /** Columns naming a recording's file (kept while a change names it). */
  recordingFiles?: string[];
  /** Columns recorded, when not the whole row (accounts: their groups, never a password hash). */
  columns?: string[];
  /** Columns a revert compares and writes, when not all but the id and the derived ones. */
  revertColumns?: string[];
  /** Columns the server keeps from others (folded twins, sort keys): left out of differences. */
  derived?: string[];
  /**
   * Columns kept up to date by other writes without a change of their own (a canoe's sort key follows its
   * names): left out of a revert's comparison and of what it writes, and refreshed after it.
   */
  maintained?: string[];
  /** Rich text (HTML), shown in differences as readable text. */
  richText?: string[];
  /** Only the group named "admin" sees these changes. */
  peopleOnly?: boolean;
}

/** A date's earliest and latest day, kept from its EDTF twin (db/date-columns.ts): a change shows the EDTF. */
const dateDays = (columns: string[]) => columns.flatMap((column) => [column, `${column}_latest`]);

export const TRACKED_TABLES = {
  canoes: {
    id: 'canoe_id',
    type: 'canoe',
    subjects: [['canoe', 'canoe_id']],
    derived: ['origin_folded', 'name_sort_group', 'name_sort', 'name_sort_haw', ...dateDays(['build_date'])],
    maintained: ['name_sort_group', 'name_sort', 'name_sort_haw'],
    richText: ['notes', 'notes_haw'],
  },
  canoe_names: {
    id: 'canoe_name_id',
    type: 'canoe_name',
    subjects: [['canoe', 'canoe_id']],
    derived: ['name_folded', ...dateDays(['start_date', 'end_date'])],
  },
  ownerships: {
    id: 'ownership_id',
    type: 'ownership',
    subjects: [
      ['canoe', 'canoe_id'],
      ['owner', 'owner_id'],
    ],
    derived: dateDays(['start_date', 'end_date']),
  },
  canoe_makers: {
    id: 'canoe_maker_id',
    type: 'canoe_maker',
    subjects: [
      ['canoe', 'canoe_id'],
      ['maker', 'maker_id'],
    ],
  },
  restorations: {
    id: 'restoration_id',
    type: 'restoration',
    subjects: [['canoe', 'canoe_id']],
    derived: dateDays(['restoration_date', 'end_date']),
  },
  race_participations: {
    id: 'participation_id',
    type: 'participation',
    subjects: [
      ['canoe', 'canoe_id'],
      ['race', 'race_id'],
    ],
  },
  canoe_media: {
    id: 'media_id',
    type: 'media',
    subjects: [['canoe', 'canoe_id']],
    images: ['image_id'],
    derived: dateDays(['date_taken']),
  },
  sources: { id: 'source_id', type: 'source', subjects: [['canoe', 'canoe_id']] },
  recordings: {
    id: 'recording_id',
    type: 'recording',
    subjects: [['canoe', 'canoe_id']],
    recordingFiles: ['file_id'],
    derived: ['transcript_folded', ...dateDays(['recorded_date'])],
  },
  stories: {
    id: 'story_id',
    type: 'story',
    subjects: [['canoe', 'canoe_id']],
    richText: ['body', 'body_haw'],
    derived: dateDays(['told_of']),
  },
  tk_labels: { id: 'label_id', type: 'tk_label', subjects: [['tk_label', 'label_id']] },
  translations: { id: 'translation_id', type: 'translation', subjects: [['translation', 'translation_id']] },
  tk_label_uses: {
    id: 'use_id',
    type: 'tk_label_use',
    subjects: [
      ['canoe', 'canoe_id'],
      ['tk_label', 'label_id'],
    ],
  },
  races: {
    id: 'race_id',
    type: 'race',
    subjects: [['race', 'race_id']],
    derived: ['name_folded', 'name_sort_haw', ...dateDays(['date'])],
  },
  owners: {
    id: 'owner_id',
    type: 'owner',
    subjects: [['owner', 'owner_id']],
    images: ['logo_image_id'],
    derived: [
      'name_folded',
      'name_sort_haw',
      'description_folded',
      'founded',
      'founded_earliest',
      'founded_latest',
    ],
  },
  makers: {
    id: 'maker_id',
    type: 'maker',
    subjects: [['maker', 'maker_id']],
    images: ['picture_image_id'],
    derived: ['biography_folded'],
    richText: ['biography', 'biography_haw'],
  },
  people: {
    id: 'person_id',
    type: 'person',
    subjects: [['person', 'person_id']],
    images: ['picture_image_id'],
    derived: ['name_folded', 'name_sort_haw'],
    peopleOnly: true,
  },
  users: {
    id: 'user_id',
    type: 'account',
    subjects: [['account', 'user_id']],
    columns: ['user_id', 'email', 'name', 'groups'],
    revertColumns: ['groups'],
    peopleOnly: true,
  },
  protocols: {
    id: 'protocol_id',
    type: 'protocol',
    subjects: [['protocol', 'protocol_id']],
    derived: ['name_folded'],
  },
  places: {
    id: 'place_id',
    type: 'place',
    subjects: [['place', 'place_id']],
    derived: ['name_folded', 'name_sort_haw'],
  },
  protocol_members: {
    id: 'protocol_member_id',
    type: 'protocol_member',
    subjects: [['protocol', 'protocol_id']],
  },
} satisfies Record<string, TrackedTableInfo> & { [T in keyof Database]?: TrackedTableInfo };

export type TrackedTable = keyof typeof TRACKED_TABLES;

export const trackedTable = (table: TrackedTable): TrackedTableInfo => TRACKED_TABLES[table];

export function isTrackedTable(name: string): name is TrackedTable {
  return Object.hasOwn(TRACKED_TABLES, name);
}

/** The table of a record type. */
export function tableOfType(type: RecordType): TrackedTable {
  const entry = Object.entries(TRACKED_TABLES).find(([, info]) => info.type === type);
  if (!entry) throw new Error(`No table records ${type}`);
  return entry[0] as TrackedTable;
}

/**
 * Rows deleted with a canoe by ON DELETE CASCADE: captured before the canoe is deleted, so restoring the canoe
 * brings them back under the same ids (src/server/db/history.test.ts checks this list against the schema).
 */
export const CASCADES: Partial<Record<TrackedTable, [TrackedTable, string][]>> = {
  canoes: [
    // First: a label's use may point at a photo, story or source of the canoe, and a source at a name,
    // ownership…, so each is restored after what it points at.
    ['tk_label_uses', 'canoe_id'],
    // A recording points at a story or a source of the canoe.
    ['recordings', 'canoe_id'],
    ['sources', 'canoe_id'],
    ['canoe_names', 'canoe_id'],
    ['ownerships', 'canoe_id'],
    ['canoe_makers', 'canoe_id'],
    ['restorations', 'canoe_id'],
    ['race_participations', 'canoe_id'],
    ['canoe_media', 'canoe_id'],
    ['stories', 'canoe_id'],
  ],
  canoe_names: [['sources', 'canoe_name_id']],
  ownerships: [['sources', 'ownership_id']],
  restorations: [['sources', 'restoration_id']],
  race_participations: [['sources', 'participation_id']],
  protocols: [['protocol_members', 'protocol_id']],
  users: [['protocol_members', 'user_id']],
  canoe_media: [
    ['sources', 'media_id'],
    ['tk_label_uses', 'media_id'],
  ],
  stories: [['tk_label_uses', 'story_id']],
  sources: [['tk_label_uses', 'source_id']],
  tk_labels: [['tk_label_uses', 'label_id']],
};

/**
 * Which row of a change is its main record: the record a request is about comes before the rows it brings along
 * (a canoe before its names, a steward before anything), and within a table a create before a delete before an
 * update (a transfer is about the new ownership, not the one it ends).
 */
export const TABLE_PRIORITY: TrackedTable[] = [
  'canoes',
  'owners',
  'makers',
  'people',
  'races',
  'places',
  'users',
  'protocols',
  'protocol_members',
  'tk_labels',
  'ownerships',
  'canoe_names',
  'canoe_makers',
  'restorations',
  'race_participations',
  'canoe_media',
  'stories',
  'recordings',
  'sources',
  'tk_label_uses',
  'translations',
];
