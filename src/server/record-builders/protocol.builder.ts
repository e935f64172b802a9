/** Protocols, their members, and records kept for them (decision 020). */
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { foldText } from '../../shared/text.ts';
import { insertMember, insertProtocol } from '../modules/protocols/protocol.repository.ts';
import { setProtection } from '../modules/protocols/protocol.service.ts';
import type { KeepableKind, ProtectionBody, ProtocolRole } from '../../shared/api/protocols.ts';
import { nfc } from './builder-support.ts';

export interface ProtocolOverrides {
  name?: string;
  description?: string | null;
}

export async function buildProtocol(
  db: Db,
  overrides: ProtocolOverrides = {},
): Promise<Row<'protocols'> & { id: number }> {
  const name = nfc(overrides.name ?? 'Kahananui ʻohana')!;
  const now = nowIso();
  const row = await insertProtocol(db.kysely, {
    name,
    name_folded: foldText(name),
    description: overrides.description ?? null,
    created_at: now,
    updated_at: now,
  });
  return { ...row, id: row.protocol_id };
}

/** The account (by its id) becomes a member, or a keeper, of the protocol. */
export async function buildProtocolMember(
  db: Db,
  protocolId: number,
  userId: number,
  role: ProtocolRole = 'member',
) {
  return insertMember(db.kysely, { protocol_id: protocolId, user_id: userId, role, added_at: nowIso() });
}

/** Keeps a record for the protocols, as a keeper sets it (visitors see nothing of it unless `shown_as` says). */
export async function keepFor(
  db: Db,
  kind: KeepableKind,
  id: number,
  protocolIds: number[],
  options: Partial<Omit<ProtectionBody, 'protocol_ids'>> = {},
) {
  return setProtection(db, kind, id, {
    inherit: false,
    visibility: 'protocols',
    protocols_needed: 'any',
    shown_as: 'nothing',
    ...options,
    protocol_ids: protocolIds,
  });
}
