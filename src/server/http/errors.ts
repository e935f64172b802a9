import { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.ts';
import { submissionMessages } from '../../shared/api/submissions.ts';
import type { z } from 'zod';
import type { NameMatch, RevertConflict } from '../../shared/api/common.ts';
import { english } from '../../shared/i18n/english.ts';
import { serverArea } from '../../shared/i18n/messages/server.ts';
import { ui } from '../../shared/i18n/messages/ui.ts';
import type { Message, MessageValues } from '../../shared/i18n/messages.ts';
import { NOT_FOUND, type RecordKind } from '../../shared/i18n/not-found.ts';
import { translateEnglish } from '../../shared/i18n/translate-english.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { describeFault, diskFullCode, isDatabaseUnavailable, type DiskState } from '../db/faults.ts';
import { requestTranslator } from './language.ts';

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
export const DATABASE_AWAY = english(serverArea.databaseAway);
export const DATABASE_RETRY_AFTER_S = 5;
/** The answer to a write refused for want of disk space: the transaction is rolled back whole. */
export const DISK_FULL = english(serverArea.diskFull);

/**
 * What an error says (decision 026): a message of the `server` or `validation` area, with its values
 * (`say(serverArea.noCanoeWithId, { id })`), or English text (a zod issue's), which is read back into the reader's
 * language by its English (`translateEnglish`).
 */
export type Said = string | Message | Saying;
export interface Saying {
  message: Message;
  values?: SayingValues;
}

/**
 * A value of a saying: a plain value, words of their own (a `Saying`, said in the same language as the message
 * around it: "1 restoration" in "This person still has {list}…"), or sayings said one after another (`joined`).
 */
export type SayingValue = MessageValues[string] | Saying | Joined;
export type SayingValues = Record<string, SayingValue>;
export interface Joined {
  joined: readonly Saying[];
  separator: string;
}

/** A message with its values, for an error: `badRequest(say(serverArea.noCanoeWithId, { id }))`. */
export const say = (message: Message, values: SayingValues): Saying => ({ message, values });

/** Sayings said one after another, `separator` between them: `joined([keep, unknown], '; ')`. */
export const joined = (sayings: readonly Saying[], separator: string): Joined => ({
  joined: sayings,
  separator,
});

/**
 * Sayings as a list: "A", "A and B", "A, B and C" (`ui.and`, the ones before the last joined by ', ', as the web's
 * `listWords` says a list); nothing for none.
 */
export function sayList(sayings: readonly Saying[]): SayingValue {
  if (sayings.length <= 1) return sayings[0] ?? '';
  return say(ui.and, { a: joined(sayings.slice(0, -1), ', '), b: sayings[sayings.length - 1] });
}

/** A saying in the translator's language, each value that is words of its own said in it first. */
export function sayIn(translator: Pick<Translator, 't'>, saying: Saying): string {
  if (!saying.values) return translator.t(saying.message);
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(saying.values)) values[name] = valueIn(translator, value);
  return translator.t(saying.message, values);
}

function valueIn(translator: Pick<Translator, 't'>, value: SayingValue): MessageValues[string] {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if ('joined' in value) return value.joined.map((saying) => sayIn(translator, saying)).join(value.separator);
  return sayIn(translator, value);
}

const sayingOf = (said: Said): Saying | undefined =>
  typeof said === 'string'
    ? undefined
    : typeof said.message === 'string'
      ? { message: said as Message }
      : (said as Saying);

const ENGLISH: Pick<Translator, 't'> = { t: english };

/** What `said` says in English: the error's message in logs and for English readers. */
export const englishOf = (said: Said): string => {
  const saying = sayingOf(said);
  return saying ? sayIn(ENGLISH, saying) : (said as string);
};

/** The duplicates of a 409 in the reader's words; as they were found when that cannot be (the database away). */
async function duplicatesIn(error: HttpError, translator: Translator) {
  const said = await error.duplicatesIn?.(translator).catch(() => undefined);
  return said?.length ? said : error.duplicates;
}

/** An error whose message is meant for the client: kept in English (`message`, `fields`), said in the reader's. */
export class HttpError extends Error {
  /** Why a revert was refused (409). */
  conflicts?: RevertConflict[];
  /** The existing records of the same name, when a create is refused as a duplicate (409). */
  duplicates?: NameMatch[];
  /** The duplicates worded in the reader's language (their details say dates and types), when they can be. */
  duplicatesIn?: (translator: Translator) => Promise<NameMatch[]>;
  /** Each bad field's message, in English. */
  readonly fields?: Record<string, string>;
  /** The message and the fields' messages as messages, when they were given so (else read back by their English). */
  readonly saying?: Saying;
  readonly fieldSayings?: Record<string, Saying>;

