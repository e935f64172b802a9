/** Sources: a citation of a canoe's own details, or of one of its names, ownerships, restorations, results, photos. */
import type { Db } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { insertSource, listRecordSources } from '../modules/sources/source.repository.ts';
import type { SourceKind, SourceRecordType } from '../../shared/api/sources.ts';
import { buildCanoe } from './canoe.builder.ts';
import { nfc } from './builder-support.ts';

export interface SourceOverrides {
  /** The canoe whose page shows it (made when omitted). */
  canoeId?: number;
  /** What it supports, with the record's id; the canoe itself when omitted. */
  record?: { type: Exclude<SourceRecordType, 'canoe'>; id: number };
  kind?: SourceKind;
  citation?: string;
  url?: string | null;
  teller?: string | null;
  tellerNamed?: boolean;
}

/** Adds the source after the record's others. */
export async function buildSource(
  db: Db,
  overrides: SourceOverrides = {},
): Promise<Row<'sources'> & { id: number }> {
  const canoeId = overrides.canoeId ?? (await buildCanoe(db)).canoe_id;
  const owner = overrides.record
    ? { canoeId, type: overrides.record.type, id: overrides.record.id }
    : { canoeId, type: 'canoe' as const, id: canoeId };
  const kind = overrides.kind ?? 'newspaper';
  const position = (await listRecordSources(db.kysely, owner)).length + 1;
  const row = await insertSource(db.kysely, owner, {
    position,
    kind,
    citation: nfc(
      overrides.citation ?? 'Honolulu Star-Bulletin, “Koa canoe returns to Kailua”, 12 June 1962, p. 4',
    )!,
    url: overrides.url ?? null,
    teller: kind === 'oral_history' ? nfc(overrides.teller ?? null) : null,
    teller_named: overrides.tellerNamed ? 1 : 0,
  });
  return { ...row, id: row.source_id };
}
