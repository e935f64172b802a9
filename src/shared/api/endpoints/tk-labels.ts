import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import {
  canoeTkLabelsParams,
  mediaTkLabelsParams,
  sourceTkLabelsParams,
  storyTkLabelsParams,
  tkImportResponse,
  tkLabelParams,
  tkLabelResponse,
  tkLabelTextBody,
  tkLabelUseResponse,
  tkLabelUsesBody,
  tkProjectBody,
} from '../tk-labels.ts';

const SET_DESCRIPTION =
  'The body is the whole list, in the order shown: a label it leaves out is taken off the record, one it names ' +
  'is kept or added. One change of the history.';
const uses = { 200: z.array(tkLabelUseResponse) };

export const tkLabelApi = endpoints('Traditional Knowledge labels', {
  listTkLabels: {
    method: 'GET',
    path: '/tk-labels',
    summary: "The archive's Traditional Knowledge labels and notices",
    description:
      'Every label and notice imported from Local Contexts, by project and name, with the text shown.',
    response: { 200: z.array(tkLabelResponse) },
  },
  importTkProject: {
    method: 'POST',
    path: '/tk-labels/import',
    summary: 'Import the labels of a Local Contexts project',
    description:
      'A project file from the Local Contexts Hub (docs/tk-labels.md says how to get one). A label imported ' +
      'before is updated in place; this archive’s own text of it is kept. A file that is not a Local Contexts ' +
      'project answers 400 saying why.',
    body: tkProjectBody,
    response: { 200: tkImportResponse },
  },
  setTkLabelText: {
    method: 'PUT',
    path: '/tk-labels/:id',
    summary: "Set this archive's text of a label",
    description: 'Empty or null goes back to the community’s text. The reason travels in X-Change-Reason.',
    params: tkLabelParams,
    body: tkLabelTextBody,
    response: { 200: tkLabelResponse },
  },
  listCanoeTkLabels: {
    method: 'GET',
    path: '/canoes/:id/tk-labels',
    summary: 'The labels on a canoe and on its photos, stories and sources',
    description: 'Each record’s labels in order, each with its name, type, icon, community and text.',
    params: canoeTkLabelsParams,
    response: uses,
  },
  setCanoeTkLabels: {
    method: 'PUT',
    path: '/canoes/:id/tk-labels',
    summary: "Set a canoe's own labels",
    description: SET_DESCRIPTION,
    params: canoeTkLabelsParams,
    body: tkLabelUsesBody,
    response: uses,
  },
  setPhotoTkLabels: {
    method: 'PUT',
    path: '/canoes/:id/media/:mediaId/tk-labels',
    summary: "Set a photo's labels",
    description: SET_DESCRIPTION,
    params: mediaTkLabelsParams,
    body: tkLabelUsesBody,
    response: uses,
  },
  setStoryTkLabels: {
    method: 'PUT',
    path: '/canoes/:id/stories/:storyId/tk-labels',
    summary: "Set a story's labels",
    description: SET_DESCRIPTION,
    params: storyTkLabelsParams,
    body: tkLabelUsesBody,
    response: uses,
  },
  setSourceTkLabels: {
    method: 'PUT',
    path: '/canoes/:id/sources/:sourceId/tk-labels',
    summary: "Set a source's labels",
    description: SET_DESCRIPTION,
    params: sourceTkLabelsParams,
    body: tkLabelUsesBody,
    response: uses,
  },
});
