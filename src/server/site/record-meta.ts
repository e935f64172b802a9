/**
 * What a shared link to a record shows: its name, one or two sentences about it and its picture. Null when the
 * record does not exist (the page answers 404).
 */
import { dateWords, dateWordsIn } from '../../shared/uncertain-date.ts';
import type { Db } from '../db/database.ts';
import { imageUrls, makerPicturePath, ownerLogoPath } from '../modules/media/image-urls.ts';
import { findCanoePreview } from '../modules/canoes/canoe.service.ts';
import { personExists } from '../db/records.ts';
import { canoeOwnLabels } from '../modules/tk-labels/tk-label.service.ts';
import { findMakerPreview, findOwnerPreview, findPlacePreview, findRacePreview } from './site.repository.ts';
import type { PageDefinition } from '../../shared/paths.ts';
import { htmlToPlainText, sentence, summarize } from './plain-text.ts';
import {
  canoeLinkedData,
  makerLinkedData,
  raceLinkedData,
  stewardLinkedData,
  type LinkedDataOf,
} from './linked-data.ts';
import { SOURCE_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { createTranslator, type Translator } from '../../shared/i18n/translator.ts';
import { linkPreviews } from '../../shared/i18n/messages/link-previews.ts';
import { dates } from '../../shared/i18n/messages/dates.ts';
import { ui } from '../../shared/i18n/messages/ui.ts';
import { makersArea } from '../../shared/i18n/messages/makers.ts';
import { english } from '../../shared/i18n/english.ts';
import { placesArea } from '../../shared/i18n/messages/places.ts';
import { ISLAND_NAMES, isIsland } from '../../shared/islands.ts';

export type RecordKind = NonNullable<PageDefinition['record']>;

export interface RecordMeta {
  name: string;
  description: string;
  /** Path of the record's display image on this server, or null to use the default image. */
  imagePath: string | null;
  /** The record's facts as schema.org JSON-LD (site/linked-data.ts); none for private records. */
  linkedData: LinkedDataOf | null;
}

/** The words of a preview: the page's language, with the community's translations (English by default). */
type Words = Pick<Translator, 't' | 'language'>;
const ENGLISH: Words = createTranslator(SOURCE_LANGUAGE);

/** `1990-10-14` → `14 October 1990` (in the page's language); written out so the server's locale does not matter. */
export function longDate(date: string, { t }: Words = ENGLISH): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return date;
  return t(linkPreviews.day, {
    day: String(Number(match[3])),
    month: t(dates.month, { month }),
    year: match[1],
  });
}

/**
 * A date as a sentence says it, as precise as it is known: "on 14 October 1990", "in 1962", "in the 1960s",
 * "about 1850", "before 1900" (in the page's language).
 */
export function whenWords(edtf: string, words: Words = ENGLISH): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(edtf))
    return words.t(linkPreviews.when, { how: 'day', date: longDate(edtf, words) });
  // A date that says how it is known ("about 1850", "before 1900") takes no "in"; its English words tell, whatever
  // the page's language.
  const qualified = /^(about|possibly|before|after)\b/.test(dateWords(edtf));
  return words.t(linkPreviews.when, {
    how: qualified ? 'qualified' : 'plain',
    date: dateWordsIn(edtf, words),
  });
}

/**
 * A canoe's type in a sentence, lower case: "racing canoe", "koa canoe" when unknown; in the page's language when
 * the message knows the type (its English is the stored name's), else by its stored name.
 */
function canoeTypeWords({ t }: Words, typeId: number | null, typeName: string | null): string {
  if (!typeName) return t(linkPreviews.canoeType, { type: 'unknown' });
  const type = String(typeId);
  const stored = typeName.toLowerCase();
  return english(linkPreviews.canoeType, { type }) === stored ? t(linkPreviews.canoeType, { type }) : stored;
}

/** Which of a date and a place a sentence says: 'when', 'where', 'both' or 'neither'. */
const whichKnown = (date: string | null, place: string | null) =>
  date && place ? 'both' : date ? 'when' : place ? 'where' : 'neither';

/** Link previews do not show SVG; such logos and pictures fall back to the default image. */
function previewablePath(path: string, etag: string | null, mimeType: string | null): string | null {
  if (!etag || !mimeType || mimeType.includes('svg')) return null;
  return imageUrls(path, etag).url;
}

