/**
 * What the feeds read (issue 37): the rows the change history says were added, newest first, and those rows as
 * they are now, each only when a visitor may see it and its canoe (decision 020). A feed is public content only,
 * whoever asks for it.
 */
import type { Executor } from '../../db/database.ts';
import { currentNameId } from '../../db/current-name.ts';
import { VISITOR } from '../../core/viewer.ts';

/** The tables whose added rows a feed tells of: a canoe and what its record gathers. */
export const FEED_TABLES = [
  'canoes',
  'canoe_names',
  'ownerships',
  'canoe_makers',
  'restorations',
  'race_participations',
  'canoe_media',
  'stories',
] as const;
export type FeedTable = (typeof FEED_TABLES)[number];

/** Whose feed: a canoe's, a steward's, a maker's or a race's (its change history's subject), or the archive's. */
export type FeedSubject = { type: 'canoe' | 'owner' | 'maker' | 'race'; id: number } | null;

export interface AddedRow {
  change_id: number;
  created_at: string;
  table_name: FeedTable;
  record_id: number;
}

/** The rows added to the subject's record (or anywhere), newest first; a row restored later is added again. */
export async function addedRows(db: Executor, subject: FeedSubject, limit: number): Promise<AddedRow[]> {
  let query = db
    .selectFrom('change_rows as r')
    .innerJoin('changes as c', 'c.change_id', 'r.change_id')
    .select(['c.change_id', 'c.created_at', 'r.table_name', 'r.record_id'])
    .where('r.op', '=', 'create')
    .where('r.table_name', 'in', [...FEED_TABLES]);
  if (subject) {
    query = query.where('r.change_id', 'in', (eb) =>
      eb
        .selectFrom('change_subjects as s')
        .select('s.change_id')
        .where('s.subject_type', '=', subject.type)
        .where('s.subject_id', '=', subject.id),
    );
  }
  const rows = await query.orderBy('r.change_row_id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    change_id: Number(row.change_id),
    created_at: row.created_at,
    table_name: row.table_name as FeedTable,
    record_id: Number(row.record_id),
  }));
}

/** The public canoes among these, with the name a visitor knows each by (null: none). */
export async function publicCanoes(db: Executor, canoeIds: number[]): Promise<Map<number, string | null>> {
  if (canoeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('canoes as c')
    .leftJoin('canoe_names as n', (join) =>
      join.on((eb) => eb('n.canoe_name_id', '=', currentNameId(eb.ref('c.canoe_id'), VISITOR))),
    )
    .select(['c.canoe_id', 'n.name'])
    .where('c.canoe_id', 'in', canoeIds)
    .where('c.protection_id', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.canoe_id, row.name ?? null]));
}

/** An added row as it is now, when public: its canoe, and what its entry names. */
export interface PublicRow {
  canoe_id: number;
  /** The steward, maker or race it names; for a name, the name; for a story, its title or who shared it. */
  words: string | null;
  /** A photo's caption. */
  text: string | null;
  owner_id: number | null;
  maker_id: number | null;
  race_id: number | null;
}

const none = { words: null, text: null, owner_id: null, maker_id: null, race_id: null };

