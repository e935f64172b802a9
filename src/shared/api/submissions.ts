/**
 * Community submissions (decision 018): anyone may share a story or photos about a canoe, suggest a
 * correction to one of its details, or tell of a canoe that is not in the registry yet, without an account.
 * Nothing a visitor sends is public until an administrator approves it; the approval writes the story, photos or
 * corrected details, with their change records, in one transaction.
 *
 * Every public submission carries a solved proof-of-work challenge (GET /api/submissions/challenge: the ALTCHA
 * protocol, SHA-256 over salt + number, the challenge signed by the server), leaves the honeypot field empty and
 * arrives no sooner than a person could have filled the form.
 */
import { z } from 'zod';
import { keptForResponse } from './protocols.ts';
import { EMAIL_PATTERN, optionalDate, optionalText, requiredText, optionalHtml } from '../fields.ts';
import { UPLOAD_IMAGE_TYPES } from '../constants.ts';
import { imageUploadFields } from '../fields.ts';
import { messages } from '../messages.ts';
import { licenceField, photoWords } from './media.ts';
import { MAX_TRANSCRIPT_CHARS, recordingFileResponse } from './recordings.ts';
import { dateResponseFields, pagingQuery, recordIdParam } from './common.ts';
import { canoeBody } from './canoes.ts';
import { arrange, correctableFields, correctionLabel, type CorrectableCanoeField } from '../canoe-fields.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';
import { recordingsArea as recordingWords } from '../i18n/messages/recordings.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export const SUBMISSION_KINDS = ['story', 'correction', 'new_canoe'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** How each kind reads in the share form's choice and the moderation queue. */
export const SUBMISSION_KIND_LABELS: Record<SubmissionKind, string> = {
  story: 'A story, memory or photos',
  correction: 'A correction',
  new_canoe: 'A canoe not in the registry',
};

/** The kind a share address asks for (`?kind=`), the story when it names none or another word. */
export const readShareKind = (value: string | null | undefined): SubmissionKind =>
  SUBMISSION_KINDS.find((kind) => kind === value) ?? 'story';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  spam: 'Spam',
};

/**
 * The canoe details a correction may name: the plain fields the field table marks (shared/canoe-fields.ts), with
 * the name and the build date; the value is checked by the canoe form's own rules when approved.
 */
export type CorrectionField = 'name' | 'build_date' | CorrectableCanoeField;
export const CORRECTION_FIELDS: readonly CorrectionField[] = arrange(
  correctableFields(),
  (field) => field.key as CorrectableCanoeField,
  { start: ['name'], after: { type_id: ['build_date'] } },
);
export const CORRECTION_FIELD_LABELS: Record<CorrectionField, string> = {
  name: 'Name',
  build_date: 'Build Year',
  ...(Object.fromEntries(correctableFields().map((field) => [field.key, correctionLabel(field)])) as Record<
    CorrectableCanoeField,
    string
  >),
};

export const MAX_SUBMISSION_PHOTOS = 10;
/** A story's text, counted after the server has cleaned its markup. */
export const MAX_STORY_CHARACTERS = 20_000;
/** The name shown when the sender gives none. */
export const ANONYMOUS_SENDER = 'Anonymous';

export const submissionMessages = {
  kind: english(msg.chooseKind),
  canoe: english(msg.chooseCanoe),
  storyOrPhotos: english(msg.storyOrPhotos),
  story: english(msg.storyTooLong, { max: MAX_STORY_CHARACTERS }),
  tooManyPhotos: english(msg.tooManyPhotos, { max: MAX_SUBMISSION_PHOTOS }),
  photoRights: english(msg.photoRights),
  correctionField: english(msg.correctionField),
  correctionValue: english(msg.correctionValue),
  canoeName: english(msg.canoeName),
  email: messages.email,
  terms: english(msg.terms),
  challenge: english(msg.challenge),
  tooFast: english(msg.tooFast),
  honeypot: english(msg.honeypot),
  rateLimited: english(msg.rateLimited),
  tooLarge: english(msg.photosTooLarge),
  busy: english(msg.receivingBusy),
  thanks: english(msg.thanks),
  notPending: english(msg.notPending),
  alreadyErased: english(msg.alreadyErased),
  canoeGone: english(msg.canoeGone),
  storyLanguage: english(msg.storyLanguage),
  storyText: english(msg.storyTextRequired),
  recordingConsent: english(msg.recordingConsent),
  recordingUploadGone: english(msg.recordingUploadGone),
  recordingUploads: english(msg.recordingUploads),
  recordingsBusy: english(msg.recordingsBusy),
  correctionNoRecording: english(msg.correctionNoRecording),
} as const;

