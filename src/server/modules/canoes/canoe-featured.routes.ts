/**
 * GET /api/canoes/featured: a few random canoes for the home page, canoes with photos first (spec §1): photos the
 * caller may see, so a canoe whose only photos are kept for a protocol comes to a visitor as one without photos
 * (decision 020), never in a photo's place with none to show.
 * Each item has the registry list's shape (the same summary query and presenter).
 *
 * Choosing at random must stay cheap at 100,000 canoes, so nothing orders the whole table by random():
 * canoes with photos are picked by random offsets into the distinct canoe ids of canoe_media; canoes without
 * photos by seeking a random id along the primary key (see canoe-featured.repository.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { canoeApi } from '../../../shared/api/endpoints/canoes.ts';
import { FEATURED_DEFAULT_LIMIT } from '../../../shared/api/canoes.ts';
import { presentCanoeSummary } from './canoe.presenter.ts';
import { listCanoeSummariesByIds, type Executor } from './canoe.repository.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import {
  canoeIdRange,
  canoeWithPhotosAt,
  countCanoesWithPhotos,
  firstCanoeWithoutPhotos,
} from './canoe-featured.repository.ts';

/** Up to `count` distinct whole numbers in [0, size), in random order. */
function randomOffsets(size: number, count: number): number[] {
  const picked = new Set<number>();
  const wanted = Math.min(size, count);
  while (picked.size < wanted) picked.add(Math.floor(Math.random() * size));
  return [...picked];
}

/** Random canoes that have at least one photo the viewer may see (every media row holds an image). */
async function randomPhotoCanoeIds(db: Executor, viewer: Viewer, count: number): Promise<number[]> {
  const n = await countCanoesWithPhotos(db, viewer);
  const ids: number[] = [];
  for (const offset of randomOffsets(n, count)) {
    const canoeId = await canoeWithPhotosAt(db, viewer, offset);
    // A photo deleted since the count can shift the offsets; never list a canoe twice.
    if (canoeId !== undefined && !ids.includes(canoeId)) ids.push(canoeId);
  }
  return ids;
}

/**
 * Random canoes without photos: the first such canoe at or after a random id (wrapping round to the lowest).
 * A canoe that follows a run of missing ids is a little likelier; a fair pick would cost a scan per canoe.
 */
async function randomPhotoLessCanoeIds(db: Executor, viewer: Viewer, count: number): Promise<number[]> {
  const range = await canoeIdRange(db);
  if (!range) return [];
  const { low, high } = range;
  const ids: number[] = [];
  while (ids.length < count) {
    const pivot = low + Math.floor(Math.random() * (high - low + 1));
    const canoeId =
      (await firstCanoeWithoutPhotos(db, viewer, pivot, 'pivot', ids)) ??
      (await firstCanoeWithoutPhotos(db, viewer, pivot, 'start', ids));
    if (canoeId === undefined) break;
    ids.push(canoeId);
  }
  return ids;
}

/** Summary rows of the given canoes, in the order of `ids`. */
async function canoeSummariesByIds(db: Executor, ids: number[], viewer: Viewer) {
  const rows = await listCanoeSummariesByIds(db, ids, viewer);
  const byId = new Map(rows.map((row) => [row.canoe_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function featuredCanoes(db: Executor, limit: number, viewer: Viewer = VISITOR) {
  const photoIds = await randomPhotoCanoeIds(db, viewer, limit);
  const fillIds =
    photoIds.length < limit ? await randomPhotoLessCanoeIds(db, viewer, limit - photoIds.length) : [];
  const rows = await canoeSummariesByIds(db, [...photoIds, ...fillIds], viewer);
  return rows.map(presentCanoeSummary);
}

export const canoeFeaturedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  routesOf(app)(canoeApi.featuredCanoes, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) => {
      // A different pick on every visit: no cache may replay one.
      reply.header('Cache-Control', 'no-store');
      return featuredCanoes(db.kysely, request.query.limit ?? FEATURED_DEFAULT_LIMIT, request.viewer);
    },
  });
};
