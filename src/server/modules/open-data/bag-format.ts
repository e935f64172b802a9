/**
 * The archive's export file (docs/open-data.md): a BagIt bag (RFC 8493) in a ZIP, whose payload holds every table
 * of the archive as JSON Lines and every image's stored bytes as files. Export writes it, import reads it; this
 * file is what both agree on.
 *
 *   <bag>/bagit.txt, bag-info.txt, manifest-sha256.txt, tagmanifest-sha256.txt
 *   <bag>/data/export.json                       format, version, schema (last migration), tables and row counts
 *   <bag>/data/records/<table>.jsonl            one row per line, keys in column order as the database has them
 *   <bag>/data/images/<image_id>-<size>.<ext>   an image's stored bytes (display, thumbnail, small)
 *   <bag>/data/recordings/<file_id>.<ext>       a recording's file, whole, as it was sent (decision 035)
 *
 * In a row, an image's bytes are replaced by the payload path of their file (relative to data/).
 */

import { TRANSLATED_TEXTS } from '../../../shared/content-languages.ts';

export const BAG_FORMAT = 'koa-canoe-registry-archive';
/** Bumped when the layout or the meaning of a record changes; import refuses a newer one. */
export const BAG_VERSION = 1;

export interface ExportTable {
  table: string;
  /** Its id column: PostgreSQL's sequence is set from it after import (none for a table without one). */
  id: string;
  /** The columns rows are written in order of, when not the id alone (the key of a table without an id). */
  order?: string[];
  /** Private tables are exported only with --include-private. */
  private?: boolean;
  /** Columns that never leave (secrets), or leave only with --include-private; written as null. */
  secret?: string[];
  privateColumns?: string[];
  /**
   * In a default export, only these columns leave (what public pages show; tests/api/public-export-columns.test.ts finds each
   * in a public answer); the others are written as null, timestamps included (import dates such a row itself).
   */
  publicColumns?: string[];
  /** Columns naming an account: null when the accounts are not exported. */
  accountColumns?: string[];
  /**
   * Columns that leave in a default export only when their row's consent column is 1 (an oral history's teller
   * who agreed to be named); otherwise written as null.
   */
  consented?: Record<string, string>;
  /**
   * A place's `latitude` and `longitude`: in a default export, only at the precision its keeper chose for the
   * public (shared/place-precision.ts `publicPoint`): a district-only place's exact point never leaves.
   */
  publicPoint?: boolean;
  /** Binary columns, each written as a file. */
  files?: string[];
  /** Each row is a recording's file, whose bytes (kept in parts) leave as one file (`recordingFilePath`). */
  recordingBytes?: boolean;
  /**
   * A private table of which a protocol's export holds that protocol's rows (decision 020): the protocol, the
   * protections its keepers pass and the protocols those name (records.repository.ts, `readPage`).
   */
  protocolRows?: boolean;
}

