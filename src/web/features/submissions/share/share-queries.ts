/** What the share form asks the server: a challenge and the submission itself. */
import { api } from '../../../lib/api.ts';
import { submissionApi } from '../../../../shared/api/routes.ts';
import type { SubmissionBody } from '../../../../shared/api/submissions.ts';

/** A fresh challenge: each may be used once, and only a while after it was issued. */
export const fetchChallenge = (signal?: AbortSignal) =>
  api.call(submissionApi.getSubmissionChallenge, { signal });

export const sendSubmission = (body: SubmissionBody) => api.call(submissionApi.createSubmission, { body });