  constructor(
    readonly statusCode: number,
    said: Said,
    fields?: Record<string, Said>,
  ) {
    super(englishOf(said));
    this.saying = sayingOf(said);
    if (fields) {
      this.fields = {};
      for (const [field, value] of Object.entries(fields)) {
        this.fields[field] = englishOf(value);
        const saying = sayingOf(value);
        if (saying) (this.fieldSayings ??= {})[field] = saying;
      }
    }
  }

  /** The message in the translator's language. */
  messageIn(translator: Translator): string {
    return this.saying ? sayIn(translator, this.saying) : translateEnglish(translator, this.message);
  }

  /** Each field's message in the translator's language. */
  fieldsIn(translator: Translator): Record<string, string> | undefined {
    if (!this.fields) return undefined;
    const said: Record<string, string> = {};
    for (const [field, text] of Object.entries(this.fields)) {
      const saying = this.fieldSayings?.[field];
      said[field] = saying ? sayIn(translator, saying) : translateEnglish(translator, text);
    }
    return said;
  }
}

export const badRequest = (said: Said, fields?: Record<string, Said>) => new HttpError(400, said, fields);
/** 404 for a record of `kind` (`notFound('Canoe')`: 'Canoe not found'), each kind its own message. */
export const notFound = (kind: RecordKind) => new HttpError(404, NOT_FOUND[kind]);
export const conflict = (said: Said) => new HttpError(409, said);

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
  const first = Object.values(fields)[0] ?? serverArea.invalidInput;
  return badRequest(Object.keys(fields).length > 1 ? serverArea.correctFields : first, fields);
}

export const NOT_AN_OBJECT = english(serverArea.notAnObject);

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
  {
    maxImageBytes,
    disk,
    translatorFor,
  }: {
    maxImageBytes: number;
    disk?: DiskState;
    /** The server's words in a language, with the community's translations (modules/translations). */
    translatorFor?: (language: Language) => Promise<Translator>;
  },
) {
  let lastAwayLogged = 0;
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    varyOnLanguage(reply);
    const full = diskFullCode(error);
    if (full) {
      if (!disk || disk.noteFull(full))
        request.log.error({ cause: describeFault(error) }, `the disk is full (${full}): writes are refused`);
      const t = await requestTranslator(request, translatorFor);
      return reply.status(507).send(errorBody(507, t.t(serverArea.diskFull)));
    }
    if (isDatabaseUnavailable(error)) {
      // Once every ten seconds at most while it lasts (every request meets it); the rest at debug.
      const now = Date.now();
      const level = now - lastAwayLogged >= 10_000 ? 'warn' : 'debug';
      if (level === 'warn') lastAwayLogged = now;
      request.log[level]({ cause: describeFault(error) }, 'the database cannot be reached: answered 503');
      // The database cannot give its translations now: said in the request's language as far as the code knows it.
      const t = await requestTranslator(request);
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_S))
        .send(errorBody(503, t.t(serverArea.databaseAway)));
    }
    const t = await requestTranslator(request, translatorFor);
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(
          errorBody(
            error.statusCode,
            error.messageIn(t),
            error.fieldsIn(t),
            error.conflicts,
            await duplicatesIn(error, t),
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let message = error.message;
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        message = t.t(serverArea.notJson);
      } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // Upload routes raise their body limit above the default; past it, the image is what is too large.
        message = translateEnglish(
          t,
          request.routeOptions.url === '/api/submissions'
            ? submissionMessages.tooLarge
            : request.routeOptions.bodyLimit > app.initialConfig.bodyLimit!
              ? messages.imageTooLarge(maxImageBytes)
              : english(serverArea.bodyTooLarge),
        );
      } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        message = t.t(serverArea.sendJson);
      }
      return reply.status(status).send(errorBody(status, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, t.t(serverArea.somethingWrong)));
  });
  app.setNotFoundHandler(async (request, reply) => {
    varyOnLanguage(reply);
    const t = await requestTranslator(request, translatorFor);
    const said = t.t(serverArea.noSuchAddress, { method: request.method, path: request.url.split('?')[0] });
    return reply.status(404).send(errorBody(404, said));
  });
}

/** An error's words follow the request's Accept-Language: a shared cache keeps one answer per language. */
function varyOnLanguage(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (typeof vary === 'string' && /\baccept-language\b/i.test(vary)) return;
  reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  // A body taken as its bytes (a recording's file, decision 035) is not text.
  if (value instanceof Readable || ArrayBuffer.isView(value)) return false;
  const items: unknown[] = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => containsNul(item, depth + 1));
}

/** NUL characters are never text anyone meant to store, and PostgreSQL refuses them: answer 400 for all routes. */
export async function rejectNulCharacters(request: FastifyRequest) {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest(serverArea.nulCharacters);
  }
}
