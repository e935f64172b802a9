/**
 * What happens to a canoe over the years, as "Through the Years" counts it by decade and the registry filters by
 * it (decision 029): built, renamed (a name other than its first began), restored, raced. A date counts in the
 * years its earliest day falls in, so "1950/1960" is of the 1950s only and each date counts once.
 */

/** The kinds of event, in the order the page shows them. */
export const CANOE_EVENTS = ['built', 'renamed', 'restored', 'raced'] as const;
export type CanoeEvent = (typeof CANOE_EVENTS)[number];

/** The years of a decade, by its first year: 1960 → 1960–1969. */
export const decadeYears = (decade: number) => ({ from: decade, to: decade + 9 });

/**
 * The registry's address parameters of an event filter: the search contract's own names (`event`, `event_from`,
 * `event_to`), so a link made here lands on the filter the registry reads.
 */
export function eventFilterQuery(event: CanoeEvent, from: number, to: number): string {
  return `event=${event}&event_from=${from}&event_to=${to}`;
}
