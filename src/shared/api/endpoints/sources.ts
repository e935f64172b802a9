import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import {
  canoeNameSourcesParams,
  canoeSourcesParams,
  mediaSourcesParams,
  ownershipSourcesParams,
  participantSourcesParams,
  restorationSourcesParams,
  sourceResponse,
  sourcesBody,
} from '../sources.ts';

const WRITE_DESCRIPTION =
  'The body is the whole list, in the order the sources are numbered: a source it leaves out is removed, one ' +
  'with a source_id is kept (edited, moved), one without is added. Links must be http(s). The teller of an ' +
  'oral history is shown to visitors only with teller_named.';
const list = { 200: z.array(sourceResponse) };

export const sourceApi = endpoints('Sources', {
  listCanoeSources: {
    method: 'GET',
    path: '/canoes/:id/sources',
    summary: "The sources of a canoe's facts",
    description:
      'Its own (record_type canoe) and those of its names, ownerships, restorations, race results and photos, ' +
      "each record's in order. The teller of an oral history who did not agree to be named is sent to " +
      'administrators only.',
    params: canoeSourcesParams,
    response: list,
  },
  setCanoeSources: {
    method: 'PUT',
    path: '/canoes/:id/sources',
    summary: "Set the sources of a canoe's own details",
    description: WRITE_DESCRIPTION,
    params: canoeSourcesParams,
    body: sourcesBody,
    response: list,
  },
  setCanoeNameSources: {
    method: 'PUT',
    path: '/canoes/:id/names/:nameId/sources',
    summary: "Set the sources of one of a canoe's names",
    description: WRITE_DESCRIPTION,
    params: canoeNameSourcesParams,
    body: sourcesBody,
    response: list,
  },
  setOwnershipSources: {
    method: 'PUT',
    path: '/ownerships/:id/sources',
    summary: 'Set the sources of an ownership',
    description: WRITE_DESCRIPTION,
    params: ownershipSourcesParams,
    body: sourcesBody,
    response: list,
  },
  setRestorationSources: {
    method: 'PUT',
    path: '/canoes/:id/restorations/:rid/sources',
    summary: 'Set the sources of a restoration',
    description: WRITE_DESCRIPTION,
    params: restorationSourcesParams,
    body: sourcesBody,
    response: list,
  },
  setParticipantSources: {
    method: 'PUT',
    path: '/races/:id/participants/:pid/sources',
    summary: 'Set the sources of a race result',
    description: WRITE_DESCRIPTION,
    params: participantSourcesParams,
    body: sourcesBody,
    response: list,
  },
  setPhotoSources: {
    method: 'PUT',
    path: '/canoes/:id/media/:mediaId/sources',
    summary: 'Set the sources of a photo',
    description: WRITE_DESCRIPTION,
    params: mediaSourcesParams,
    body: sourcesBody,
    response: list,
  },
});
