/** Registering, and resetting a forgotten password by email (the outbox folder stands in for SMTP). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import { findUserByEmail } from './accounts.service.ts';
import { createPasswordReset } from './password-reset.service.ts';
import { passwordHashing } from './passwords.ts';
import { authMessages } from '../../../shared/api/auth.ts';

const SITE = 'http://registry.test';
let t: TestApp;
let outbox: string;

beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-outbox-'));
  t = await createTestApp({ PUBLIC_URL: SITE, MAIL_OUTBOX_DIR: outbox, CONTACT_EMAIL: 'aloha@koa.example' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

interface Sent {
  to: string;
  subject: string;
  text: string;
}

const sentTo = (address: string): Sent[] =>
  fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as Sent)
    .filter((m) => m.to === address);

/** The first link in the `count`th email to `address`; the mail is sent after the answer, so wait for it. */
async function linkSentTo(address: string, count = 1): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = sentTo(address);
    if (mails.length >= count) {
      const link = /https?:\/\/\S+/.exec(mails[count - 1].text);
      if (!link) throw new Error(`no link in ${mails[count - 1].text}`);
      return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email to ${address}`);
}

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie, 'x-requested-with': 'fetch' } : {},
  });

async function signIn(email: string, password: string) {
  const res = await post('/api/auth/login', { email, password });
  const cookie = res.cookies.find((c) => c.name === 'koa_session');
  return { status: res.statusCode, header: cookie ? `koa_session=${cookie.value}` : '' };
}

const me = async (header: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: header } })).json();

describe('forgotten password', () => {
  it('answers the same for an unknown address as for a known one, and emails only the known one', async () => {
    const known = await post('/api/auth/password-reset', { email: ' User@Example.org ' });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody@example.org' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: authMessages.resetSent });
    expect(unknown.json()).toEqual(known.json());
    const link = await linkSentTo('user@example.org');
    expect(link).toMatch(/^http:\/\/registry\.test\/forgot-password\?token=[\w-]{43}$/);
    expect(sentTo('nobody@example.org')).toEqual([]);
    // Only the hash is kept.
    const token = new URL(link).searchParams.get('token')!;
    const rows = await t.db.kysely.selectFrom('password_resets').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('sets the new password once, ends every session and API token of the account, and refuses the link again', async () => {
    await post('/api/auth/password-reset', { email: 'editor@example.org' });
    const token = new URL(await linkSentTo('editor@example.org')).searchParams.get('token')!;
    const before = await signIn('editor@example.org', 'editor-password-1');
    expect((await me(before.header)).user.email).toBe('editor@example.org');
    const asScript = () => t.request('editor', { method: 'GET', url: '/api/auth/me' });
    expect((await asScript()).json().user.email).toBe('editor@example.org');

    const done = await post('/api/auth/password-reset/confirm', { token, password: 'a-new-editor-pass' });
    expect(done.statusCode).toBe(200);
    expect((await me(before.header)).user).toBeNull();
    const refused = await asScript();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid, expired or revoked API token');
    // Other accounts keep theirs.
    expect((await t.request('user', { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await signIn('editor@example.org', 'editor-password-1')).status).toBe(401);
    expect((await signIn('editor@example.org', 'a-new-editor-pass')).status).toBe(200);

    const again = await post('/api/auth/password-reset/confirm', { token, password: 'yet-another-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(authMessages.resetLinkInvalid);
    expect((await signIn('editor@example.org', 'a-new-editor-pass')).status).toBe(200);
  });

  it('refuses a link older than an hour', async () => {
    const user = await findUserByEmail(t.db, 'admin@example.org');
    const token = await createPasswordReset(t.db, user!.user_id, new Date(Date.now() - 61 * 60 * 1000));
    const res = await post('/api/auth/password-reset/confirm', { token, password: 'a-brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.resetLinkInvalid);
    expect((await signIn('admin@example.org', 'admin-password-1')).status).toBe(200);
  });

  it('asks for a password of at least 10 characters, and keeps the link usable', async () => {
    const user = await findUserByEmail(t.db, 'admin@example.org');
    const token = await createPasswordReset(t.db, user!.user_id);
    const short = await post('/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: authMessages.passwordTooShort });
    const hashesBefore = passwordHashing.stats().completed;
    const bogus = await post('/api/auth/password-reset/confirm', {
      token: 'nope',
      password: 'long-enough-pass',
    });
    expect(bogus.statusCode).toBe(400);
    // A made-up link is refused before any password is hashed.
    expect(passwordHashing.stats().completed).toBe(hashesBefore);
    const ok = await post('/api/auth/password-reset/confirm', { token, password: 'admin-password-1' });
    expect(ok.statusCode).toBe(200);
  });

  it('limits how many links one address can be sent', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push((await post('/api/auth/password-reset', { email: 'flood@example.org' })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('refuses a malformed address with the form message', async () => {
    const res = await post('/api/auth/password-reset', { email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('registering', () => {
  const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;

  it('emails a link that makes a member account without any group and signs it in', async () => {
    const users = await countRows(t.db, 'users');
    const res = await post('/api/auth/register', {
      name: ' Kalani Akana ',
      email: 'Kalani@Example.org',
      password: 'paddle-hard-1',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: authMessages.registerSent });
    expect(res.cookies.find((c) => c.name === 'koa_session')).toBeUndefined();
    // Nothing is made until the link is followed, and nobody can sign in yet.
    expect(await countRows(t.db, 'users')).toBe(users);
    expect((await signIn('kalani@example.org', 'paddle-hard-1')).status).toBe(401);

    const link = await linkSentTo('Kalani@Example.org');
    expect(link).toMatch(/^http:\/\/registry\.test\/register\?token=[\w-]{43}$/);
    expect(sentTo('Kalani@Example.org')[0].subject).toBe('Finish registering at Koa Canoe Registry');
    const stored = await t.db.kysely.selectFrom('registrations').selectAll().execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(tokenIn(link));
    expect(stored.map((r) => r.password_hash).join()).not.toContain('paddle-hard-1');

    const done = await post('/api/auth/register/confirm', { token: tokenIn(link) });
    expect(done.statusCode).toBe(201);
    const cookie = done.cookies.find((c) => c.name === 'koa_session');
    expect(cookie?.httpOnly).toBe(true);
    expect((await me(`koa_session=${cookie!.value}`)).user).toMatchObject({
      email: 'Kalani@Example.org',
      name: 'Kalani Akana',
      groups: [],
      is_admin: false,
    });
    expect((await signIn('kalani@example.org', 'paddle-hard-1')).status).toBe(200);

    const again = await post('/api/auth/register/confirm', { token: tokenIn(link) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(authMessages.registrationLinkInvalid);
    expect(await countRows(t.db, 'users')).toBe(users + 1);
  });

  it('answers an address that has an account exactly as a new one, and emails its owner instead', async () => {
    const users = await countRows(t.db, 'users');
    const hashes = passwordHashing.stats().completed;
    const known = await post('/api/auth/register', {
      name: 'Someone',
      email: 'USER@example.org',
      password: 'long-enough-pass',
    });
    const fresh = await post('/api/auth/register', {
      name: 'Someone',
      email: 'someone.new@example.org',
      password: 'long-enough-pass',
    });
    expect(known.statusCode).toBe(202);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    // The same work for both: one password hash each.
    expect(passwordHashing.stats().completed).toBe(hashes + 2);

    await linkSentTo('someone.new@example.org');
    await linkSentTo('user@example.org');
    const told = sentTo('user@example.org').at(-1)!;
    expect(told.subject).toBe('You already have a Koa Canoe Registry account');
    expect(told.text).toContain('no new one was made');
    expect(told.text).toContain('http://registry.test/login');
    expect(told.text).toContain('http://registry.test/forgot-password');
    expect(told.text).not.toMatch(/token=/);
    expect(await countRows(t.db, 'users')).toBe(users);
    expect((await signIn('user@example.org', 'long-enough-pass')).status).toBe(401);
  });

  it('makes one account when two links of one address are followed', async () => {
    for (const name of ['First', 'Second']) {
      await post('/api/auth/register', { name, email: 'twice@example.org', password: 'long-enough-pass' });
    }
    await linkSentTo('twice@example.org', 2);
    const [first, second] = sentTo('twice@example.org').map((m) =>
      tokenIn(/https?:\/\/\S+/.exec(m.text)![0]),
    );
    expect((await post('/api/auth/register/confirm', { token: second })).statusCode).toBe(201);
    expect((await post('/api/auth/register/confirm', { token: first })).statusCode).toBe(400);
    expect((await findUserByEmail(t.db, 'twice@example.org'))?.name).toBe('Second');
  });

  it('refuses a made-up or day-old link', async () => {
    const bogus = await post('/api/auth/register/confirm', { token: 'made-up' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe(authMessages.registrationLinkInvalid);
    expect((await post('/api/auth/register/confirm', {})).statusCode).toBe(400);

    await post('/api/auth/register', {
      name: 'Late',
      email: 'late@example.org',
      password: 'long-enough-pass',
    });
    const token = tokenIn(await linkSentTo('late@example.org'));
    await t.db.kysely
      .updateTable('registrations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email_normalized', '=', 'late@example.org')
      .execute();
    expect((await post('/api/auth/register/confirm', { token })).statusCode).toBe(400);
    expect(await findUserByEmail(t.db, 'late@example.org')).toBeUndefined();
  });

  it('refuses a weak password and names each missing field', async () => {
    const users = await countRows(t.db, 'users');
    const short = await post('/api/auth/register', {
      name: 'Ana',
      email: 'ana@example.org',
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: authMessages.passwordTooShort });
    const same = await post('/api/auth/register', {
      name: 'Ana',
      email: 'ana.pali@example.org',
      password: 'ana.pali@example.org',
    });
    expect(same.json().fields).toEqual({ password: authMessages.passwordIsEmail });
    const empty = await post('/api/auth/register', { name: ' ', email: '', password: '' });
    expect(empty.json().fields).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      password: authMessages.passwordRequired,
    });
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('is closed with REGISTRATION=off, saying whom to ask', async () => {
    const closed = await createTestApp({ REGISTRATION: 'off', CONTACT_EMAIL: 'aloha@koa.example' });
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Ana', email: 'ana@example.org', password: 'long-enough-pass' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Registration is closed. To ask for access, write to aloha@koa.example.',
      );
      expect(await findUserByEmail(closed.db, 'ana@example.org')).toBeUndefined();
      const me = await closed.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(me.json().providers.registration).toBe(false);
    } finally {
      await closed.close();
    }
  });
});
