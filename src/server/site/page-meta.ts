/** Which page a path is, whether it exists (200 or 404), and what its head says. */
import type { Db } from '../db/database.ts';
import { PAGES, matchPage } from '../../shared/paths.ts';
import { pageTitle, pages } from '../../shared/i18n/messages/pages.ts';
import { pageDescription, pageDescriptions } from '../../shared/i18n/messages/page-descriptions.ts';
import type { Message } from '../../shared/i18n/messages.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { findRecordMeta, type RecordKind } from './record-meta.ts';
import { readShareKind } from '../../shared/api/submissions.ts';
import { shareArea } from '../../shared/i18n/messages/share.ts';
import type { LinkedDataOf } from './linked-data.ts';
import { ISLAND_NAMES, isIsland } from '../../shared/islands.ts';
import { placesArea } from '../../shared/i18n/messages/places.ts';
import { feedPath } from '../modules/feeds/feed.routes.ts';

export interface PageMeta {
  status: 200 | 404;
  /** The page's own title (documentTitle adds the site name). */
  title: string;
  description: string;
  /** The page's one address (no query, no trailing slash); null for a missing page. */
  canonicalPath: string | null;
  /** A path on this server, or null for the default image. */
  imagePath: string | null;
  index: boolean;
  /** The record's facts as JSON-LD, on a record's public pages. */
  linkedData: LinkedDataOf | null;
  /** The Atom feed of what is added to the record (a canoe's, steward's, maker's or race's page), or the archive's (home). */
  feedPath?: string | null;
}

/** The records that have a feed, by their collection in its address. */
const FEED_KINDS = { canoe: 'canoes', owner: 'owners', maker: 'makers', race: 'races' } as const;

const NOT_FOUND_TITLES: Record<RecordKind, Message> = {
  canoe: pages.canoeNotFoundTitle,
  owner: pages.ownerNotFoundTitle,
  maker: pages.makerNotFoundTitle,
  race: pages.raceNotFoundTitle,
  person: pages.personNotFoundTitle,
  place: pages.placeNotFoundTitle,
};

const notFound = (t: Translator['t'], title: Message): PageMeta => ({
  status: 404,
  title: t(title),
  description: t(pageDescriptions.home),
  canonicalPath: null,
  imagePath: null,
  index: false,
  linkedData: null,
});

/** The share page's title says what is shared (`?kind=`) and about which canoe (`?canoe=`), as the page does. */
async function shareTitle(
  db: Db,
  { t, language }: Pick<Translator, 't' | 'language'>,
  query: URLSearchParams,
): Promise<string> {
  const kind = readShareKind(query.get('kind'));
  const canoeId = /^[1-9]\d{0,9}$/.test(query.get('canoe') ?? '') ? Number(query.get('canoe')) : null;
  const canoe =
    canoeId !== null && kind !== 'new_canoe'
      ? await findRecordMeta(db, 'canoe', canoeId, { t, language })
      : null;
  const title = t(shareArea.title, { kind });
  return canoe?.name ? t(shareArea.titleAbout, { title, canoe: canoe.name }) : title;
}

/** The head of the page at `pathname` (the app's own path), in the translator's language. */
export async function pageMeta(
  db: Db,
  { t, language }: Pick<Translator, 't' | 'language'>,
  pathname: string,
  query: URLSearchParams = new URLSearchParams(),
): Promise<PageMeta> {
  const match = matchPage(pathname);
  if (!match) return notFound(t, pages.pageNotFoundTitle);
  const page = PAGES[match.key];
  const title = t(pageTitle(match.key));
  const meta: PageMeta = {
    status: 200,
    title,
    description: t(pageDescription(match.key)),
    canonicalPath: match.id === null ? page.pattern : page.pattern.replace(':id', String(match.id)),
    imagePath: null,
    index: page.public,
    linkedData: null,
  };
  if (match.key === 'home') return { ...meta, feedPath: feedPath() };
  if (match.key === 'share') return { ...meta, title: await shareTitle(db, { t, language }, query) };
  if (match.key === 'placeIsland') {
    // An island's page (decision 030): its address names the island, and its title says it ("Canoes of Molokaʻi").
    const island = pathname.replace(/\/$/, '').split('/').pop();
    if (!isIsland(island)) return notFound(t, pages.pageNotFoundTitle);
    return {
      ...meta,
      title: t(placesArea.islandTitle, { island: ISLAND_NAMES[island] }),
      canonicalPath: page.pattern.replace(':island', island),
    };
  }
  if (!page.record || match.id === null) return meta;

  const record = await findRecordMeta(db, page.record, match.id, { t, language });
  if (!record) return notFound(t, NOT_FOUND_TITLES[page.record]);
  // Forms about a record keep their own title ("Edit Canoe"); the record's public pages show the record.
  if (!page.public) return meta;
  return {
    ...meta,
    title:
      match.key === page.record
        ? record.name
        : t(pages.recordPageTitle, { page: title, record: record.name }),
    description: record.description || meta.description,
    imagePath: record.imagePath,
    linkedData: record.linkedData,
    feedPath:
      match.key === page.record && page.record in FEED_KINDS
        ? feedPath({ kind: FEED_KINDS[page.record as keyof typeof FEED_KINDS], id: match.id })
        : null,
  };
}
