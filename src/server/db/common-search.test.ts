/**
 * A search whose text is common (more canoes match than a search counts) answers from a walk of the registry in
 * name order (canoe.repository.ts `commonSearch`), a speed-up: it must find exactly what the search collected,
 * sorted and counted whole finds, for every caller, page and filter. The archive here is opened twice, with the
 * speed-ups on and off, and every answer compared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanoeSearch } from '../../shared/api/canoes.ts';
import { foldText } from '../../shared/text.ts';
import { openTestDatabase, reopenWithoutSpeedups } from '../../../tests/setup/test-app.ts';
import { EVERYTHING, VISITOR, type Viewer } from '../core/viewer.ts';
import {
  listCanoeSummaries,
  searchIsCommon,
  SEARCH_COUNT_CAP,
  STEWARD_WALK_FROM,
} from '../modules/canoes/canoe.repository.ts';
import type { Db } from './database.ts';

/**
 * More canoes than a search counts, so `ka` is common, and enough that the steward `kaleo` holds more than a
 * steward filter collects before it walks (decision 034), for every caller.
 */
const CANOES = Math.max(SEARCH_COUNT_CAP, STEWARD_WALK_FROM) * 2;
const FIRST_WORDS = ['Kaimana', 'Kalani', 'Kaʻula', 'Kāne', 'Kahiko'];

let on: Db;
let off: Db;
let drop: () => Promise<void>;
let kept: number;
let member: Viewer;

