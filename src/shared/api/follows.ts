/**
 * Following by email (issue 37, decision 033): the Follow form, the confirmation link, the follower's page that
 * manages every follow of theirs, and the one-click unsubscribe. A follower has no account: the link's token is who
 * they are.
 */
import { z } from 'zod';
import { requiredEmail } from '../fields.ts';
import { english } from '../i18n/english.ts';
import { followsArea } from '../i18n/messages/follows.ts';
import { CADENCES, FOLLOW_SUBJECTS } from '../follow-subjects.ts';

export { FOLLOW_SUBJECTS, CADENCES, type FollowSubjectType, type Cadence } from '../follow-subjects.ts';

const token = z
  .string()
  .regex(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{32}$/, { error: english(followsArea.invalidLink) })
  .meta({ description: 'The token of the link a follower was sent' });

export const followBody = z.object({
  email: requiredEmail(),
  subject_type: z.enum(FOLLOW_SUBJECTS),
  subject_id: z
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .default(0)
    .meta({ description: '0 for the archive' }),
  cadence: z.enum(CADENCES).default('weekly'),
});
export type FollowBody = z.input<typeof followBody>;

/** The same words whatever happened: nothing tells whether an address follows already. */
export const followAnswer = z.object({ message: z.string() });

export const followTokenBody = z.object({ token });
export const followTokenQuery = z.object({ token });

export const followResponse = z.object({
  follow_id: z.number().int(),
  subject_type: z.enum(FOLLOW_SUBJECTS),
  subject_id: z.number().int(),
  /** The record's name as a visitor sees it; null when it is no longer there for them. */
  name: z.string().nullable(),
  cadence: z.enum(CADENCES),
  confirmed: z.boolean(),
});
export type FollowView = z.output<typeof followResponse>;

export const followsResponse = z.object({ email: z.string(), follows: z.array(followResponse) });
export type Follows = z.output<typeof followsResponse>;

/** What the Follow form names: a record as a visitor sees it (404 when they may not), or the archive. */
export const followSubjectQuery = z.object({
  subject_type: z.enum(FOLLOW_SUBJECTS),
  subject_id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export const followSubjectResponse = z.object({
  subject_type: z.enum(FOLLOW_SUBJECTS),
  subject_id: z.number().int(),
  /** The record's name; null for the archive. */
  name: z.string().nullable(),
});
export type FollowSubjectView = z.output<typeof followSubjectResponse>;

export const followParams = z.object({ followId: z.coerce.number().int().min(1) });
export const followChangeBody = z.object({ token, cadence: z.enum(CADENCES) });
