import { MAX_RECORD_ID } from '../../shared/constants.ts';

/**
 * A record id from a route's :id; ids the server could never hold (0, '05', 'abc', too large) are simply missing,
 * so the page shows its Not Found without asking the server. Same digits as the server's page paths accept.
 */
export function parseRecordId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}