beforeAll(async () => {
  const opened = await openTestDatabase({ migrated: true, speedups: true });
  on = opened.db;
  drop = opened.drop;
  off = reopenWithoutSpeedups(on);
  const db = on.kysely;
  const now = new Date().toISOString();
  kept = (
    await db
      .insertInto('protections')
      .values({
        level: 'protocols',
        protocols_needed: 'any',
        shown_as: 'nothing',
        value_key: 'common-search',
      })
      .returning('protection_id')
      .executeTakeFirstOrThrow()
  ).protection_id;
  member = { ...VISITOR, protections: [kept] };
  const owners = await db
    .insertInto('owners')
    .values(
      ['Kaleo ʻOhana', 'Moani Lee'].map((name) => ({
        name,
        name_folded: foldText(name),
        owner_type: 'family',
        description_folded: '',
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('owner_id')
    .execute();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < CANOES; start += 200) {
      const numbers = Array.from({ length: Math.min(200, CANOES - start) }, (_, k) => start + k);
      // Every seventh canoe is kept for the protocol; every fifth is a fishing canoe from Hilo.
      const canoes = await trx
        .insertInto('canoes')
        .values(
          numbers.map((i) => ({
            origin: i % 5 === 0 ? 'Hilo' : 'Kona',
            origin_folded: i % 5 === 0 ? 'hilo' : 'kona',
            type_id: i % 5 === 0 ? 2 : 1,
            hull_id: `KC-${i}`,
            name_sort_group: 0,
            name_sort: '',
            protection_id: i % 7 === 0 ? kept : null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('canoe_id')
        .execute();
      const names = canoes.flatMap(({ canoe_id }, k) => {
        const i = numbers[k];
        const name = `${FIRST_WORDS[i % FIRST_WORDS.length]} ${String(i).padStart(4, '0')}`;
        const current = { start_date: null, end_date: null };
        // Every eleventh canoe is known by a public name without "ka" (first in order), and was by a "ka" name kept
        // on its own.
        if (i % 11 === 0) {
          return [
            { canoe_id, name: `Aloha ${i}`, protection_id: null, protection_own: 0, ...current },
            {
              canoe_id,
              name,
              protection_id: kept,
              protection_own: 1,
              start_date: '1950-01-01',
              end_date: '1970-01-01',
            },
          ];
        }
        return [{ canoe_id, name, protection_id: null, protection_own: 0, ...current }];
      });
      await trx
        .insertInto('canoe_names')
        .values(names.map((n) => ({ ...n, name_folded: foldText(n.name) })))
        .execute();
      for (const [k, { canoe_id }] of canoes.entries()) {
        const i = numbers[k];
        const first = names.find((n) => n.canoe_id === canoe_id)!;
        await trx
          .updateTable('canoes')
          .set({ name_sort: foldText(first.name) })
          .where('canoe_id', '=', canoe_id)
          .execute();
        // Most canoes are Kaleo ʻOhana's; every eighth is Moani Lee's, and every thirteenth's is kept on its own.
        await trx
          .insertInto('ownerships')
          .values({
            canoe_id,
            owner_id: owners[i % 8 === 0 ? 1 : 0].owner_id,
            start_date: '1990-01-01',
            end_date: null,
            protection_id: i % 13 === 0 ? kept : null,
            protection_own: i % 13 === 0 ? 1 : 0,
          })
          .execute();
      }
    }
  });
}, 120_000);

afterAll(async () => {
  await off?.close();
  await drop?.();
});

/** Who asks: the member's protections are known once the data is in (beforeAll). */
const callers = (): [string, Viewer][] => [
  ['a visitor', VISITOR],
  ['a member of the protocol', member],
  ['an administrator', EVERYTHING],
];

const SEARCHES: CanoeSearch[] = [
  { q: 'ka' },
  { q: 'k' },
  { q: 'kaimana' },
  { q: 'Kaʻula' },
  { q: 'kaleo' },
  { owner: 'kaleo' },
  { owner: 'ohana', type_id: 1 },
  // Fewer canoes than a steward filter walks for: its list collected and sorted (decision 034).
  { owner: 'kaleo', type_id: 2 },
  { owner: 'kaleo', hull_id: 'KC-1' },
  { q: 'ka', type_id: 1 },
  { q: 'ka', origin: 'kona', year_min: 1900 },
  // Rarer texts, which a visitor's search collects whole (decision 025): a name's word, a steward, a bow number,
  // a record id (and the digits of names), text across a name's words, nothing at all, and with filters.
  { q: 'aloha' },
  { q: 'moani' },
  { q: 'KC-12' },
  { q: '12' },
  { q: 'a 00' },
  { q: 'zq' },
  { q: 'aloha', origin: 'hilo' },
  { q: 'kahiko', type_id: 2 },
];

describe('a common search', () => {
  it('answers from a walk of the registry: the speed-ups find what the whole search finds', async () => {
    const walked: string[] = [];
    for (const [who, viewer] of callers()) {
      for (const search of SEARCHES) {
        for (const paging of [
          { limit: 24, offset: 0 },
          { limit: 24, offset: 240 },
          { limit: 24, offset: SEARCH_COUNT_CAP - 12 },
        ]) {
          const label = `${who}, ${JSON.stringify(search)}, from ${paging.offset}`;
          if (await searchIsCommon(on.kysely, viewer, search, paging)) walked.push(label);
          const fast = await listCanoeSummaries(on.kysely, paging, search, viewer);
          const whole = await listCanoeSummaries(off.kysely, paging, search, viewer);
          expect(
            { ids: fast.rows.map((r) => r.canoe_id), total: fast.total, capped: fast.capped },
            label,
          ).toEqual({ ids: whole.rows.map((r) => r.canoe_id), total: whole.total, capped: whole.capped });
          expect(fast.rows, label).toEqual(whole.rows);
        }
      }
    }
    // The walk answered the common ones: every caller's `ka`, `k` and steward searches, on every page.
    for (const [who] of callers()) {
      for (const search of ['{"q":"ka"}', '{"q":"k"}', '{"owner":"kaleo"}']) {
        expect(
          walked.filter((label) => label.startsWith(`${who}, ${search},`)),
          `${who} ${search}`,
        ).toHaveLength(3);
      }
    }
  });

  it('never shows a visitor a kept canoe, or a canoe found only by a name or steward kept on its own', async () => {
    const page = await listCanoeSummaries(on.kysely, { limit: 400, offset: 0 }, { q: 'ka' }, VISITOR);
    expect(page.capped).toBe(true);
    expect(page.rows).toHaveLength(400);
    // The bow number tells which canoe it is (KC-i).
    const numbers = page.rows.map((r) => Number(r.hull_id!.slice('KC-'.length)));
    expect(numbers.filter((i) => i % 7 === 0)).toEqual([]);
    // A canoe whose "ka" name is kept is found by a visitor only through Kaleo ʻOhana, its public steward.
    expect(numbers.filter((i) => i % 11 === 0 && (i % 8 === 0 || i % 13 === 0))).toEqual([]);
    expect(numbers.filter((i) => i % 11 === 0).length).toBeGreaterThan(5);
  });
});
