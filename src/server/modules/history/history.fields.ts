/**
 * A change's fields in the words of the forms they came from: each recorded column's label (the form's own, with
 * its unit) and how its value reads (a type, steward, maker or race by name; a date as the archive says it; a
 * licence by its name). Ids and bookkeeping columns (when a row was made, who uploaded it by account, a list's
 * order) are never shown: `hidden` names them, and tests/api/history-fields.test.ts checks that every column of every
 * recorded table is either labelled here, hidden or derived.
 */
import { CANOE_FIELDS } from '../../../shared/canoe-fields.ts';
import { CANOE_TYPES } from '../../../shared/constants.ts';
import { LICENCE_INFO, type PhotoLicence } from '../../../shared/photo-licences.ts';
import { SOURCE_KIND_LABELS, type SourceKind } from '../../../shared/sources.ts';
import { TK_LABEL_KIND_WORDS, type TkLabelKind } from '../../../shared/tk-labels.ts';
import type { TrackedTable } from '../../db/history-tables.ts';

/** The records a column may name, read by their names (history.names.ts). */
export type ReferenceKind =
  | 'owner'
  | 'maker'
  | 'person'
  | 'race'
  | 'canoe_name'
  | 'ownership'
  | 'restoration'
  | 'participation'
  | 'media'
  | 'story'
  | 'source'
  | 'tk_label';

export type FieldKind =
  | { kind: 'text' }
  | { kind: 'number'; unit?: string }
  /** An EDTF date: "about 1850", "the 1880s". */
  | { kind: 'date' }
  /** Rich text (HTML) as readable text. */
  | { kind: 'rich' }
  | { kind: 'reference'; to: ReferenceKind }
  /** A stored key shown by its words. */
  | { kind: 'choice'; words: Record<string, string> }
  /** An image: whether there is one, never its id. */
  | { kind: 'image' }
  | { kind: 'yes-no' }
  /** An account's groups (JSON text): "admin, editor". */
  | { kind: 'groups' }
  /** Who may see a row (a protection's id; null: everyone): "Members of Kahananui ʻohana" (decision 020). */
  | { kind: 'protection' };

export type FieldSpec = FieldKind & { label: string };

interface TableFields {
  /** The shown columns, in the order of their form. */
  shown: Record<string, FieldSpec>;
  /** Ids and bookkeeping: recorded, never shown. */
  hidden: string[];
}

const text = (label: string): FieldSpec => ({ kind: 'text', label });
/** Who may see the row, shown; whether it is set on the row itself or inherited is bookkeeping. */
const PROTECTION_SHOWN: Record<string, FieldSpec> = {
  protection_id: { kind: 'protection', label: 'Who May See' },
};
const PROTECTION_HIDDEN = ['protection_own'];
const date = (label: string): FieldSpec => ({ kind: 'date', label });
const reference = (label: string, to: ReferenceKind): FieldSpec => ({ kind: 'reference', to, label });
const capitalised = (values: readonly string[]) =>
  Object.fromEntries(values.map((v) => [v, v.charAt(0).toUpperCase() + v.slice(1)]));

const CANOE_TYPE_WORDS = Object.fromEntries(CANOE_TYPES.map((t) => [String(t.type_id), t.name]));
const LICENCE_WORDS = Object.fromEntries(
  Object.entries(LICENCE_INFO).map(([key, info]) => [key, info.words]),
) as Record<PhotoLicence, string>;
const SOURCE_KIND_WORDS: Record<SourceKind, string> = SOURCE_KIND_LABELS;
const TK_KIND_WORDS: Record<TkLabelKind, string> = TK_LABEL_KIND_WORDS;

/** A name's language in its own words (decision 026). */
const NAME_LANGUAGE_WORDS: Record<string, string> = { haw: 'ʻŌlelo Hawaiʻi', en: 'English' };

/** The canoe form's plain fields, from its own list (shared/canoe-fields.ts): labels and units. */
const canoeFormFields: Record<string, FieldSpec> = Object.fromEntries(
  CANOE_FIELDS.map((field): [string, FieldSpec] => {
    switch (field.kind) {
      case 'number':
        return [field.key, { kind: 'number', unit: field.unit, label: field.label }];
      case 'canoe-type':
        return [field.key, { kind: 'choice', words: CANOE_TYPE_WORDS, label: field.label }];
      case 'rich-text':
        return [field.key, { kind: 'rich', label: field.label }];
      default:
        return [field.key, text(field.label)];
    }
  }),
);

