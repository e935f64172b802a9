/**
 * Fastify's validation and serialization through the routes' zod schemas (src/shared/api). Bad input answers 400
 * with per-field messages (one field's own message, or a general one when several fail), and a path id that
 * cannot exist answers 404 with its schema's message; responses are encoded by their schema, so a field the
 * schema does not name never leaves the server.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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

export { serializerCompiler };