/** The languages a story can be written in (decision 027): `en` is kept in a story's body, `haw` in body_haw. */
export const STORY_LANGUAGES = LANGUAGES;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

const storyLanguageField = z
  .enum(STORY_LANGUAGES, { error: submissionMessages.storyLanguage })
  .optional()
  .meta({
    description:
      'The language the story is written in: en (English, the default) or haw (ʻŌlelo Hawaiʻi). An approval keeps the text as the story’s English or its Hawaiian version.',
  });

/** The proof-of-work challenge a share form solves before sending (ALTCHA's fields). */
export const challengeResponse = z.object({
  algorithm: z.literal('SHA-256'),
  /** Hex SHA-256 of salt + the secret number. */
  challenge: z.string(),
  /** The number is at most this. */
  maxnumber: z.number().int(),
  /** Carries when the challenge was made and when it expires (`?issued=…&expires=…`), covered by the signature. */
  salt: z.string(),
  signature: z.string(),
});
export type Challenge = z.output<typeof challengeResponse>;

/** The solved challenge, sent back with the submission. */
export const challengeSolution = z.object(
  {
    algorithm: z.literal('SHA-256', { error: submissionMessages.challenge }),
    challenge: z.string({ error: submissionMessages.challenge }).max(128),
    number: z.number({ error: submissionMessages.challenge }).int().min(0).max(100_000_000),
    salt: z.string({ error: submissionMessages.challenge }).max(256),
    signature: z.string({ error: submissionMessages.challenge }).max(128),
  },
  { error: submissionMessages.challenge },
);
export type ChallengeSolution = z.input<typeof challengeSolution>;

/** One photo of a submission: the image as an administrator's upload sends it, and the words about it. */
export const submissionPhotoInput = z.object({
  ...imageUploadFields,
  mime_type: z.enum(UPLOAD_IMAGE_TYPES, { error: messages.photoType }),
  caption: photoWords.caption,
  credit: photoWords.credit,
  date_taken: photoWords.date_taken,
  licence: photoWords.licence,
});

/**
 * A recording's file as the share form's upload answers (POST /api/submissions/recording-files): what its bytes
 * are, and the token the submission claims it with (the file itself is never addressed by visitors).
 */
export const sharedRecordingUploadResponse = recordingFileResponse.omit({ file_id: true }).extend({
  upload_token: z.string().describe('Send it as `recording.upload_token` with the submission, within a day'),
});
export type SharedRecordingUpload = z.output<typeof sharedRecordingUploadResponse>;

/** The words a sender gives about their recording; a keeper may edit them before approving. */
const sharedRecordingWords = {
  title: optionalText(300),
  teller: optionalText(200).describe('Who is speaking'),
  teller_named: z
    .boolean({ error: english(msg.trueOrFalse, { field: 'teller_named' }) })
    .optional()
    .describe('Whether the teller agreed to be named on the public pages'),
  recorded_date: optionalDate().meta({ description: 'When it was recorded, as precise as it is known' }),
  recorded_by: optionalText(200),
  licence: licenceField(),
  transcript: z
    .string()
    .max(MAX_TRANSCRIPT_CHARS, { error: english(msg.textTooLong, { max: MAX_TRANSCRIPT_CHARS }) })
    .nullable()
    .optional()
    .describe('WebVTT, or one line for each thing said starting with its time ("0:12 …")'),
};

/** A recording sent with a submission: the uploaded file's token, its words, and the teller's agreement. */
export const submissionRecordingInput = z.object({
  ...sharedRecordingWords,
  title: requiredText(english(recordingWords.titleRequired), 300),
  upload_token: z
    .string({ error: submissionMessages.recordingUploadGone })
    .min(1, { error: submissionMessages.recordingUploadGone })
    .max(200, { error: submissionMessages.recordingUploadGone }),
  /** The person speaking agreed to it being shared, and the sender may share it: must be true. */
  consent: z.boolean({ error: submissionMessages.recordingConsent }).optional(),
});

