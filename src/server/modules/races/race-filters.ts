/** The repository's filters from GET /races' validated query (src/shared/api/races.ts). */
import type { RaceListQuery } from '../../../shared/api/races.ts';
import { foldText } from '../../../shared/text.ts';
import type { RaceFilters } from './race.repository.ts';

export function raceFilters(query: RaceListQuery): RaceFilters {
  const q = foldText(query.q);
  return {
    q: q || undefined,
    year: query.year,
    dateFrom: query.date_from ?? undefined,
    dateTo: query.date_to ?? undefined,
    canoeId: query.canoe_id ?? undefined,
  };
}
