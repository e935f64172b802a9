/**
 * The share form's values (as typed) and the body they make (src/shared/api/submissions.ts): the same schema checks
 * it in the browser and on the server, and a 400's fields land on the boxes below through SERVER_FIELDS.
 */
import {
  CORRECTION_FIELDS,
  MAX_SUBMISSION_PHOTOS,
  submissionMessages,
  type CorrectionField,
  type StoryLanguage,
  type SubmissionBody,
  type SubmissionKind,
} from '../../../../shared/api/submissions.ts';
import type { PhotoLicence } from '../../../../shared/photo-licences.ts';
import type { ChosenCanoe } from '../../../components/form/canoe-picker.tsx';

export interface SharePhoto {
  /** Tells the photos apart while they are added and removed. */
  key: number;
  file: File;
  /** The preview's address (an object URL, released when the photo is removed or the form goes). */
  preview: string;
  caption: string;
  credit: string;
  date_taken: string;
  licence: string;
}

/** A recording chosen to share, with its words (sent first, as its own bytes, when the form is sent). */
export interface ShareRecording {
  file: File;
  title: string;
  teller: string;
  teller_named: boolean;
  recorded_date: string;
  licence: string;
  transcript: string;
  consent: boolean;
}
export type RecordingWord = 'title' | 'teller' | 'recorded_date' | 'licence' | 'transcript';

export type PhotoWord = 'caption' | 'credit' | 'date_taken' | 'licence';
export const PHOTO_WORDS: PhotoWord[] = ['caption', 'credit', 'date_taken', 'licence'];

export interface ShareValues {
  kind: SubmissionKind;
  canoe: ChosenCanoe | null;
  title: string;
  story: string;
  /** The language the story is written in (decision 027): the page's, unless the sender chooses the other. */
  story_language: StoryLanguage;
  licence: string;
  correction_field: string;
  correction_value: string;
  correction_explanation: string;
  name: string;
  hull_id: string;
  type_id: string;
  build_date: string;
  origin: string;
  steward: string;
  maker: string;
  photos: SharePhoto[];
  photo_rights: boolean;
  recording: ShareRecording | null;
  sender_name: string;
  email: string;
  notify: boolean;
  agree_terms: boolean;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
  /** A story for the members of one of the sender's protocols only ('' for everyone; decision 020). */
  protocol_id: string;
}

/** Where each message shows: a field of the form, or `photos.{i}.{word}` / `photos.{i}.file` for one photo. */
export type ShareMessageKey =
  Exclude<keyof ShareValues, 'photos'> | 'photos' | `photos.${number}.${string}` | `recording.${string}`;

export const readCorrectionField = (value: string | null): CorrectionField | '' =>
  CORRECTION_FIELDS.find((field) => field === value) ?? '';

export const emptyShareValues = (
  kind: SubmissionKind,
  canoe: ChosenCanoe | null,
  language: StoryLanguage = 'en',
): ShareValues => ({
  kind,
  canoe,
  title: '',
  story: '',
  story_language: language,
  licence: '',
  correction_field: '',
  correction_value: '',
  correction_explanation: '',
  name: '',
  hull_id: '',
  type_id: '',
  build_date: '',
  origin: '',
  steward: '',
  maker: '',
  photos: [],
  photo_rights: false,
  recording: null,
  sender_name: '',
  email: '',
  notify: false,
  agree_terms: false,
  website: '',
  protocol_id: '',
});

/** The recording's token comes when its file is sent, as the form is; the check sees this stand-in. */
export const TOKEN_WHEN_SENT = 'sent-with-the-form';

/** The image goes in when the form is sent (read from the file then); the check sees this stand-in. */
export const IMAGE_READ_WHEN_SENT = 'AA==';

const text = (value: string) => value.trim() || null;

