/**
 * A canoe's content takes the canoe's protection (decision 020), and a source the protection of the record it
 * cites, unless one is set on the row itself (`protection_own` = 1). The change history's writes
 * (db/history.ts) apply it to every new row and to a row moved to another record, so no service can forget it;
 * modules/protocols spreads a record's new protection to what inherits it.
 */
import { sql } from 'kysely';
import type { Executor } from './database.ts';

/** The tables whose rows inherit, and the column naming what each inherits from. */
export const INHERITING = {
  canoe_names: ['canoe_id'],
  ownerships: ['canoe_id'],
  restorations: ['canoe_id'],
  race_participations: ['canoe_id'],
  canoe_media: ['canoe_id'],
  stories: ['canoe_id'],
  recordings: ['canoe_id'],
  sources: ['canoe_id', 'canoe_name_id', 'ownership_id', 'restoration_id', 'participation_id', 'media_id'],
} as const;
export type InheritingTable = keyof typeof INHERITING;

/** What a source cites, most specific first: its column, the table and that table's id. */
const CITED = [
  ['media_id', 'canoe_media'],
  ['canoe_name_id', 'canoe_names'],
  ['ownership_id', 'ownerships'],
  ['restoration_id', 'restorations'],
  ['participation_id', 'race_participations'],
] as const;

export const isInheriting = (table: string): table is InheritingTable => Object.hasOwn(INHERITING, table);

async function protectionOf(
  db: Executor,
  table: string,
  idColumn: string,
  id: unknown,
): Promise<number | null> {
  const found = await sql<{ protection_id: number | null }>`
    select protection_id from ${sql.table(table)} where ${sql.ref(idColumn)} = ${id}`.execute(db);
  return found.rows[0]?.protection_id ?? null;
}

/** The protection a row of `table` takes from what it belongs to. */
export async function parentProtection(
  db: Executor,
  table: InheritingTable,
  row: Record<string, unknown>,
): Promise<number | null> {
  if (table === 'sources') {
    for (const [column, cited] of CITED) {
      if (row[column] !== null && row[column] !== undefined)
        return protectionOf(db, cited, column, row[column]);
    }
  }
  return protectionOf(db, 'canoes', 'canoe_id', row.canoe_id);
}

/** A new row's values with the protection it inherits, unless it has its own. */
export async function withInheritedProtection<V extends object>(
  db: Executor,
  table: string,
  values: V,
): Promise<V> {
  if (!isInheriting(table)) return values;
  const row = values as Record<string, unknown>;
  if (row.protection_own === 1) return values;
  return { ...values, protection_id: await parentProtection(db, table, row), protection_own: 0 };
}

/** Does this update move the row to another record it inherits from? */
export function movesParent(table: string, values: object): boolean {
  return isInheriting(table) && INHERITING[table].some((column) => Object.hasOwn(values, column));
}
