/** Kysely queries for a canoe's recordings (migration 044). */
import type { Database, DateTwinColumns, ProtectionColumns, Row } from '../../db/tables.ts';
import type { Executor } from '../../db/database.ts';
import { visibleTo } from '../../db/visibility.ts';
import type { Viewer } from '../../core/viewer.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import { currentNameRow } from '../../db/current-name.ts';
import { contains } from '../../db/query-helpers.ts';

export type NewRecordingRow = Omit<
  Database['recordings'],
  'recording_id' | 'transcript_folded' | DateTwinColumns | ProtectionColumns
>;

/** The columns a keeper writes about a recording (the file and the uploader stay). */
export const RECORDING_WORD_FIELDS = [
  'title',
  'description',
  'teller',
  'teller_named',
  'recorded_date',
  'recorded_by',
  'licence',
  'story_id',
  'source_id',
  'transcript',
] as const;
export type RecordingWordField = (typeof RECORDING_WORD_FIELDS)[number];

/** A recording with what clients are told of its file (never the bytes). */
function recordingWithFile(db: Executor) {
  return db
    .selectFrom('recordings as r')
    .innerJoin('recording_files as f', 'f.file_id', 'r.file_id')
    .select([
      'r.recording_id',
      'r.canoe_id',
      'r.file_id',
      'r.title',
      'r.description',
      'r.teller',
      'r.teller_named',
      'r.recorded_date_edtf as recorded_date',
      'r.recorded_by',
      'r.licence',
      'r.story_id',
      'r.source_id',
      'r.transcript',
      'r.uploaded_by',
      'r.uploaded_at',
      'r.protection_id',
      'r.protection_own',
      'f.format',
      'f.mime_type',
      'f.kind',
      'f.byte_size',
      'f.part_bytes',
      'f.duration_seconds',
      'f.sha256',
      'f.object_key',
    ]);
}

export type RecordingRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof recordingWithFile>['executeTakeFirst']>>
>;

/** The canoe's recordings this viewer may see, in the order added. */
export function listRecordings(db: Executor, canoeId: number, viewer: Viewer) {
  return recordingWithFile(db)
    .where('r.canoe_id', '=', canoeId)
    .where(visibleTo(viewer, 'r.protection_id'))
    .orderBy('r.recording_id')
    .execute();
}

/** One recording of one canoe (undefined when missing or another canoe's), whoever may see it. */
export function findRecording(db: Executor, canoeId: number, recordingId: number) {
  return recordingWithFile(db)
    .where('r.canoe_id', '=', canoeId)
    .where('r.recording_id', '=', recordingId)
    .executeTakeFirst();
}

export function insertRecording(db: Executor, row: NewRecordingRow): Promise<Row<'recordings'>> {
  return trackedInsert(db, 'recordings', row);
}

export async function updateRecording(
  db: Executor,
  recordingId: number,
  changes: Partial<Pick<NewRecordingRow, RecordingWordField>>,
) {
  await trackedUpdate(db, 'recordings', { recording_id: recordingId }, changes);
}

export async function deleteRecordingRow(db: Executor, recordingId: number) {
  await trackedDelete(db, 'recordings', { recording_id: recordingId });
}

/**
 * The recordings whose transcript holds `folded` (folded as names are), that this viewer may see on canoes they may
 * see, with each canoe's current name as they see it; at most `limit`, in the order the canoes' names sort.
 */
export function recordingsSaying(db: Executor, folded: string, viewer: Viewer, limit: number) {
  return db
    .selectFrom('recordings as r')
    .innerJoin('canoes as c', 'c.canoe_id', 'r.canoe_id')
    .select(['r.recording_id', 'r.canoe_id', 'r.title', 'r.transcript'])
    .select((eb) => currentNameRow(eb.ref('c.canoe_id'), viewer).select('cur.name').as('canoe_name'))
    .where(contains('r.transcript_folded', folded))
    .where(visibleTo(viewer, 'r.protection_id'))
    .where(visibleTo(viewer, 'c.protection_id'))
    .orderBy('c.name_sort_group')
    .orderBy('c.name_sort')
    .orderBy('r.recording_id')
    .limit(limit)
    .execute();
}

/** The story, if it is one of the canoe's. */
export function storyOfCanoe(db: Executor, canoeId: number, storyId: number) {
  return db
    .selectFrom('stories')
    .select('story_id')
    .where('canoe_id', '=', canoeId)
    .where('story_id', '=', storyId)
    .executeTakeFirst();
}

/** The oral-history source, if it is one of the canoe's, with its teller and consent. */
export function oralHistoryOfCanoe(db: Executor, canoeId: number, sourceId: number) {
  return db
    .selectFrom('sources')
    .select(['source_id', 'teller', 'teller_named'])
    .where('canoe_id', '=', canoeId)
    .where('source_id', '=', sourceId)
    .where('kind', '=', 'oral_history')
    .executeTakeFirst();
}