/** Each table's public rows among these ids (their own protection, where they have one, null). */
export async function publicRows(
  db: Executor,
  table: FeedTable,
  ids: number[],
): Promise<Map<number, PublicRow>> {
  if (ids.length === 0) return new Map();
  const byId = <R extends { id: number }>(rows: R[], row: (r: R) => PublicRow) =>
    new Map(rows.map((r) => [Number(r.id), row(r)]));
  switch (table) {
    case 'canoes': {
      const rows = await db
        .selectFrom('canoes')
        .select(['canoe_id as id', 'canoe_id'])
        .where('canoe_id', 'in', ids)
        .where('protection_id', 'is', null)
        .execute();
      return byId(rows, (r) => ({ ...none, canoe_id: r.canoe_id }));
    }
    case 'canoe_names': {
      const rows = await db
        .selectFrom('canoe_names')
        .select(['canoe_name_id as id', 'canoe_id', 'name'])
        .where('canoe_name_id', 'in', ids)
        .where('protection_id', 'is', null)
        .execute();
      return byId(rows, (r) => ({ ...none, canoe_id: r.canoe_id, words: r.name }));
    }
    case 'ownerships': {
      const rows = await db
        .selectFrom('ownerships as o')
        .innerJoin('owners as w', 'w.owner_id', 'o.owner_id')
        .select(['o.ownership_id as id', 'o.canoe_id', 'o.owner_id', 'w.name'])
        .where('o.ownership_id', 'in', ids)
        .where('o.protection_id', 'is', null)
        .execute();
      return byId(rows, (r) => ({ ...none, canoe_id: r.canoe_id, words: r.name, owner_id: r.owner_id }));
    }
    case 'canoe_makers': {
      const rows = await db
        .selectFrom('canoe_makers as cm')
        .innerJoin('makers as m', 'm.maker_id', 'cm.maker_id')
        .innerJoin('people as p', 'p.person_id', 'm.person_id')
        .select(['cm.canoe_maker_id as id', 'cm.canoe_id', 'cm.maker_id', 'p.name'])
        .where('cm.canoe_maker_id', 'in', ids)
        .execute();
      return byId(rows, (r) => ({ ...none, canoe_id: r.canoe_id, words: r.name, maker_id: r.maker_id }));
    }
    case 'restorations': {
      const rows = await db
        .selectFrom('restorations')
        .select(['restoration_id as id', 'canoe_id', 'restorer_maker_id'])
        .where('restoration_id', 'in', ids)
        .where('protection_id', 'is', null)
        .execute();
      return byId(rows, (r) => ({ ...none, canoe_id: r.canoe_id, maker_id: r.restorer_maker_id }));
    }
    case 'race_participations': {
      const rows = await db
        .selectFrom('race_participations as rp')
        .innerJoin('races as r', 'r.race_id', 'rp.race_id')
        .select(['rp.participation_id as id', 'rp.canoe_id', 'rp.race_id', 'r.name'])
        .where('rp.participation_id', 'in', ids)
        .where('rp.protection_id', 'is', null)
        .execute();
      return byId(rows, (r) => ({ ...none, canoe_id: r.canoe_id, words: r.name, race_id: r.race_id }));
    }
    case 'canoe_media': {
      const rows = await db
        .selectFrom('canoe_media')
        .select(['media_id as id', 'canoe_id', 'caption', 'description'])
        .where('media_id', 'in', ids)
        .where('protection_id', 'is', null)
        .execute();
      return byId(rows, (r) => ({ ...none, canoe_id: r.canoe_id, text: r.caption || r.description || null }));
    }
    case 'stories': {
      const rows = await db
        .selectFrom('stories')
        .select(['story_id as id', 'canoe_id', 'title', 'shown_name'])
        .where('story_id', 'in', ids)
        .where('protection_id', 'is', null)
        .execute();
      return byId(rows, (r) => ({ ...none, canoe_id: r.canoe_id, words: r.title || r.shown_name }));
    }
  }
}

/** A steward's, a maker's or a race's name (they are public records); null when there is none. */
export async function recordName(
  db: Executor,
  type: 'owner' | 'maker' | 'race',
  id: number,
): Promise<string | null> {
  if (type === 'owner') {
    const row = await db.selectFrom('owners').select('name').where('owner_id', '=', id).executeTakeFirst();
    return row?.name ?? null;
  }
  if (type === 'maker') {
    const row = await db
      .selectFrom('makers as m')
      .innerJoin('people as p', 'p.person_id', 'm.person_id')
      .select('p.name')
      .where('m.maker_id', '=', id)
      .executeTakeFirst();
    return row?.name ?? null;
  }
  const row = await db.selectFrom('races').select('name').where('race_id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}
