/**
 * The one way the web app talks to the server: same-origin fetches to /api with the session cookie, each to an
 * endpoint declared in src/shared/api/endpoints (`api.call(canoeApi.getCanoe, { params: { id } })`), so the path
 * and the types of what is sent and answered come from the declaration. Pages call the route table
 * (src/shared/api/routes.ts): each endpoint's method and path, with its schemas as types only, so calling the API
 * loads no zod. Writes carry X-Requested-With, which the
 * server requires of cookie-authenticated writes (a cross-site form cannot send it).
 */
import type { ErrorResponse, NameMatch, RevertConflict } from '../../shared/api/common.ts';
import {
  pathOf,
  type AnswerOf,
  type BodyOf,
  type BodySchema,
  type Endpoint,
  type ParamsSchema,
  type PathParamsOf,
  type QueryOf,
  type QuerySchema,
  type Route,
} from '../../shared/api/endpoint.ts';
import { CHANGE_REASON_HEADER } from '../../shared/change-reason.ts';
import { renderScope, type ApiTransport } from './render-scope.ts';

export class ApiError extends Error {
  readonly status: number;
  /** Field messages of a 400, keyed by field name. */
  readonly fields: Record<string, string>;
  /** True when the server explained the failure (a JSON message), false for a bare status. */
  readonly explained: boolean;
  /** Why a revert was refused (a 409's `conflicts`). */
  conflicts: RevertConflict[] = [];
  /** The existing records of the same name, when a create was refused as a duplicate (a 409's `duplicates`). */
  duplicates: NameMatch[] = [];

  constructor(status: number, message: string, fields: Record<string, string> = {}, explained = true) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
    this.explained = explained;
  }
}

export interface ListPage<T> {
  items: T[];
  total: number;
  /** The server stopped counting (X-Total-Count-Capped): at least `total` match. */
  capped?: boolean;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<Pick<ErrorResponse, 'fields' | 'conflicts' | 'duplicates'>> & {
      message?: unknown;
      error?: unknown;
    };
    const message =
      typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : '';
    if (message) {
      return Object.assign(new ApiError(response.status, message, body.fields ?? {}), {
        conflicts: body.conflicts ?? [],
        duplicates: body.duplicates ?? [],
      });
    }
  } catch {
    // Not JSON: fall through to the spec's generic form.
  }
  return new ApiError(response.status, `HTTP ${response.status}: ${text || response.statusText}`, {}, false);
}

export type { ApiTransport };

/** The browser's; a server render answers the page's queries through the app, as a visitor (lib/render-scope.ts). */
const transport = (): ApiTransport => renderScope()?.fetchApi ?? ((url, init) => fetch(url, init));

let changeReason = '';

/**
 * The page's language, sent as Accept-Language so the server says its errors and messages, and the emails a request
 * causes, in it (decision 026): `haw` on a Hawaiian page, `en` otherwise.
 */
const pageLanguage = (): string =>
  (renderScope()?.siteConfig.language ??
    (typeof document === 'undefined' ? '' : document.documentElement.lang)) === 'haw'
    ? 'haw'
    : 'en';

/**
 * The reason the administrator gave for what they are about to change ("Reason for this change" on a form or a
 * confirmation): every write sends it until the field that set it goes away (src/web/components/form/
 * change-reason-field.tsx), so a save and the image upload that follows it carry the same reason.
 */
export function setChangeReason(reason: string) {
  changeReason = reason.trim();
}

/** The reason writes carry now (a form opened in a dialog keeps its page's reason to give back on closing). */
export const currentChangeReason = () => changeReason;

async function request(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': pageLanguage() };
  if (method !== 'GET') headers['X-Requested-With'] = 'fetch';
  if (method !== 'GET' && changeReason) headers[CHANGE_REASON_HEADER] = encodeURIComponent(changeReason);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await transport()(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** What a call sends: the path's parameters and the body when the endpoint takes them, a query when it may. */
export type CallOptions<E> = (ParamsSchema<E> extends undefined
  ? { params?: undefined }
  : { params: PathParamsOf<E> }) &
  (QuerySchema<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> }) &
  (BodySchema<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) & { signal?: AbortSignal };

/** The options are optional when nothing in them is required. */
type CallArgs<E> = object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The entries of a list answer. */
type ItemOf<E> = AnswerOf<E> extends (infer T)[] ? T : never;

async function send(endpoint: Endpoint | Route, options: CallOptions<Endpoint> = {}): Promise<Response> {
  const { params, query, body, signal } = options as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
  };
  const path = pathOf(endpoint, params) + queryString(query);
  // A write always carries a JSON body: an empty object when the endpoint takes none.
  const json =
    endpoint.method === 'POST' || endpoint.method === 'PUT' || endpoint.method === 'PATCH'
      ? (body ?? {})
      : undefined;
  return request(endpoint.method, path, json, signal);
}

export const api = {
  /** Call an endpoint: its answer (nothing for a 204), typed by its declaration. */
  async call<E extends Endpoint | Route>(endpoint: E, ...[options]: CallArgs<E>): Promise<AnswerOf<E>> {
    const response = await send(endpoint, options as CallOptions<Endpoint>);
    return (response.status === 204 ? undefined : await response.json()) as AnswerOf<E>;
  },
  /** A list with its total (the X-Total-Count header). */
  async list<E extends Endpoint | Route>(
    endpoint: E,
    ...[options]: CallArgs<E>
  ): Promise<ListPage<ItemOf<E>>> {
    const response = await send(endpoint, options as CallOptions<Endpoint>);
    const items = (await response.json()) as ItemOf<E>[];
    const header = response.headers.get('X-Total-Count');
    const total = header === null ? items.length : Number(header);
    return response.headers.get('X-Total-Count-Capped') === 'true'
      ? { items, total, capped: true }
      : { items, total };
  },
};

/** True for "this record does not exist", so pages can show their Not Found state instead of an error. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
