/**
 * The moderation queue's data (administrators): the lists by status, the count the header shows, one submission,
 * and the decisions on it. Every decision refreshes all of ['submissions'] (the lists and the header's count)
 * and, once something was published, the canoe's page.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { submissionApi } from '../../../../shared/api/routes.ts';
import type { Submission, SubmissionEditBody, SubmissionStatus } from '../../../../shared/api/submissions.ts';
import { canoeDetailKey } from '../../canoes/detail/canoe-detail-queries.ts';

/** Rows per page of the queue. */
export const SUBMISSIONS_PAGE_SIZE = 25;

export const submissionsKey = ['submissions'] as const;

export const submissionListQuery = (status: SubmissionStatus, page: number) =>
  queryOptions({
    queryKey: [...submissionsKey, 'list', status, page],
    queryFn: ({ signal }) =>
      api.list(submissionApi.listSubmissions, {
        query: { status, limit: SUBMISSIONS_PAGE_SIZE, offset: (page - 1) * SUBMISSIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const submissionCountQuery = () =>
  queryOptions({
    queryKey: [...submissionsKey, 'count'],
    queryFn: ({ signal }) => api.call(submissionApi.countPendingSubmissions, { signal }),
    // New submissions arrive from visitors at any time: an administrator's header catches up every few minutes.
    refetchInterval: 5 * 60_000,
  });

export const submissionQuery = (id: number) =>
  queryOptions({
    queryKey: [...submissionsKey, 'detail', id],
    queryFn: ({ signal }) => api.call(submissionApi.getSubmission, { params: { id }, signal }),
  });

export const useSubmissionList = (status: SubmissionStatus, page: number) =>
  useQuery(submissionListQuery(status, page));
/** The count of submissions waiting for review; asked only for administrators. */
export const useSubmissionCount = (enabled: boolean) => useQuery({ ...submissionCountQuery(), enabled });
export const useSubmission = (id: number) => useQuery(submissionQuery(id));

/** After a decision: the submission as it now is, the queue and count, and the canoe it published to. */
function useSettle() {
  const client = useQueryClient();
  return async (submission: Submission) => {
    client.setQueryData(submissionQuery(submission.submission_id).queryKey, submission);
    const canoeId = submission.created_canoe_id ?? submission.canoe_id;
    await Promise.all([
      client.invalidateQueries({ queryKey: submissionsKey }),
      canoeId !== null && submission.status === 'approved'
        ? client.invalidateQueries({ queryKey: canoeDetailKey(canoeId) })
        : null,
      // The registry and the home page count and list canoes: a new canoe joins them.
      submission.created_canoe_id !== null ? client.invalidateQueries({ queryKey: ['canoes'] }) : null,
    ]);
  };
}

/**
 * Decisions on one submission: edit its words, approve, reject (with an optional note), mark as spam, and erase
 * the sender's words on their request.
 */
export function useSubmissionActions(id: number) {
  const settle = useSettle();
  const decisions = {
    approve: submissionApi.approveSubmission,
    reject: submissionApi.rejectSubmission,
    spam: submissionApi.markSubmissionSpam,
    erase: submissionApi.eraseSubmission,
  };
  const decide = (decision: keyof typeof decisions, body: { note?: string | null } = {}) =>
    api.call(decisions[decision], { params: { id }, body }).then(async (answer) => {
      await settle(answer);
      return answer;
    });
  return {
    edit: useMutation({
      mutationFn: (body: SubmissionEditBody) =>
        api.call(submissionApi.editSubmission, { params: { id }, body }).then(async (answer) => {
          await settle(answer);
          return answer;
        }),
    }),
    approve: useMutation({ mutationFn: () => decide('approve') }),
    reject: useMutation({ mutationFn: (note: string) => decide('reject', { note: note.trim() || null }) }),
    spam: useMutation({ mutationFn: () => decide('spam') }),
    erase: useMutation({ mutationFn: () => decide('erase') }),
  };
}
