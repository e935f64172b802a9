import { endpoints } from '../endpoint.ts';
import { errorResponse } from '../common.ts';
import {
  followAnswer,
  followBody,
  followChangeBody,
  followParams,
  followSubjectQuery,
  followSubjectResponse,
  followTokenBody,
  followTokenQuery,
  followsResponse,
} from '../follows.ts';

export const followApi = endpoints('Follows', {
  follow: {
    method: 'POST',
    path: '/follows',
    summary: 'Follow a canoe, steward, maker, race or the archive by email',
    description:
      'Sends a link that confirms it (never two to one address within 15 minutes) and nothing else until it is ' +
      'opened. The same answer whether or not the address follows already. 404 for a record a visitor cannot see; ' +
      '503 when the site sends no email.',
    body: followBody,
    response: { 202: followAnswer, 429: errorResponse, 503: errorResponse },
  },
  followSubject: {
    method: 'GET',
    path: '/follows/subject',
    summary: 'The record the Follow form names, as a visitor sees it',
    description: '404 for a record a visitor cannot see (as its page); the archive has no name.',
    query: followSubjectQuery,
    response: { 200: followSubjectResponse },
  },
  confirmFollow: {
    method: 'POST',
    path: '/follows/confirm',
    summary: 'Confirm following, with the token of the link sent',
    description: 'Confirms every follow of the address that waits. 400 for a token that is not one.',
    body: followTokenBody,
    response: { 200: followsResponse },
  },
  listFollows: {
    method: 'GET',
    path: '/follows/manage',
    summary: 'What the link’s follower follows',
    query: followTokenQuery,
    response: { 200: followsResponse },
  },
  changeFollow: {
    method: 'PUT',
    path: '/follows/manage/:followId',
    summary: 'Hear of one followed record daily or weekly',
    params: followParams,
    body: followChangeBody,
    response: { 200: followsResponse },
  },
  stopFollow: {
    method: 'DELETE',
    path: '/follows/manage/:followId',
    summary: 'Stop following one record',
    params: followParams,
    query: followTokenQuery,
    response: { 200: followsResponse },
  },
  unsubscribe: {
    method: 'POST',
    path: '/follows/unsubscribe',
    summary: 'Stop every follow at once: the one-click unsubscribe of every digest (RFC 8058)',
    description: 'A mail client posts `List-Unsubscribe=One-Click`; no sign-in, no other header needed.',
    query: followTokenQuery,
    response: { 200: followAnswer },
  },
});
