/** The interface's translations (decision 026): read and written by the community's translators only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { translationApi } from '../../../shared/api/endpoints/translations.ts';
import * as translations from './translation.service.ts';

export const translationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(translationApi.listTranslations, {
    access: 'translator',
    handler: async (request) => translations.listLanguage(db, request.params.language),
  });

  route(translationApi.exportCatalog, {
    access: 'translator',
    handler: async (request, reply) => {
      const { language } = request.params;
      reply.header('content-disposition', `attachment; filename="koa-canoe-registry-${language}.json"`);
      return translations.exportCatalog(db, language);
    },
  });

  route(translationApi.importCatalog, {
    access: 'translator',
    // Each refused translation says why in the reader's language, as errors do.
    handler: async (request) =>
      translations.importCatalog(
        db,
        request.params.language,
        request.body.catalog,
        await translations.requestTranslator(db, request),
      ),
  });

  route(translationApi.setTranslation, {
    access: 'translator',
    handler: async (request) =>
      translations.setTranslation(db, request.params.language, request.params.messageId, request.body),
  });
};
