/** Queries of recordings' files and their parts (migration 044, decision 035). */
import type { Executor } from '../../db/database.ts';
import type { NewRow } from '../../db/tables.ts';

export async function insertFileRow(db: Executor, values: NewRow<'recording_files'>): Promise<number> {
  const row = await db
    .insertInto('recording_files')
    .values(values)
    .returning('file_id')
    .executeTakeFirstOrThrow();
  return row.file_id;
}

export async function insertFilePart(db: Executor, fileId: number, partNo: number, bytes: Uint8Array) {
  await db.insertInto('recording_file_parts').values({ file_id: fileId, part_no: partNo, bytes }).execute();
}

export async function setFileSha256(db: Executor, fileId: number, sha256: string) {
  await db.updateTable('recording_files').set({ sha256 }).where('file_id', '=', fileId).execute();
}

export function findRecordingFile(db: Executor, fileId: number) {
  return db.selectFrom('recording_files').selectAll().where('file_id', '=', fileId).executeTakeFirst();
}

export async function readFilePart(db: Executor, fileId: number, partNo: number): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('recording_file_parts')
    .select('bytes')
    .where('file_id', '=', fileId)
    .where('part_no', '=', partNo)
    .executeTakeFirst();
  return row?.bytes ?? null;
}

/**
 * Deletes the files (all of them sent before `before`, or those of `fileIds`) that no recording, no change and no
 * submission names; their parts go with them (and an unclaimed share-form upload of one). How many were deleted.
 */
export async function deleteUnnamedFiles(
  db: Executor,
  which: { before: string } | { fileIds: number[] },
): Promise<number> {
  const result = await db
    .deleteFrom('recording_files')
    .where((eb) =>
      'fileIds' in which ? eb('file_id', 'in', which.fileIds) : eb('created_at', '<', which.before),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('recordings as r')
            .select('r.recording_id')
            .whereRef('r.file_id', '=', 'recording_files.file_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('change_recording_files as c')
            .select('c.change_id')
            .whereRef('c.file_id', '=', 'recording_files.file_id'),
        ),
      ),
    )
    // A recording a visitor shared, waiting for review (migration 045).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('submission_recordings as s')
            .select('s.submission_id')
            .whereRef('s.file_id', '=', 'recording_files.file_id'),
        ),
      ),
    )
    .returning(['file_id', 'object_key'])
    .execute();
  // Objects in the bucket are deleted once this transaction has committed (media/image-objects.ts).
  const created_at = new Date().toISOString();
  const deletions = result.flatMap((row) =>
    row.object_key ? [{ object_key: row.object_key, created_at }] : [],
  );
  if (deletions.length) {
    await db
      .insertInto('image_object_deletions')
      .values(deletions)
      .onConflict((oc) => oc.column('object_key').doNothing())
      .execute();
  }
  return result.length;
}

/** Whether a recording file's row names this object of the bucket. */
export async function recordingObjectInUse(db: Executor, objectKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('recording_files')
    .select('file_id')
    .where('object_key', '=', objectKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Lists a bucket object to delete once no row names it (media/image-objects.ts runs the list). */
export async function queueObjectDeletion(db: Executor, objectKey: string) {
  await db
    .insertInto('image_object_deletions')
    .values({ object_key: objectKey, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('object_key').doNothing())
    .execute();
}
