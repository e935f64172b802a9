/**
 * Recordings (issue 36, decision 035): a canoe's oral histories as sound or video. The file is sent first, as its
 * own bytes (`POST /api/recording-files`), and checked by its content; the recording is then saved with its words
 * and transcript, naming the file. A recording as clients see it carries the addresses of its bytes and captions,
 * never the bytes.
 */
import { z } from 'zod';
import { keptForResponse } from './protocols.ts';
import { optionalDate, optionalText, requiredText } from '../fields.ts';
import { PHOTO_LICENCES } from '../photo-licences.ts';
import { dateResponseFields, idParams, recordIdParam } from './common.ts';
import { licenceField } from './media.ts';
import { english } from '../i18n/english.ts';
import { recordingsArea as words } from '../i18n/messages/recordings.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';

export const RECORDING_KINDS = ['audio', 'video'] as const;

/** The longest transcript the archive keeps, in characters of WebVTT (about ten hours of speech). */
export const MAX_TRANSCRIPT_CHARS = 1_000_000;

export const recordingFileResponse = z.object({
  file_id: z.number().int(),
  format: z.string().describe('mp3, m4a, vorbis, opus, flac, wav, mp4 or webm: what its bytes are'),
  mime_type: z.string(),
  kind: z.enum(RECORDING_KINDS),
  byte_size: z.number().int(),
  duration_seconds: z.number().nullable().describe('null when the file does not say'),
});
export type RecordingFile = z.output<typeof recordingFileResponse>;

const optionalRecordId = (what: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: english(msg.mustBeRecordId) })
      .int({ error: english(msg.mustBeRecordId) })
      .positive({ error: english(msg.mustBeRecordId) })
      .max(2_147_483_647, { error: english(msg.mustBeRecordId) })
      .nullable()
      .optional()
      .describe(what),
  );

/** The words of a recording, the same when it is added and edited. */
const recordingWords = {
  description: optionalText(4000),
  teller: optionalText(200).describe('Who tells the account'),
  teller_named: z
    .boolean({ error: english(msg.trueOrFalse, { field: 'teller_named' }) })
    .optional()
    .describe(
      'Whether the teller agreed to be named on the public pages; visitors are not told the name otherwise',
    ),
  recorded_date: optionalDate().meta({
    description: 'When it was recorded, as precise as it is known ("1978", "197X", "1985~", "1978-06-14")',
  }),
  recorded_by: optionalText(200),
  licence: licenceField(),
  story_id: optionalRecordId('A story of the same canoe the recording belongs to'),
  source_id: optionalRecordId('An oral-history source of the same canoe that the recording is'),
  transcript: z
    .string()
    .max(MAX_TRANSCRIPT_CHARS, { error: english(msg.textTooLong, { max: MAX_TRANSCRIPT_CHARS }) })
    .nullable()
    .optional()
    .describe(
      'The words with their times: a WebVTT file\'s text, or one line for each thing said starting with its time ("0:12 …"). Null or empty: none',
    ),
};

export const recordingCreateBody = z.object({
  file_id: z
    .number({ error: english(words.fileRequired) })
    .int({ error: english(words.fileRequired) })
    .positive({ error: english(words.fileRequired) })
    .max(2_147_483_647, { error: english(words.fileRequired) })
    .describe('The file sent to POST /api/recording-files'),
  title: requiredText(english(words.titleRequired), 300),
  ...recordingWords,
});
export type RecordingCreateBody = z.output<typeof recordingCreateBody>;

/** Edit: what is left out stays. */
export const recordingUpdateBody = z.object({
  title: requiredText(english(words.titleRequired), 300).optional(),
  ...recordingWords,
});
export type RecordingUpdateBody = z.output<typeof recordingUpdateBody>;

export const canoeRecordingsParams = idParams('Canoe');
/** A recording's path: an unknown canoe or recording id are both "Recording not found". */
export const recordingParams = z.object({
  id: recordIdParam('Recording'),
  recordingId: recordIdParam('Recording'),
});

export const recordingResponse = z.object({
  recording_id: z.number().int(),
  canoe_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  teller: z.string().nullable().describe('null for visitors unless the teller agreed to be named'),
  teller_named: z.boolean(),
  ...dateResponseFields('recorded_date'),
  recorded_by: z.string().nullable(),
  licence: z.enum(PHOTO_LICENCES).nullable(),
  story_id: z.number().int().nullable(),
  source_id: z.number().int().nullable(),
  file: recordingFileResponse.omit({ file_id: true }),
  /** The WebVTT of its transcript; null: none. */
  transcript: z.string().nullable(),
  /** Where its bytes are streamed from (HTTP ranges), and its captions as WebVTT (null: no transcript). */
  url: z.string(),
  captions_url: z.string().nullable(),
  uploaded_by: z.string(),
  uploaded_at: z.string(),
  kept_for: keptForResponse.nullable().optional(),
});
export type Recording = z.output<typeof recordingResponse>;

/** GET /api/recordings/lines: what was said, searched as names are (folded: ʻokina and kahakō optional). */
export const recordingLinesQuery = z.object({
  q: z.string().max(200).meta({
    description: 'Words said in a recording (two letters at least); ʻokina and kahakō may be left out',
  }),
});

/** A line of a transcript that holds the words searched for, with where it is said. */
export const recordingLineResponse = z.object({
  recording_id: z.number().int(),
  canoe_id: z.number().int(),
  /** The canoe's current name as the caller may see it; null when it has none. */
  canoe_name: z.string().nullable(),
  title: z.string(),
  /** Where in the recording the line is said, in seconds, and as a time ("12:40"). */
  start: z.number(),
  time: z.string(),
  text: z.string(),
});
export type RecordingLine = z.output<typeof recordingLineResponse>;

export const recordingBytesResponse = {
  description: 'The recording’s bytes, or the range asked for (206)',
  content: {
    'audio/*': { schema: z.string().meta({ format: 'binary' }) },
    'video/*': { schema: z.string().meta({ format: 'binary' }) },
  },
};
export const captionsResponse = {
  description: 'The transcript as WebVTT',
  content: { 'text/vtt': { schema: z.string() } },
};
