/**
 * "Through the Years" (issue 35, decision 029): canoes built, renamed, restored and raced, counted by decade as
 * the viewer may see them. The counts come from the rows the registry's event filter reads
 * (canoe-events.repository.ts), so each bar's link lists the canoes it counted.
 */
import type { CanoeDecades, DecadeCounts } from '../../../shared/api/canoe-decades.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import type { Db } from '../../db/database.ts';
import { decadeCounts } from './canoe-events.repository.ts';

/** Every decade with an event, earliest first, each kind's count (0 where none). */
export async function canoeDecades(db: Db, viewer: Viewer = VISITOR): Promise<CanoeDecades> {
  const byDecade = new Map<number, DecadeCounts>();
  for (const row of await decadeCounts(db.kysely, viewer)) {
    let counts = byDecade.get(row.decade);
    if (!counts) {
      counts = { decade: row.decade, built: 0, renamed: 0, restored: 0, raced: 0 };
      byDecade.set(row.decade, counts);
    }
    counts[row.event] = row.canoes;
  }
  return { decades: [...byDecade.values()].sort((a, b) => a.decade - b.decade) };
}