const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : v),
  z
    .string({ error: messages.email })
    .max(320, { error: messages.email })
    .regex(EMAIL_PATTERN, { error: messages.email })
    .nullable()
    .optional(),
);

const storyText = optionalHtml();

/** A correction: the detail, the value the sender says is right, and how they know. */
export const correctionInput = z.object({
  field: z.enum(CORRECTION_FIELDS, { error: submissionMessages.correctionField }),
  value: requiredText(submissionMessages.correctionValue, 2000),
  explanation: optionalText(4000),
});

/** A canoe not in the registry: its name and whatever else the sender knows, in words. */
export const newCanoeInput = z.object({
  name: requiredText(submissionMessages.canoeName, 200),
  hull_id: canoeBody.shape.hull_id,
  type_id: canoeBody.shape.type_id,
  build_date: canoeBody.shape.build_date,
  origin: canoeBody.shape.origin,
  /** Who cares for it now, who carved it: words, which an administrator turns into records. */
  steward: optionalText(300),
  maker: optionalText(300),
});

/** What the sender says about themselves; contact details are seen only by the admin group. */
const senderFields = {
  /** The name to show: a name, initials, or nothing for "Anonymous". */
  sender_name: optionalText(100),
  email: optionalEmail,
  /** Tell the sender the outcome by email (only with an email). */
  notify: z.boolean({ error: english(msg.trueOrFalse, { field: 'notify' }) }).optional(),
};

/** The words of a submission an administrator may edit before approving. */
const contentFields = {
  canoe_id: z
    .number({ error: submissionMessages.canoe })
    .int({ error: submissionMessages.canoe })
    .positive({ error: submissionMessages.canoe })
    .max(2_147_483_647, { error: submissionMessages.canoe })
    .nullable()
    .optional(),
  title: optionalText(200),
  /** Rich text: paragraphs, emphasis and links only; anything else is removed when stored. */
  story: storyText,
  story_language: storyLanguageField,
  /** The licence the sender gives the story (the photo licences' list). */
  licence: licenceField(),
  correction: correctionInput.nullable().optional(),
  canoe: newCanoeInput.nullable().optional(),
};

/** Body of the public POST /api/submissions. */
export const submissionBody = z
  .object({
    kind: z.enum(SUBMISSION_KINDS, { error: submissionMessages.kind }),
    ...contentFields,
    photos: z
      .array(submissionPhotoInput, { error: english(msg.photosList) })
      .max(MAX_SUBMISSION_PHOTOS, { error: submissionMessages.tooManyPhotos })
      .optional(),
    photo_rights: z.boolean({ error: submissionMessages.photoRights }).optional(),
    recording: submissionRecordingInput.nullable().optional(),
    ...senderFields,
    agree_terms: z.literal(true, { error: submissionMessages.terms }),
    /**
     * Shared for the members of one protocol only, by a member of it who is signed in: the story and its photos
     * are kept for the protocol once published (decision 020).
     */
    protocol_id: z
      .number({ error: english(msg.chooseOwnProtocol) })
      .int({ error: english(msg.chooseOwnProtocol) })
      .positive({ error: english(msg.chooseOwnProtocol) })
      .nullable()
      .optional(),
    /** The honeypot: hidden from people, filled by form-filling robots. Must be empty. */
    website: z.string().max(500).optional(),
    challenge: challengeSolution,
  })
  .superRefine((body, ctx) => {
    const issue = (path: string[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message, input: undefined });
    if (body.kind !== 'new_canoe' && body.canoe_id == null) issue(['canoe_id'], submissionMessages.canoe);
    if (body.kind === 'story' && !body.story && !body.photos?.length && !body.recording) {
      issue(['story'], submissionMessages.storyOrPhotos);
    }
    if (body.kind === 'correction' && !body.correction) {
      issue(['correction', 'field'], submissionMessages.correctionField);
    }
    if (body.kind === 'new_canoe' && !body.canoe) issue(['canoe', 'name'], submissionMessages.canoeName);
    if (body.kind === 'correction' && body.photos?.length) issue(['photos'], english(msg.correctionNoPhotos));
    if (body.photos?.length && body.photo_rights !== true)
      issue(['photo_rights'], submissionMessages.photoRights);
    if (body.kind === 'correction' && body.recording) {
      issue(['recording'], submissionMessages.correctionNoRecording);
    }
    if (body.recording && body.recording.consent !== true) {
      issue(['recording', 'consent'], submissionMessages.recordingConsent);
    }
  });
