/**
 * A change's fields in the words of the forms they came from: each recorded column's label (the form's own, with
 * its unit) and how its value reads (a type, steward, maker or race by name; a date as the archive says it; a
 * licence by its name; a stored key such as a steward's type by the words the rest of the interface uses for it,
 * in the reader's language). Ids and bookkeeping columns (when a row was made, who uploaded it by account, a list's
 * order) are never shown: `hidden` names them, and tests/api/history-fields.test.ts checks that every column of every
 * recorded table is either labelled here, hidden or derived.
 */
import { CANOE_FIELDS } from '../../../shared/canoe-fields.ts';
import { PHOTO_LICENCES } from '../../../shared/photo-licences.ts';
import { SOURCE_KINDS } from '../../../shared/sources.ts';
import { TK_LABEL_KINDS } from '../../../shared/tk-labels.ts';
import type { TrackedTable } from '../../db/history-tables.ts';
import type { Message } from '../../../shared/i18n/messages.ts';
import type { Translator } from '../../../shared/i18n/translator.ts';
import { LANGUAGE_INFO, isLanguage } from '../../../shared/i18n/languages.ts';
import { canoeFieldsArea } from '../../../shared/i18n/messages/canoe-fields.ts';
import { canoeTypeWords } from '../../../shared/i18n/messages/canoe-types.ts';
import { historyFieldsArea as L } from '../../../shared/i18n/messages/history-fields.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { photosArea } from '../../../shared/i18n/messages/photos.ts';
import { protocolsArea } from '../../../shared/i18n/messages/protocols.ts';
import { sourcesArea } from '../../../shared/i18n/messages/sources.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { translationsArea } from '../../../shared/i18n/messages/translations.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { ISLANDS, ISLAND_NAMES, type Island } from '../../../shared/islands.ts';
import { PLACE_PRECISIONS } from '../../../shared/place-precision.ts';

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
  | 'tk_label'
  | 'place';

export type FieldKind =
  | { kind: 'text' }
  /** A number, with its unit when it has one: a message of `{value}` ("{value} ft"), said in the reader's language. */
  | { kind: 'number'; unit?: Message }
  /** An EDTF date: "about 1850", "the 1880s". */
  | { kind: 'date' }
  /** Rich text (HTML) as readable text. */
  | { kind: 'rich' }
  | { kind: 'reference'; to: ReferenceKind }
  /**
   * A stored key shown by the words the rest of the interface uses for it, in the reader's language (a steward's
   * type, a licence…); a key it has no words for as it is.
   */
  | { kind: 'choice'; words: (key: string, translator: Translator) => string | null }
  /** An image: whether there is one, never its id. */
  | { kind: 'image' }
  | { kind: 'yes-no' }
  /** An account's groups (JSON text): "admin, editor". */
  | { kind: 'groups' }
  /** Who may see a row (a protection's id; null: everyone): "Members of Kahananui ʻohana" (decision 020). */
  | { kind: 'protection' };

/** A shown field: its kind and its label, a message said in the reader's language (messages/history-fields.ts). */
export type FieldSpec = FieldKind & { label: Message };

interface TableFields {
  /** The shown columns, in the order of their form. */
  shown: Record<string, FieldSpec>;
  /** Ids and bookkeeping: recorded, never shown. */
  hidden: string[];
}

const text = (label: Message): FieldSpec => ({ kind: 'text', label });
/** Who may see the row, shown; whether it is set on the row itself or inherited is bookkeeping. */
const PROTECTION_SHOWN: Record<string, FieldSpec> = {
  protection_id: { kind: 'protection', label: L.whoMaySee },
};
const PROTECTION_HIDDEN = ['protection_own'];
const date = (label: Message): FieldSpec => ({ kind: 'date', label });
const reference = (label: Message, to: ReferenceKind): FieldSpec => ({ kind: 'reference', to, label });

