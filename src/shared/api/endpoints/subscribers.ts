import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import {
  subscribedResponse,
  subscriberBody,
  subscriberListQuery,
  subscriberResponse,
} from '../subscribers.ts';
import { errorResponse } from '../common.ts';

export const subscriberApi = endpoints('Subscribers', {
  subscribe: {
    method: 'POST',
    path: '/subscribers',
    summary: 'Subscribe to the newsletter',
    description: 'The same answer whether or not the address was already subscribed.',
    body: subscriberBody,
    response: { 201: subscribedResponse, 429: errorResponse },
  },
  listSubscribers: {
    method: 'GET',
    path: '/subscribers',
    summary: 'List subscribers',
    query: subscriberListQuery,
    response: { 200: z.array(subscriberResponse) },
  },
});
