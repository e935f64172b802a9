import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createApiToken, createUser, setUserGroups } from './accounts.service.ts';
import { WRONG_CREDENTIALS } from './auth.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string, password: string, remember = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, remember },
  });
  const cookie = res.cookies.find((c) => c.name === 'koa_session');
  return { res, cookie, header: cookie ? `koa_session=${cookie.value}` : '' };
}

describe('sign-in with built-in accounts', () => {
  it('signs in, reports the user, and signs out', async () => {
    const { res, cookie, header } = await signIn('admin@example.org', 'admin-password-1');
    expect(res.statusCode).toBe(200);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires).toBeUndefined();

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: header } });
    expect(me.json().user).toMatchObject({
      email: 'admin@example.org',
      is_admin: true,
      is_people_admin: true,
    });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: header, 'x-requested-with': 'fetch' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ logout_url: null });
    expect(out.cookies.find((c) => c.name === 'koa_session')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: header } });
    expect(after.json().user).toBeNull();
  });

  it('keeps a remembered session with an expiry date', async () => {
    const { cookie } = await signIn('user@example.org', 'user-password-1', true);
    expect(cookie?.expires).toBeInstanceOf(Date);
    expect(cookie!.expires!.getTime()).toBeGreaterThan(Date.now() + 7 * 86400_000);
  });

  it('gives one message for a wrong password and for an unknown email', async () => {
    const wrong = await signIn('admin@example.org', 'nope');
    const unknown = await signIn('nobody@example.org', 'nope');
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(wrong.res.json().message).toBe(WRONG_CREDENTIALS);
    expect(unknown.res.json().message).toBe(WRONG_CREDENTIALS);
  });

  it('refuses further attempts for a while after repeated failures', async () => {
    for (let i = 0; i < 5; i++) await signIn('editor@example.org', `wrong-${i}`);
    const blocked = await signIn('editor@example.org', 'editor-password-1');
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.res.headers['retry-after']).toBeTruthy();
  });

  it('takes admin rights away at once when a built-in account leaves the admin group', async () => {
    const { header } = await signIn('admin@example.org', 'admin-password-1');
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: header } });
    expect(before.json().user.is_admin).toBe(true);
    await setUserGroups(t.db, 'admin@example.org', []);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: header } });
    expect(after.json().user.is_admin).toBe(false);
    // The same session, not signed out or in again: the server refuses the write.
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: { cookie: header, 'x-requested-with': 'fetch' },
      payload: { name: 'Hui Too Late', owner_type: 'club' },
    });
    expect(write.statusCode).toBe(403);
    const people = await t.app.inject({ method: 'GET', url: '/api/people', headers: { cookie: header } });
    expect(people.statusCode).toBe(403);
    await setUserGroups(t.db, 'admin@example.org', ['admin']);
  });

  it('turns password sign-in off when BUILTIN_ACCOUNTS=off (with a provider to sign in through)', async () => {
    const other = await createTestApp({
      BUILTIN_ACCOUNTS: 'off',
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
    });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@example.org', password: 'admin-password-1' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.cookies.find((c) => c.name === 'koa_session')).toBeUndefined();
      const me = await other.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(me.json().providers).toMatchObject({ password: false, oidc: true, registration: false });
    } finally {
      await other.close();
    }
  });

  it('refuses a cookie-authenticated change from another site, and allows our own pages', async () => {
    const { header } = await signIn('admin@example.org', 'admin-password-1');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: { cookie: header, origin: 'https://evil.example' },
      payload: { name: 'Forged' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await t.db.kysely.selectFrom('owners').select('owner_id').execute()).toHaveLength(0);

    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: { cookie: header, 'x-requested-with': 'fetch' },
      payload: { name: 'Hui Waʻa o Kona', owner_type: 'club' },
    });
    expect(ours.statusCode).toBe(201);
  });

  it('accepts a same-origin Origin written with the default port', async () => {
    const { header } = await signIn('admin@example.org', 'admin-password-1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: { cookie: header, origin: 'http://registry.example:80', host: 'registry.example' },
      payload: { name: 'Hui Kaulua', owner_type: 'club' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('API tokens and other credentials', () => {
  it('leaves public reads alone when a proxy adds another Authorization scheme', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/canoe-types',
      headers: { authorization: 'Basic c3RhZ2luZzpzZWNyZXQ=' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('records when a token was last used', async () => {
    const row = () =>
      t.db.kysely
        .selectFrom('api_tokens')
        .innerJoin('users', 'users.user_id', 'api_tokens.user_id')
        .select('api_tokens.last_used_at')
        .where('users.email', '=', 'user@example.org')
        .executeTakeFirstOrThrow();
    expect((await row()).last_used_at).toBeNull();
    await t.request('user', { method: 'GET', url: '/api/canoe-types' });
    expect((await row()).last_used_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('revokes the tokens of an account removed from every group, and only then', async () => {
    const asScript = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    await createUser(t.db, { email: 'script@example.org', password: 'script-password-1', groups: ['admin'] });
    const token = await createApiToken(t.db, 'script@example.org', { label: 'nightly export' });
    expect((await asScript(token)).json().user.is_people_admin).toBe(true);

    await setUserGroups(t.db, 'script@example.org', ['Canoe-Admins']);
    expect((await asScript(token)).json().user).toMatchObject({ is_admin: true, is_people_admin: false });

    await setUserGroups(t.db, 'script@example.org', []);
    expect((await asScript(token)).statusCode).toBe(401);
    // Put back in a group, the account does not get the old token back.
    await setUserGroups(t.db, 'script@example.org', ['admin']);
    expect((await asScript(token)).statusCode).toBe(401);
    expect((await asScript(await createApiToken(t.db, 'script@example.org'))).statusCode).toBe(200);
  });

  it('refuses a token after its expiry', async () => {
    const token = await createApiToken(t.db, 'user@example.org', { days: 7 });
    const row = await t.db.kysely
      .selectFrom('api_tokens')
      .select(['token_id', 'created_at', 'expires_at'])
      .orderBy('token_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at!) - Date.parse(row.created_at)).toBe(7 * 86400_000);
    const read = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await read()).json().user.email).toBe('user@example.org');

    await t.db.kysely
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_id', '=', row.token_id)
      .execute();
    const expired = await read();
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Invalid, expired or revoked API token');
  });

  it('does not believe X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const other = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) {
        await other.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { email: 'user@example.org', password: 'wrong' },
        });
      }
      const sixth = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '203.0.113.99' },
        payload: { email: 'user@example.org', password: 'user-password-1' },
      });
      expect(sixth.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