/** Every table the archive holds, parents before children (foreign keys), each with what may leave it. */
export const EXPORT_TABLES: ExportTable[] = [
  { table: 'canoe_types', id: 'type_id' },
  // An image leaves with what its photo, logo or picture shows (its bytes, type, size, focal point and version),
  // not the moment it was stored (import dates it itself).
  {
    table: 'images',
    id: 'image_id',
    files: ['display', 'thumbnail', 'small'],
    publicColumns: [
      'image_id',
      'mime_type',
      'source_type',
      'width',
      'height',
      'display',
      'thumbnail',
      'small',
      'thumbnail_mime_type',
      'etag',
      'byte_size',
      'focal_x',
      'focal_y',
    ],
  },
  {
    table: 'users',
    id: 'user_id',
    private: true,
    // Password hashes never leave: an imported account signs in again through a password reset or its provider.
    secret: ['password_hash'],
  },
  // A default export holds only the people public pages name (makers and restorers), and only their names: the
  // People area (birth dates, birthplaces, pictures, contacts) is for the admin group.
  {
    table: 'people',
    id: 'person_id',
    privateColumns: ['email', 'phone'],
    publicColumns: ['person_id', 'name', 'name_folded'],
  },
  { table: 'makers', id: 'maker_id' },
  // Protocols, their members and protections (decision 020): private; a public export holds no kept row. A
  // protocol's export holds the protocol and the protections of what it keeps, never its members.
  { table: 'protocols', id: 'protocol_id', private: true, protocolRows: true },
  { table: 'protocol_members', id: 'protocol_member_id', private: true },
  { table: 'protections', id: 'protection_id', private: true, protocolRows: true },
  {
    table: 'protection_protocols',
    id: 'protection_id',
    order: ['protection_id', 'protocol_id'],
    private: true,
    protocolRows: true,
  },
  // Places (decision 030): a default export holds each point only as precisely as the public may see it.
  { table: 'places', id: 'place_id', publicPoint: true },
  // After places: a steward's home is one.
  { table: 'owners', id: 'owner_id' },
  { table: 'canoes', id: 'canoe_id' },
  { table: 'canoe_names', id: 'canoe_name_id' },
  { table: 'ownerships', id: 'ownership_id' },
  { table: 'canoe_makers', id: 'canoe_maker_id' },
  { table: 'restorations', id: 'restoration_id' },
  { table: 'races', id: 'race_id' },
  { table: 'race_participations', id: 'participation_id' },
  { table: 'canoe_media', id: 'media_id', accountColumns: ['uploaded_by_user_id'] },
  { table: 'sources', id: 'source_id', consented: { teller: 'teller_named' } },
  // A recording's file (decision 035): its bytes leave whole under data/recordings/, read back into parts. How it
  // is kept (the size of its parts) and when it was sent leave only in a private export.
  {
    table: 'recording_files',
    id: 'file_id',
    recordingBytes: true,
    // Where this server keeps the bytes (its bucket's object): the bag holds the bytes, import keeps them anew.
    secret: ['object_key'],
    publicColumns: ['file_id', 'format', 'mime_type', 'kind', 'byte_size', 'duration_seconds', 'sha256'],
  },
  // A published story leaves as its canoe page shows it: not the id of the private submission it came from.
  {
    table: 'stories',
    id: 'story_id',
    publicColumns: [
      'story_id',
      'canoe_id',
      'title',
      'body',
      'body_haw',
      'shown_name',
      'licence',
      'shared_at',
      'published_at',
      'protection_id',
      'protection_own',
    ],
  },
  // A recording names its file, and may name a story or a source; its teller leaves only with consent.
  {
    table: 'recordings',
    id: 'recording_id',
    consented: { teller: 'teller_named' },
    accountColumns: ['uploaded_by_user_id'],
  },
  // Traditional Knowledge labels (decision 021): public, as the canoe pages show them, with their uses.
  // A public export holds what GET /api/tk-labels shows; Local Contexts' image address, the language tag and
  // the translations only a private one.
  {
    table: 'tk_labels',
    id: 'label_id',
    publicColumns: [
      'label_id',
      'lc_id',
      'kind',
      'label_type',
      'name',
      'community',
      'community_text',
      'archive_text',
      'language',
      'project_lc_id',
      'project_title',
      'project_page',
      'label_page',
    ],
  },
  { table: 'tk_label_uses', id: 'use_id' },
  // The interface's translations by the community's translators (decision 026). Visitors meet them only compiled
  // into the pages, never as rows of a public answer, so they leave with the private export (and as the catalog file
  // of `translations export`), as the protocols' own records do.
  { table: 'translations', id: 'translation_id', private: true },
  // Submissions wait for review: private (the sender's words and contact), so only in a private export.
  {
    table: 'submissions',
    id: 'submission_id',
    private: true,
    accountColumns: ['reviewed_by_user_id'],
  },
  { table: 'submission_photos', id: 'photo_id', private: true },
  // A shared recording waiting for review, with its sender's words (its file leaves with the files).
  { table: 'submission_recordings', id: 'submission_id', private: true },
  { table: 'subscribers', id: 'subscriber_id', private: true },
  // Who follows what by email (decision 033): addresses, so only with --include-private, as the mailing list.
  { table: 'followers', id: 'follower_id', private: true },
  { table: 'follows', id: 'follow_id', private: true },
  // The change history: only signed-in keepers read it (GET /api/activity, /api/changes/:id), so it leaves only
  // with --include-private, as a public export holds what public pages show and nothing more.
  { table: 'changes', id: 'change_id', private: true, accountColumns: ['actor_user_id'] },
  { table: 'change_rows', id: 'change_row_id', private: true },
  {
    table: 'change_subjects',
    id: 'change_id',
    order: ['change_id', 'subject_type', 'subject_id'],
    private: true,
  },
  { table: 'change_images', id: 'change_id', order: ['change_id', 'image_id'], private: true },
  {
    table: 'change_recording_files',
    id: 'change_id',
    order: ['change_id', 'file_id'],
    private: true,
  },
];

