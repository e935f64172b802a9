import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import { WITH_SOURCES } from '../sources.ts';
import { canoeMediaParams, mediaResponse, photoParams, photoUpdateBody, photoUploadBody } from '../media.ts';
import { errorResponse, imageBytesResponse, imageQuery, noContent, pagingOnlyQuery } from '../common.ts';

export const mediaApi = endpoints('Media', {
  listCanoeMedia: {
    method: 'GET',
    path: '/canoes/:id/media',
    summary: "A canoe's photos",
    params: canoeMediaParams,
    query: pagingOnlyQuery,
    response: { 200: z.array(mediaResponse) },
  },
  getCanoeMediaImage: {
    method: 'GET',
    path: '/canoes/:id/media/:mediaId/image',
    summary: "A photo's image",
    description: 'Display size, or the thumbnail with ?size=thumbnail; with an ETag.',
    params: photoParams,
    query: imageQuery,
    response: { 200: imageBytesResponse, 304: noContent('Not modified (the ETag matched)') },
  },
  uploadCanoeMedia: {
    method: 'POST',
    path: '/canoes/:id/media',
    summary: 'Upload a photo of a canoe',
    description:
      'The image travels as base64 in JSON; its real type is checked by content. Images are processed a ' +
      'few at a time, each within a time limit.',
    params: canoeMediaParams,
    body: photoUploadBody,
    // 422: the image took too long to process; 503: too many images are waiting already.
    response: { 201: mediaResponse, 422: errorResponse, 503: errorResponse },
  },
  updateCanoeMedia: {
    method: 'PUT',
    path: '/canoes/:id/media/:mediaId',
    summary: 'Change the words about a photo',
    description: WITH_SOURCES,
    params: photoParams,
    body: photoUpdateBody,
    response: { 200: mediaResponse },
  },
  deleteCanoeMedia: {
    method: 'DELETE',
    path: '/canoes/:id/media/:mediaId',
    summary: 'Delete a photo',
    params: photoParams,
    response: { 204: noContent('Deleted') },
  },
});
