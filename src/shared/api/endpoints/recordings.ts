import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import { errorResponse, noContent } from '../common.ts';
import {
  canoeRecordingsParams,
  captionsResponse,
  recordingBytesResponse,
  recordingCreateBody,
  recordingFileResponse,
  recordingLineResponse,
  recordingLinesQuery,
  recordingParams,
  recordingResponse,
  recordingUpdateBody,
} from '../recordings.ts';

export const recordingApi = endpoints('Recordings', {
  uploadRecordingFile: {
    method: 'POST',
    path: '/recording-files',
    summary: 'Send a recording’s file',
    description:
      'The body is the file itself (any Content-Type: its type is read from its bytes, never from its name or ' +
      'the header). MP3, AAC in M4A, Ogg Vorbis or Opus, FLAC, WAV, MP4 (H.264 and AAC) or WebM. A body ' +
      'announced larger than the limit is refused before it is read (413). Place metadata in an MP4 (GPS) is ' +
      'removed. The file is kept for a day for a recording to name it (POST /canoes/{id}/recordings).',
    bytesBody: 'The recording file itself',
    response: {
      201: recordingFileResponse,
      413: errorResponse,
      415: errorResponse,
      422: errorResponse,
    },
  },
  searchRecordingLines: {
    method: 'GET',
    path: '/recordings/lines',
    summary: 'Lines of recordings that say the words asked for',
    description:
      'Searched in the transcripts as names are (ʻokina and kahakō may be left out); at most 20 lines, three from ' +
      'a recording, in the order of their canoes’ names. Fewer than two letters find nothing.',
    query: recordingLinesQuery,
    response: { 200: z.array(recordingLineResponse) },
  },
  listCanoeRecordings: {
    method: 'GET',
    path: '/canoes/:id/recordings',
    summary: "A canoe's recordings",
    params: canoeRecordingsParams,
    response: { 200: z.array(recordingResponse) },
  },
  getCanoeRecordingFile: {
    method: 'GET',
    path: '/canoes/:id/recordings/:recordingId/file',
    summary: "A recording's bytes",
    description:
      'Streamed, with HTTP range requests (206 with Content-Range; 416 for a range past the end), an ETag and ' +
      'Accept-Ranges: bytes.',
    params: recordingParams,
    response: {
      200: recordingBytesResponse,
      206: recordingBytesResponse,
      304: noContent('Not modified (the ETag matched)'),
      416: errorResponse,
    },
  },
  getCanoeRecordingCaptions: {
    method: 'GET',
    path: '/canoes/:id/recordings/:recordingId/captions.vtt',
    summary: "A recording's transcript as WebVTT captions",
    params: recordingParams,
    response: { 200: captionsResponse },
  },
  addCanoeRecording: {
    method: 'POST',
    path: '/canoes/:id/recordings',
    summary: 'Add a recording to a canoe',
    description:
      'Names a file sent to POST /recording-files; the transcript is checked before anything is saved.',
    params: canoeRecordingsParams,
    body: recordingCreateBody,
    response: { 201: recordingResponse },
  },
  updateCanoeRecording: {
    method: 'PUT',
    path: '/canoes/:id/recordings/:recordingId',
    summary: 'Change the words or transcript of a recording',
    params: recordingParams,
    body: recordingUpdateBody,
    response: { 200: recordingResponse },
  },
  deleteCanoeRecording: {
    method: 'DELETE',
    path: '/canoes/:id/recordings/:recordingId',
    summary: 'Delete a recording (it can be restored, with its file, from History)',
    params: recordingParams,
    response: { 204: noContent('Deleted') },
  },
});
