/** Which fields of a source leave the server: an oral history's teller only when they agreed, or to an administrator. */
import type { Source, SourceKind, SourceRecordType } from '../../../shared/api/sources.ts';
import { PART_COLUMNS, type SourceRow } from './source.repository.ts';

/** The record a source supports: the part whose column is set, else the canoe itself. */
export function recordOf(row: SourceRow): { record_type: SourceRecordType; record_id: number } {
  for (const [type, column] of Object.entries(PART_COLUMNS) as [SourceRecordType, keyof SourceRow][]) {
    const id = row[column];
    if (id != null) return { record_type: type, record_id: Number(id) };
  }
  return { record_type: 'canoe', record_id: row.canoe_id };
}

export function presentSource(row: SourceRow, isAdmin: boolean): Source {
  const named = row.teller_named === 1;
  return {
    source_id: row.source_id,
    canoe_id: row.canoe_id,
    ...recordOf(row),
    position: row.position,
    kind: row.kind as SourceKind,
    citation: row.citation,
    url: row.url,
    teller: named || isAdmin ? row.teller : null,
    teller_named: named,
  };
}
