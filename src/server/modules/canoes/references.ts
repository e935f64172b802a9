/** Checks that ids named in a request body exist, so a bad id answers 400 with a field message, not an FK error. */
import { canoeExists, recordExists } from '../../db/records.ts';
import { badRequest } from '../../http/errors.ts';
import type { Executor } from './canoe.repository.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { english } from '../../../shared/i18n/english.ts';
import { validationArea } from '../../../shared/i18n/messages/validation.ts';

export interface ReferenceChecks {
  maker_id?: number | null;
  owner_id?: number | null;
  canoe_id?: number | null;
  origin_place_id?: number | null;
  home_place_id?: number | null;
}

export async function missingReferences(
  db: Executor,
  refs: ReferenceChecks,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (refs.maker_id != null && !(await recordExists(db, 'makers', refs.maker_id))) {
    fields.maker_id = `No maker with id ${refs.maker_id}`;
  }
  if (refs.owner_id != null && !(await recordExists(db, 'owners', refs.owner_id))) {
    fields.owner_id = english(serverArea.noStewardWithId, { id: refs.owner_id });
  }
  if (refs.canoe_id != null && !(await canoeExists(db, refs.canoe_id))) {
    fields.canoe_id = english(serverArea.noCanoeWithId, { id: refs.canoe_id });
  }
  for (const column of ['origin_place_id', 'home_place_id'] as const) {
    const id = refs[column];
    if (id != null && !(await recordExists(db, 'places', id)))
      fields[column] = english(validationArea.selectPlace);
  }
  return fields;
}

/** Throw a 400 naming each field whose id does not exist. */
export async function assertReferences(db: Executor, refs: ReferenceChecks): Promise<void> {
  const fields = await missingReferences(db, refs);
  const messages = Object.values(fields);
  if (messages.length) {
    throw badRequest(messages.length > 1 ? serverArea.correctFields : messages[0], fields);
  }
}

/** Today's date as `YYYY-MM-DD` (UTC), the default start of names and ownerships. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
