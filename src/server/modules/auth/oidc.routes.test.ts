/** Signing in through a real OpenID Connect provider started by the test (tests/e2e/support/oidc-provider.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import {
  signInAtProvider,
  startOidcProvider,
  type TestProvider,
} from '../../../../tests/e2e/support/oidc-provider.ts';
import { createUser } from './accounts.service.ts';

const SITE = 'http://registry.test';
const CALLBACK = `${SITE}/api/auth/oidc/callback`;

let provider: TestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [CALLBACK],
    postLogoutRedirectUris: [`${SITE}/`],
    accounts: {
      leilani: {
        password: 'pw-leilani',
        email: 'leilani@idp.example',
        name: 'Leilani Kahale',
        groups: ['admin'],
      },
      kimo: { password: 'pw-kimo', email: 'kimo@idp.example', name: 'Kimo Pali', groups: [] },
      sam: { password: 'pw-sam', email: 'sam@example.org', name: 'Sam', groups: [], emailVerified: true },
      mallory: { password: 'pw-mallory', email: 'user@example.org', groups: ['admin'], emailVerified: false },
    },
  });
  t = await createTestApp({
    PUBLIC_URL: SITE,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_LABEL: 'Hui Login',
    OIDC_IDENTITY_PROVIDERS: 'Google,Facebook',
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

async function start(app: TestApp, query = '') {
  const res = await app.app.inject({ method: 'GET', url: `/api/auth/oidc/start${query}` });
  const flow = res.cookies.find((c) => c.name === 'koa_oidc');
  return { res, flow, location: res.headers.location as string };
}

async function callback(app: TestApp, callbackUrl: string, flowCookie: string | null) {
  const url = new URL(callbackUrl);
  return app.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: flowCookie ? { cookie: `koa_oidc=${flowCookie}` } : {},
  });
}

/** The whole round trip: start, sign in at the provider, come back. */
async function signIn(app: TestApp, login: string, returnTo = '/') {
  const started = await start(app, `?return_to=${encodeURIComponent(returnTo)}`);
  const back = await signInAtProvider(
    started.location,
    { login, password: provider.accounts[login].password },
    CALLBACK,
  );
  const res = await callback(app, back, started.flow!.value);
  const session = res.cookies.find((c) => c.name === 'koa_session');
  return {
    res,
    session,
    header: session ? `koa_session=${session.value}` : '',
    back,
    flow: started.flow!.value,
  };
}

const me = async (app: TestApp, header: string) =>
  (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: header } })).json();

