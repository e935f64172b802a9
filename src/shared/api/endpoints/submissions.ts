import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import {
  canoeStoriesParams,
  canoeStoryParams,
  challengeResponse,
  storyResponse,
  storyTextBody,
  submissionBody,
  submissionCountResponse,
  submissionCreatedResponse,
  submissionDecisionBody,
  submissionEditBody,
  submissionListQuery,
  submissionParams,
  submissionPhotoParams,
  submissionResponse,
  submissionReviewBody,
  sharedRecordingUploadResponse,
} from '../submissions.ts';
import { recordingBytesResponse } from '../recordings.ts';
import { errorResponse, imageBytesResponse, imageQuery, noContent } from '../common.ts';

export const submissionApi = endpoints('Submissions', {
  getSubmissionChallenge: {
    method: 'GET',
    path: '/submissions/challenge',
    summary: 'A proof-of-work challenge for the share form',
    description:
      'ALTCHA protocol: find the number n (0 ≤ n ≤ maxnumber) with hex SHA-256(salt + n) = challenge, and send ' +
      '{ algorithm, challenge, number, salt, signature } as `challenge` with the submission. A challenge is good ' +
      'for one submission, for 24 hours, and not sooner than SUBMISSION_MIN_FILL_SECONDS after it was made.',
    response: { 200: challengeResponse, 429: errorResponse },
  },
  createSubmission: {
    method: 'POST',
    path: '/submissions',
    summary: 'Share a story, photos, a correction or a canoe not in the registry',
    description:
      'No account needed. Nothing is public until an administrator approves it. Refused with 400 when the ' +
      'challenge is missing, wrong, expired, already used or solved sooner than a person fills the form, or the ' +
      'hidden `website` field is filled; 429 past the per-client limits and 503 while the server is reading ' +
      'other large submissions (both with Retry-After, before the body is read: send `Expect: 100-continue` ' +
      'to be told before sending it); 413 past the size limits. Photos go ' +
      'through the same checks as administrators’ uploads (type by content; metadata and GPS removed).',
    body: submissionBody,
    response: {
      201: submissionCreatedResponse,
      413: errorResponse,
      429: errorResponse,
      503: errorResponse,
    },
  },
  uploadSharedRecording: {
    method: 'POST',
    path: '/submissions/recording-files',
    summary: 'Send a recording to share, before the submission that brings it',
    description:
      'The body is the file itself (its type is read from its bytes: MP3, M4A, Ogg, FLAC, WAV, MP4 or WebM), at ' +
      'most SUBMISSION_RECORDING_MAX_MB. The header `X-Challenge` carries the solved challenge the submission ' +
      'will be sent with, as base64 of its JSON: it must be valid and not yet used, and pays for one upload (a ' +
      'second upload with it replaces the first; the claim spends it). The answer’s `upload_token` claims the ' +
      'file in the submission (`recording.upload_token`) within a day; a file no submission claims is then ' +
      'removed. Refused before the body is read: 400 for a missing, wrong or spent challenge, 413 when announced ' +
      'larger than the limit, 429 past the per-client limits (three uploads waiting), 503 while many uploads wait ' +
      'or other large bodies are being read. Then 413 when found larger, 415 when it is not a recording, 422 when ' +
      'cut short or too long.',
    bytesBody: 'The recording file itself',
    response: {
      201: sharedRecordingUploadResponse,
      413: errorResponse,
      415: errorResponse,
      422: errorResponse,
      429: errorResponse,
      503: errorResponse,
    },
  },
  listSubmissions: {
    method: 'GET',
    path: '/submissions',
    summary: 'The moderation queue',
    description:
      'One status at a time (pending by default): waiting ones oldest first, reviewed ones newest.',
    query: submissionListQuery,
    response: { 200: z.array(submissionResponse) },
  },
  countPendingSubmissions: {
    method: 'GET',
    path: '/submissions/count',
    summary: 'How many submissions wait for review, and how long refused ones are kept',
    response: { 200: submissionCountResponse },
  },
  getSubmission: {
    method: 'GET',
    path: '/submissions/:id',
    summary: 'One submission',
    description: 'The sender’s email is sent only to the admin group (the group named "admin").',
    params: submissionParams,
    response: { 200: submissionResponse },
  },
  getSubmissionPhotoImage: {
    method: 'GET',
    path: '/submissions/:id/photos/:photoId/image',
    summary: 'A submitted photo, before it is published',
    params: submissionPhotoParams,
    query: imageQuery,
    response: { 200: imageBytesResponse, 304: noContent('Not modified (the ETag matched)') },
  },
  getSubmissionRecordingFile: {
    method: 'GET',
    path: '/submissions/:id/recording/file',
    summary: 'A shared recording, before it is published',
    description: 'Streamed with HTTP range requests (206, 416), as a canoe’s recordings are.',
    params: submissionParams,
    response: {
      200: recordingBytesResponse,
      206: recordingBytesResponse,
      304: noContent('Not modified (the ETag matched)'),
      416: errorResponse,
    },
  },
  editSubmission: {
    method: 'PUT',
    path: '/submissions/:id',
    summary: 'Edit a waiting submission before approving it',
    description: 'What the body leaves out stays; `photos` lists the photos to keep, with their words.',
    params: submissionParams,
    body: submissionEditBody,
    response: { 200: submissionResponse, 409: errorResponse },
  },
  approveSubmission: {
    method: 'POST',
    path: '/submissions/:id/approve',
    summary: 'Approve a submission',
    description:
      'Writes its story, photos, corrected detail or new canoe with their change records in one transaction ' +
      '(the change’s reason names the submission unless X-Change-Reason gives one). 400 when a correction’s ' +
      'value does not pass the canoe form’s rules; 409 when already reviewed or the canoe is deleted.',
    params: submissionParams,
    body: submissionDecisionBody,
    response: { 200: submissionResponse, 409: errorResponse },
  },
  rejectSubmission: {
    method: 'POST',
    path: '/submissions/:id/reject',
    summary: 'Reject a submission',
    description:
      'Nothing is published and its photos are removed. The note goes to the sender if they asked.',
    params: submissionParams,
    body: submissionReviewBody,
    response: { 200: submissionResponse, 409: errorResponse },
  },
  markSubmissionSpam: {
    method: 'POST',
    path: '/submissions/:id/spam',
    summary: 'Mark a submission as spam',
    description: 'Nothing is published, its photos are removed and the sender is not written to.',
    params: submissionParams,
    body: submissionDecisionBody,
    response: { 200: submissionResponse, 409: errorResponse },
  },
  eraseSubmission: {
    method: 'POST',
    path: '/submissions/:id/erase',
    summary: "Erase a sender's words on their request",
    description:
      'Before the keeping time ends: the story, title, correction or new canoe they described, their name, their ' +
      'email and the photos they sent are erased for good (a photo already published stays with its canoe). A ' +
      'waiting submission is closed as rejected without writing to the sender. The submission keeps its kind, ' +
      'status and review, and says when and by whom it was erased. 409 when already erased.',
    params: submissionParams,
    body: submissionDecisionBody,
    response: { 200: submissionResponse, 409: errorResponse },
  },
  listCanoeStories: {
    method: 'GET',
    path: '/canoes/:id/stories',
    summary: "A canoe's published stories",
    description: 'Stories shared by the community and approved, newest first.',
    params: canoeStoriesParams,
    response: { 200: z.array(storyResponse) },
  },
  editCanoeStory: {
    method: 'PATCH',
    path: '/canoes/:id/stories/:storyId',
    summary: "Add or correct a published story's text in English or ʻŌlelo Hawaiʻi",
    description:
      'A version the body leaves out stays as it is; null or empty removes it. The text is cleaned as a shared ' +
      'story is and has the same length limit; 400 when neither version would remain. Recorded in the change ' +
      'history. A story kept for a protocol is not found by a caller who may not see it.',
    params: canoeStoryParams,
    body: storyTextBody,
    response: { 200: storyResponse },
  },
  deleteCanoeStory: {
    method: 'DELETE',
    path: '/canoes/:id/stories/:storyId',
    summary: 'Remove a published story',
    description: 'Recorded in the change history: it can be restored from Recently Deleted.',
    params: canoeStoryParams,
    response: { 204: noContent() },
  },
});
