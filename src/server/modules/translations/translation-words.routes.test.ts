/**
 * Why a translation is refused (decision 026), in the reader's language: the reasons of a catalog import's
 * `refused[]` and of a refused translation's 400 follow the request's Accept-Language as errors do, each part of
 * "The translation must fill in what the English does: …" translated too; in English, word for word as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createApiToken, createUser } from '../auth/accounts.service.ts';
import { setTranslation } from './translation.service.ts';

let t: TestApp;
let token: string;

// Stand-ins marked (haw), not Hawaiian: the archive's translators write the real words (decision 026).
const HAW = {
  'validation.unknownMessage': '(haw) No such message',
  'validation.unparsable': '(haw) Not a message',
  'server.translationMustFill': '(haw) Fill in: {problems}',
  'server.keepNames': '(haw) keep {names}',
  'server.unknownNames': '(haw) no {names}',
};

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, {
    email: 'kumu@example.org',
    name: 'Kumu Translator',
    password: 'translator-password-1',
    groups: ['Translators'],
  });
  token = await createApiToken(t.db, 'kumu@example.org');
  for (const [id, text] of Object.entries(HAW))
    await setTranslation(t.db, 'haw', id, { text, state: 'draft' });
});
afterAll(() => t.close());

const asTranslator = (method: 'PUT' | 'POST', url: string, payload: object, language?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: {
      authorization: `Bearer ${token}`,
      ...(language ? { 'accept-language': language } : {}),
    },
  });

// shell.copyright's English fills in {year}: these leave it out, or fill in a {place} it has not, or both.
const BAD = {
  'shell.copyright': { text: '(haw) © {year, plural, one {#}', state: 'draft' },
  'shell.noSuchMessage': { text: '(haw) Nothing', state: 'draft' },
  'shell.navAbout': { text: '(haw) About {place}', state: 'draft' },
  'shell.navRaces': { text: '(haw) Races', state: 'draft' },
};
const mustFill = { text: '(haw) © {place}', state: 'draft' };

describe('a catalog import’s refused translations', () => {
  it('say why in exact English without the header, or with English first', async () => {
    for (const language of [undefined, 'en', 'en-US, haw;q=0.5']) {
      const res = await asTranslator(
        'POST',
        '/api/translations/haw/catalog',
        { catalog: { ...BAD, 'shell.copyright': mustFill } },
        language,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().refused).toEqual([
        {
          id: 'shell.copyright',
          reason:
            'The translation must fill in what the English does: keep {year}; the English has no {place}',
        },
        { id: 'shell.noSuchMessage', reason: 'There is no such message in the interface' },
        {
          id: 'shell.navAbout',
          reason: 'The translation must fill in what the English does: the English has no {place}',
        },
      ]);
    }
    const unparsable = await asTranslator('POST', '/api/translations/haw/catalog', { catalog: BAD });
    expect(unparsable.json().refused[0]).toEqual({
      id: 'shell.copyright',
      reason: 'The translation is not a message the interface can show',
    });
  });

  it('say why in the stand-ins on a Hawaiian request, each part of the reason translated', async () => {
    const res = await asTranslator(
      'POST',
      '/api/translations/haw/catalog',
      { catalog: { ...BAD, 'shell.copyright': mustFill } },
      'haw',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refused).toEqual([
      { id: 'shell.copyright', reason: '(haw) Fill in: (haw) keep {year}; (haw) no {place}' },
      { id: 'shell.noSuchMessage', reason: '(haw) No such message' },
      { id: 'shell.navAbout', reason: '(haw) Fill in: (haw) no {place}' },
    ]);
    const unparsable = await asTranslator('POST', '/api/translations/haw/catalog', { catalog: BAD }, 'haw');
    expect(unparsable.json().refused[0]).toEqual({ id: 'shell.copyright', reason: '(haw) Not a message' });
  });
});

describe('a translation refused as it is written', () => {
  it('says why in exact English, and in the stand-ins on a Hawaiian request, the field too', async () => {
    const english = await asTranslator('PUT', '/api/translations/haw/shell.copyright', mustFill);
    expect(english.statusCode).toBe(400);
    const why = 'The translation must fill in what the English does: keep {year}; the English has no {place}';
    expect(english.json()).toMatchObject({ message: why, fields: { text: why } });

    const hawaiian = await asTranslator('PUT', '/api/translations/haw/shell.copyright', mustFill, 'haw');
    expect(hawaiian.statusCode).toBe(400);
    const said = '(haw) Fill in: (haw) keep {year}; (haw) no {place}';
    expect(hawaiian.json()).toMatchObject({ message: said, fields: { text: said } });
  });
});
