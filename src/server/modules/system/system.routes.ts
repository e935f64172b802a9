import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorBody } from '../../http/errors.ts';
import { routesOf } from '../../http/route.ts';
import { listCanoeTypes } from '../canoes/canoe.repository.ts';
import { canoeTypeResponse } from '../../../shared/api/canoes.ts';
import {
  healthResponse,
  liveResponse,
  notReadyResponse,
  openApiResponse,
  readyResponse,
} from '../../../shared/api/system.ts';

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app, 'System');

  /**
   * Every readiness check (http/readiness.ts); a failure is logged with its reason when it starts, and again when
   * it ends (not at every probe), and answered without its reason.
   */
  const readiness = async () => {
    const report = await app.readiness.run();
    const checks = Object.fromEntries(report.checks.map((c) => [c.name, c.ok ? 'ok' : 'failed'] as const));
    for (const check of report.checks.filter((c) => c.changed)) {
      if (check.ok)
        app.log.info({ check: check.name, critical: check.critical }, 'readiness check passes again');
      else
        app.log.warn(
          { check: check.name, critical: check.critical, reason: check.error },
          'readiness check failed',
        );
    }
    const failed = report.checks.filter((c) => !c.ok && c.critical).map((c) => c.name);
    return { ready: report.ready, checks, failed };
  };
  const notReady = (failed: string[], checks: Record<string, 'ok' | 'failed'>) => ({
    ...errorBody(
      503,
      failed.includes('database')
        ? 'The database is not answering'
        : `Not ready: ${failed.join(', ')} failed`,
    ),
    checks,
  });

  route.get('/health', {
    access: 'public',
    summary: 'Is the server and its database up?',
    description: 'The readiness checks of /api/health/ready, answered with the database in use.',
    operationId: 'health',
    response: { 200: healthResponse, 503: notReadyResponse },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { ready, checks, failed } = await readiness();
      if (!ready) return reply.status(503).send(notReady(failed, checks));
      return { status: 'ok' as const, database: db.dialect, checks };
    },
  });

  route.get('/health/live', {
    access: 'public',
    summary: 'Is the process answering? (liveness: asks nothing else)',
    operationId: 'healthLive',
    response: { 200: liveResponse },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  });

  route.get('/health/ready', {
    access: 'public',
    summary: 'Can the server serve the archive? (readiness: the database; other services reported by name)',
    operationId: 'healthReady',
    response: { 200: readyResponse, 503: notReadyResponse },
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { ready, checks, failed } = await readiness();
      if (!ready) return reply.status(503).send(notReady(failed, checks));
      return { status: 'ok' as const, checks };
    },
  });

  route.get('/canoe-types', {
    access: 'public',
    summary: 'The canoe types',
    operationId: 'listCanoeTypes',
    response: { 200: z.array(canoeTypeResponse) },
    handler: async () => listCanoeTypes(db.kysely),
  });

  route.get('/docs', {
    access: 'public',
    summary: 'This document',
    operationId: 'openApiDocument',
    response: { 200: openApiResponse },
    handler: async () => app.swagger() as unknown as Record<string, unknown>,
  });
};
