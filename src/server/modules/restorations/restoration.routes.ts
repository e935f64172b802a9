import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app.ts';

// eslint-disable-next-line @typescript-eslint/require-await
export const restorationRoutes: FastifyPluginAsync<AppDeps> = async () => {};