export type SubmissionBody = z.input<typeof submissionBody>;

export const submissionCreatedResponse = z.object({
  submission_id: z.number().int(),
  message: z.string(),
});

/** Body of PUT /api/submissions/{id}: an administrator's edit of a waiting submission's words. */
export const submissionEditBody = z.object({
  ...contentFields,
  sender_name: senderFields.sender_name,
  photos: z
    .array(
      z.object({
        photo_id: z
          .number({ error: english(msg.photoOfSubmission) })
          .int()
          .positive(),
        caption: photoWords.caption,
        credit: photoWords.credit,
        date_taken: photoWords.date_taken,
        licence: photoWords.licence,
      }),
    )
    .max(MAX_SUBMISSION_PHOTOS)
    .optional()
    .describe('The words of the photos to keep; a photo left out is not published'),
  recording: z
    .object({
      ...sharedRecordingWords,
      title: requiredText(english(recordingWords.titleRequired), 300).optional(),
    })
    .nullable()
    .optional()
    .describe('The words of its recording; null: the recording is not published (its file goes)'),
});
export type SubmissionEditBody = z.input<typeof submissionEditBody>;

/** Body of POST /api/submissions/{id}/approve and /spam: nothing to say (send `{}`). */
export const submissionDecisionBody = z.object({});

/** Body of POST /api/submissions/{id}/reject: an optional note, sent to the sender when they asked. */
export const submissionReviewBody = z.object({ note: optionalText(2000) });

export const submissionListQuery = z.object({
  ...pagingQuery,
  status: z.enum(SUBMISSION_STATUSES, { error: english(msg.submissionStatus) }).optional(),
});

export const submissionParams = z.object({ id: recordIdParam('Submission') });
export const submissionPhotoParams = z.object({
  id: recordIdParam('Submission'),
  photoId: recordIdParam('Photo'),
});

export const submissionPhotoResponse = z.object({
  photo_id: z.number().int(),
  position: z.number().int(),
  caption: z.string().nullable(),
  credit: z.string().nullable(),
  date_taken: z.string().nullable(),
  date_taken_words: z.string().nullable(),
  licence: z.string().nullable(),
  /** Admin-only addresses of the unpublished image (null once a rejected submission's photos are removed). */
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** The canoe photo it became, once approved. */
  media_id: z.number().int().nullable(),
});

/** The recording a submission brings, as the moderation page shows it. */
export const submissionRecordingResponse = z.object({
  title: z.string().nullable(),
  teller: z.string().nullable(),
  teller_named: z.boolean(),
  recorded_date: z.string().nullable(),
  recorded_date_words: z.string().nullable(),
  recorded_by: z.string().nullable(),
  licence: z.string().nullable(),
  /** WebVTT; null: none. */
  transcript: z.string().nullable(),
  /** The file (null once a refused submission's file is removed) and the administrators' address of its bytes. */
  file: recordingFileResponse.omit({ file_id: true }).nullable(),
  url: z.string().nullable(),
  /** The canoe recording it became, once approved. */
  recording_id: z.number().int().nullable(),
});

