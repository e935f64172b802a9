/** The newsletter: the public sign-up and the administrators' list of addresses. */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../fields.ts';
import { messages } from '../messages.ts';
import { pagingQuery } from './common.ts';

export const subscriberBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: messages.email })
      .min(1, { error: messages.email })
      .max(320, { error: messages.email })
      .regex(EMAIL_PATTERN, { error: messages.email }),
  ),
});

export const subscriberListQuery = z.object(pagingQuery);

/** The same answer whether or not the address was already subscribed. */
export const subscribedResponse = z.object({ message: z.string() });

export const subscriberResponse = z.object({
  subscriber_id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
});
export type Subscriber = z.output<typeof subscriberResponse>;
