/**
 * The refusal to delete a person still named by maker roles or restorations (decision 026), in the reader's
 * language: its sentence, each kind of reference and the list's "and" are messages, said with the community's
 * translations on a Hawaiian request and word for word as before in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildMaker, buildPerson, buildRestoration } from '../../record-builders/index.ts';
import { setTranslation } from '../translations/translation.service.ts';

let t: TestApp;

// Stand-ins marked (haw), not Hawaiian: the archive's translators write the real words (decision 026).
const HAW = {
  'server.personStillHas': '(haw) This person still has {list}…',
  'server.personMakerRoles': '(haw) {count, plural, one {{count} role} other {{count} roles}}',
  'server.restorations': '(haw) {count, plural, one {{count} restoration} other {{count} restorations}}',
  'ui.and': '{a} (haw) and {b}',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [id, text] of Object.entries(HAW))
    await setTranslation(t.db, 'haw', id, { text, state: 'draft' });
});
afterAll(() => t.close());

/** A person with `roles` maker roles and `restorations` restorations naming them as restorer. */
async function personWith(roles: number, restorations: number) {
  const person = await buildPerson(t.db, {});
  for (let i = 0; i < roles; i++) await buildMaker(t.db, { personId: person.id, makerType: 'carver' });
  for (let i = 0; i < restorations; i++) await buildRestoration(t.db, { restorerPersonId: person.id });
  return person.id;
}

const remove = (personId: number, language?: string) =>
  t.request('admin', {
    method: 'DELETE',
    url: `/api/people/${personId}`,
    headers: language ? { 'accept-language': language } : {},
  });

describe('a person still named by maker roles or restorations', () => {
  const cases: [counts: [number, number], english: string, hawaiian: string][] = [
    [
      [1, 0],
      'This person still has 1 maker role. Remove or reassign them first.',
      '(haw) This person still has (haw) 1 role…',
    ],
    [
      [0, 2],
      'This person still has 2 restorations. Remove or reassign them first.',
      '(haw) This person still has (haw) 2 restorations…',
    ],
    [
      [2, 1],
      'This person still has 2 maker roles and 1 restoration. Remove or reassign them first.',
      '(haw) This person still has (haw) 2 roles (haw) and (haw) 1 restoration…',
    ],
  ];

  it('is refused in exact English without the header, or with English first', async () => {
    for (const [[roles, restorations], english] of cases) {
      const personId = await personWith(roles, restorations);
      for (const language of [undefined, 'en', 'en-US, haw;q=0.5']) {
        const res = await remove(personId, language);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(english);
      }
    }
  });

  it('is refused in the stand-ins on a Hawaiian request, each part and the "and" translated', async () => {
    for (const [[roles, restorations], , hawaiian] of cases) {
      const res = await remove(await personWith(roles, restorations), 'haw');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(hawaiian);
    }
  });

  it('is deleted once nothing names them', async () => {
    expect((await remove(await personWith(0, 0), 'haw')).statusCode).toBe(204);
  });
});
