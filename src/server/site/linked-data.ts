/**
 * A record's facts as schema.org JSON-LD, written into the page head beside the Open Graph tags, so search engines,
 * library catalogues and other archives can read them without running the app:
 *
 * - a canoe: `VisualArtwork` (artform, koa as material, its maker as creator, the build year as dateCreated, where
 *   it was built, its bow number, every name it has carried, the current steward as maintainer, its Traditional
 *   Knowledge labels as usageInfo);
 * - a steward: `Organization`; a maker: `Person` with the role as jobTitle; a race: `SportsEvent`.
 *
 * Only what the public pages already show. Links are absolute, made from the site's address (`base`).
 */
import { paths } from '../../shared/paths.ts';

export type LinkedData = Record<string, unknown>;
/** The record's JSON-LD for a site at `base` (scheme and host). */
export type LinkedDataOf = (base: string) => LinkedData;

const CONTEXT = 'https://schema.org';

/** A record's node: its type, and its page as both its identifier and its address. */
const node = (type: string, url: string) => ({ '@context': CONTEXT, '@type': type, '@id': url, url });

/** The object without its null, undefined and empty entries: JSON-LD says nothing rather than "null". */
function facts<T extends LinkedData>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  ) as T;
}

export interface CanoeFacts {
  id: number;
  name: string;
  otherNames: string[];
  typeName: string | null;
  /** The build date as entered (EDTF: schema.org dates are ISO 8601, of which EDTF is part 2). */
  built: string | null;
  origin: string | null;
  hullId: string | null;
  lengthFeet: number | null;
  description: string;
  imagePath: string | null;
  maker: { id: number; name: string } | null;
  steward: { id: number; name: string } | null;
  /** The canoe's own Traditional Knowledge labels and notices (decision 021). */
  labels?: LabelFacts[];
}

export interface LabelFacts {
  name: string;
  /** Local Contexts' type: attribution, seasonal… */
  labelType: string;
  text: string;
  community: string | null;
  /** The label's page at Local Contexts, else its project's. */
  page: string | null;
  iconPath: string;
}

/**
 * A canoe's Traditional Knowledge labels as schema.org `usageInfo`: each a CreativeWork stating the community's
 * conditions, named as Local Contexts names the label, its text as the archive shows it, the community as its
 * author, and Local Contexts' page of it as its identifier (decision 021).
 */
const labelUsageInfo = (labels: LabelFacts[], base: string) =>
  labels.map((label) =>
    facts({
      '@type': 'CreativeWork',
      name: label.name,
      additionalType: `https://localcontexts.org/label/${label.labelType}`,
      text: label.text,
      author: label.community ? { '@type': 'Organization', name: label.community } : null,
      url: label.page,
      image: base + label.iconPath,
    }),
  );

export const canoeLinkedData =
  (canoe: CanoeFacts): LinkedDataOf =>
  (base) =>
    facts({
      ...node('VisualArtwork', base + paths.canoe(canoe.id)),
      name: canoe.name,
      alternateName: canoe.otherNames,
      description: canoe.description,
      artform: canoe.typeName ? `${canoe.typeName} (Hawaiian outrigger canoe)` : 'Hawaiian outrigger canoe',
      artMedium: 'Koa wood',
      material: 'Koa (Acacia koa)',
      dateCreated: canoe.built,
      locationCreated: canoe.origin ? { '@type': 'Place', name: canoe.origin } : null,
      identifier: canoe.hullId,
      depth:
        canoe.lengthFeet === null
          ? null
          : { '@type': 'QuantitativeValue', value: canoe.lengthFeet, unitCode: 'FOT', unitText: 'ft' },
      image: canoe.imagePath ? base + canoe.imagePath : null,
      creator: canoe.maker
        ? { '@type': 'Person', '@id': base + paths.maker(canoe.maker.id), name: canoe.maker.name }
        : null,
      maintainer: canoe.steward
        ? { '@type': 'Organization', '@id': base + paths.owner(canoe.steward.id), name: canoe.steward.name }
        : null,
      usageInfo: labelUsageInfo(canoe.labels ?? [], base),
    });

export interface StewardFacts {
  id: number;
  name: string;
  description: string;
  website: string | null;
  /** EDTF, as entered. */
  founded: string | null;
  logoPath: string | null;
}

export const stewardLinkedData =
  (steward: StewardFacts): LinkedDataOf =>
  (base) =>
    facts({
      ...node('Organization', base + paths.owner(steward.id)),
      name: steward.name,
      description: steward.description,
      sameAs: steward.website,
      foundingDate: steward.founded,
      logo: steward.logoPath ? base + steward.logoPath : null,
    });

export interface MakerFacts {
  id: number;
  name: string;
  role: string;
  description: string;
  picturePath: string | null;
}

export const makerLinkedData =
  (maker: MakerFacts): LinkedDataOf =>
  (base) =>
    facts({
      ...node('Person', base + paths.maker(maker.id)),
      name: maker.name,
      jobTitle: `Canoe ${maker.role}`,
      description: maker.description,
      image: maker.picturePath ? base + maker.picturePath : null,
    });

export interface RaceFacts {
  id: number;
  name: string;
  date: string | null;
  location: string | null;
  description: string;
}

export const raceLinkedData =
  (race: RaceFacts): LinkedDataOf =>
  (base) =>
    facts({
      ...node('SportsEvent', base + paths.race(race.id)),
      name: race.name,
      sport: 'Outrigger canoe racing',
      startDate: race.date,
      location: race.location ? { '@type': 'Place', name: race.location } : null,
      description: race.description,
    });
