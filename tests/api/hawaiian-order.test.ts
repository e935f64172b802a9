/**
 * Lists in the reader's order of names (issue 34 item 6, migration 035), on SQLite and PostgreSQL: a Hawaiian
 * page's lists (its API requests say `Accept-Language: haw`) put the vowels first, the consonants after, the ʻokina
 * after w and a kahakō right after its plain vowel, as `hawaiianCompare` and Node's ICU order Hawaiian; an English
 * page's keep the order the archive always had. The server sorts and pages them, so every page of a list follows
 * on from the one before; the response cache keeps each language's answer apart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, testDialect, type TestApp } from '../setup/test-app.ts';
import { buildCanoe, buildOwner, buildMaker, buildRace } from '../../src/server/record-builders/index.ts';
import { hawaiianCompare } from '../../src/shared/i18n/collate.ts';
import { foldText } from '../../src/shared/text.ts';
import { exportArchive } from '../../src/server/modules/open-data/export.ts';
import { importArchive } from '../../src/server/modules/open-data/import.ts';

// The same word in every name, so one search finds them all; the names differ where the two orders differ.
const NAMES = [
  'Kab Lani',
  'ʻEwa Lani',
  'Hōkū Lani',
  'Aka Lani',
  'Kaʻa Lani',
  'Wai Lani',
  'Hoku Lani',
  'Bob Lani',
  'Ulu Lani',
  'Ewa Lani',
];
const HAWAIIAN = [...NAMES].sort(hawaiianCompare);
/** The English order: the folded names byte by byte, names that fold alike in the order they were made. */
const ENGLISH = [...NAMES].sort((a, b) =>
  foldText(a) < foldText(b) ? -1 : foldText(a) > foldText(b) ? 1 : 0,
);

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-order-'));
  for (const name of NAMES) {
    await buildCanoe(t.db, { name });
    await buildOwner(t.db, { name: `Hui ${name}` });
    await buildMaker(t.db, { name: `Mea ${name}` });
    await buildRace(t.db, { name: `Heihei ${name}`, date: null });
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Named = { current_name?: string; name?: string };
const names = (body: unknown, prefix = '') =>
  (body as Named[]).map((row) => String(row.current_name ?? row.name).slice(prefix.length));

async function list(url: string, language: string, as: 'admin' | 'anonymous' = 'anonymous') {
  const response = await t.request(as, { method: 'GET', url, headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('lists in the reader’s order of names', () => {
  it('hold the Hawaiian alphabet’s order for a Hawaiian reader, as Node’s ICU orders Hawaiian', () => {
    // The expectation itself: vowels, consonants, the ʻokina after w; Hoku before Hōkū.
    expect(HAWAIIAN.slice(0, 3)).toEqual(['Aka Lani', 'Ewa Lani', 'Ulu Lani']);
    expect(HAWAIIAN.indexOf('Kab Lani')).toBeLessThan(HAWAIIAN.indexOf('Kaʻa Lani'));
    expect(HAWAIIAN.at(-1)).toBe('ʻEwa Lani');
    expect(HAWAIIAN).not.toEqual(ENGLISH);
  });

  it('the registry and its searches, by a visitor and an administrator, page by page', async () => {
    for (const as of ['anonymous', 'admin'] as const) {
      for (const url of [
        '/api/canoes?limit=50',
        '/api/canoes/search?q=lani&limit=50',
        '/api/canoes/search?type_id=1&limit=50',
      ]) {
        const haw = await list(url, 'haw', as);
        expect(names(JSON.parse(haw.body)), `${as} ${url}`).toEqual(HAWAIIAN);
        const en = await list(url, 'en', as);
        expect(names(JSON.parse(en.body)).map(foldText), `${as} ${url}`).toEqual(ENGLISH.map(foldText));
      }
      // Page after page, each follows on from the one before.
      const pages: string[] = [];
      for (let offset = 0; offset < NAMES.length; offset += 3) {
        const page = await list(`/api/canoes/search?q=lani&limit=3&offset=${offset}`, 'haw', as);
        pages.push(...names(JSON.parse(page.body)));
        expect(page.headers['x-total-count']).toBe(String(NAMES.length));
      }
      expect(pages, as).toEqual(HAWAIIAN);
    }
  });

  it.runIf(testDialect() === 'postgres')(
    'PostgreSQL’s search function pages in either order (canoe_search_ids, its last argument)',
    async () => {
      const ids = new Map<string, number>();
      for (const row of await t.db.kysely
        .selectFrom('canoe_names')
        .select(['canoe_id', 'name'])
        .where('name', 'in', NAMES)
        .execute())
        ids.set(row.name, row.canoe_id);
      const page = async (haw: boolean) =>
        (
          await sql<{
            canoe_id: number;
          }>`select canoe_id from canoe_search_ids('%lan%', '%ani%', '%lan%', '%ani%',
            'lani', '%lani%', 4, 3, null, ${haw})`.execute(t.db.kysely)
        ).rows.map((row) => row.canoe_id);
      expect(await page(true)).toEqual(HAWAIIAN.slice(3, 7).map((name) => ids.get(name)));
      expect(await page(false)).toEqual(ENGLISH.slice(3, 7).map((name) => ids.get(name)));
    },
  );

  it('stewards, makers, people and races', async () => {
    const cases: [string, string, 'admin' | 'anonymous'][] = [
      ['/api/owners?limit=50', 'Hui ', 'anonymous'],
      ['/api/makers?limit=50', 'Mea ', 'anonymous'],
      ['/api/people?limit=50', 'Mea ', 'admin'],
      ['/api/races?limit=50', 'Heihei ', 'anonymous'],
    ];
    for (const [url, prefix, as] of cases) {
      const haw = JSON.parse((await list(url, 'haw', as)).body) as Named[];
      const made = names(
        haw.filter((row) => String(row.name).startsWith(prefix)),
        prefix,
      );
      expect(made, url).toEqual(HAWAIIAN);
      const en = JSON.parse((await list(url, 'en', as)).body) as Named[];
      const madeEn = names(
        en.filter((row) => String(row.name).startsWith(prefix)),
        prefix,
      );
      expect(madeEn.map(foldText), url).toEqual(ENGLISH.map(foldText));
    }
  });

  it('follows a new name and a steward’s new name', async () => {
    const canoe = await buildCanoe(t.db, { name: 'Zed Lani' });
    const before = names(JSON.parse((await list('/api/canoes/search?q=lani&limit=50', 'haw')).body));
    expect(before.at(-1)).toBe('Zed Lani');
    const renamed = await t.request('admin', {
      method: 'POST',
      url: `/api/canoes/${canoe.id}/names`,
      payload: { name: 'ʻAe Lani' },
    });
    expect(renamed.statusCode, renamed.body).toBe(201);
    const after = names(JSON.parse((await list('/api/canoes/search?q=lani&limit=50', 'haw')).body));
    // An ʻokina sorts after w: the renamed canoe now comes last but one, before the ʻEwa.
    expect(after.slice(-2)).toEqual(['ʻAe Lani', 'ʻEwa Lani']);

    const owner = await buildOwner(t.db, { name: 'Hui Aaa' });
    const first = names(JSON.parse((await list('/api/owners?limit=50', 'haw')).body));
    expect(first[0]).toBe('Hui Aaa');
    const changed = await t.request('admin', {
      method: 'PUT',
      url: `/api/owners/${owner.owner_id}`,
      payload: { name: 'Hui ʻŌ', owner_type: 'individual' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const then = names(JSON.parse((await list('/api/owners?limit=50', 'haw')).body));
    expect(then.at(-1)).toBe('Hui ʻŌ');
  });

  it('keeps each language’s answer apart in the response cache, and says so with Vary', async () => {
    const url = '/api/canoes?limit=10';
    // Until the cache has settled on the setup's writes (PostgreSQL's notices come a moment after commit).
    for (let i = 0; i < 50; i++) {
      if ((await list(url, 'en')).headers['x-cache'] === 'hit') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const en = await list(url, 'en');
    const haw = await list(url, 'haw');
    const hawAgain = await list(url, 'haw-US, en;q=0.5');
    expect(en.headers['x-cache']).toBe('hit');
    expect(hawAgain.headers['x-cache']).toBe('hit');
    expect(names(JSON.parse(haw.body))).not.toEqual(names(JSON.parse(en.body)));
    expect(hawAgain.body).toBe(haw.body);
    expect(String(en.headers.vary)).toMatch(/Accept-Language/);
  });

  it('an archive without the Hawaiian keys (made before them, or public) is imported in the Hawaiian order', async () => {
    await sql`update canoes set name_sort_haw = ''`.execute(t.db.kysely);
    await sql`update owners set name_sort_haw = ''`.execute(t.db.kysely);
    const zip = path.join(dir, 'archive.zip');
    await exportArchive(t.db, zip, { includePrivate: false });
    const target = await openTestDatabase({ migrated: true });
    try {
      await importArchive(target.db, zip);
      const canoes = await target.db.kysely
        .selectFrom('canoes')
        .innerJoin('canoe_names', 'canoe_names.canoe_id', 'canoes.canoe_id')
        .select('canoe_names.name')
        .where('canoe_names.end_date', 'is', null)
        .where('canoe_names.name', 'in', NAMES)
        .orderBy('canoes.name_sort_haw')
        .execute();
      expect(canoes.map((row) => row.name)).toEqual(HAWAIIAN);
      const owners = await target.db.kysely
        .selectFrom('owners')
        .select('name')
        .where(
          'name',
          'in',
          NAMES.map((name) => `Hui ${name}`),
        )
        .orderBy('name_sort_haw')
        .execute();
      expect(owners.map((row) => row.name.slice(4))).toEqual(HAWAIIAN);
    } finally {
      await target.drop();
    }
  });
});
