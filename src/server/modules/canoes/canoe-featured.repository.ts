/**
 * Kysely queries that pick canoes at random for the home page without ordering the whole table: by offset
 * into the distinct canoe ids of canoe_media (a small table, read through its canoe_id index), and by seeking
 * from an id along the primary key. Only public canoes are featured (decision 020), whoever asks: a kept canoe is
 * shown where its people look for it, not picked at random for the home page.
 */
import { expressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Database } from '../../db/tables.ts';
import type { Viewer } from '../../core/viewer.ts';
import { visibleTo } from '../../db/visibility.ts';

/** The kept canoes, through their partial index (migration 029): a handful of rows. */
const keptCanoes = () =>
  expressionBuilder<Database>()
    .selectFrom('canoes as kept')
    .select('kept.canoe_id')
    .where('kept.protection_id', 'is not', null);

/**
 * "With photos" means with a photo the viewer may see (decision 020): a canoe whose only photos are kept for a
 * protocol is, to a visitor, a canoe without photos.
 */

/** How many distinct public canoes have at least one photo the viewer may see. */
export async function countCanoesWithPhotos(db: Executor, viewer: Viewer): Promise<number> {
  const { n } = await db
    .selectFrom('canoe_media')
    .select((eb) => eb.fn.count<number>('canoe_id').distinct().as('n'))
    .where(visibleTo(viewer, 'canoe_media.protection_id'))
    .where('canoe_id', 'not in', keptCanoes())
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The canoe at position `offset` (0-based) among public canoes with photos the viewer may see, in id order. */
export async function canoeWithPhotosAt(
  db: Executor,
  viewer: Viewer,
  offset: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('canoe_media')
    .select('canoe_id')
    .where(visibleTo(viewer, 'canoe_media.protection_id'))
    .where('canoe_id', 'not in', keptCanoes())
    .distinct()
    .orderBy('canoe_id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row?.canoe_id;
}

/** The lowest and highest canoe ids, or null when there are no canoes. */
export async function canoeIdRange(db: Executor): Promise<{ low: number; high: number } | null> {
  const range = await db
    .selectFrom('canoes')
    .select((eb) => [eb.fn.min('canoe_id').as('low'), eb.fn.max('canoe_id').as('high')])
    .executeTakeFirstOrThrow();
  if (range.low == null || range.high == null) return null;
  return { low: Number(range.low), high: Number(range.high) };
}

/**
 * The first public canoe without photos the viewer may see at or after `pivot` (`from: 'pivot'`) or, wrapping round, the first one below
 * it (`from: 'start'`), leaving out `excluded`.
 */
export async function firstCanoeWithoutPhotos(
  db: Executor,
  viewer: Viewer,
  pivot: number,
  from: 'pivot' | 'start',
  excluded: number[],
): Promise<number | undefined> {
  let query = db
    .selectFrom('canoes as c')
    .select('c.canoe_id')
    .where('c.protection_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('canoe_media as m')
            .select('m.media_id')
            .whereRef('m.canoe_id', '=', 'c.canoe_id')
            .where(visibleTo(viewer, 'm.protection_id')),
        ),
      ),
    )
    .orderBy('c.canoe_id')
    .limit(1);
  if (excluded.length) query = query.where('c.canoe_id', 'not in', excluded);
  query = from === 'pivot' ? query.where('c.canoe_id', '>=', pivot) : query.where('c.canoe_id', '<', pivot);
  const row = await query.executeTakeFirst();
  return row?.canoe_id;
}
