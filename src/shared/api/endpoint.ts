/**
 * An endpoint of the JSON API declared once: its method, its path under /api (`:name` for each path parameter),
 * the contract's schemas of what it takes and answers, and how the API document names and describes it. The
 * server registers a handler against the declaration (src/server/http/route.ts) and the web app calls it
 * (src/web/lib/api.ts), so neither writes a path or an answer's type by hand.
 *
 * Who may call an endpoint is the server's policy, given where it registers the handler, not here.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Answers by status: the success (200, 201, 204, 303) and the errors the endpoint itself adds (409, 429…), each
 * a zod schema, or a response as the API document takes it (image bytes, files).
 */
export type Responses = Record<number, unknown>;

export interface EndpointSpec {
  method: HttpMethod;
  /** Under /api, e.g. '/canoes/:id'. */
  path: string;
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A body that is a file's own bytes (any type), read as a stream by the route: what the document says of it. */
  bytesBody?: string;
  response: Responses;
}

export interface Endpoint extends EndpointSpec {
  /** The document's name of the operation: the endpoint's key in its group. */
  operationId: string;
  /** The document's section. */
  tag: string;
}

type Group = Record<string, EndpointSpec>;

/** The endpoints of one domain under their document tag, each named (operationId) by its key. */
export function endpoints<const G extends Group>(
  tag: string,
  group: G,
): { [K in keyof G]: G[K] & { operationId: K & string; tag: string } } {
  return Object.fromEntries(
    Object.entries(group).map(([operationId, spec]) => [operationId, { ...spec, operationId, tag }]),
  ) as { [K in keyof G]: G[K] & { operationId: K & string; tag: string } };
}

declare const declaration: unique symbol;

/**
 * What a call needs of an endpoint at run time: its method, path and name, without the schemas (the web app's
 * route table, src/shared/api/routes.ts, made from the declarations). The declaration comes along as a type only,
 * so a call is typed by its schemas while the page's code carries no zod and no contract.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly operationId: E['operationId'];
  /** Never there at run time: the declaration's type, for the types below to read. */
  readonly [declaration]: E;
}

/** The declaration behind a route; a declaration is its own. */
export type DeclarationOf<E> = E extends { readonly [declaration]: infer D } ? D : E;

/**
 * An endpoint the browser reaches by its address rather than by `api.call`: it takes a file's own bytes (sent with
 * its upload progress) or answers with them (an image, a recording, captions, at addresses the answers give).
 */
export function isAddressed(endpoint: EndpointSpec): boolean {
  const success = endpoint.response[200] as { content?: unknown } | undefined;
  return (
    endpoint.bytesBody !== undefined ||
    (typeof success === 'object' && success !== null && 'content' in success)
  );
}
type Addressed<E> = E extends { bytesBody: string }
  ? true
  : E extends { response: { 200: { content: object } } }
    ? true
    : false;
/** The names of a group's endpoints that the web app calls (those reached by their address are left out). */
export type CalledKeys<G> = { [K in keyof G]: Addressed<G[K]> extends true ? never : K }[keyof G];

/**
 * A group's routes: each entry `[method, path]` as its declaration has them, named by its operationId; the
 * endpoints reached by their address are not in it (every page downloads the table).
 */
export function routes<G extends Record<string, Endpoint>>(group: {
  [K in CalledKeys<G>]: readonly [G[K]['method'], G[K]['path']];
}): { [K in CalledKeys<G>]: Route<G[K]> } {
  const table: Record<string, Pick<Endpoint, 'method' | 'path' | 'operationId'>> = {};
  for (const [operationId, [method, path]] of Object.entries<readonly [HttpMethod, string]>(group)) {
    table[operationId] = { method, path, operationId };
  }
  return table as unknown as { [K in CalledKeys<G>]: Route<G[K]> };
}

/** An endpoint's schema of one part, or undefined when it takes none. */
type Part<R, K extends 'params' | 'query' | 'body'> = R extends unknown
  ? DeclarationOf<R> extends { [P in K]: infer S extends z.ZodType }
    ? S
    : undefined
  : never;

export type ParamsSchema<E> = Part<E, 'params'>;
export type QuerySchema<E> = Part<E, 'query'>;
export type BodySchema<E> = Part<E, 'body'>;

/** The schema of the success answer (200, 201 or 202), or undefined for one without a body (204, 303). */
export type SuccessSchema<E> = E extends unknown
  ? DeclarationOf<E> extends { response: infer R }
    ? R extends { 200: infer S extends z.ZodType }
      ? S
      : R extends { 201: infer S extends z.ZodType }
        ? S
        : R extends { 202: infer S extends z.ZodType }
          ? S
          : undefined
    : undefined
  : never;

/** What a client reads from the success answer (nothing for a 204). */
export type AnswerOf<E> = SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : void;

/** A path parameter goes into the path as text: a number is written as it is. */
export type PathParamsOf<E> =
  ParamsSchema<E> extends z.ZodType ? { [K in keyof z.input<ParamsSchema<E>>]: string | number } : undefined;
export type QueryOf<E> = QuerySchema<E> extends z.ZodType ? z.input<QuerySchema<E>> : undefined;
export type BodyOf<E> = BodySchema<E> extends z.ZodType ? z.input<BodySchema<E>> : undefined;

/** The path with its parameters filled in, each encoded. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
