/** What the share form asks the server: a challenge and the submission itself. */
import { api } from '../../../lib/api.ts';
import type {
  Challenge,
  SubmissionBody,
  submissionCreatedResponse,
} from '../../../../shared/api/submissions.ts';
import type { z } from 'zod';

/** A fresh challenge: each may be used once, and only a while after it was issued. */
export const fetchChallenge = (signal?: AbortSignal) =>
  api.get<Challenge>('/submissions/challenge', undefined, signal);

export const sendSubmission = (body: SubmissionBody) =>
  api.post<z.output<typeof submissionCreatedResponse>>('/submissions', body);
