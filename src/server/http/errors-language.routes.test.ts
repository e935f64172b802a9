/**
 * Errors in the reader's language (decision 026): the web's API client sends its page's language as
 * Accept-Language; the server says an error's message and fields in it, with the community's translations, and in
 * English where a message has none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { setTranslation } from '../modules/translations/translation.service.ts';
import { languageOfHeader } from './language.ts';

let t: TestApp;
let outbox: string;

// Stand-ins marked (haw), not Hawaiian: the archive's translators write the real words (decision 026).
const HAW = {
  'validation.nameRequired': '(haw) Name is required',
  'validation.canoeNotFound': '(haw) Canoe not found',
  'server.correctFields': '(haw) Please correct the highlighted fields',
  'server.noSuchAddress': '(haw) No such address: {path} ({method})',
  'mail.registerSubject': '(haw) Finish registering at {site}',
  'mail.registerAsked': '(haw) Someone registered at {site} with this address.',
};

beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-outbox-'));
  t = await createTestApp({ PUBLIC_URL: 'http://registry.test', MAIL_OUTBOX_DIR: outbox });
  for (const [id, text] of Object.entries(HAW))
    await setTranslation(t.db, 'haw', id, { text, state: 'draft' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const register = (payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    headers: language ? { 'accept-language': language } : {},
  });

const mailsTo = async (address: string) => {
  for (let i = 0; i < 100; i++) {
    const mails = fs
      .readdirSync(outbox)
      .filter((f) => f.endsWith('.json'))
      .map(
        (f) =>
          JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
          },
      )
      .filter((mail) => mail.to === address);
    if (mails.length) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email to ${address}`);
};

describe('the reader’s language', () => {
  it('is Hawaiian only when the first language of Accept-Language the interface has is', () => {
    expect(languageOfHeader('haw')).toBe('haw');
    expect(languageOfHeader('haw-US, en;q=0.5')).toBe('haw');
    expect(languageOfHeader('fr, haw;q=0.8, en;q=0.5')).toBe('haw');
    expect(languageOfHeader('en, haw')).toBe('en');
    expect(languageOfHeader('en;q=0.4, haw;q=0.9')).toBe('haw');
    expect(languageOfHeader('haw;q=0, en')).toBe('en');
    expect(languageOfHeader('fr')).toBe('en');
    expect(languageOfHeader(undefined)).toBe('en');
  });
});

describe('errors in the reader’s language', () => {
  const bad = { name: '', email: 'not an address', password: 'paddle-hard-1' };

  it('says a 400 and its fields in Hawaiian, each field without a translation in English', async () => {
    const res = await register(bad, 'haw');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Bad Request',
      message: '(haw) Please correct the highlighted fields',
      fields: { name: '(haw) Name is required', email: 'Please enter a valid email address' },
    });
  });

  it('says the same 400 in English without the header, or with English first', async () => {
    for (const language of [undefined, 'en', 'en-US, haw;q=0.5']) {
      const res = await register(bad, language);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Please correct the highlighted fields',
        fields: { name: 'Name is required', email: 'Please enter a valid email address' },
      });
    }
  });

  it('says a 404 in Hawaiian: a record the path names, and an address with no route', async () => {
    const canoe = await t.app.inject({
      method: 'GET',
      url: '/api/canoes/987654',
      headers: { 'accept-language': 'haw' },
    });
    expect(canoe.statusCode).toBe(404);
    expect(canoe.json().message).toBe('(haw) Canoe not found');
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/canoes/x',
      headers: { 'accept-language': 'haw' },
    });
    expect(badId.json().message).toBe('(haw) Canoe not found');
    const nowhere = await t.app.inject({
      method: 'GET',
      url: '/api/nowhere?x=1',
      headers: { 'accept-language': 'haw' },
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe('(haw) No such address: /api/nowhere (GET)');
    // A shared cache keeps one answer per language.
    for (const answer of [canoe, badId, nowhere]) expect(answer.headers.vary).toMatch(/Accept-Language/);
  });

  it('says the 404s in English without the header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/canoes/987654' })).json().message).toBe(
      'Canoe not found',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/nowhere' })).json().message).toBe(
      'No such address: GET /api/nowhere',
    );
  });

  it('says a message with no translation in English on a Hawaiian request', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/owners/987654',
      headers: { 'accept-language': 'haw' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Steward not found');
  });
});

describe('emails in the language of the page that caused them', () => {
  const account = (email: string) => ({ name: 'Kalani Akana', email, password: 'paddle-hard-1' });

  it('writes the registration email in English for an English page, word for word as before', async () => {
    expect((await register(account('english@example.org'))).statusCode).toBe(202);
    const [mail] = await mailsTo('english@example.org');
    expect(mail.subject).toBe('Finish registering at Koa Canoe Registry');
    const link = /http:\/\/registry\.test\/register\?token=[\w-]{43}/.exec(mail.text)![0];
    expect(mail.text).toBe(
      'Someone (we hope you) registered at Koa Canoe Registry with this address.\n\n' +
        'Open this link within a day to finish, and you will be signed in:\n' +
        `${link}\n\n` +
        'If you did not register, ignore this email: without the link no account is made.\n',
    );
  });

  it('writes it in Hawaiian for a Hawaiian page, with a Hawaiian link, and English where untranslated', async () => {
    const res = await register(account('hawaii@example.org'), 'haw');
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsTo('hawaii@example.org');
    expect(mail.subject).toBe('(haw) Finish registering at Koa Canoe Registry');
    expect(mail.text).toMatch(
      /^\(haw\) Someone registered at Koa Canoe Registry with this address\.\n\nOpen this link within a day to finish, and you will be signed in:\nhttp:\/\/registry\.test\/haw\/register\?token=[\w-]{43}\n\n/,
    );
    // The link works: it makes the account.
    const token = /token=([\w-]{43})/.exec(mail.text)![1];
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/confirm',
      payload: { token },
    });
    expect(done.statusCode).toBe(201);
  });
});