/**
 * A column of stored keys, each said by `message` of the pages that show it (its `argument` the key, written as
 * ICU allows by `asCase`): the same words the rest of the interface uses, in the reader's language.
 */
const choice = (
  label: Message,
  keys: readonly string[],
  message: Message,
  argument: string,
  asCase = (key: string) => key,
): FieldSpec => ({
  kind: 'choice',
  label,
  words: (key, { t }) => (keys.includes(key) ? t(message, { [argument]: asCase(key) }) : null),
});

/** A canoe's type by its number, as the pages say it (canoe-types). */
const canoeType = (label: Message): FieldSpec => ({
  kind: 'choice',
  label,
  words: (key, translator) => (/^\d+$/.test(key) ? canoeTypeWords(translator, Number(key)) : null),
});

/** A language in its own words, never translated (decision 026): ʻŌlelo Hawaiʻi, English. */
const language = (label: Message): FieldSpec => ({
  kind: 'choice',
  label,
  words: (key) => (isLanguage(key) ? LANGUAGE_INFO[key].autonym : null),
});

/** A licence of a photo or a story, as the pages name it (photos.licenceName: 'cc-by-4.0' is cc_by_4_0). */
const licence = (label: Message) =>
  choice(label, PHOTO_LICENCES, photosArea.licenceName, 'licence', (key) => key.replace(/[-.]/g, '_'));

/** A translation's state, as the Translations page says it. */
const TRANSLATION_STATES: Record<string, Message> = {
  draft: translationsArea.draft,
  reviewed: translationsArea.reviewed,
};

/** The canoe form's plain fields, from its own list (shared/canoe-fields.ts): labels and units. */
const canoeFormFields: Record<string, FieldSpec> = Object.fromEntries(
  CANOE_FIELDS.map((field): [string, FieldSpec] => {
    switch (field.kind) {
      case 'number':
        return [
          field.key,
          {
            kind: 'number',
            unit: canoeFieldsArea[`${field.key}_value`],
            label: canoeFieldsArea[`${field.key}_label`],
          },
        ];
      case 'canoe-type':
        return [field.key, canoeType(canoeFieldsArea[`${field.key}_label`])];
      case 'rich-text':
        return [field.key, { kind: 'rich', label: canoeFieldsArea[`${field.key}_label`] }];
      default:
        return [field.key, text(canoeFieldsArea[`${field.key}_label`])];
    }
  }),
);

