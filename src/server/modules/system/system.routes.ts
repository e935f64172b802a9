import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorBody } from '../../http/errors.ts';
import { routesOf } from '../../http/route.ts';
import { systemApi } from '../../../shared/api/endpoints/system.ts';
import { listCanoeTypes } from '../canoes/canoe.repository.ts';

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

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

  route(systemApi.health, {
    access: 'public',
    content: 'none',
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { ready, checks, failed } = await readiness();
      if (!ready) return reply.status(503).send(notReady(failed, checks));
      return { status: 'ok' as const, database: db.dialect, checks };
    },
  });

  route(systemApi.healthLive, {
    access: 'public',
    content: 'none',
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  });

  route(systemApi.healthReady, {
    access: 'public',
    content: 'none',
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { ready, checks, failed } = await readiness();
      if (!ready) return reply.status(503).send(notReady(failed, checks));
      return { status: 'ok' as const, checks };
    },
  });

  route(systemApi.listCanoeTypes, {
    access: 'public',
    content: 'none',
    handler: async () => listCanoeTypes(db.kysely),
  });

  route(systemApi.openApiDocument, {
    access: 'public',
    content: 'none',
    handler: async () => app.swagger() as unknown as Record<string, unknown>,
  });
};
