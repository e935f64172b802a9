/**
 * Fastify's validation and serialization through the routes' zod schemas (src/shared/api). Bad input answers 400
 * with per-field messages (one field's own message, or a general one when several fail), and a path id that
 * cannot exist answers 404 with its schema's message; responses are encoded by their schema, so a field the
 * schema does not name never leaves the server.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, NOT_AN_OBJECT, badRequest, invalidInput } from './errors.ts';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'body' && (data === null || typeof data !== 'object' || Array.isArray(data))) {
      return { error: badRequest(NOT_AN_OBJECT) };
    }
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    if (httpPart === 'params') {
      return { error: new HttpError(404, result.error.issues[0]?.message ?? 'Not found') };
    }
    return { error: invalidInput(result.error) };
  };

/** Tests check every answer against its zod schema as well (see serializerCompiler). */
const CHECK_WITH_ZOD = Boolean(process.env.VITEST);

/**
 * A response is written by a serializer compiled once from its schema (fast-json-stringify fed the zod schema's
 * JSON Schema), which writes only the fields the schema names, instead of zod parsing every answer (about 1 ms a
 * page of 24 summaries). A schema JSON Schema cannot express (a transform) is parsed by zod as before. Under test
 * every answer is also parsed by zod, and the two must agree, so a response that breaks its contract fails there.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const checked = zodSerializerCompiler(route);
  let fast: (data: unknown) => string;
  try {
    const json = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    fast = fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return checked;
  }
  if (!CHECK_WITH_ZOD) return fast;
  return (data) => {
    const expected = checked(data);
    const written = fast(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${route.method} ${route.url}: the compiled serializer wrote ${written}, zod ${expected}`,
      );
    }
    return written;
  };
};
