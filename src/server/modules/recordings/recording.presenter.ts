/** A recording as clients see it: the addresses of its bytes and captions, and its teller only with consent. */
import type { Recording } from '../../../shared/api/recordings.ts';
import type { PhotoLicence } from '../../../shared/photo-licences.ts';
import type { RecordingRow } from './recording.repository.ts';
import { presentDate } from '../../text/present-date.ts';

/** The address of a recording's bytes, with its version so a browser's copy is replaced when it changes. */
export const recordingFileUrl = (row: Pick<RecordingRow, 'canoe_id' | 'recording_id' | 'sha256'>) =>
  `/api/canoes/${row.canoe_id}/recordings/${row.recording_id}/file?v=${row.sha256.slice(0, 16)}`;

export function presentRecording(row: RecordingRow, isAdmin: boolean): Recording {
  const named = row.teller_named === 1;
  const base = `/api/canoes/${row.canoe_id}/recordings/${row.recording_id}`;
  return {
    recording_id: row.recording_id,
    canoe_id: row.canoe_id,
    title: row.title,
    description: row.description,
    // A teller who did not agree to be named is named to administrators only (as an oral-history source's).
    teller: named || isAdmin ? row.teller : null,
    teller_named: named,
    ...presentDate('recorded_date', row.recorded_date),
    recorded_by: row.recorded_by,
    licence: row.licence as PhotoLicence | null,
    story_id: row.story_id,
    source_id: row.source_id,
    file: {
      format: row.format,
      mime_type: row.mime_type,
      kind: row.kind,
      byte_size: Number(row.byte_size),
      duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    },
    transcript: row.transcript,
    url: recordingFileUrl(row),
    captions_url: row.transcript ? `${base}/captions.vtt` : null,
    uploaded_by: row.uploaded_by,
    uploaded_at: row.uploaded_at,
  };
}
