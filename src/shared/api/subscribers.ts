/** The newsletter: the public sign-up and the administrators' list of addresses. */
import { z } from 'zod';
import { requiredEmail } from '../fields.ts';
import { pagingQuery } from './common.ts';

export const subscriberBody = z.object({ email: requiredEmail() });

export const subscriberListQuery = z.object(pagingQuery);

/** The same answer whether or not the address was already subscribed. */
export const subscribedResponse = z.object({ message: z.string() });

export const subscriberResponse = z.object({
  subscriber_id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
});
export type Subscriber = z.output<typeof subscriberResponse>;
