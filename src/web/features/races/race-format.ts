/** Wording shared by the race list and the race page. */

/** '{n} entries', '1 entry', 'No entries'. */
export function entriesLabel(count: number): string {
  if (count === 0) return 'No entries';
  return count === 1 ? '1 entry' : `${count} entries`;
}

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
export function ordinal(position: number): string {
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${position}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][position % 10] ?? 'th';
  return `${position}${suffix}`;
}
