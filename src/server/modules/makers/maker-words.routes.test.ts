/**
 * The refusal to delete a maker still referred to (decision 026), in the reader's language: its sentence, each
 * kind of reference and the list's "and" are messages, said with the community's translations on a Hawaiian
 * request and word for word as before in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe, buildCanoeMaker, buildMaker, buildRestoration } from '../../record-builders/index.ts';
import { setTranslation } from '../translations/translation.service.ts';

let t: TestApp;

// Stand-ins marked (haw), not Hawaiian: the archive's translators write the real words (decision 026).
const HAW = {
  'server.makerStillReferred': '(haw) This maker is still referred to by {list}…',
  'server.makerLinks': '(haw) {count, plural, one {{count} link} other {{count} links}}',
  'server.makerCanoes': '(haw) {count, plural, one {{count} canoe} other {{count} canoes}}',
  'server.restorations': '(haw) {count, plural, one {{count} restoration} other {{count} restorations}}',
  'ui.and': '{a} (haw) and {b}',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [id, text] of Object.entries(HAW))
    await setTranslation(t.db, 'haw', id, { text, state: 'draft' });
});
afterAll(() => t.close());

/** A maker with `links` canoe maker links, `canoes` canoes naming it as maker and `restorations` restorations. */
async function makerWith(links: number, canoes: number, restorations: number) {
  const maker = await buildMaker(t.db, { makerType: 'carver' });
  for (let i = 0; i < links; i++) await buildCanoeMaker(t.db, { makerId: maker.id });
  for (let i = 0; i < canoes; i++) await buildCanoe(t.db, { makerId: maker.id });
  for (let i = 0; i < restorations; i++) await buildRestoration(t.db, { restorerMakerId: maker.id });
  return maker.id;
}

const remove = (makerId: number, language?: string) =>
  t.request('admin', {
    method: 'DELETE',
    url: `/api/makers/${makerId}`,
    headers: language ? { 'accept-language': language } : {},
  });

describe('a maker still referred to', () => {
  const cases: [counts: [number, number, number], english: string, hawaiian: string][] = [
    [
      [1, 0, 0],
      'This maker is still referred to by 1 canoe maker link. Remove or reassign them first.',
      '(haw) This maker is still referred to by (haw) 1 link…',
    ],
    [
      [0, 2, 0],
      'This maker is still referred to by 2 canoes that name it as maker. Remove or reassign them first.',
      '(haw) This maker is still referred to by (haw) 2 canoes…',
    ],
    [
      [0, 1, 3],
      'This maker is still referred to by 1 canoe that names it as maker and 3 restorations. Remove or reassign them first.',
      '(haw) This maker is still referred to by (haw) 1 canoe (haw) and (haw) 3 restorations…',
    ],
    [
      [2, 1, 1],
      'This maker is still referred to by 2 canoe maker links, 1 canoe that names it as maker and 1 restoration. Remove or reassign them first.',
      '(haw) This maker is still referred to by (haw) 2 links, (haw) 1 canoe (haw) and (haw) 1 restoration…',
    ],
  ];

  it('is refused in exact English without the header, or with English first', async () => {
    for (const [[links, canoes, restorations], english] of cases) {
      const makerId = await makerWith(links, canoes, restorations);
      for (const language of [undefined, 'en', 'en-US, haw;q=0.5']) {
        const res = await remove(makerId, language);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(english);
      }
    }
  });

  it('is refused in the stand-ins on a Hawaiian request, each part and the "and" translated', async () => {
    for (const [[links, canoes, restorations], , hawaiian] of cases) {
      const makerId = await makerWith(links, canoes, restorations);
      const res = await remove(makerId, 'haw');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(hawaiian);
      expect(res.headers.vary).toMatch(/Accept-Language/);
    }
  });

  it('says in English the parts that have no translation, inside the translated sentence', async () => {
    await setTranslation(t.db, 'haw', 'server.makerCanoes', { text: '', state: 'draft' });
    try {
      const res = await remove(await makerWith(1, 2, 0), 'haw');
      expect(res.json().message).toBe(
        '(haw) This maker is still referred to by (haw) 1 link (haw) and 2 canoes that name it as maker…',
      );
    } finally {
      await setTranslation(t.db, 'haw', 'server.makerCanoes', {
        text: HAW['server.makerCanoes'],
        state: 'draft',
      });
    }
  });

  it('is deleted once nothing refers to it', async () => {
    const makerId = await makerWith(0, 0, 0);
    expect((await remove(makerId, 'haw')).statusCode).toBe(204);
  });
});
