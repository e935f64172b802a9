/**
 * What a shared link to a record shows: its name, one or two sentences about it and its picture. Null when the
 * record does not exist (the page answers 404).
 */
import type { Db } from '../db/database.ts';
import { imageUrls, makerPicturePath, ownerLogoPath } from '../media/image-urls.ts';
import { findCanoeSummary } from '../modules/canoes/canoe.repository.ts';
import { personExists } from '../db/records.ts';
import { findMakerPreview, findOwnerPreview, findRacePreview } from './site.repository.ts';
import { presentCanoeSummary } from '../modules/canoes/canoe.presenter.ts';
import type { PageDefinition } from '../../shared/paths.ts';
import { htmlToPlainText, sentence, summarize } from './plain-text.ts';

export type RecordKind = NonNullable<PageDefinition['record']>;

export interface RecordMeta {
  name: string;
  description: string;
  /** Path of the record's display image on this server, or null to use the default image. */
  imagePath: string | null;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `1990-10-14` → `14 October 1990`; written out so the server's locale does not matter. */
export function longDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : date;
}

/** Link previews do not show SVG; such logos and pictures fall back to the default image. */
function previewablePath(path: string, etag: string | null, mimeType: string | null): string | null {
  if (!etag || !mimeType || mimeType.includes('svg')) return null;
  return imageUrls(path, etag).url;
}

async function canoeMeta(db: Db, id: number): Promise<RecordMeta | null> {
  const row = await findCanoeSummary(db.kysely, id);
  if (!row) return null;
  const canoe = presentCanoeSummary(row);
  const name = canoe.current_name?.trim() || `Canoe #${id}`;
  let about = `${name}, a ${canoe.type_name ? canoe.type_name.toLowerCase() : 'koa canoe'}`;
  if (canoe.build_year || canoe.origin) about += ' built';
  if (canoe.build_year) about += ` in ${canoe.build_year}`;
  if (canoe.origin) about += ` in ${canoe.origin}`;
  const parts = [sentence(about)];
  if (canoe.owner_name) parts.push(sentence(`Steward: ${canoe.owner_name}`));
  return { name, description: summarize(parts.join(' ')), imagePath: canoe.image_url };
}

async function ownerMeta(db: Db, id: number): Promise<RecordMeta | null> {
  const row = await findOwnerPreview(db.kysely, id);
  if (!row) return null;
  const name = row.name.trim() || `Steward #${id}`;
  return {
    name,
    description: summarize(htmlToPlainText(row.description) || `${name}, a steward of historic koa canoes.`),
    imagePath: previewablePath(ownerLogoPath(id), row.etag, row.mime_type),
  };
}

async function makerMeta(db: Db, id: number): Promise<RecordMeta | null> {
  const row = await findMakerPreview(db.kysely, id);
  if (!row) return null;
  const name = row.name?.trim() || `Maker #${id}`;
  return {
    name,
    description: summarize(
      htmlToPlainText(row.biography) || `${name}, a ${row.maker_type} of historic koa canoes.`,
    ),
    imagePath: previewablePath(makerPicturePath(id), row.etag, row.mime_type),
  };
}

async function raceMeta(db: Db, id: number): Promise<RecordMeta | null> {
  const row = await findRacePreview(db.kysely, id);
  if (!row) return null;
  const name = row.name.trim() || `Race #${id}`;
  let about = `${name}: a race`;
  if (row.date) about += ` on ${longDate(row.date)}`;
  if (row.location) about += ` at ${row.location}`;
  const text = htmlToPlainText(row.description);
  return {
    name,
    description: summarize(text ? `${sentence(about)} ${text}` : sentence(about)),
    imagePath: null,
  };
}

/** People are private: only whether the record exists, never its name. */
async function personMeta(db: Db, id: number): Promise<RecordMeta | null> {
  return (await personExists(db.kysely, id)) ? { name: 'Person', description: '', imagePath: null } : null;
}

const FINDERS: Record<RecordKind, (db: Db, id: number) => Promise<RecordMeta | null>> = {
  canoe: canoeMeta,
  owner: ownerMeta,
  maker: makerMeta,
  race: raceMeta,
  person: personMeta,
};

export function findRecordMeta(db: Db, kind: RecordKind, id: number): Promise<RecordMeta | null> {
  return FINDERS[kind](db, id);
}
