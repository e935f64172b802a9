/**
 * Each canoe's text for a visitor's search box (migration 030, decision 025) is kept by triggers: whatever writes
 * a name, an ownership, a steward's name or a canoe's protection, the text follows, and a visitor's search with
 * it. Records are made by the record builders; changes go straight to the tables, as an import, a revert or a
 * restore writes them, or through the protocols' own writer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../shared/text.ts';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
import { VISITOR } from '../core/viewer.ts';
import { listCanoeSummaries } from '../modules/canoes/canoe.repository.ts';
import {
  buildCanoe,
  buildCanoeName,
  buildOwner,
  buildOwnership,
  buildProtocol,
  keepFor,
} from '../record-builders/index.ts';
import type { Db } from './database.ts';

let db: Db;
let drop: () => Promise<void>;
let protocol: number;

beforeAll(async () => {
  const opened = await openTestDatabase({ migrated: true, speedups: true });
  db = opened.db;
  drop = opened.drop;
  protocol = (await buildProtocol(db)).id;
});

afterAll(async () => {
  await drop?.();
});

/** A canoe without a name yet. */
const addCanoe = async () => (await buildCanoe(db, { name: null })).canoe_id;

/** A current name, or a former one (`former`: 1950–1970) where the canoe has a current name already. */
const addName = async (canoeId: number, name: string, former = false) =>
  (
    await buildCanoeName(
      db,
      canoeId,
      former ? { name, start_date: '1950-01-01', end_date: '1970-01-01' } : { name },
    )
  ).canoe_name_id;

/** The canoe's text, its lines in alphabetical order (the order they are kept in is the database's). */
const textOf = async (canoeId: number) =>
  (
    await db.kysely
      .selectFrom('canoe_search_texts')
      .select('text')
      .where('canoe_id', '=', canoeId)
      .executeTakeFirst()
  )?.text
    .split('\n')
    .sort()
    .join('\n');

/** The canoes a visitor's search for `q` finds. */
const found = async (q: string) =>
  (await listCanoeSummaries(db.kysely, { limit: 24, offset: 0 }, { q }, VISITOR)).rows.map((r) => r.canoe_id);

describe("a canoe's text for a visitor's search", () => {
  it('follows its names as they are added, changed and removed', async () => {
    const canoe = await addCanoe();
    const name = await addName(canoe, 'Hōkūleʻa');
    await addName(canoe, 'Star of Gladness', true);
    expect(await textOf(canoe)).toBe('hokulea\nstar of gladness');
    expect(await found('hokule')).toEqual([canoe]);

    await db.kysely
      .updateTable('canoe_names')
      .set({ name: 'Hōkūalakaʻi', name_folded: foldText('Hōkūalakaʻi') })
      .where('canoe_name_id', '=', name)
      .execute();
    expect(await found('hokule')).toEqual([]);
    expect(await found('Hōkūalakaʻi')).toEqual([canoe]);

    await db.kysely.deleteFrom('canoe_names').where('canoe_name_id', '=', name).execute();
    expect(await textOf(canoe)).toBe('star of gladness');
    expect(await found('hokualakai')).toEqual([]);
  });

  it('holds the current stewards, by their name as it is now', async () => {
    const canoe = await addCanoe();
    await addName(canoe, 'Mākaʻala');
    const owner = (await buildOwner(db, { name: 'Kealoha ʻOhana' })).owner_id;
    const { ownership_id: ownership } = await buildOwnership(db, {
      canoeId: canoe,
      ownerId: owner,
      start_date: '1990-01-01',
    });
    expect(await found('kealoha')).toEqual([canoe]);

    await db.kysely
      .updateTable('owners')
      .set({ name: 'Kealoha Hale', name_folded: foldText('Kealoha Hale') })
      .where('owner_id', '=', owner)
      .execute();
    expect(await textOf(canoe)).toBe('kealoha hale\nmakaala');
    expect(await found('kealoha hale')).toEqual([canoe]);

    // An ownership that ended no longer finds the canoe by its steward.
    await db.kysely
      .updateTable('ownerships')
      .set({ end_date: '2001-01-01' })
      .where('ownership_id', '=', ownership)
      .execute();
    expect(await found('kealoha')).toEqual([]);
    expect(await found('makaala')).toEqual([canoe]);
  });

  it('leaves out what a visitor may not see: a name kept on its own, a kept canoe', async () => {
    const canoe = await addCanoe();
    await addName(canoe, 'Lanakila');
    const secret = await addName(canoe, 'Ka Inoa Huna', true);
    await keepFor(db, 'name', secret, [protocol]);
    expect(await textOf(canoe)).toBe('lanakila');
    expect(await found('inoa huna')).toEqual([]);

    // Kept with its canoe (which is public), the name finds it.
    await db.kysely
      .updateTable('canoe_names')
      .set({ protection_own: 0 })
      .where('canoe_name_id', '=', secret)
      .execute();
    expect(await found('inoa huna')).toEqual([canoe]);

    // The canoe kept: a visitor finds it by nothing; public again, by its names again.
    await keepFor(db, 'canoe', canoe, [protocol]);
    expect(await textOf(canoe)).toBe('');
    expect(await found('lanakila')).toEqual([]);
    await db.kysely
      .updateTable('canoes')
      .set({ protection_id: null })
      .where('canoe_id', '=', canoe)
      .execute();
    expect(await found('lanakila')).toEqual([canoe]);
  });

  it('goes with its canoe', async () => {
    const canoe = await addCanoe();
    await addName(canoe, 'Kaʻiulani');
    expect(await textOf(canoe)).toBe('kaiulani');
    await db.kysely.deleteFrom('canoes').where('canoe_id', '=', canoe).execute();
    expect(await textOf(canoe)).toBeUndefined();
    expect(await found('kaiulani')).toEqual([]);
  });
});
