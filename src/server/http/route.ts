/**
 * A route registered against its endpoint's declaration (src/shared/api/endpoints): the declaration gives the
 * method, the path, the schemas of what it takes and answers, and how the API document names it; the server adds
 * who may call it (`access`), the hooks and options it needs and a thin handler. No route writes its path or a
 * schema by hand.
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
import type { Access, ContentRule } from '../core/access.ts';
import type { BodySchema, Endpoint, ParamsSchema, QuerySchema } from '../../shared/api/endpoint.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered against. */
    endpoint?: Endpoint;
  }
}

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

/** A part the endpoint does not take is unknown to its handler, as in Fastify. */
type Given<S> = S extends undefined ? unknown : S;

/** What the server adds to an endpoint's declaration. */
export interface RouteImplementation<E extends Endpoint> {
  access: Access;
  /** A public route's answer of kept content (core/access.ts): required when `access` is public or member. */
  content?: ContentRule;
  /** A public answer that depends on who asks (no shared caching; see http/response-headers.ts). */
  perUser?: boolean;
  /** Options of the route beyond its schema. */
  bodyLimit?: number;
  /** Before the body is read: a refusal here costs no reading. */
  onRequest?: onRequestAsyncHookHandler;
  preValidation?: preValidationAsyncHookHandler;
  onSend?: onSendAsyncHookHandler;
  handler: RouteHandler<Given<ParamsSchema<E>>, Given<QuerySchema<E>>, Given<BodySchema<E>>, E['response']>;
}

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

/**
 * Send a handler's value with the route's success status (none for a 204; a sent reply as it is). A handler that
 * returns its reply arrives here as undefined: a Fastify reply is a thenable, so awaiting the handler's promise
 * waits for the response and resolves to nothing. Hence `reply.sent` as well as the value.
 */
async function answer(reply: FastifyReply, status: number, value: unknown) {
  if (value === reply || reply.sent) return reply;
  if (status === 204) return reply.status(204).send(null);
  if (status !== 200) return reply.status(status).send(value);
  return value;
}

/**
 * Registers routes on `app` (a plugin under /api) against their declarations: `route(canoeApi.getCanoe,
 * { access, handler })`.
 */
export function routesOf(app: FastifyInstance) {
  return <E extends Endpoint>(endpoint: E, implementation: RouteImplementation<E>): void => {
    const { method, path, tag, summary, description, operationId, params, query, body, response } = endpoint;
    const { access, content, handler, bodyLimit, onRequest, preValidation, onSend, perUser } = implementation;
    if ((access === 'public' || access === 'member') && !content) {
      throw new Error(`${method} /api${path} is ${access} and declares no content rule (decision 020)`);
    }
    const status = successStatus(response);
    const schema: FastifySchema = given({
      summary,
      description,
      operationId,
      tags: [tag],
      params,
      querystring: query,
      body,
      response,
    });
    const run = handler as RouteHandlerMethod;
    app.route({
      method,
      url: path,
      config: given({ access, content, perUser, endpoint }),
      schema,
      ...given({ bodyLimit, onRequest, preValidation, onSend }),
      handler: async function (request, reply) {
        const value = await run.call(this, request, reply);
        return answer(reply, status, value);
      },
    });
  };
}
