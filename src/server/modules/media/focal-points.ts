/**
 * Focal points for photos stored before photos had one (migration 019): found one at a time on each photo's
 * thumbnail, in the low-priority image processes, after the server has started. Until a photo's turn comes it
 * is cropped around its centre, as it always was; nobody waits for this (docs/images.md).
 */
import type { Db } from '../../db/database.ts';
import { findFocalPoint } from './image-processing.ts';
import { findImageBytes, listPhotoImagesWithoutFocalPoint, storeFocalPoint } from './image.repository.ts';

/** Photos looked up per query (each one's thumbnail is read when its turn comes). */
const BATCH = 20;

/**
 * Find and keep the focal point of every photo that lacks one; answers how many were found. `stopped()` is
 * asked between photos, so a server that is stopping is not held up. A photo whose point cannot be found is
 * left centred and not tried again by this pass.
 */
export async function fillMissingFocalPoints(db: Db, stopped: () => boolean = () => false): Promise<number> {
  let found = 0;
  let after = 0;
  for (;;) {
    const batch = await listPhotoImagesWithoutFocalPoint(db.kysely, after, BATCH);
    if (batch.length === 0) return found;
    for (const { image_id: imageId } of batch) {
      if (stopped()) return found;
      after = imageId;
      const row = await findImageBytes(db.kysely, imageId, 'thumbnail');
      if (!row?.bytes) continue;
      const point = await findFocalPoint(Buffer.from(row.bytes));
      if (!point) continue;
      await storeFocalPoint(db.kysely, imageId, point);
      found += 1;
    }
  }
}
