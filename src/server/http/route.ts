/**
 * A route declared as one object: who may call it (`access`), how the API document names it (`summary`,
 * `description`, `operationId`; the tag is the module's), the contract's schemas of what it takes and answers
 * (`params`, `querystring`, `body`, `response`, from src/shared/api) and a thin handler.
 *
 * The handler returns the answer; the route sends it with the success status its `response` declares: 201 for
 * a create, and for a 204 nothing at all (the handler's value is dropped). A handler that sends the reply itself
 * (a redirect, an error answer) returns the reply, which goes out as it is.
 */
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../core/access.ts';

/** The handler of a route with these schemas: request and answer typed by them, as Fastify's own. */
export type RouteHandler<P, Q, B, R> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  { params: P; querystring: Q; body: B; response: R },
  ZodTypeProvider
>;

export interface RouteDeclaration<P, Q, B, R> {
  access: Access;
  /** A public answer that depends on who asks (no shared caching; see http/response-headers.ts). */
  perUser?: boolean;
  summary: string;
  description?: string;
  operationId: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Answers by status: the success (200, 201, 204, 303) and the errors the route itself adds (409, 429…). */
  response: R;
  /** Options of the route beyond its schema. */
  bodyLimit?: number;
  /** Before the body is read: a refusal here costs no reading. */
  onRequest?: onRequestAsyncHookHandler;
  preValidation?: preValidationAsyncHookHandler;
  onSend?: onSendAsyncHookHandler;
  handler: RouteHandler<P, Q, B, R>;
}

type Declare = <P = unknown, Q = unknown, B = unknown, R = unknown>(
  url: string,
  declaration: RouteDeclaration<P, Q, B, R>,
) => void;

/** The object without its undefined entries: Fastify and the document take a key that is there as given. */
function given<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/** The success status a route declares: its lowest 2xx answer, else 200. */
function successStatus(response: unknown): number {
  const successes = Object.keys(response ?? {})
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return successes.length > 0 ? Math.min(...successes) : 200;
}

/** Send a handler's value with the route's success status (none for a 204; a sent reply as it is). */
async function answer(reply: FastifyReply, status: number, value: unknown) {
  if (value === reply) return reply;
  if (status === 204) return reply.status(204).send(null);
  if (status !== 200) return reply.status(status).send(value);
  return value;
}

/** The routes of one module, under its tag in the document: `route.get(url, { access, summary, … })`. */
export function routesOf(
  app: FastifyInstance,
  tag: string,
): Record<'get' | 'post' | 'put' | 'delete', Declare> {
  const declare =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE'): Declare =>
    (url, declaration) => {
      const { access, summary, description, operationId, params, querystring, body, response } = declaration;
      const { handler, bodyLimit, onRequest, preValidation, onSend, perUser } = declaration;
      const status = successStatus(response);
      const schema: FastifySchema = given({
        summary,
        description,
        operationId,
        tags: [tag],
        params,
        querystring,
        body,
        response,
      });
      const run = handler as RouteHandlerMethod;
      app.route({
        method,
        url,
        config: given({ access, perUser }),
        schema,
        ...given({ bodyLimit, onRequest, preValidation, onSend }),
        handler: async function (request, reply) {
          const value = await run.call(this, request, reply);
          return answer(reply, status, value);
        },
      });
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), delete: declare('DELETE') };
}
