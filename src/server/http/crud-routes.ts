/**
 * The five routes of a plain record (list, read, create, update, delete) that stewards, makers and people share:
 * thin handlers that check access, parse the input and call one service function each.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../auth/auth.plugin.ts';
import type { Db } from '../db/database.ts';
import { parseInput } from './errors.ts';
import { idParam, readPaging, sendList, type Paging } from './paging.ts';

export type IdParams = { Params: { id: string } };

export interface CrudRoutesOptions<Q extends z.ZodType, B extends z.ZodType> {
  /** Collection path under /api, e.g. '/owners'; the record is at `${path}/:id`. */
  path: string;
  /** What the record is called in messages ('Steward'): unknown ids answer 404 '<entity> not found'. */
  entity: string;
  /** Access of the two reads and of the three writes. */
  read: Access;
  write: Access;
  /** Query-string filters of the list. */
  listQuery: Q;
  /** Body of create and update. */
  body: B;
  service: {
    list(db: Db, filters: z.output<Q>, paging: Paging): Promise<{ rows: unknown[]; total: number }>;
    get(db: Db, id: number): Promise<unknown>;
    create(db: Db, body: z.output<B>): Promise<unknown>;
    update(db: Db, id: number, body: z.output<B>): Promise<unknown>;
    remove(db: Db, id: number): Promise<void>;
  };
}

export function registerCrudRoutes<Q extends z.ZodType, B extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  options: CrudRoutesOptions<Q, B>,
) {
  const { path, entity, listQuery, body: bodySchema, service } = options;
  const read = { config: { access: options.read } };
  const write = { config: { access: options.write } };
  const recordId = (params: { id: string }) => idParam(params.id, entity);

  app.get(path, read, async (request, reply) => {
    const filters = parseInput(listQuery, request.query, 'query');
    const { rows, total } = await service.list(db, filters, readPaging(request.query));
    return sendList(reply, rows, total);
  });

  app.get<IdParams>(`${path}/:id`, read, async (request) => service.get(db, recordId(request.params)));

  app.post(path, write, async (request, reply) => {
    const body = parseInput(bodySchema, request.body);
    reply.status(201);
    return service.create(db, body);
  });

  app.put<IdParams>(`${path}/:id`, write, async (request) => {
    const id = recordId(request.params);
    return service.update(db, id, parseInput(bodySchema, request.body));
  });

  app.delete<IdParams>(`${path}/:id`, write, async (request, reply) => {
    await service.remove(db, recordId(request.params));
    return reply.status(204).send();
  });
}
