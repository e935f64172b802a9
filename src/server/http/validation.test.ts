/**
 * What the route schemas do to answers: a field the response schema does not name never reaches the client,
 * and an answer that does not match its schema is a 500 logged on the server, never sent.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerErrorHandling } from './errors.ts';
import { serializerCompiler, validatorCompiler } from './validation.ts';
import { idParams } from '../../shared/api/common.ts';
import { makerResponse } from '../../shared/api/makers.ts';

const maker = {
  maker_id: 1,
  person_id: 2,
  name: 'Mahina Kealoha',
  maker_name: 'Mahina Kealoha',
  maker_type: 'carver',
  biography: null,
  biography_haw: null,
  canoe_count: 0,
  picture_url: null,
  picture_thumbnail_url: null,
  picture_small_url: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};

let logged = '';
async function appAnswering(answer: unknown) {
  logged = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { maxImageBytes: 1024 });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/makers/:id',
    { schema: { params: idParams('Maker'), response: { 200: makerResponse } } },
    // The handler stands for a presenter that drifted from its schema.
    async () => answer as z.output<typeof makerResponse>,
  );
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof appAnswering>> | undefined;
afterEach(() => app?.close());

describe('response schemas', () => {
  it('drop a field the schema does not name: a person’s email never leaves with a maker', async () => {
    app = await appAnswering({ ...maker, email: 'mahina@example.org', password_hash: 'secret' });
    const res = await app.inject({ method: 'GET', url: '/makers/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(maker);
    expect(res.body).not.toContain('mahina@example.org');
    expect(res.body).not.toContain('password_hash');
  });

  it('turn an answer that does not match into a 500 that is logged, not sent', async () => {
    app = await appAnswering({ ...maker, canoe_count: 'many' });
    const res = await app.inject({ method: 'GET', url: '/makers/1' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong on the server. Please try again.',
    });
    expect(res.body).not.toContain('many');
    expect(logged).toContain('request failed');
    expect(logged).toContain('canoe_count');
  });

  it('answer a path id that cannot exist with 404 and the schema’s message', async () => {
    app = await appAnswering(maker);
    for (const id of ['0', 'abc', '1e3', '3000000000']) {
      const res = await app.inject({ method: 'GET', url: `/makers/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Not Found', message: 'Maker not found' });
    }
  });
});