/** The body without its solved challenge, which is added as it is sent. Fields of other kinds are left out. */
export function toShareBody(values: ShareValues): Omit<SubmissionBody, 'challenge'> {
  const { kind } = values;
  const photos =
    kind === 'correction'
      ? undefined
      : values.photos.map((photo) => ({
          file_name: photo.file.name,
          data: IMAGE_READ_WHEN_SENT,
          mime_type: photo.file.type as 'image/jpeg',
          caption: text(photo.caption),
          credit: text(photo.credit),
          date_taken: text(photo.date_taken),
          licence: (photo.licence || null) as PhotoLicence | null,
        }));
  const story =
    kind === 'correction'
      ? {}
      : { title: text(values.title), story: values.story || null, story_language: values.story_language };
  return {
    kind,
    canoe_id: kind === 'new_canoe' ? null : (values.canoe?.canoe_id ?? null),
    ...story,
    licence:
      kind === 'correction' || !values.story ? null : ((values.licence || null) as PhotoLicence | null),
    correction:
      kind === 'correction'
        ? {
            field: values.correction_field as CorrectionField,
            value: values.correction_value,
            explanation: text(values.correction_explanation),
          }
        : null,
    canoe:
      kind === 'new_canoe'
        ? {
            name: values.name,
            hull_id: text(values.hull_id),
            type_id: values.type_id ? Number(values.type_id) : null,
            build_date: text(values.build_date),
            origin: text(values.origin),
            steward: text(values.steward),
            maker: text(values.maker),
          }
        : null,
    photos,
    photo_rights: photos?.length ? values.photo_rights : undefined,
    recording:
      kind !== 'correction' && values.recording
        ? {
            upload_token: TOKEN_WHEN_SENT,
            title: values.recording.title.trim(),
            teller: text(values.recording.teller),
            teller_named: values.recording.teller_named,
            recorded_date: text(values.recording.recorded_date),
            licence: (values.recording.licence || null) as PhotoLicence | null,
            transcript: text(values.recording.transcript),
            consent: values.recording.consent,
          }
        : undefined,
    sender_name: text(values.sender_name),
    email: text(values.email),
    notify: values.email.trim() ? values.notify : false,
    agree_terms: values.agree_terms as true,
    ...(kind === 'story' && values.protocol_id ? { protocol_id: Number(values.protocol_id) } : {}),
    website: values.website,
  };
}

/**
 * The contract's rules across fields (its superRefine), which zod runs only once every field passes: the form says
 * them at once, with the same words, beside the other messages.
 */
export function shareRules(values: ShareValues): Partial<Record<ShareMessageKey, string>> {
  return {
    canoe: values.kind !== 'new_canoe' && !values.canoe ? submissionMessages.canoe : undefined,
    story:
      values.kind === 'story' && !values.story && !values.photos.length && !values.recording
        ? submissionMessages.storyOrPhotos
        : undefined,
    photo_rights:
      values.kind !== 'correction' && values.photos.length && !values.photo_rights
        ? submissionMessages.photoRights
        : undefined,
    'recording.consent':
      values.kind !== 'correction' && values.recording && !values.recording.consent
        ? submissionMessages.recordingConsent
        : undefined,
  };
}

const photoFields = Array.from({ length: MAX_SUBMISSION_PHOTOS }, (_, i) => [
  [`photos.${i}.file_name`, `photos.${i}.file`],
  [`photos.${i}.data`, `photos.${i}.file`],
  [`photos.${i}.mime_type`, `photos.${i}.file`],
  ...PHOTO_WORDS.map((word) => [`photos.${i}.${word}`, `photos.${i}.${word}`]),
]).flat();

/** The schema's and server's names (dotted paths) of the fields the form calls otherwise. */
export const SERVER_FIELDS: Record<string, ShareMessageKey> = {
  ...(Object.fromEntries(photoFields) as Record<string, ShareMessageKey>),
  canoe_id: 'canoe',
  'correction.field': 'correction_field',
  'correction.value': 'correction_value',
  'correction.explanation': 'correction_explanation',
  'canoe.name': 'name',
  'canoe.hull_id': 'hull_id',
  'canoe.type_id': 'type_id',
  'canoe.build_date': 'build_date',
  'canoe.origin': 'origin',
  'canoe.steward': 'steward',
  'canoe.maker': 'maker',
  // A refused file, or a token the server no longer knows: said at the recording's file box.
  'recording.upload_token': 'recording.file',
};