async function canoeMeta(db: Db, id: number, words: Words): Promise<RecordMeta | null> {
  const preview = await findCanoePreview(db, id);
  if (!preview) return null;
  const { canoe, makerId, names } = preview;
  const { t } = words;
  const name = canoe.current_name?.trim() || t(ui.canoeNumber, { id });
  const about = t(linkPreviews.canoe, {
    built: whichKnown(canoe.build_date, canoe.origin),
    name,
    type: canoeTypeWords(words, canoe.type_id, canoe.type_name),
    when: canoe.build_date ? whenWords(canoe.build_date, words) : '',
    origin: canoe.origin,
  });
  const parts = [sentence(about)];
  if (canoe.owner_name) parts.push(sentence(t(linkPreviews.canoeSteward, { name: canoe.owner_name })));
  const description = summarize(parts.join(' '));
  const linkedData = canoeLinkedData({
    id,
    name,
    otherNames: [...new Set(names)].filter((other) => other !== name),
    typeName: canoe.type_name,
    built: canoe.build_date,
    origin: canoe.origin,
    hullId: canoe.hull_id,
    lengthFeet: canoe.length,
    description,
    imagePath: canoe.image_url,
    maker: makerId !== null && canoe.maker_name ? { id: makerId, name: canoe.maker_name } : null,
    steward:
      canoe.current_owner_id !== null && canoe.owner_name
        ? { id: canoe.current_owner_id, name: canoe.owner_name }
        : null,
    labels: (await canoeOwnLabels(db, id)).map((label) => ({
      name: label.name,
      labelType: label.label_type,
      text: label.text,
      community: label.community,
      page: label.label_page ?? label.project_page,
      iconPath: label.icon_url,
    })),
  });
  return { name, description, imagePath: canoe.image_url, linkedData };
}

/** Of a text kept in both languages (decision 027), the version in the page's language, else the other. */
function inLanguage(language: Language, english: string | null, hawaiian: string | null): string {
  const [first, other] = language === 'haw' ? [hawaiian, english] : [english, hawaiian];
  return htmlToPlainText(first) || htmlToPlainText(other);
}

async function ownerMeta(db: Db, id: number, { t, language }: Words): Promise<RecordMeta | null> {
  const row = await findOwnerPreview(db.kysely, id);
  if (!row) return null;
  const name = row.name.trim() || t(linkPreviews.stewardNumber, { id });
  const about = inLanguage(language, row.description, row.description_haw);
  const logoPath = row.etag ? imageUrls(ownerLogoPath(id), row.etag).url : null;
  return {
    name,
    description: summarize(about || t(linkPreviews.steward, { name })),
    imagePath: previewablePath(ownerLogoPath(id), row.etag, row.mime_type),
    linkedData: stewardLinkedData({
      id,
      name,
      description: about,
      website: row.website,
      founded: row.founded,
      logoPath,
    }),
  };
}

async function makerMeta(db: Db, id: number, { t, language }: Words): Promise<RecordMeta | null> {
  const row = await findMakerPreview(db.kysely, id);
  if (!row) return null;
  const name = row.name?.trim() || t(makersArea.makerNumber, { id });
  const biography = inLanguage(language, row.biography, row.biography_haw);
  return {
    name,
    description: summarize(
      biography || t(linkPreviews.maker, { name, type: t(makersArea.typeWord, { type: row.maker_type }) }),
    ),
    imagePath: previewablePath(makerPicturePath(id), row.etag, row.mime_type),
    linkedData: makerLinkedData({
      id,
      name,
      role: row.maker_type,
      description: biography,
      picturePath: row.etag ? imageUrls(makerPicturePath(id), row.etag).url : null,
    }),
  };
}

async function raceMeta(db: Db, id: number, words: Words): Promise<RecordMeta | null> {
  const row = await findRacePreview(db.kysely, id);
  if (!row) return null;
  const { t } = words;
  const name = row.name.trim() || t(linkPreviews.raceNumber, { id });
  const about = t(linkPreviews.race, {
    known: whichKnown(row.date, row.location),
    name,
    when: row.date ? whenWords(row.date, words) : '',
    location: row.location,
  });
  const text = htmlToPlainText(row.description);
  return {
    name,
    description: summarize(text ? `${sentence(about)} ${text}` : sentence(about)),
    imagePath: null,
    linkedData: raceLinkedData({ id, name, date: row.date, location: row.location, description: text }),
  };
}

/**
 * A place (decision 030): its name, and its description or what the registry records of such places. Its point is
 * never in the preview: the page shows it at the keeper's precision.
 */
async function placeMeta(db: Db, id: number, { t }: Words): Promise<RecordMeta | null> {
  // As a visitor sees it: a place kept for a protocol is not found.
  const row = await findPlacePreview(db.kysely, id);
  if (!row) return null;
  const island = isIsland(row.island) ? ISLAND_NAMES[row.island] : row.island;
  const about = htmlToPlainText(row.description);
  return {
    name: row.name,
    description: summarize(
      about ? `${sentence(t(placesArea.placeAndIsland, { place: row.name, island }))} ${about}` : '',
    ),
    imagePath: null,
    linkedData: null,
  };
}

/** People are private: only whether the record exists, never its name. */
async function personMeta(db: Db, id: number): Promise<RecordMeta | null> {
  return (await personExists(db.kysely, id))
    ? { name: 'Person', description: '', imagePath: null, linkedData: null }
    : null;
}

const FINDERS: Record<RecordKind, (db: Db, id: number, words: Words) => Promise<RecordMeta | null>> = {
  canoe: canoeMeta,
  owner: ownerMeta,
  maker: makerMeta,
  race: raceMeta,
  person: personMeta,
  place: placeMeta,
};

/**
 * The record's preview in the page's language (`words`: its translator; English by default): its sentences said
 * in it, a steward's description and a maker's biography in it when kept in it.
 */
export function findRecordMeta(
  db: Db,
  kind: RecordKind,
  id: number,
  words: Words = ENGLISH,
): Promise<RecordMeta | null> {
  return FINDERS[kind](db, id, words);
}
