/** The Translations area's API (decision 026): the translators write and review; pages use it at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createApiToken, createUser } from '../auth/accounts.service.ts';
import { ALL_MESSAGES } from '../../../shared/i18n/all-messages.ts';
import { makeWebDir, readHead } from '../../site/site-test-support.ts';
import { exportCatalog } from './translation.service.ts';

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;
let translator: string;

beforeAll(async () => {
  web = makeWebDir();
  t = await createTestApp({ WEB_DIR: web.webDir });
  await createUser(t.db, {
    email: 'kumu@example.org',
    name: 'Kumu Translator',
    password: 'translator-password-1',
    groups: ['Translators'],
  });
  translator = await createApiToken(t.db, 'kumu@example.org');
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const asTranslator = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${translator}` },
  });

type Listed = {
  id: string;
  english: string;
  text: string | null;
  state: string;
  where: string;
  note: string | null;
};

describe('the Translations area', () => {
  it('lists every message with its English, where it appears, its note and its state', async () => {
    const res = await asTranslator('GET', '/api/translations/haw');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { messages: Listed[]; counts: Record<string, number> };
    expect(body.messages).toHaveLength(ALL_MESSAGES.length);
    const canoes = body.messages.find((m) => m.id === 'shell.navCanoes')!;
    expect(canoes).toMatchObject({ english: 'Canoes', text: 'Waʻa', state: 'draft' });
    expect(canoes.where).toMatch(/header/i);
    expect(canoes.note).toMatch(/registry/);
    expect(body.messages.find((m) => m.id === 'shell.navMakers')).toMatchObject({
      text: null,
      state: 'missing',
    });
    expect(body.counts.total).toBe(ALL_MESSAGES.length);
    expect(body.counts.missing + body.counts.draft + body.counts.reviewed).toBe(body.counts.total);
  });

  it('is the translators’ alone: not a visitor’s, a member’s or an administrator’s', async () => {
    expect((await t.request('anonymous', { method: 'GET', url: '/api/translations/haw' })).statusCode).toBe(
      401,
    );
    for (const who of ['user', 'editor', 'admin'] as const) {
      expect((await t.request(who, { method: 'GET', url: '/api/translations/haw' })).statusCode, who).toBe(
        403,
      );
    }
    // English is the code's own: it is not translated here.
    expect((await asTranslator('GET', '/api/translations/en')).statusCode).toBe(404);
  });

  it('takes a translation, uses it on the next page at once, and records the change', async () => {
    const before = readHead((await t.app.inject({ method: 'GET', url: '/haw/about' })).body);
    const messagesBefore = (before.siteConfig as { messages: Record<string, unknown> }).messages;
    expect(messagesBefore['shell.navMakers']).toBeUndefined();

    const res = await asTranslator('PUT', '/api/translations/haw/shell.navMakers', {
      text: '(haw) Makers',
      state: 'draft',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: 'shell.navMakers', text: '(haw) Makers', state: 'draft' });

    const after = readHead((await t.app.inject({ method: 'GET', url: '/haw/about' })).body);
    expect((after.siteConfig as { messages: Record<string, unknown> }).messages['shell.navMakers']).toEqual([
      '(haw) Makers',
    ]);
    // English pages are unchanged.
    expect(
      readHead((await t.app.inject({ method: 'GET', url: '/about' })).body).siteConfig,
    ).not.toHaveProperty('messages');

    const activity = await t.request('admin', {
      method: 'GET',
      url: '/api/activity?record_type=translation',
    });
    expect(activity.statusCode, activity.body).toBe(200);
    const summaries = (activity.json() as { changes: { summary: string }[] }).changes.map(
      (item) => item.summary,
    );
    expect(summaries).toContain('translated shell.navMakers into ʻŌlelo Hawaiʻi (draft)');
  });

  it('counts a reviewed translation in the switch’s progress', async () => {
    const progress = async () =>
      (
        readHead((await t.app.inject({ method: 'GET', url: '/' })).body).siteConfig as {
          translated: { reviewed: number; total: number };
        }
      ).translated;
    const before = await progress();
    const res = await asTranslator('PUT', '/api/translations/haw/shell.navCanoes', {
      text: 'Waʻa',
      state: 'reviewed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await progress()).toEqual({ reviewed: before.reviewed + 1, total: before.total });
    const activity = await t.request('admin', {
      method: 'GET',
      url: '/api/activity?record_type=translation',
    });
    expect((activity.json() as { changes: { summary: string }[] }).changes[0].summary).toBe(
      'translated shell.navCanoes into ʻŌlelo Hawaiʻi (reviewed)',
    );
  });

  it('refuses a translation that does not parse or does not fill in the English’s {names}, and changes nothing', async () => {
    const cases: [string, RegExp][] = [
      ['{year, plural, one {#}', /not a message the interface can show/],
      ['© Koa Canoe Registry', /keep \{year\}/],
      ['© {year} {place}', /the English has no \{place\}/],
    ];
    for (const [text, message] of cases) {
      const res = await asTranslator('PUT', '/api/translations/haw/shell.copyright', {
        text,
        state: 'draft',
      });
      expect(res.statusCode, text).toBe(400);
      expect(res.json().message, text).toMatch(message);
    }
    const list = (await asTranslator('GET', '/api/translations/haw')).json() as { messages: Listed[] };
    expect(list.messages.find((m) => m.id === 'shell.copyright')).toMatchObject({
      state: 'missing',
      text: null,
    });
    const unknown = await asTranslator('PUT', '/api/translations/haw/shell.noSuchMessage', {
      text: 'x',
      state: 'draft',
    });
    expect(unknown.statusCode).toBe(404);
    const badState = await asTranslator('PUT', '/api/translations/haw/shell.navRaces', {
      text: 'x',
      state: 'final',
    });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toBe('Choose draft or reviewed');
  });

  it('removes a translation when its text is emptied: the page is English there again', async () => {
    await asTranslator('PUT', '/api/translations/haw/shell.navRaces', { text: 'Heihei', state: 'draft' });
    const res = await asTranslator('PUT', '/api/translations/haw/shell.navRaces', {
      text: '  ',
      state: 'draft',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ text: null, state: 'missing' });
    const head = readHead((await t.app.inject({ method: 'GET', url: '/haw/races' })).body);
    expect(
      (head.siteConfig as { messages: Record<string, unknown> }).messages['shell.navRaces'],
    ).toBeUndefined();
  });

  it('exports the catalog file: every translation with its state, sorted by id', async () => {
    const catalog = await exportCatalog(t.db, 'haw');
    expect(catalog['shell.navMakers']).toEqual({ text: '(haw) Makers', state: 'draft' });
    expect(catalog['shell.navCanoes']).toEqual({ text: 'Waʻa', state: 'reviewed' });
    expect(Object.keys(catalog)).toEqual(Object.keys(catalog).sort());
  });

  it('downloads the catalog file from the page, as the command line writes it', async () => {
    const res = await asTranslator('GET', '/api/translations/haw/catalog');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="koa-canoe-registry-haw.json"');
    expect(res.json()).toEqual(await exportCatalog(t.db, 'haw'));
    expect(
      (await t.request('admin', { method: 'GET', url: '/api/translations/haw/catalog' })).statusCode,
    ).toBe(403);
  });

  it('imports a catalog file: writes what differs, counts what is the same, refuses each bad one with its reason', async () => {
    // Stand-ins, not translations.
    const file = {
      'shell.navRaces': { text: '(haw) Races', state: 'draft' },
      'shell.navCanoes': (await exportCatalog(t.db, 'haw'))['shell.navCanoes'],
      'shell.copyright': { text: '(haw) © {year, plural, one {#}', state: 'draft' },
      'shell.noSuchMessage': { text: '(haw) Nothing', state: 'draft' },
      'shell.navAbout': { text: '(haw) About {place}', state: 'reviewed' },
    };
    const res = await asTranslator('POST', '/api/translations/haw/catalog', { catalog: file });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as {
      written: number;
      unchanged: number;
      refused: { id: string; reason: string }[];
    };
    expect(result.written).toBe(1);
    expect(result.unchanged).toBe(1);
    expect(result.refused).toEqual([
      { id: 'shell.copyright', reason: 'The translation is not a message the interface can show' },
      { id: 'shell.noSuchMessage', reason: 'There is no such message in the interface' },
      { id: 'shell.navAbout', reason: expect.stringMatching(/the English has no \{place\}/) },
    ]);
    // Written as one typed on the page: on the next page at once, and in the history.
    const page = readHead((await t.app.inject({ method: 'GET', url: '/haw/about' })).body);
    expect((page.siteConfig as { messages: Record<string, unknown> }).messages['shell.navRaces']).toEqual([
      '(haw) Races',
    ]);
    expect((await exportCatalog(t.db, 'haw'))['shell.copyright']).toBeUndefined();
    const activity = await t.request('admin', {
      method: 'GET',
      url: '/api/activity?record_type=translation',
    });
    expect(activity.body).toContain('shell.navRaces');
    // Imported again, nothing changes.
    const again = (
      await asTranslator('POST', '/api/translations/haw/catalog', { catalog: file })
    ).json() as typeof result;
    expect(again).toMatchObject({ written: 0, unchanged: 2 });
    // A file of the wrong shape changes nothing.
    const bad = await asTranslator('POST', '/api/translations/haw/catalog', {
      'shell.navRaces': { text: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await exportCatalog(t.db, 'haw'))['shell.navRaces']).toEqual({
      text: '(haw) Races',
      state: 'draft',
    });
    expect(
      (
        await t.request('admin', {
          method: 'POST',
          url: '/api/translations/haw/catalog',
          payload: { catalog: file },
        })
      ).statusCode,
    ).toBe(403);
  });
});
