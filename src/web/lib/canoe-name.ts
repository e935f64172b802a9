import type { CanoeName, CanoeSummary } from '../../shared/api/index.ts';

/** A canoe's display name for lists and cards: the current name, else its name field, else 'Canoe #{id}'. */
export function canoeDisplayName(canoe: Pick<CanoeSummary, 'canoe_id' | 'current_name' | 'name'>): string {
  return canoe.current_name || canoe.name || `Canoe #${canoe.canoe_id}`;
}

/**
 * The canoe page's title (spec §2): the most recent name in the name list, else the canoe's name, else 'Canoe #{id}'.
 * Most recent = the open name if there is one, else the latest start date.
 */
export function canoeTitle(canoe: Pick<CanoeSummary, 'canoe_id' | 'name'>, names: CanoeName[]): string {
  const open = names.find((n) => !n.end_date);
  if (open) return open.name;
  const latest = [...names].sort((a, b) =>
    (b.start_date_earliest ?? '').localeCompare(a.start_date_earliest ?? ''),
  )[0];
  return latest?.name || canoe.name || `Canoe #${canoe.canoe_id}`;
}
