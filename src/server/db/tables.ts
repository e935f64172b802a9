/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO text. A date column holds the earliest day the
 * date can mean (`YYYY-MM-DD`), beside `<column>_edtf` (the date as entered, EDTF) and `<column>_latest` (its last
 * day); the server keeps the three together (db/date-columns.ts, decision 013).
 */
import type { PhotoLicence } from '../../shared/photo-licences.ts';
import type { CanoeFieldColumns } from '../../shared/canoe-fields.ts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A twin of a required date: always there once written, filled by db/date-columns.ts (never by a service). */
type KeptDate = ColumnType<string, string | undefined, string | undefined>;

export interface CanoeTypesTable {
  type_id: number;
  name: string;
}

/** A canoe: its plain fields (hull_id, type_id, length, width, weight, origin, notes…: shared/canoe-fields.ts) and these. */
export interface CanoesTable extends CanoeFieldColumns {
  canoe_id: Generated<number>;
  build_date: string | null;
  build_date_edtf: string | null;
  build_date_latest: string | null;
  origin_folded: string;
  /** The place the canoe comes from and the waters it is at home in (decision 030). */
  origin_place_id: number | null;
  home_place_id: number | null;
  maker_id: number | null;
  /** 0 when the canoe has a current name, 1 when it has none (sorted last). Kept by refreshNameSort. */
  name_sort_group: Generated<number>;
  /** The current name folded, for ordering lists by an index. Kept by refreshNameSort. */
  name_sort: Generated<string>;
  /** The current name's sort key in the Hawaiian order (shared/i18n/collate.ts). Kept by refreshNameSort. */
  name_sort_haw: Generated<string>;
  created_at: string;
  updated_at: string;
  /** The protection in force (null: public) and whether it is set on this row (1) or taken from its record (0). */
  protection_id: number | null;
  protection_own: Generated<number>;
  /** Who may read the notes, when not as the canoe (null). */
  notes_protection_id: number | null;
}

export interface CanoeNamesTable {
  canoe_name_id: Generated<number>;
  canoe_id: number;
  name: string;
  name_folded: string;
  /** The language the name is in: `haw` (the default) or `en` (decision 026). */
  language: Generated<string>;
  start_date: string | null;
  end_date: string | null;
  start_date_edtf: string | null;
  start_date_latest: string | null;
  end_date_edtf: string | null;
  end_date_latest: string | null;
  /** The protection in force (null: public) and whether it is set on this row (1) or taken from its record (0). */
  protection_id: number | null;
  protection_own: Generated<number>;
}

export interface OwnershipsTable {
  ownership_id: Generated<number>;
  canoe_id: number;
  owner_id: number;
  start_date: string;
  end_date: string | null;
  start_date_edtf: KeptDate;
  start_date_latest: KeptDate;
  end_date_edtf: string | null;
  end_date_latest: string | null;
  notes: string | null;
  transfer_reason: string | null;
  /** The protection in force (null: public) and whether it is set on this row (1) or taken from its record (0). */
  protection_id: number | null;
  protection_own: Generated<number>;
}

