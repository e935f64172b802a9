import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.ts';
import { submissionMessages } from '../../shared/api/submissions.ts';
import type { z } from 'zod';
import type { NameMatch, RevertConflict } from '../../shared/api/common.ts';
import { describeFault, diskFullCode, isDatabaseUnavailable, type DiskState } from '../db/faults.ts';

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/** The answer to any request while the database cannot be reached, with `Retry-After`. */
export const DATABASE_AWAY = 'The database cannot be reached just now. Please try again in a few seconds.';
export const DATABASE_RETRY_AFTER_S = 5;
/** The answer to a write refused for want of disk space: the transaction is rolled back whole. */
export const DISK_FULL = "The server's disk is full: nothing was saved";

/** An error whose message is meant for the client. */
export class HttpError extends Error {
  /** Why a revert was refused (409). */
  conflicts?: RevertConflict[];
  /** The existing records of the same name, when a create is refused as a duplicate (409). */
  duplicates?: NameMatch[];

  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);

/** Turn zod issues into `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The 400 for input that fails its schema: the one field's message, or a general one when several fail. */
export function invalidInput(error: z.ZodError): HttpError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? 'Invalid input';
  return badRequest(Object.keys(fields).length > 1 ? `Please correct the highlighted fields` : first, fields);
}

export const NOT_AN_OBJECT = 'Request body must be a JSON object';

export function errorBody(
  statusCode: number,
  message: string,
  fields?: Record<string, string>,
  conflicts?: RevertConflict[],
  duplicates?: NameMatch[],
) {
  return {
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(fields && Object.keys(fields).length ? { fields } : {}),
    ...(conflicts?.length ? { conflicts } : {}),
    ...(duplicates?.length ? { duplicates } : {}),
  };
}

/**
 * `maxImageBytes` words the answer to an upload past its route's body limit; `disk` is told of a full disk, so
 * its cause is logged once when writes start failing for it (db/faults.ts), not once a request.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { maxImageBytes, disk }: { maxImageBytes: number; disk?: DiskState },
) {
  let lastAwayLogged = 0;
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const full = diskFullCode(error);
    if (full) {
      if (!disk || disk.noteFull(full))
        request.log.error({ cause: describeFault(error) }, `the disk is full (${full}): writes are refused`);
      return reply.status(507).send(errorBody(507, DISK_FULL));
    }
    if (isDatabaseUnavailable(error)) {
      // Once every ten seconds at most while it lasts (every request meets it); the rest at debug.
      const now = Date.now();
      const level = now - lastAwayLogged >= 10_000 ? 'warn' : 'debug';
      if (level === 'warn') lastAwayLogged = now;
      request.log[level]({ cause: describeFault(error) }, 'the database cannot be reached: answered 503');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_S))
        .send(errorBody(503, DATABASE_AWAY));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.fields, error.conflicts, error.duplicates));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let message = error.message;
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        message = 'Request body is not valid JSON';
      } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // Upload routes raise their body limit above the default; past it, the image is what is too large.
        message =
          request.routeOptions.url === '/api/submissions'
            ? submissionMessages.tooLarge
            : request.routeOptions.bodyLimit > app.initialConfig.bodyLimit!
              ? messages.imageTooLarge(maxImageBytes)
              : 'Request body is too large';
      } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        message = 'Send the request body as JSON (Content-Type: application/json)';
      }
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'Something went wrong on the server. Please try again.'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(404, `No such address: ${request.method} ${request.url.split('?')[0]}`));
  });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  const items: unknown[] = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => containsNul(item, depth + 1));
}

/** NUL characters are never text anyone meant to store, and PostgreSQL refuses them: answer 400 for all routes. */
export async function rejectNulCharacters(request: FastifyRequest) {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest('Text must not contain NUL characters');
  }
}
