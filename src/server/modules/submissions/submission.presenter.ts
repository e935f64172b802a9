/** Which fields of a submission and a story leave the server, typed by the contract's response schemas. */
import { dateWords, presentDate } from '../../text/present-date.ts';
import { imageUrls } from '../media/image-urls.ts';
import { LICENCE_INFO, type PhotoLicence } from '../../../shared/photo-licences.ts';
import {
  ANONYMOUS_SENDER,
  CORRECTION_FIELD_LABELS,
  type CorrectionField,
  type StoryLanguage,
  type Story,
  type Submission,
} from '../../../shared/api/submissions.ts';
import type { Row } from '../../db/tables.ts';
import type { SubmissionPhotoRow, SubmissionRow } from './submission.repository.ts';
import type { SubmissionRecordingRow } from './shared-recording.repository.ts';
import type { RecordingFile } from '../../../shared/api/recordings.ts';

export const submissionRecordingPath = (submissionId: number) =>
  `/api/submissions/${submissionId}/recording/file`;

/** A submission's recording as the moderation page shows it. */
function presentSharedRecording(submissionId: number, row: SubmissionRecordingRow): Submission['recording'] {
  const file =
    row.file_id === null || row.format === null
      ? null
      : {
          format: row.format,
          mime_type: row.mime_type!,
          kind: row.kind as RecordingFile['kind'],
          byte_size: Number(row.byte_size),
          duration_seconds: row.duration_seconds,
        };
  return {
    title: row.title,
    teller: row.teller,
    teller_named: row.teller_named === 1,
    recorded_date: row.recorded_date,
    recorded_date_words: row.recorded_date ? dateWords(row.recorded_date) : null,
    recorded_by: row.recorded_by,
    licence: row.licence,
    transcript: row.transcript,
    file,
    // The address changes with the file, so a browser never plays a file it kept of another.
    url: file ? `${submissionRecordingPath(submissionId)}?v=${row.sha256!.slice(0, 12)}` : null,
    recording_id: row.recording_id,
  };
}

export const submissionPhotoPath = (submissionId: number, photoId: number) =>
  `/api/submissions/${submissionId}/photos/${photoId}/image`;

/** The kept correction: what the sender said, and the canoe's value (in words) when they said it. */
export interface StoredCorrection {
  field: CorrectionField;
  value: string;
  explanation: string | null;
  current: string | null;
}

export interface StoredNewCanoe {
  name: string;
  hull_id: string | null;
  type_id: number | null;
  build_date: string | null;
  origin: string | null;
  steward: string | null;
  maker: string | null;
}

/** A new canoe as kept: every field present, null where the sender left it out. */
export function storedNewCanoe(canoe: Partial<StoredNewCanoe> & { name: string }): StoredNewCanoe {
  return {
    name: canoe.name,
    hull_id: canoe.hull_id ?? null,
    type_id: canoe.type_id ?? null,
    build_date: canoe.build_date ?? null,
    origin: canoe.origin ?? null,
    steward: canoe.steward ?? null,
    maker: canoe.maker ?? null,
  };
}

export const shownName = (senderName: string | null | undefined) => senderName || ANONYMOUS_SENDER;

function parsed<T>(json: string | null): T | null {
  return json ? (JSON.parse(json) as T) : null;
}

export function presentSubmission(
  row: SubmissionRow,
  photos: SubmissionPhotoRow[],
  sameSenderCount: number,
  seesContacts: boolean,
  recording?: SubmissionRecordingRow,
): Submission {
  const correction = parsed<StoredCorrection>(row.correction_json);
  const canoe = parsed<StoredNewCanoe>(row.canoe_json);
  return {
    submission_id: row.submission_id,
    kind: row.kind,
    status: row.status,
    canoe_id: row.canoe_id,
    canoe_name: row.canoe_name ?? row.canoe_label ?? (row.canoe_id != null ? `Canoe #${row.canoe_id}` : null),
    title: row.title,
    story: row.story,
    story_language: (row.story_language === 'haw' ? 'haw' : 'en') satisfies StoryLanguage,
    licence: row.licence,
    correction: correction
      ? {
          field: correction.field,
          label: CORRECTION_FIELD_LABELS[correction.field],
          current: correction.current,
          value: correction.value,
          explanation: correction.explanation,
        }
      : null,
    canoe: canoe ? storedNewCanoe(canoe) : null,
    photos: photos.map((photo) => {
      const urls = imageUrls(submissionPhotoPath(row.submission_id, photo.photo_id), photo.etag);
      return {
        photo_id: photo.photo_id,
        position: photo.position,
        caption: photo.caption,
        credit: photo.credit,
        date_taken: photo.date_taken,
        date_taken_words: photo.date_taken ? dateWords(photo.date_taken) : null,
        licence: photo.licence,
        image_url: photo.image_id == null ? null : urls.url,
        thumbnail_url: photo.image_id == null ? null : urls.thumbnail_url,
        media_id: photo.media_id,
      };
    }),
    photo_count: photos.length,
    recording: recording ? presentSharedRecording(row.submission_id, recording) : null,
    shown_name: shownName(row.sender_name),
    email: seesContacts ? row.email : null,
    notify: row.notify === 1,
    sender_told: Boolean(row.email) && row.notify === 1,
    same_sender_count: sameSenderCount,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    reviewed_by: row.reviewed_by_name,
    review_note: row.review_note,
    story_id: row.story_id,
    created_canoe_id: row.created_canoe_id,
    erased_at: row.erased_at,
    erased_by: row.erased_by_name,
    protocol_id: row.protocol_id ?? null,
    protocol_name: row.protocol_id == null ? null : row.protocol_name,
  };
}

export function presentStory(row: Row<'stories'>): Story {
  const info = row.licence ? LICENCE_INFO[row.licence as PhotoLicence] : null;
  return {
    story_id: row.story_id,
    canoe_id: row.canoe_id,
    title: row.title,
    body: row.body,
    body_haw: row.body_haw,
    shown_name: row.shown_name,
    shared_at: row.shared_at,
    published_at: row.published_at,
    licence: row.licence,
    licence_words: info?.words ?? null,
    licence_url: info?.url ?? null,
    ...presentDate('told_of', row.told_of_edtf),
  };
}
