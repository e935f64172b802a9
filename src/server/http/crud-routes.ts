/**
 * The five routes of a plain record (list, read, create, update, delete) that stewards, makers and people share:
 * thin handlers that call one service function each, with the contract's schemas for input and output.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../core/access.ts';
import type { Db } from '../db/database.ts';
import { errorResponse, idParams, noContent } from '../../shared/api/common.ts';
import { pagingOf, sendList, type Paging } from './paging.ts';
import { routesOf } from './route.ts';

type ListQuery = z.ZodType<{ limit?: number; offset?: number }>;
type Filters<Q extends ListQuery> = Omit<z.output<Q>, 'limit' | 'offset'>;

export interface CrudRoutesOptions<
  Q extends ListQuery,
  B extends z.ZodType,
  Item extends z.ZodType,
  Detail extends z.ZodType,
> {
  /** Collection path under /api, e.g. '/owners'; the record is at `${path}/:id`. */
  path: string;
  /** What the record is called in messages ('Steward'): unknown ids answer 404 '<entity> not found'. */
  entity: string;
  /** How the document names the operations: `listOwners`, `getOwner`… under the tag 'Stewards'. */
  operation: { one: string; many: string; tag: string };
  /** Access of the two reads and of the three writes. */
  read: Access;
  write: Access;
  /** Query-string filters of the list, paging included. */
  listQuery: Q;
  /** Body of create and update. */
  body: B;
  /** A list entry, and the record as read, created or updated. */
  item: Item;
  detail: Detail;
  service: {
    list(db: Db, filters: Filters<Q>, paging: Paging): Promise<{ rows: z.output<Item>[]; total: number }>;
    get(db: Db, id: number): Promise<z.output<Detail>>;
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
  const { path, listQuery, body, item, service } = options;
  // The service's signature ties its answers to the schemas; inside, the record is any valid answer.
  const detail: z.ZodType = options.detail;
  const { one, many, tag } = options.operation;
  const route = routesOf(app, tag);
  const params = idParams(options.entity);
  const { read, write } = options;
  const what = options.entity.toLowerCase();

  route.get(path, {
    access: read,
    summary: `List ${tag.toLowerCase()}`,
    operationId: `list${many}`,
    querystring: listQuery,
    response: { 200: z.array(item) },
    handler: async (request, reply) => {
      const { limit, offset, ...filters } = request.query as z.output<Q>;
      return sendList(reply, await service.list(db, filters, pagingOf({ limit, offset })));
    },
  });

  route.get(`${path}/:id`, {
    access: read,
    summary: `A ${what}`,
    operationId: `get${one}`,
    params,
    response: { 200: detail },
    handler: async (request) => service.get(db, request.params.id),
  });

  route.post(path, {
    access: write,
    summary: `Add a ${what}`,
    operationId: `create${one}`,
    body,
    response: { 201: detail, 409: errorResponse },
    handler: async (request) => service.create(db, request.body as z.output<B>),
  });

  route.put(`${path}/:id`, {
    access: write,
    summary: `Change a ${what}`,
    operationId: `update${one}`,
    params,
    body,
    response: { 200: detail, 409: errorResponse },
    handler: async (request) => service.update(db, request.params.id, request.body as z.output<B>),
  });

  route.delete(`${path}/:id`, {
    access: write,
    summary: `Delete a ${what}`,
    description: 'Refused while other records refer to it.',
    operationId: `delete${one}`,
    params,
    response: { 204: noContent('Deleted'), 409: errorResponse },
    handler: async (request) => service.remove(db, request.params.id),
  });
}
