import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import {
  canoeNameSourcesParams,
  canoeSourcesParams,
  mediaSourcesParams,
  ownershipSourcesParams,
  participantSourcesParams,
  restorationSourcesParams,
  sourceResponse,
  sourcesBody,
} from '../../../shared/api/sources.ts';
import * as sources from './source.service.ts';

const WRITE_DESCRIPTION =
  'The body is the whole list, in the order the sources are numbered: a source it leaves out is removed, one ' +
  'with a source_id is kept (edited, moved), one without is added. Links must be http(s). The teller of an ' +
  'oral history is shown to visitors only with teller_named.';

export const sourceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app, 'Sources');
  const list = { 200: z.array(sourceResponse) };

  route.get('/canoes/:id/sources', {
    access: 'public',
    summary: "The sources of a canoe's facts",
    description:
      'Its own (record_type canoe) and those of its names, ownerships, restorations, race results and photos, ' +
      "each record's in order. The teller of an oral history who did not agree to be named is sent to " +
      'administrators only.',
    operationId: 'listCanoeSources',
    params: canoeSourcesParams,
    response: list,
    handler: async (request) => sources.canoeSources(db, request.params.id, Boolean(request.caller?.isAdmin)),
  });

  route.put('/canoes/:id/sources', {
    access: 'admin',
    summary: "Set the sources of a canoe's own details",
    description: WRITE_DESCRIPTION,
    operationId: 'setCanoeSources',
    params: canoeSourcesParams,
    body: sourcesBody,
    response: list,
    handler: async (request) =>
      sources.replaceSources(db, { type: 'canoe', id: request.params.id }, request.body.sources),
  });

  route.put('/canoes/:id/names/:nameId/sources', {
    access: 'admin',
    summary: "Set the sources of one of a canoe's names",
    description: WRITE_DESCRIPTION,
    operationId: 'setCanoeNameSources',
    params: canoeNameSourcesParams,
    body: sourcesBody,
    response: list,
    handler: async (request) =>
      sources.replaceSources(
        db,
        { type: 'canoe_name', id: request.params.nameId, canoeId: request.params.id },
        request.body.sources,
      ),
  });

  route.put('/ownerships/:id/sources', {
    access: 'admin',
    summary: 'Set the sources of an ownership',
    description: WRITE_DESCRIPTION,
    operationId: 'setOwnershipSources',
    params: ownershipSourcesParams,
    body: sourcesBody,
    response: list,
    handler: async (request) =>
      sources.replaceSources(db, { type: 'ownership', id: request.params.id }, request.body.sources),
  });

  route.put('/canoes/:id/restorations/:rid/sources', {
    access: 'admin',
    summary: 'Set the sources of a restoration',
    description: WRITE_DESCRIPTION,
    operationId: 'setRestorationSources',
    params: restorationSourcesParams,
    body: sourcesBody,
    response: list,
    handler: async (request) =>
      sources.replaceSources(
        db,
        { type: 'restoration', id: request.params.rid, canoeId: request.params.id },
        request.body.sources,
      ),
  });

  route.put('/races/:id/participants/:pid/sources', {
    access: 'admin',
    summary: 'Set the sources of a race result',
    description: WRITE_DESCRIPTION,
    operationId: 'setParticipantSources',
    params: participantSourcesParams,
    body: sourcesBody,
    response: list,
    handler: async (request) =>
      sources.replaceSources(
        db,
        { type: 'participation', id: request.params.pid, raceId: request.params.id },
        request.body.sources,
      ),
  });

  route.put('/canoes/:id/media/:mediaId/sources', {
    access: 'admin',
    summary: 'Set the sources of a photo',
    description: WRITE_DESCRIPTION,
    operationId: 'setPhotoSources',
    params: mediaSourcesParams,
    body: sourcesBody,
    response: list,
    handler: async (request) =>
      sources.replaceSources(
        db,
        { type: 'media', id: request.params.mediaId, canoeId: request.params.id },
        request.body.sources,
      ),
  });
};