/** Each recording format's file name ending. */
const RECORDING_EXTENSIONS: Record<string, string> = {
  mp3: 'mp3',
  m4a: 'm4a',
  vorbis: 'ogg',
  opus: 'opus',
  flac: 'flac',
  wav: 'wav',
  mp4: 'mp4',
  webm: 'webm',
};

/** Where a recording's file is in the payload (relative to data/). */
export const recordingFilePath = (row: Record<string, unknown>) =>
  `recordings/${String(row.file_id)}.${RECORDING_EXTENSIONS[String(row.format)] ?? 'bin'}`;

/**
 * Tables that never leave: sign-in secrets and state, and what the database keeps by itself (the kept count,
 * search indexes, the migrations' own tables). A test fails when a table is in neither list.
 */
export const NOT_EXPORTED = [
  'sessions',
  'api_tokens',
  'password_resets',
  'registrations',
  'oidc_logins',
  'row_counts',
  // Each canoe's text for a visitor's search (migration 030): made again from the names and stewards by triggers.
  'canoe_search_texts',
  // SQLite's R-tree of the canoes' build spans and its own tables (migration 042): made again by triggers.
  'canoe_build_spans',
  'canoe_build_spans_node',
  'canoe_build_spans_parent',
  'canoe_build_spans_rowid',
  // A recording file's parts: the file leaves whole (data/recordings/), and is cut into parts again on import.
  'recording_file_parts',
  // Where image bytes are kept (the database or the bucket) is not archive content: the export holds the bytes.
  'image_objects',
  'image_object_deletions',
  // Made anew by a server that has none; a key would only let someone forge challenges for this one.
  'site_secrets',
  // Used share-form challenges: only until they expire, and worth nothing elsewhere.
  'spent_challenges',
  // Recordings sent with the share form and not claimed yet: a day's claim tokens, worth nothing elsewhere.
  'shared_recording_uploads',
  // Messages waiting to be sent, or sent: this server's work, addressed to people, not archive content.
  'mail_outbox',
];

export const EXPORT_INFO_FILE = 'export.json';

export interface ExportInfo {
  format: typeof BAG_FORMAT;
  version: number;
  /** The last migration of the database it came from: import refuses an archive from a newer schema. */
  schema: string;
  include_private: boolean;
  /** A protocol's export: the protocol, and how each protection its rows carry keeps them. */
  protocol?: ProtocolInfo;
  tables: Record<string, { file: string; rows: number }>;
  /**
   * The language of each text kept in both languages (decision 027), by table and column: `en` or `haw` (BCP 47).
   * Absent in bags made before migration 034.
   */
  languages?: Record<string, Record<string, string>>;
}

/** The `languages` of export.json: every translated text's two columns, tagged. */
export function contentLanguages(): Record<string, Record<string, string>> {
  const tags: Record<string, Record<string, string>> = {};
  for (const text of TRANSLATED_TEXTS) {
    tags[text.table] = { ...tags[text.table], [text.english]: 'en', [text.hawaiian]: 'haw' };
  }
  return tags;
}

/**
 * What a protocol's export says of the protocol it was made for (in export.json, and in words in README.txt):
 * besides the public archive, the bag holds the rows whose `protection_id` is one of `protections`.
 */
export interface ProtocolInfo {
  protocol_id: number;
  name: string;
  description: string | null;
  protections: {
    protection_id: number;
    /** `protocols`: the members of its protocols; `keepers`: their keepers only. */
    level: 'protocols' | 'keepers';
    /** With more than one protocol: a member of any one of them, or of all. */
    protocols_needed: 'any' | 'all';
    /** What others see of a row kept so: nothing, or a notice naming the protocols. */
    shown_as: 'nothing' | 'notice';
    protocols: string[];
  }[];
}

export const recordsFile = (table: string) => `records/${table}.jsonl`;
