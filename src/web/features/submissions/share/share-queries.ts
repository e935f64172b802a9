/** What the share form asks the server: a challenge, the canoes matching a search, and the submission itself. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CanoeSummary } from '../../../../shared/api/index.ts';
import type {
  Challenge,
  SubmissionBody,
  submissionCreatedResponse,
} from '../../../../shared/api/submissions.ts';
import type { z } from 'zod';

/** Enough matches to pick from at a glance; a longer list means the search needs another word. */
export const CANOE_MATCHES = 8;

/** The registry's search, which finds Hōkūleʻa typed as "hokulea". */
export const shareCanoeMatchesQuery = (q: string) =>
  queryOptions({
    queryKey: ['canoes', 'share-search', q],
    queryFn: ({ signal }) => api.list<CanoeSummary>('/canoes/search', { q, limit: CANOE_MATCHES }, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });

/** A fresh challenge: each may be used once, and only a while after it was issued. */
export const fetchChallenge = (signal?: AbortSignal) =>
  api.get<Challenge>('/submissions/challenge', undefined, signal);

export const sendSubmission = (body: SubmissionBody) =>
  api.post<z.output<typeof submissionCreatedResponse>>('/submissions', body);
