/**
 * The line above a list's results (spec: "N canoe(s) found", plus the search text):
 * "1 steward found", "32 canoes found matching "kai""; "1000+ canoes found" when the server stopped counting
 * (a broad search: X-Total-Count-Capped).
 */
export function resultsLine(
  total: number,
  noun: readonly [one: string, many: string],
  q = '',
  capped = false,
): string {
  const search = q.trim();
  const count = capped ? `${total}+` : String(total);
  return `${count} ${total === 1 && !capped ? noun[0] : noun[1]} found${search ? ` matching "${search}"` : ''}`;
}