describe('signing in through the identity provider', () => {
  it('offers the provider and its federated sign-ins on the sign-in page', async () => {
    const body = await me(t, '');
    expect(body.providers).toEqual({
      password: true,
      oidc: true,
      oidc_label: 'Hui Login',
      social: ['Google', 'Facebook'],
      registration: false,
    });
  });

  it('sends the browser to the provider with PKCE, state and nonce, keeping them server-side', async () => {
    const { res, flow, location } = await start(t, '?return_to=/makers');
    expect(res.statusCode).toBe(303);
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('identity_provider')).toBeNull();
    // The browser gets only a random handle: no state, nonce or verifier.
    expect(flow?.httpOnly).toBe(true);
    expect(flow?.sameSite).toBe('Lax');
    expect(flow?.value).not.toContain(url.searchParams.get('state'));
  });

  it('goes straight to a federated provider when one is chosen, and only to a configured one', async () => {
    const google = await start(t, '?provider=Google');
    expect(new URL(google.location).searchParams.get('identity_provider')).toBe('Google');
    const other = await start(t, '?provider=Myspace');
    expect(other.location).toBe('/login?error=signin');
  });

  it('signs in, returns to the starting page with a clean address, and takes the groups from the claim', async () => {
    const { res, session, header } = await signIn(t, 'leilani', '/canoes?view=list');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/canoes?view=list');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(res.cookies.find((c) => c.name === 'koa_oidc')?.value).toBe('');
    expect((await me(t, header)).user).toMatchObject({
      email: 'leilani@idp.example',
      name: 'Leilani Kahale',
      groups: ['admin'],
      is_admin: true,
      is_people_admin: true,
    });
    const row = await t.db.kysely
      .selectFrom('users')
      .select(['oidc_subject', 'password_hash', 'groups'])
      .where('email', '=', 'leilani@idp.example')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ oidc_subject: 'leilani', password_hash: null, groups: '[]' });
    // The session can do what an administrator does.
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: { cookie: header, 'x-requested-with': 'fetch' },
      payload: { name: 'Hui Waʻa o Hilo', owner_type: 'club' },
    });
    expect(write.statusCode).toBe(201);
  });

  it('gives the rights of the claim at each sign-in: removed from the group, no longer an admin', async () => {
    const first = await signIn(t, 'kimo');
    expect((await me(t, first.header)).user.is_admin).toBe(false);

    provider.accounts.kimo.groups = ['Canoe-Admins'];
    const second = await signIn(t, 'kimo');
    expect((await me(t, second.header)).user).toMatchObject({ is_admin: true, is_people_admin: false });

    provider.accounts.kimo.groups = [];
    const third = await signIn(t, 'kimo');
    expect((await me(t, third.header)).user.is_admin).toBe(false);
    // One account, however often the person signs in.
    const rows = await t.db.kysely
      .selectFrom('users')
      .select('user_id')
      .where('oidc_subject', '=', 'kimo')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a callback from a browser that did not start the sign-in', async () => {
    const started = await start(t);
    const back = await signInAtProvider(started.location, { login: 'kimo', password: 'pw-kimo' }, CALLBACK);
    const res = await callback(t, back, null);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?error=signin');
    expect(res.cookies.find((c) => c.name === 'koa_session')).toBeUndefined();
  });

  it('uses a sign-in once: a replayed callback fails', async () => {
    const { back, flow } = await signIn(t, 'kimo');
    const again = await callback(t, back, flow);
    expect(again.headers.location).toBe('/login?error=signin');
    expect(again.cookies.find((c) => c.name === 'koa_session')).toBeUndefined();
  });

  it('refuses a callback whose state does not match', async () => {
    const started = await start(t);
    const back = new URL(
      await signInAtProvider(started.location, { login: 'kimo', password: 'pw-kimo' }, CALLBACK),
    );
    back.searchParams.set('state', 'forged');
    const res = await callback(t, back.href, started.flow!.value);
    expect(res.headers.location).toBe('/login?error=signin');
  });

  it('lands on the sign-in page when the provider reports an error', async () => {
    const started = await start(t);
    const res = await callback(t, `${CALLBACK}?error=access_denied&state=x`, started.flow!.value);
    expect(res.headers.location).toBe('/login?error=signin');
  });

  it.each([
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/api/auth/logout', '/'],
    ['/owners/3?tab=fleet#top', '/owners/3?tab=fleet#top'],
  ])('returns only to a path on this site: %s → %s', async (returnTo, expected) => {
    const { res } = await signIn(t, 'kimo', returnTo);
    expect(res.headers.location).toBe(expected);
  });

  it('links a built-in account with the same verified email, and refuses an unverified one', async () => {
    await createUser(t.db, { email: 'sam@example.org', name: 'Sam Built-in', password: 'sam-password-1' });
    const sam = await signIn(t, 'sam');
    expect((await me(t, sam.header)).user.email).toBe('sam@example.org');
    const linked = await t.db.kysely
      .selectFrom('users')
      .select('oidc_subject')
      .where('email', '=', 'sam@example.org')
      .executeTakeFirstOrThrow();
    expect(linked.oidc_subject).toBe('sam');

    const mallory = await signIn(t, 'mallory');
    expect(mallory.res.headers.location).toBe('/login?error=signin');
    expect(mallory.session).toBeUndefined();
  });

  it('signs out at the provider too, back to the site home', async () => {
    const { header } = await signIn(t, 'leilani');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: header, 'x-requested-with': 'fetch' },
    });
    expect(out.statusCode).toBe(200);
    const url = new URL(out.json().logout_url);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/session/end`);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${SITE}/`);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await me(t, header)).user).toBeNull();

    // A built-in account has no provider session to end.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'user@example.org', password: 'user-password-1' },
    });
    const cookie = login.cookies.find((c) => c.name === 'koa_session')!;
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `koa_session=${cookie.value}`, 'x-requested-with': 'fetch' },
    });
    expect(plain.json()).toEqual({ logout_url: null });
  });
});