export const HISTORY_FIELDS: Record<TrackedTable, TableFields> = {
  canoes: {
    shown: {
      ...canoeFormFields,
      build_date_edtf: date('Build Year'),
      maker_id: reference('Original Maker', 'maker'),
      ...PROTECTION_SHOWN,
      notes_protection_id: { kind: 'protection', label: 'Who May Read the Notes' },
    },
    hidden: [...PROTECTION_HIDDEN, 'canoe_id', 'created_at', 'updated_at'],
  },
  canoe_names: {
    shown: {
      name: text('Name'),
      language: { kind: 'choice', words: NAME_LANGUAGE_WORDS, label: 'Language' },
      start_date_edtf: date('Start Date'),
      end_date_edtf: date('End Date'),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'canoe_name_id', 'canoe_id'],
  },
  ownerships: {
    shown: {
      owner_id: reference('Steward', 'owner'),
      start_date_edtf: date('Start Year'),
      end_date_edtf: date('End Year'),
      transfer_reason: text('Reason for Transfer'),
      notes: text('Ceremonial Context'),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'ownership_id', 'canoe_id'],
  },
  canoe_makers: {
    shown: { maker_id: reference('Maker', 'maker'), contribution: text('Contribution') },
    hidden: ['canoe_maker_id', 'canoe_id'],
  },
  restorations: {
    shown: {
      restoration_date_edtf: date('Year'),
      end_date_edtf: date('End Date'),
      description: text('Description'),
      description_haw: text('Description in ʻŌlelo Hawaiʻi'),
      location: text('Location'),
      restorer_maker_id: reference('Maker', 'maker'),
      restorer_person_id: reference('Restorer', 'person'),
      notes: text('Notes'),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'restoration_id', 'canoe_id'],
  },
  race_participations: {
    shown: {
      race_id: reference('Race', 'race'),
      position: { kind: 'number', label: 'Position' },
      paddler_name: text('Paddler Name'),
      time: text('Time'),
      notes: text('Notes'),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'participation_id', 'canoe_id'],
  },
  canoe_media: {
    shown: {
      file_name: text('Photo File'),
      caption: text('Caption'),
      credit: text('Photographer or Credit'),
      date_taken_edtf: date('Date Taken'),
      licence: { kind: 'choice', words: LICENCE_WORDS, label: 'Licence' },
      description: text('Description'),
      focal_x: { kind: 'number', unit: '% from the left', label: 'How the photo is cropped' },
      focal_y: { kind: 'number', unit: '% from the top', label: 'How the photo is cropped' },
      uploaded_by: text('Uploaded by'),
      ...PROTECTION_SHOWN,
    },
    // The image is the photo itself (its file name says which); it never changes after the upload.
    hidden: [...PROTECTION_HIDDEN, 'media_id', 'canoe_id', 'image_id', 'uploaded_by_user_id', 'uploaded_at'],
  },
  sources: {
    shown: {
      kind: { kind: 'choice', words: SOURCE_KIND_WORDS, label: 'Kind' },
      citation: text('Citation'),
      url: text('Link'),
      teller: text('Told by'),
      teller_named: { kind: 'yes-no', label: 'They agreed to be named on the public pages' },
      canoe_name_id: reference('Supports', 'canoe_name'),
      ownership_id: reference('Supports', 'ownership'),
      restoration_id: reference('Supports', 'restoration'),
      participation_id: reference('Supports', 'participation'),
      media_id: reference('Supports', 'media'),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'source_id', 'canoe_id', 'position'],
  },
  stories: {
    shown: {
      title: text('Title'),
      body: { kind: 'rich', label: 'Story' },
      body_haw: { kind: 'rich', label: 'Story in ʻŌlelo Hawaiʻi' },
      shown_name: text('Name to show'),
      licence: { kind: 'choice', words: LICENCE_WORDS, label: 'Licence of the story' },
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'story_id', 'canoe_id', 'shared_at', 'published_at', 'submission_id'],
  },
  tk_labels: {
    shown: {
      name: text('Label'),
      kind: { kind: 'choice', words: TK_KIND_WORDS, label: 'Kind' },
      label_type: text('Label type'),
      community: text('Community'),
      community_text: text("The community's text"),
      archive_text: text("This archive's text"),
      language: text('Language'),
      project_title: text('Local Contexts project'),
      project_page: text('Project page'),
      label_page: text('Label page'),
    },
    hidden: ['label_id', 'lc_id', 'language_tag', 'project_lc_id', 'img_url', 'translations'],
  },
  tk_label_uses: {
    shown: {
      label_id: reference('Label', 'tk_label'),
      media_id: reference('On', 'media'),
      story_id: reference('On', 'story'),
      source_id: reference('On', 'source'),
    },
    hidden: ['use_id', 'canoe_id', 'position'],
  },
  races: {
    shown: {
      name: text('Name'),
      date_edtf: date('Date'),
      location: text('Location'),
      description: text('Description'),
    },
    hidden: ['race_id'],
  },
  owners: {
    shown: {
      name: text('Name'),
      owner_type: {
        kind: 'choice',
        words: capitalised(['individual', 'club', 'organization', 'museum', 'family']),
        label: 'Type',
      },
      website: text('Website'),
      description: text('Description'),
      description_haw: text('Description in ʻŌlelo Hawaiʻi'),
      contact_email: text('Contact Email'),
      contact_phone: text('Phone'),
      contact_address: text('Address'),
      founded_edtf: date('Founded Year'),
      logo_image_id: { kind: 'image', label: 'Logo' },
    },
    hidden: ['owner_id', 'created_at', 'updated_at'],
  },
  makers: {
    shown: {
      person_id: reference('Person', 'person'),
      maker_type: {
        kind: 'choice',
        words: capitalised(['carver', 'restorer', 'designer', 'master', 'apprentice']),
        label: 'Maker Type',
      },
      biography: { kind: 'rich', label: 'Biography' },
      biography_haw: { kind: 'rich', label: 'Biography in ʻŌlelo Hawaiʻi' },
      picture_image_id: { kind: 'image', label: 'Picture' },
    },
    hidden: ['maker_id', 'created_at', 'updated_at'],
  },
  people: {
    shown: {
      name: text('Name'),
      email: text('Email'),
      phone: text('Phone'),
      birth_date: date('Born'),
      birthplace: text('Birthplace'),
      picture_image_id: { kind: 'image', label: 'Picture' },
    },
    hidden: ['person_id', 'created_at', 'updated_at'],
  },
  users: {
    shown: { email: text('Email'), name: text('Name'), groups: { kind: 'groups', label: 'Groups' } },
    hidden: ['user_id'],
  },
  protocols: {
    shown: { name: text('Name'), description: text('Description') },
    hidden: ['protocol_id', 'created_at', 'updated_at'],
  },
  protocol_members: {
    shown: { role: text('Role') },
    hidden: ['protocol_member_id', 'protocol_id', 'user_id', 'added_at'],
  },
  translations: {
    shown: {
      message_id: text('Message'),
      language: text('Language'),
      text: text('Translation'),
      state: text('State'),
    },
    hidden: ['translation_id', 'updated_at'],
  },
};

/** What each kind of row is called in a row's heading: "the name", "the photo". */
export const ROW_WORDS: Record<TrackedTable, { one: string; many: string }> = {
  canoes: { one: 'canoe', many: 'canoes' },
  canoe_names: { one: 'name', many: 'names' },
  ownerships: { one: 'stewardship', many: 'stewardships' },
  canoe_makers: { one: 'maker credit', many: 'maker credits' },
  restorations: { one: 'restoration', many: 'restorations' },
  race_participations: { one: 'race result', many: 'race results' },
  canoe_media: { one: 'photo', many: 'photos' },
  sources: { one: 'source', many: 'sources' },
  stories: { one: 'story', many: 'stories' },
  tk_labels: { one: 'label', many: 'labels' },
  tk_label_uses: { one: 'label use', many: 'label uses' },
  races: { one: 'race', many: 'races' },
  owners: { one: 'steward', many: 'stewards' },
  makers: { one: 'maker', many: 'makers' },
  people: { one: 'person', many: 'people' },
  users: { one: 'account', many: 'accounts' },
  protocols: { one: 'protocol', many: 'protocols' },
  protocol_members: { one: 'membership', many: 'memberships' },
  translations: { one: 'translation', many: 'translations' },
};
