/**
 * The feeds (issue 37 item 4): what was added to a canoe's, a steward's, a maker's or a race's record, or to the
 * archive, as Atom entries. Only what a visitor may see, whoever asks: an entry is made from the row as it is now,
 * and a row kept for a protocol, on a kept canoe, or deleted since, makes none.
 */
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { paths } from '../../../shared/paths.ts';
import { followedPage } from '../../../shared/follow-subjects.ts';
import { feedsArea as words } from '../../../shared/i18n/messages/feeds.ts';
import type { Translator } from '../../../shared/i18n/translator.ts';
import {
  FEED_TABLES,
  addedRows,
  publicCanoes,
  publicRows,
  recordName,
  type FeedSubject,
  type FeedTable,
  type PublicRow,
} from './feed.repository.ts';

/** How many entries a feed holds: the newest. */
export const FEED_ENTRIES = 50;
/** How many added rows are read for them (some are no longer public, or not the subject's own). */
const ROWS_READ = 400;

export interface FeedEntry {
  /** Unique and lasting: the change and the row it added. */
  key: string;
  /** The change that added it (a follower's digest tells of the changes after its last). */
  change_id: number;
  updated: string;
  title: string;
  text: string | null;
  /** A path of this site. */
  link: string;
}

export interface Feed {
  title: string;
  /** The page the feed follows (a path). */
  page: string;
  entries: FeedEntry[];
}

/** Is this public row the subject's own (a steward's ownership, a race's result…)? */
function belongsTo(subject: FeedSubject, row: PublicRow, table: FeedTable): boolean {
  if (!subject) return true;
  switch (subject.type) {
    case 'canoe':
      return row.canoe_id === subject.id;
    case 'owner':
      return table === 'ownerships' && row.owner_id === subject.id;
    case 'maker':
      return table === 'canoe_makers' && row.maker_id === subject.id;
    case 'race':
      return table === 'race_participations' && row.race_id === subject.id;
  }
}

function entryOf(
  table: FeedTable,
  recordId: number,
  row: PublicRow,
  canoe: string,
  { t }: Pick<Translator, 't'>,
): Pick<FeedEntry, 'title' | 'text' | 'link'> {
  const onCanoe = (tab?: string) => paths.canoe(row.canoe_id, tab);
  switch (table) {
    case 'canoes':
      return { title: t(words.canoeAdded, { canoe }), text: null, link: onCanoe() };
    case 'canoe_names':
      return {
        title: t(words.nameRecorded, { canoe, name: row.words ?? '' }),
        text: null,
        link: onCanoe('names'),
      };
    case 'ownerships':
      return {
        title: t(words.stewardRecorded, { canoe, steward: row.words ?? '' }),
        text: null,
        link: paths.owner(row.owner_id!),
      };
    case 'canoe_makers':
      return {
        title: t(words.makerCredited, { canoe, maker: row.words ?? '' }),
        text: null,
        link: paths.maker(row.maker_id!),
      };
    case 'restorations':
      return {
        title: t(words.restorationRecorded, { canoe }),
        text: null,
        link: `${onCanoe('restorations')}#restoration-${recordId}`,
      };
    case 'race_participations':
      return {
        title: t(words.raceResult, { canoe, race: row.words ?? '' }),
        text: null,
        link: paths.race(row.race_id!),
      };
    case 'canoe_media':
      return {
        title: t(words.photoAdded, { canoe }),
        text: row.text,
        link: `${paths.canoeMedia(row.canoe_id)}?photo=${recordId}`,
      };
    case 'stories':
      return {
        title: t(words.storyShared, { canoe, title: row.words ?? '' }),
        text: null,
        link: `${onCanoe('stories')}#story-${recordId}`,
      };
  }
}

/** The newest public additions to the subject's record (or the archive's), at most FEED_ENTRIES. */
export async function feedEntries(
  db: Db,
  subject: FeedSubject,
  translator: Pick<Translator, 't'>,
): Promise<FeedEntry[]> {
  const executor = db.kysely;
  const added = await addedRows(executor, subject, ROWS_READ);
  const found = new Map<FeedTable, Map<number, PublicRow>>();
  for (const table of FEED_TABLES) {
    const ids = [...new Set(added.filter((row) => row.table_name === table).map((row) => row.record_id))];
    found.set(table, await publicRows(executor, table, ids));
  }
  const canoeIds = [
    ...new Set([...found.values()].flatMap((rows) => [...rows.values()].map((r) => r.canoe_id))),
  ];
  const canoes = await publicCanoes(executor, canoeIds);
  const seen = new Set<string>();
  const entries: FeedEntry[] = [];
  for (const added_ of added) {
    const row = found.get(added_.table_name)?.get(added_.record_id);
    // Not public now (kept, on a kept canoe, deleted since), or not the subject's own.
    if (!row || !canoes.has(row.canoe_id) || !belongsTo(subject, row, added_.table_name)) continue;
    const key = `${added_.table_name}-${added_.record_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const canoe = canoes.get(row.canoe_id) ?? translator.t(words.aCanoe, { id: row.canoe_id });
    entries.push({
      key: `change-${added_.change_id}-${key}`,
      change_id: added_.change_id,
      updated: added_.created_at,
      ...entryOf(added_.table_name, added_.record_id, row, canoe, translator),
    });
    if (entries.length === FEED_ENTRIES) break;
  }
  return entries;
}

/** The subject's name, when it is there for a visitor; not found otherwise. */
export async function subjectName(
  db: Db,
  subject: NonNullable<FeedSubject>,
  translator: Pick<Translator, 't'>,
) {
  if (subject.type === 'canoe') {
    const canoes = await publicCanoes(db.kysely, [subject.id]);
    if (!canoes.has(subject.id)) throw notFound('Canoe');
    return canoes.get(subject.id) ?? translator.t(words.aCanoe, { id: subject.id });
  }
  const name = await recordName(db.kysely, subject.type, subject.id);
  if (name === null) throw notFound(NOT_FOUND[subject.type]);
  return name;
}

const NOT_FOUND = { owner: 'Steward', maker: 'Maker', race: 'Race' } as const;

export async function feedOf(db: Db, subject: FeedSubject, translator: Pick<Translator, 't'>): Promise<Feed> {
  if (!subject) {
    return {
      title: translator.t(words.recentTitle),
      page: paths.home(),
      entries: await feedEntries(db, null, translator),
    };
  }
  const name = await subjectName(db, subject, translator);
  return {
    title: translator.t(words.recordFeedTitle, { name }),
    page: followedPage(subject.type, subject.id),
    entries: await feedEntries(db, subject, translator),
  };
}
