/**
 * The five routes of a plain record (list, read, create, update, delete) that stewards, makers and people share:
 * thin handlers that call one service function each, registered against the record's endpoints
 * (src/shared/api/record-endpoints.ts).
 */
import type { Viewer } from '../core/viewer.ts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../core/access.ts';
import type { Db } from '../db/database.ts';
import type { Endpoint } from '../../shared/api/endpoint.ts';
import { pagingOf, sendList, type Paging } from './paging.ts';
import { routesOf } from './route.ts';

type ListQuery = z.ZodType<{ limit?: number; offset?: number }>;
type Filters<Q extends ListQuery> = Omit<z.output<Q>, 'limit' | 'offset'>;

/** The record's endpoints, whose schemas type the service. */
export interface CrudEndpoints<Q, B, Item, Detail> {
  list: Endpoint & { query: Q; response: { 200: z.ZodArray<Item & z.ZodType> } };
  get: Endpoint & { response: { 200: Detail } };
  create: Endpoint & { body: B };
  update: Endpoint & { body: B };
  remove: Endpoint;
}

export interface CrudRoutesOptions<
  Q extends ListQuery,
  B extends z.ZodType,
  Item extends z.ZodType,
  Detail extends z.ZodType,
> {
  endpoints: CrudEndpoints<Q, B, Item, Detail>;
  /** Access of the two reads and of the three writes. */
  read: Access;
  write: Access;
  service: {
    /**
     * The reads take the caller's viewer (decision 020): what they name of canoes, and a steward's canoes through
     * ownerships that can be kept, is only what the caller may see.
     */
    list(
      db: Db,
      filters: Filters<Q>,
      paging: Paging,
      viewer: Viewer,
    ): Promise<{ rows: z.output<Item>[]; total: number }>;
    get(db: Db, id: number, viewer: Viewer): Promise<z.output<Detail>>;
    create(db: Db, body: z.output<B>): Promise<z.output<Detail>>;
    update(db: Db, id: number, body: z.output<B>): Promise<z.output<Detail>>;
    remove(db: Db, id: number): Promise<void>;
  };
}

export function registerCrudRoutes<
  Q extends ListQuery,
  B extends z.ZodType,
  Item extends z.ZodType,
  Detail extends z.ZodType,
>(app: FastifyInstance, db: Db, options: CrudRoutesOptions<Q, B, Item, Detail>) {
  const { endpoints, service, read, write } = options;
  const route = routesOf(app);
  // The service's signature ties its answers to the schemas; inside, a record is any valid answer.
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

  // A public list or record of stewards or makers names canoes and counts them: each is filtered for the caller.
  const content = read === 'public' ? ('viewer' as const) : undefined;
  route(endpoints.list as Endpoint, {
    access: read,
    content,
    handler: async (request, reply) => {
      const { limit, offset, ...filters } = request.query as z.output<Q>;
      return sendList(
        reply,
        await service.list(db, filters, pagingOf({ limit, offset }, request), request.viewer),
      );
    },
  });

  route(endpoints.get as Endpoint, {
    access: read,
    content,
    handler: async (request) => service.get(db, idOf(request), request.viewer),
  });

  route(endpoints.create as Endpoint, {
    access: write,
    handler: async (request) => service.create(db, request.body as z.output<B>),
  });

  route(endpoints.update as Endpoint, {
    access: write,
    handler: async (request) => service.update(db, idOf(request), request.body as z.output<B>),
  });

  route(endpoints.remove as Endpoint, {
    access: write,
    handler: async (request) => service.remove(db, idOf(request)),
  });
}
