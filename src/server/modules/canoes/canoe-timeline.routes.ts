import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { canoeApi } from '../../../shared/api/endpoints/canoes.ts';
import { isoDayIn } from '../../../shared/site-time.ts';
import { canoeTimeline } from './canoe-timeline.service.ts';

/** A canoe's timeline (decision 028): public, each row as the caller may see it. */
export const canoeTimelineRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const route = routesOf(app);

  route(canoeApi.getCanoeTimeline, {
    access: 'public',
    content: 'viewer',
    // An open span (the current name, the current steward) runs to the site's today.
    handler: async (request) =>
      canoeTimeline(db, request.params.id, isoDayIn(config.site.timeZone), request.viewer),
  });
};