export interface OwnersTable {
  owner_id: Generated<number>;
  name: string;
  name_folded: string;
  /** The name's sort key in the Hawaiian order, kept from the name on every write (date-columns.ts). */
  name_sort_haw: Generated<string>;
  owner_type: string;
  website: string | null;
  description: string | null;
  /** Its ʻŌlelo Hawaiʻi version (decision 027); the folded text holds both. */
  description_haw: string | null;
  description_folded: string;
  contact_email: string | null;
  contact_phone: string | null;
  contact_address: string | null;
  founded: number | null;
  founded_edtf: string | null;
  founded_earliest: string | null;
  founded_latest: string | null;
  logo_image_id: number | null;
  /** Where the steward is at home (decision 030). */
  home_place_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface PeopleTable {
  person_id: Generated<number>;
  name: string;
  name_folded: string;
  /** The name's sort key in the Hawaiian order, kept from the name on every write (date-columns.ts). */
  name_sort_haw: Generated<string>;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  birthplace: string | null;
  picture_image_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface MakersTable {
  maker_id: Generated<number>;
  person_id: number;
  maker_type: string;
  biography: string | null;
  /** Its ʻŌlelo Hawaiʻi version (decision 027); the folded text holds both. */
  biography_haw: string | null;
  biography_folded: string;
  picture_image_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface CanoeMakersTable {
  canoe_maker_id: Generated<number>;
  canoe_id: number;
  maker_id: number;
  contribution: string | null;
}

export interface RestorationsTable {
  restoration_id: Generated<number>;
  canoe_id: number;
  restoration_date: string;
  end_date: string | null;
  restoration_date_edtf: KeptDate;
  restoration_date_latest: KeptDate;
  end_date_edtf: string | null;
  end_date_latest: string | null;
  description: string;
  /** Its ʻŌlelo Hawaiʻi version (decision 027). */
  description_haw: string | null;
  location: string | null;
  /** Where it was done (decision 030). */
  place_id: number | null;
  notes: string | null;
  restorer_person_id: number | null;
  restorer_maker_id: number | null;
  /** The protection in force (null: public) and whether it is set on this row (1) or taken from its record (0). */
  protection_id: number | null;
  protection_own: Generated<number>;
}

export interface RacesTable {
  race_id: Generated<number>;
  name: string;
  name_folded: string;
  /** The name's sort key in the Hawaiian order, kept from the name on every write (date-columns.ts). */
  name_sort_haw: Generated<string>;
  date: string | null;
  date_edtf: string | null;
  date_latest: string | null;
  location: string | null;
  /** The course's place (decision 030). */
  place_id: number | null;
  description: string | null;
}

export interface RaceParticipationsTable {
  participation_id: Generated<number>;
  race_id: number;
  canoe_id: number;
  position: number | null;
  paddler_name: string | null;
  time: string | null;
  notes: string | null;
  /** The protection in force (null: public) and whether it is set on this row (1) or taken from its record (0). */
  protection_id: number | null;
  protection_own: Generated<number>;
}

export interface ImagesTable {
  image_id: Generated<number>;
  /** Type of the stored display bytes (image/webp, or image/svg+xml for sanitised logos). */
  mime_type: string;
  /** The type found in the upload's content. */
  source_type: string;
  width: number;
  height: number;
  display: Uint8Array;
  thumbnail: Uint8Array;
  /** 128 px WebP for lists; null for an image stored before migration 014 until it is first asked for. */
  small: Uint8Array | null;
  thumbnail_mime_type: string;
  etag: string;
  byte_size: number;
  /**
   * Photos: the point a crop keeps in view, in percent from the left and top, found at upload (migration 019;
   * null for logos and pictures, and for a photo stored before it until the background pass reaches it).
   */
  focal_x: number | null;
  focal_y: number | null;
  created_at: string;
}

export interface CanoeMediaTable {
  media_id: Generated<number>;
  canoe_id: number;
  image_id: number;
  file_name: string;
  description: string | null;
  caption: string | null;
  /** The photographer or credit line (migration 015). */
  credit: string | null;
  /** The earliest day the photo can have been taken; `date_taken_edtf` holds the date as entered (migration 017). */
  date_taken: string | null;
  date_taken_edtf: string | null;
  date_taken_latest: string | null;
  /** A key of PHOTO_LICENCES (shared/photo-licences.ts), null when not recorded (migration 015). */
  licence: PhotoLicence | null;
  /** Where an administrator moved the photo's focal point (percent); null: the image's own (migration 019). */
  focal_x: number | null;
  focal_y: number | null;
  uploaded_by: string;
  uploaded_by_user_id: number | null;
  uploaded_at: string;
  /** The protection in force (null: public) and whether it is set on this row (1) or taken from its record (0). */
  protection_id: number | null;
  protection_own: Generated<number>;
}

/** An uploaded recording's file (migration 044): its type as its bytes say, its size and its length. */
export interface RecordingFilesTable {
  file_id: Generated<number>;
  /** A RecordingFormat (modules/recordings/recording-probe.ts). */
  format: string;
  mime_type: string;
  kind: 'audio' | 'video';
  /** Bytes (PostgreSQL's bigint arrives as a string). */
  byte_size: number | string;
  /** The size of each part but the last. */
  part_bytes: number;
  duration_seconds: number | null;
  sha256: string;
  created_at: string;
  /** The bucket's object holding the file whole (migration 046); null: its parts are in the database. */
  object_key: Generated<string | null>;
}

/** A recording file's bytes, a part at a time, in order from 0. */
export interface RecordingFilePartsTable {
  file_id: number;
  part_no: number;
  bytes: Uint8Array;
}

/** A canoe's recorded oral history (migration 044, decision 035). */
export interface RecordingsTable {
  recording_id: Generated<number>;
  canoe_id: number;
  file_id: number;
  title: string;
  description: string | null;
  /** Who tells it, and whether they agreed to be named to visitors (as an oral-history source's consent). */
  teller: string | null;
  teller_named: number;
  recorded_date: string | null;
  recorded_date_edtf: string | null;
  recorded_date_latest: string | null;
  recorded_by: string | null;
  licence: PhotoLicence | null;
  story_id: number | null;
  source_id: number | null;
  /** WebVTT (shared/transcript.ts). */
  transcript: string | null;
  /** The transcript's words folded as names are: kept from `transcript` on every write (db/date-columns.ts). */
  transcript_folded: Generated<string | null>;
  uploaded_by: string;
  uploaded_by_user_id: number | null;
  uploaded_at: string;
  protection_id: number | null;
  protection_own: Generated<number>;
}

/** The recording files a change's rows name, kept while the change exists. */
export interface ChangeRecordingFilesTable {
  change_id: number;
  file_id: number;
}

/** A visitor's recording file sent before its submission (migration 045): claimed with its token. */
export interface SharedRecordingUploadsTable {
  /** SHA-256 (hex) of the token the uploader was given. */
  token_hash: string;
  file_id: number;
  /** The challenge the upload was paid with: one upload a challenge. */
  challenge_signature: string;
  client_hash: string;
  created_at: string;
}

/** The recording a submission brings (migration 045): private until approved. */
export interface SubmissionRecordingsTable {
  submission_id: number;
  /** Null once a refused submission's file is removed. */
  file_id: number | null;
  title: string | null;
  teller: string | null;
  teller_named: Generated<number>;
  /** EDTF as entered. */
  recorded_date: string | null;
  recorded_by: string | null;
  licence: PhotoLicence | null;
  /** WebVTT, checked when sent. */
  transcript: string | null;
  /** The canoe recording it became when approved. */
  recording_id: number | null;
}

/** A message waiting to be sent, being sent, sent or given up on (migration 040, decision 032). */
export interface MailOutboxTable {
  mail_id: Generated<number>;
  /** What it is: 'test' or the feature's word ('digest', 'follow-confirmation'). */
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  headers_json: string | null;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  /** ISO time: not before then. */
  next_attempt_at: string;
  /** The worker sending it, and until when its claim holds (a worker that stopped mid-send loses it then). */
  claimed_by: string | null;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** An address that follows records by email (migration 041, decision 033): no account. */
export interface FollowersTable {
  follower_id: Generated<number>;
  email: string;
  email_normalized: string;
  created_at: string;
  /** When its first confirmation link was opened; null: nothing is sent to it. */
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
}

/** What a follower follows, and how often they hear of it. */
export interface FollowsTable {
  follow_id: Generated<number>;
  follower_id: number;
  /** canoe, owner, maker, race, or archive (subject_id 0). */
  subject_type: 'canoe' | 'owner' | 'maker' | 'race' | 'archive';
  subject_id: number;
  cadence: 'daily' | 'weekly';
  created_at: string;
  confirmed_at: string | null;
  last_sent_at: string | null;
  /** The newest change its digests have told of. */
  last_change_id: Generated<number>;
}

export interface SubscribersTable {
  subscriber_id: Generated<number>;
  email: string;
  email_normalized: string;
  created_at: string;
}

export interface UsersTable {
  user_id: Generated<number>;
  email: string;
  email_normalized: string;
  name: string | null;
  password_hash: string | null;
  /** JSON array of group names, for built-in accounts. */
  groups: string;
  oidc_subject: string | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** sha256 of the cookie value; the value itself is never stored. */
  session_hash: string;
  user_id: number;
  /** JSON array of groups from the identity provider; null for built-in accounts (read live from users). */
  provider_groups: string | null;
  id_token: string | null;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface ApiTokensTable {
  token_id: Generated<number>;
  user_id: number;
  token_hash: string;
  label: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** After this time the token is refused; null: until revoked. */
  expires_at: string | null;
}

export interface PasswordResetsTable {
  /** sha256 of the token in the emailed link; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** A registration waiting for the emailed link that confirms its address; the account is made then. */
export interface RegistrationsTable {
  /** sha256 of the token in the emailed link; the token itself is never stored. */
  token_hash: string;
  email: string;
  email_normalized: string;
  name: string;
  password_hash: string;
  created_at: string;
  expires_at: string;
}

/** A sign-in under way at the identity provider: what the callback must check, keyed by the browser's cookie. */
export interface OidcLoginsTable {
  /** sha256 of the short-lived cookie value that ties the callback to the browser that started it. */
  flow_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  created_at: string;
  expires_at: string;
}

/** One write to the archive: who, when, why, and what it did in words (decision 009). */
export interface ChangesTable {
  change_id: Generated<number>;
  created_at: string;
  actor_user_id: number | null;
  /** The account's name (or email) at the time; 'Command line' or 'System' without an account. */
  actor_name: string;
  actor_kind: 'user' | 'token' | 'cli' | 'system';
  /** What happened to the main record of the change. */
  action: 'create' | 'update' | 'delete';
  /** The main record of the change (an API word such as 'canoe', 'ownership') and its id. */
  record_type: string;
  record_id: number;
  /** The main record's name at the time (for a canoe's rows, the canoe's name). */
  record_label: string;
  /** The canoe the change belongs to, if any. */
  canoe_id: number | null;
  /** The change in words, without the actor: in English, as it was recorded (the archive's record of it). */
  summary: string;
  /**
   * The same words as what they are made of (migration 036): JSON `{ id, values }`, a message of the
   * `history-summaries` area and its values, which may hold other such words (server/db/history-words.ts). History
   * says it in the reader's language. Null for a change recorded before: its English is all there is.
   */
  summary_message: string | null;
  /** 1 when a row of the change is a person's or an account's. */
  people_only: Generated<number>;
  reason: string | null;
  reverts_change_id: number | null;
}

/** One row a change wrote, as JSON text of the whole row before and after (null for a create or a delete). */
export interface ChangeRowsTable {
  change_row_id: Generated<number>;
  change_id: number;
  table_name: string;
  record_id: number;
  op: 'create' | 'update' | 'delete';
  before_json: string | null;
  after_json: string | null;
}

/** The records whose history a change belongs to (a canoe for its names, a steward for its ownerships…). */
export interface ChangeSubjectsTable {
  change_id: number;
  subject_type: string;
  subject_id: number;
}

/** An image whose bytes are in the object-storage bucket (migration 020): where, and the hash of each size. */
export interface ImageObjectsTable {
  image_id: number;
  /** The objects are `<S3_KEY_PREFIX><object_key>/display.webp`, `…/thumbnail.webp` and `…/small.webp`. */
  object_key: string;
  display_sha256: string;
  thumbnail_sha256: string;
  /** null: no small size in the bucket yet (made on first request, as for the database: docs/images.md). */
  small_sha256: string | null;
  /** The objects' sizes added together. */
  stored_bytes: number;
  stored_at: string;
}

/** Objects to delete from the bucket, written in the transaction that stopped needing them (migration 020). */
export interface ImageObjectDeletionsTable {
  object_key: string;
  created_at: string;
}

/** Images a change's rows name: kept while the change exists. */
export interface ChangeImagesTable {
  change_id: number;
  image_id: number;
}

/**
 * What a visitor's search box finds each canoe by, kept by triggers (migration 030, decision 025): its public
 * folded names and current stewards' folded names, one a line.
 */
export interface CanoeSearchTextsTable {
  canoe_id: number;
  text: string;
}

/**
 * SQLite's R-tree of each canoe's build span (migration 042), days as `yyyymmdd` integers; kept by triggers on
 * `canoes`. PostgreSQL has no such table (a GiST index of the span instead).
 */
export interface CanoeBuildSpansTable {
  canoe_id: number;
  earliest: number;
  latest: number;
}

/** Row counts kept by triggers (migration 012): `canoes`, for the registry's unfiltered total. */
export interface RowCountsTable {
  table_name: string;
  n: number;
}

/**
 * A citation behind a canoe's facts (migration 018): of the canoe itself when no part column is set, else of that
 * one name, ownership, restoration, race result or photo. Numbered by `position` within its record.
 */
export interface SourcesTable {
  source_id: Generated<number>;
  canoe_id: number;
  canoe_name_id: number | null;
  ownership_id: number | null;
  restoration_id: number | null;
  participation_id: number | null;
  media_id: number | null;
  position: number;
  kind: string;
  citation: string;
  url: string | null;
  teller: string | null;
  /** 1 when the teller of an oral history agreed to be named; else the teller is never sent to visitors. */
  teller_named: Generated<number>;
  /** The protection in force (null: public) and whether it is set on this row (1) or taken from its record (0). */
  protection_id: number | null;
  protection_own: Generated<number>;
}

/** Keys the server makes once and every process shares (migration 021). */
export interface SiteSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** A share form's challenge that has been used, until it expires (migration 025). */
export interface SpentChallengesTable {
  signature: string;
  expires_at: string;
}

/** What a visitor sent (migration 021): private until approved, then kept as the record of the review. */
export interface SubmissionsTable {
  submission_id: Generated<number>;
  kind: 'story' | 'correction' | 'new_canoe';
  status: Generated<'pending' | 'approved' | 'rejected' | 'spam'>;
  canoe_id: number | null;
  /** The canoe's name when it was sent (the queue still names it if the canoe is deleted). */
  canoe_label: string | null;
  title: string | null;
  /** Cleaned rich text. */
  story: string | null;
  licence: PhotoLicence | null;
  /** JSON of { field, value, explanation, current }. */
  correction_json: string | null;
  /** JSON of the new canoe's words. */
  canoe_json: string | null;
  sender_name: string | null;
  email: string | null;
  notify: Generated<number>;
  /** A keyed hash of the client's address: never the address. */
  client_hash: string;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by_user_id: number | null;
  reviewed_by_name: string | null;
  review_note: string | null;
  story_id: number | null;
  created_canoe_id: number | null;
  /** When a keeper erased the sender's words on request, and who (migration 026). */
  erased_at: string | null;
  /** The language of the page it was sent from: its sender's mail is written in it (migration 033). */
  language: Generated<string>;
  /** The language the sender wrote the story in, `en` or `haw` (migration 034): where the approval keeps it. */
  story_language: Generated<string>;
  erased_by_name: string | null;
  /** Shared for this protocol only (its member sent it signed in): the story and photos are kept for it. */
  protocol_id: Generated<number | null>;
}

export interface SubmissionPhotosTable {
  photo_id: Generated<number>;
  submission_id: number;
  position: number;
  /** Null once a rejected submission's image is removed. */
  image_id: number | null;
  file_name: string;
  caption: string | null;
  credit: string | null;
  /** EDTF as entered. */
  date_taken: string | null;
  licence: PhotoLicence | null;
  /** The canoe photo it became when approved. */
  media_id: number | null;
}

/** A published community story (migration 021). */
export interface StoriesTable {
  story_id: Generated<number>;
  canoe_id: number;
  title: string | null;
  /** The English text: empty when the story was shared in ʻŌlelo Hawaiʻi and no one has added the English yet. */
  body: string;
  /** Its ʻŌlelo Hawaiʻi version (decision 027). */
  body_haw: string | null;
  shown_name: string;
  licence: PhotoLicence | null;
  shared_at: string;
  published_at: string;
  submission_id: number | null;
  /** The time it tells of (migration 039): earliest day, EDTF as entered, latest day; null when nobody said. */
  told_of: Generated<string | null>;
  told_of_edtf: Generated<string | null>;
  told_of_latest: Generated<string | null>;
  /** The protection in force (null: public) and whether it is set on this row (1) or taken from its record (0). */
  protection_id: number | null;
  protection_own: Generated<number>;
}

export interface ProtocolsTable {
  protocol_id: Generated<number>;
  name: string;
  name_folded: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProtocolMembersTable {
  protocol_member_id: Generated<number>;
  protocol_id: number;
  user_id: number;
  role: 'member' | 'keeper';
  added_at: string;
}

/** Who may see content kept this way (decision 020): a value, never changed once written. */
export interface ProtectionsTable {
  protection_id: Generated<number>;
  level: 'protocols' | 'keepers';
  protocols_needed: 'any' | 'all';
  shown_as: 'nothing' | 'notice';
  /** The value as text (level, needed, shown, protocol ids), so one value is written once. */
  value_key: string;
}

export interface ProtectionProtocolsTable {
  protection_id: number;
  protocol_id: number;
}

/** A Traditional Knowledge label or notice from a Local Contexts project (migration 028, decision 021). */
/** A message of the interface in a language, as the community's translators wrote it (decision 026). */
export interface TranslationsTable {
  translation_id: Generated<number>;
  /** `haw` (shared/i18n/languages.ts). */
  language: string;
  /** The message's id, `area.key` (shared/i18n/messages). */
  message_id: string;
  /** The translation, in ICU MessageFormat as the English is. */
  text: string;
  /** `draft` until a translator marks it reviewed. */
  state: string;
  updated_at: string;
}

export interface TkLabelsTable {
  label_id: Generated<number>;
  /** Its id at Local Contexts: an import of the same project updates it. */
  lc_id: string;
  kind: string;
  label_type: string;
  name: string;
  community: string | null;
  /** The community's text, as the Local Contexts Hub sent it. */
  community_text: string;
  /** This archive's edited text, shown instead when set. */
  archive_text: string | null;
  language: string | null;
  language_tag: string | null;
  project_lc_id: string;
  project_title: string;
  project_page: string | null;
  label_page: string | null;
  /** Local Contexts' own image of the label (kept for reference; the archive shows its own drawings). */
  img_url: string | null;
  /** The label's translations as the Hub sent them (JSON text), or null. */
  translations: string | null;
}

/** A label used on a canoe, or on one of its photos, stories or sources (at most one of their columns set). */
export interface TkLabelUsesTable {
  use_id: Generated<number>;
  label_id: number;
  canoe_id: number;
  media_id: number | null;
  story_id: number | null;
  source_id: number | null;
  position: number;
}

/** A place as written in Hawaiian, on its island (decision 030). */
export interface PlacesTable {
  place_id: Generated<number>;
  name: string;
  name_folded: string;
  /** The name's sort key in the Hawaiian order, kept from the name on every write (date-columns.ts). */
  name_sort_haw: Generated<string>;
  island: string;
  moku: string | null;
  ahupuaa: string | null;
  latitude: number | null;
  longitude: number | null;
  /** How precisely the public may see the point: exact, district, island (shared/islands.ts). */
  precision: Generated<string>;
  description: string | null;
  /** The protection in force (null: public) and whether it is set on this row (1). */
  protection_id: number | null;
  protection_own: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface Database {
  canoe_types: CanoeTypesTable;
  canoes: CanoesTable;
  canoe_names: CanoeNamesTable;
  ownerships: OwnershipsTable;
  owners: OwnersTable;
  people: PeopleTable;
  makers: MakersTable;
  canoe_makers: CanoeMakersTable;
  restorations: RestorationsTable;
  races: RacesTable;
  race_participations: RaceParticipationsTable;
  images: ImagesTable;
  canoe_media: CanoeMediaTable;
  recordings: RecordingsTable;
  recording_files: RecordingFilesTable;
  recording_file_parts: RecordingFilePartsTable;
  change_recording_files: ChangeRecordingFilesTable;
  shared_recording_uploads: SharedRecordingUploadsTable;
  submission_recordings: SubmissionRecordingsTable;
  sources: SourcesTable;
  subscribers: SubscribersTable;
  mail_outbox: MailOutboxTable;
  followers: FollowersTable;
  follows: FollowsTable;
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  password_resets: PasswordResetsTable;
  registrations: RegistrationsTable;
  oidc_logins: OidcLoginsTable;
  changes: ChangesTable;
  change_rows: ChangeRowsTable;
  change_subjects: ChangeSubjectsTable;
  change_images: ChangeImagesTable;
  row_counts: RowCountsTable;
  canoe_search_texts: CanoeSearchTextsTable;
  canoe_build_spans: CanoeBuildSpansTable;
  image_objects: ImageObjectsTable;
  image_object_deletions: ImageObjectDeletionsTable;
  site_secrets: SiteSecretsTable;
  spent_challenges: SpentChallengesTable;
  submissions: SubmissionsTable;
  submission_photos: SubmissionPhotosTable;
  stories: StoriesTable;
  protocols: ProtocolsTable;
  protocol_members: ProtocolMembersTable;
  protections: ProtectionsTable;
  protection_protocols: ProtectionProtocolsTable;
  tk_labels: TkLabelsTable;
  tk_label_uses: TkLabelUsesTable;
  translations: TranslationsTable;
  places: PlacesTable;
}

/** A stored row of a table, as a query returns it. */
/** The columns the server keeps beside each date (db/date-columns.ts): never written by a service. */
/** A row's protection (decision 020): written only by the protocols module, never by a form's values. */
export type ProtectionColumns = 'protection_id' | 'protection_own' | 'notes_protection_id';

export type DateTwinColumns = `${string}_edtf` | `${string}_latest` | 'founded_earliest';

export type Row<T extends keyof Database> = Selectable<Database[T]>;

/** The values of a new row of a table (generated ids and defaults may be left out). */
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