export const HISTORY_FIELDS: Record<TrackedTable, TableFields> = {
  canoes: {
    shown: {
      ...canoeFormFields,
      build_date_edtf: date(L.buildYear),
      maker_id: reference(L.originalMaker, 'maker'),
      origin_place_id: reference(placesArea.originPlace, 'place'),
      home_place_id: reference(placesArea.homePlace, 'place'),
      ...PROTECTION_SHOWN,
      notes_protection_id: { kind: 'protection', label: L.whoMayReadTheNotes },
    },
    hidden: [...PROTECTION_HIDDEN, 'canoe_id', 'created_at', 'updated_at'],
  },
  canoe_names: {
    shown: {
      name: text(L.name),
      language: language(L.language),
      start_date_edtf: date(L.startDate),
      end_date_edtf: date(L.endDate),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'canoe_name_id', 'canoe_id'],
  },
  ownerships: {
    shown: {
      owner_id: reference(L.steward, 'owner'),
      start_date_edtf: date(L.startYear),
      end_date_edtf: date(L.endYear),
      transfer_reason: text(L.reasonForTransfer),
      notes: text(L.ceremonialContext),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'ownership_id', 'canoe_id'],
  },
  canoe_makers: {
    shown: { maker_id: reference(L.maker, 'maker'), contribution: text(L.contribution) },
    hidden: ['canoe_maker_id', 'canoe_id'],
  },
  restorations: {
    shown: {
      restoration_date_edtf: date(L.year),
      end_date_edtf: date(L.endDate),
      description: text(L.description),
      description_haw: text(L.descriptionInOleloHawaii),
      location: text(L.location),
      place_id: reference(placesArea.restorationPlace, 'place'),
      restorer_maker_id: reference(L.maker, 'maker'),
      restorer_person_id: reference(L.restorer, 'person'),
      notes: text(L.notes),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'restoration_id', 'canoe_id'],
  },
  race_participations: {
    shown: {
      race_id: reference(L.race, 'race'),
      position: { kind: 'number', label: L.position },
      paddler_name: text(L.paddlerName),
      time: text(L.time),
      notes: text(L.notes),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'participation_id', 'canoe_id'],
  },
  canoe_media: {
    shown: {
      file_name: text(L.photoFile),
      caption: text(L.caption),
      credit: text(L.photographerOrCredit),
      date_taken_edtf: date(L.dateTaken),
      licence: licence(L.licence),
      description: text(L.description),
      focal_x: { kind: 'number', unit: L.percentFromTheLeft, label: L.howThePhotoIsCropped },
      focal_y: { kind: 'number', unit: L.percentFromTheTop, label: L.howThePhotoIsCropped },
      uploaded_by: text(L.uploadedBy),
      ...PROTECTION_SHOWN,
    },
    // The image is the photo itself (its file name says which); it never changes after the upload.
    hidden: [...PROTECTION_HIDDEN, 'media_id', 'canoe_id', 'image_id', 'uploaded_by_user_id', 'uploaded_at'],
  },
  sources: {
    shown: {
      kind: choice(L.kind, SOURCE_KINDS, sourcesArea.sourceKind, 'kind'),
      citation: text(L.citation),
      url: text(L.link),
      teller: text(L.toldBy),
      teller_named: { kind: 'yes-no', label: L.theyAgreedToBeNamedOnThePublicPages },
      canoe_name_id: reference(L.supports, 'canoe_name'),
      ownership_id: reference(L.supports, 'ownership'),
      restoration_id: reference(L.supports, 'restoration'),
      participation_id: reference(L.supports, 'participation'),
      media_id: reference(L.supports, 'media'),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'source_id', 'canoe_id', 'position'],
  },
  recordings: {
    shown: {
      title: text(L.title),
      description: text(L.description),
      teller: text(L.toldBy),
      teller_named: { kind: 'yes-no', label: L.theyAgreedToBeNamedOnThePublicPages },
      recorded_date_edtf: date(L.dateRecorded),
      recorded_by: text(L.recordedBy),
      licence: licence(L.licence),
      story_id: reference(L.partOfStory, 'story'),
      source_id: reference(L.fromSource, 'source'),
      transcript: text(L.transcript),
      uploaded_by: text(L.uploadedBy),
      ...PROTECTION_SHOWN,
    },
    // The file is the recording itself; it never changes after the upload.
    hidden: [
      ...PROTECTION_HIDDEN,
      'recording_id',
      'canoe_id',
      'file_id',
      'uploaded_by_user_id',
      'uploaded_at',
    ],
  },
  stories: {
    shown: {
      title: text(L.title),
      body: { kind: 'rich', label: L.story },
      body_haw: { kind: 'rich', label: L.storyInOleloHawaii },
      shown_name: text(L.nameToShow),
      told_of_edtf: date(L.timeItTellsOf),
      licence: licence(L.licenceOfTheStory),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'story_id', 'canoe_id', 'shared_at', 'published_at', 'submission_id'],
  },
  tk_labels: {
    shown: {
      name: text(L.label),
      kind: choice(L.kind, TK_LABEL_KINDS, protocolsArea.labelKind, 'kind'),
      label_type: text(L.labelType),
      community: text(L.community),
      community_text: text(L.theCommunitysText),
      archive_text: text(L.thisArchivesText),
      language: text(L.language),
      project_title: text(L.localContextsProject),
      project_page: text(L.projectPage),
      label_page: text(L.labelPage),
    },
    hidden: ['label_id', 'lc_id', 'language_tag', 'project_lc_id', 'img_url', 'translations'],
  },
  tk_label_uses: {
    shown: {
      label_id: reference(L.label, 'tk_label'),
      media_id: reference(L.on, 'media'),
      story_id: reference(L.on, 'story'),
      source_id: reference(L.on, 'source'),
    },
    hidden: ['use_id', 'canoe_id', 'position'],
  },
  races: {
    shown: {
      name: text(L.name),
      date_edtf: date(L.date),
      location: text(L.location),
      place_id: reference(placesArea.coursePlace, 'place'),
      description: text(L.description),
    },
    hidden: ['race_id'],
  },
  owners: {
    shown: {
      name: text(L.name),
      owner_type: choice(
        L.type,
        ['individual', 'club', 'organization', 'museum', 'family'],
        stewardsArea.ownerType,
        'type',
      ),
      website: text(L.website),
      description: text(L.description),
      description_haw: text(L.descriptionInOleloHawaii),
      contact_email: text(L.contactEmail),
      contact_phone: text(L.phone),
      contact_address: text(L.address),
      founded_edtf: date(L.foundedYear),
      logo_image_id: { kind: 'image', label: L.logo },
      home_place_id: reference(placesArea.stewardHome, 'place'),
    },
    hidden: ['owner_id', 'created_at', 'updated_at'],
  },
  makers: {
    shown: {
      person_id: reference(L.person, 'person'),
      maker_type: choice(
        L.makerType,
        ['carver', 'restorer', 'designer', 'master', 'apprentice'],
        makersArea.typeName,
        'type',
      ),
      biography: { kind: 'rich', label: L.biography },
      biography_haw: { kind: 'rich', label: L.biographyInOleloHawaii },
      picture_image_id: { kind: 'image', label: L.picture },
    },
    hidden: ['maker_id', 'created_at', 'updated_at'],
  },
  places: {
    shown: {
      name: text(L.name),
      island: {
        kind: 'choice',
        label: placesArea.island,
        words: (key) => ((ISLANDS as readonly string[]).includes(key) ? ISLAND_NAMES[key as Island] : null),
      },
      moku: text(placesArea.moku),
      ahupuaa: text(placesArea.ahupuaa),
      latitude: { kind: 'number', label: placesArea.latitude },
      longitude: { kind: 'number', label: placesArea.longitude },
      precision: choice(placesArea.precision, PLACE_PRECISIONS, placesArea.precisionName, 'precision'),
      description: text(L.description),
      ...PROTECTION_SHOWN,
    },
    hidden: [...PROTECTION_HIDDEN, 'place_id', 'created_at', 'updated_at'],
  },
  people: {
    shown: {
      name: text(L.name),
      email: text(L.email),
      phone: text(L.phone),
      birth_date: date(L.born),
      birthplace: text(L.birthplace),
      picture_image_id: { kind: 'image', label: L.picture },
    },
    hidden: ['person_id', 'created_at', 'updated_at'],
  },
  users: {
    shown: { email: text(L.email), name: text(L.name), groups: { kind: 'groups', label: L.groups } },
    hidden: ['user_id'],
  },
  protocols: {
    shown: { name: text(L.name), description: text(L.description) },
    hidden: ['protocol_id', 'created_at', 'updated_at'],
  },
  protocol_members: {
    shown: { role: choice(L.role, ['keeper', 'member'], protocolsArea.role, 'role') },
    hidden: ['protocol_member_id', 'protocol_id', 'user_id', 'added_at'],
  },
  translations: {
    shown: {
      message_id: text(L.translatedMessage),
      language: language(L.language),
      text: text(L.translation),
      state: {
        kind: 'choice',
        label: L.state,
        words: (key, { t }) => (Object.hasOwn(TRANSLATION_STATES, key) ? t(TRANSLATION_STATES[key]) : null),
      },
    },
    hidden: ['translation_id', 'updated_at'],
  },
};
