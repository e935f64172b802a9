/** Traditional Knowledge labels (decision 021): reads are public; imports, texts and uses are administrators'. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { tkLabelApi } from '../../../shared/api/endpoints/tk-labels.ts';
import * as labels from './tk-label.service.ts';

export const tkLabelRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  // A label's words are the community's, shown wherever it is used: never kept themselves.
  route(tkLabelApi.listTkLabels, {
    access: 'public',
    content: 'none',
    handler: async () => labels.allLabels(db),
  });

  route(tkLabelApi.importTkProject, {
    access: 'admin',
    handler: async (request) => labels.importProject(db, request.body),
  });

  route(tkLabelApi.setTkLabelText, {
    access: 'admin',
    handler: async (request) => labels.setLabelText(db, request.params.id, request.body.archive_text),
  });

  route(tkLabelApi.listCanoeTkLabels, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => labels.canoeLabelUses(db, request.params.id, request.viewer),
  });

  route(tkLabelApi.setCanoeTkLabels, {
    access: 'admin',
    handler: async (request) =>
      labels.setRecordLabels(
        db,
        { type: 'canoe', id: request.params.id, canoeId: request.params.id },
        request.body.label_ids,
      ),
  });

  route(tkLabelApi.setPhotoTkLabels, {
    access: 'admin',
    handler: async (request) =>
      labels.setRecordLabels(
        db,
        { type: 'media', id: request.params.mediaId, canoeId: request.params.id },
        request.body.label_ids,
      ),
  });

  route(tkLabelApi.setStoryTkLabels, {
    access: 'admin',
    handler: async (request) =>
      labels.setRecordLabels(
        db,
        { type: 'story', id: request.params.storyId, canoeId: request.params.id },
        request.body.label_ids,
      ),
  });

  route(tkLabelApi.setSourceTkLabels, {
    access: 'admin',
    handler: async (request) =>
      labels.setRecordLabels(
        db,
        { type: 'source', id: request.params.sourceId, canoeId: request.params.id },
        request.body.label_ids,
      ),
  });
};
