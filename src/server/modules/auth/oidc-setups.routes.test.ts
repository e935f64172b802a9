/** Provider setups other than the plain one: Cognito's claim and logout, an unreachable provider, none at all. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import {
  signInAtProvider,
  startOidcProvider,
  type TestProvider,
} from '../../../../tests/e2e/support/oidc-provider.ts';
import { createOidcClient } from './oidc-client.ts';
import { loadConfig } from '../../config.ts';

const SITE = 'http://registry.test';
const CALLBACK = `${SITE}/api/auth/oidc/callback`;

async function start(app: TestApp) {
  const res = await app.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  return {
    res,
    flow: res.cookies.find((c) => c.name === 'koa_oidc'),
    location: res.headers.location as string,
  };
}

const me = async (app: TestApp, cookie = '') =>
  (await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} })).json();

describe('a Cognito-like provider', () => {
  let cognito: TestProvider;
  let app: TestApp;
  beforeAll(async () => {
    cognito = await startOidcProvider({
      redirectUris: [CALLBACK],
      accounts: {
        nalu: { password: 'pw-nalu', email: 'nalu@idp.example', groups: ['Canoe-Admins', 'paddlers'] },
      },
      groupsClaim: 'cognito:groups',
      claimsInIdToken: true,
    });
    app = await createTestApp({
      PUBLIC_URL: SITE,
      OIDC_ISSUER: cognito.issuer,
      OIDC_CLIENT_ID: cognito.clientId,
      OIDC_CLIENT_SECRET: cognito.clientSecret,
      OIDC_SCOPES: 'email',
    });
  });
  afterAll(async () => {
    await app?.close();
    await cognito?.close();
  });

  it('reads cognito:groups from the ID token', async () => {
    const started = await start(app);
    expect(new URL(started.location).searchParams.get('scope')).toBe('openid email');
    const back = await signInAtProvider(started.location, { login: 'nalu', password: 'pw-nalu' }, CALLBACK);
    const url = new URL(back);
    const res = await app.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { cookie: `koa_oidc=${started.flow!.value}` },
    });
    const session = res.cookies.find((c) => c.name === 'koa_session')!;
    expect((await me(app, `koa_session=${session.value}`)).user).toMatchObject({
      email: 'nalu@idp.example',
      groups: ['Canoe-Admins', 'paddlers'],
      is_admin: true,
      is_people_admin: false,
    });
  });

  it("builds Cognito's /logout address from the hosted-UI domain", async () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_AbC123',
      OIDC_CLIENT_ID: 'client123',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_COGNITO_DOMAIN: 'auth.koa-canoes.example',
    });
    const oidc = createOidcClient(config.oidc)!;
    expect(await oidc.logoutUrl('https://koa-canoes.example', 'id-token')).toBe(
      'https://auth.koa-canoes.example/logout?client_id=client123&logout_uri=https%3A%2F%2Fkoa-canoes.example%2F',
    );
  });
});

describe('without a reachable or configured provider', () => {
  it('lands on the sign-in page with an error when the provider cannot be reached', async () => {
    const app = await createTestApp({
      OIDC_ISSUER: 'http://127.0.0.1:9/unreachable',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
    });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/login?error=signin');
    } finally {
      await app.close();
    }
  });

  it('has no provider routes to speak of when none is configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(res.statusCode).toBe(404);
      const cb = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' });
      expect(cb.headers.location).toBe('/login?error=signin');
      expect((await me(plain)).providers).toMatchObject({ oidc: false, social: [], registration: true });
    } finally {
      await plain.close();
    }
  });
});
