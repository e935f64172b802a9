/**
 * The line above a list's results (spec: "N canoe(s) found", plus the search text):
 * "1 steward found", "32 canoes found matching "kai"".
 */
export function resultsLine(total: number, noun: readonly [one: string, many: string], q = ''): string {
  const search = q.trim();
  return `${total} ${total === 1 ? noun[0] : noun[1]} found${search ? ` matching "${search}"` : ''}`;
}