export const submissionResponse = z.object({
  submission_id: z.number().int(),
  kind: z.enum(SUBMISSION_KINDS),
  status: z.enum(SUBMISSION_STATUSES),
  canoe_id: z.number().int().nullable(),
  /** The canoe's current name (or "Canoe #id"), for the queue. */
  canoe_name: z.string().nullable(),
  title: z.string().nullable(),
  story: z.string().nullable(),
  /** The language the sender wrote the story in (decision 027). */
  story_language: z.enum(STORY_LANGUAGES),
  licence: z.string().nullable(),
  correction: z
    .object({
      field: z.enum(CORRECTION_FIELDS),
      label: z.string(),
      /** The canoe's value when the submission was sent, in words. */
      current: z.string().nullable(),
      value: z.string(),
      explanation: z.string().nullable(),
    })
    .nullable(),
  canoe: z
    .object({
      name: z.string(),
      hull_id: z.string().nullable(),
      type_id: z.number().int().nullable(),
      build_date: z.string().nullable(),
      origin: z.string().nullable(),
      steward: z.string().nullable(),
      maker: z.string().nullable(),
    })
    .nullable(),
  photos: z.array(submissionPhotoResponse),
  photo_count: z.number().int(),
  recording: submissionRecordingResponse.nullable(),
  /** The name the sender chose to show ("Anonymous" when none). */
  shown_name: z.string(),
  /** Contact details: only the admin group (the group named "admin") is sent these; null for others. */
  email: z.string().nullable(),
  notify: z.boolean(),
  /** Whether the sender left an email and asked to be told the outcome: a rejection's note reaches them only then. */
  sender_told: z.boolean(),
  /** Other submissions from the same email address (compared without case); 0 when this one has no email. */
  same_sender_count: z.number().int(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  review_note: z.string().nullable(),
  /** What an approval made: the story, the new canoe. */
  story_id: z.number().int().nullable(),
  created_canoe_id: z.number().int().nullable(),
  /** When a keeper erased the sender's words on request, and who; null when not erased. */
  erased_at: z.string().nullable(),
  erased_by: z.string().nullable(),
  /** Shared for this protocol's members only: what it publishes is kept for them (decision 020). */
  protocol_id: z.number().int().nullable(),
  /** That protocol's name ("Shared for … only" in the queue and the review). */
  protocol_name: z.string().nullable(),
});
export type Submission = z.output<typeof submissionResponse>;

export const submissionCountResponse = z.object({
  pending: z.number().int(),
  /** Days a rejected or spam submission is kept after its review (SUBMISSION_KEEP_CLOSED_DAYS); 0: kept. */
  keep_closed_days: z.number().int(),
});
export type SubmissionCount = z.output<typeof submissionCountResponse>;

/** A published story, as the canoe page's Stories tab shows it. */
export const storyResponse = z.object({
  story_id: z.number().int(),
  canoe_id: z.number().int(),
  title: z.string().nullable(),
  /** Cleaned rich text: paragraphs, emphasis and links. In English; empty when the story is only in ʻŌlelo Hawaiʻi. */
  body: z.string(),
  /** The same story in ʻŌlelo Hawaiʻi (decision 027), cleaned as `body`. */
  body_haw: z.string().nullable(),
  /** The name the sender chose to show. */
  shown_name: z.string(),
  /** When it was shared (ISO), and when it was published. */
  shared_at: z.string(),
  published_at: z.string(),
  licence: z.string().nullable(),
  licence_words: z.string().nullable(),
  licence_url: z.string().nullable(),
  /** The time it tells of, as a keeper recorded it (EDTF with its earliest and latest days); null when unknown. */
  ...dateResponseFields('told_of'),
  /** How it is kept for a protocol, for those who may see it (null: public; decision 020). */
  kept_for: keptForResponse.nullable().optional(),
});
export type Story = z.output<typeof storyResponse>;

export const canoeStoryParams = z.object({ id: recordIdParam('Canoe'), storyId: recordIdParam('Story') });

/**
 * Body of PATCH /api/canoes/{id}/stories/{storyId}: a keeper adds or corrects the story's English or ʻŌlelo Hawaiʻi
 * text (decision 027). A version left out stays; null or empty removes it, but one must remain.
 */
export const storyTextBody = z.object({
  body: optionalHtml().meta({
    description: 'The story in English (rich text, cleaned as a shared story is)',
  }),
  body_haw: optionalHtml().meta({
    description: 'The story in ʻŌlelo Hawaiʻi (rich text, cleaned the same way)',
  }),
  told_of: optionalDate().meta({
    description:
      'The time the story tells of, as precise as it is known ("1925", "192X", "1925~"); left out it stays, null or ' +
      'empty clears it',
  }),
});
export type StoryTextBody = z.input<typeof storyTextBody>;
export const canoeStoriesParams = z.object({ id: recordIdParam('Canoe') });
