/**
 * A real OpenID Connect provider for the tests (panva's oidc-provider), on a port of its own: one confidential
 * client that must use PKCE, accounts from a small in-memory table whose groups a test may change between
 * sign-ins, and plain pages of its own (no fonts or scripts from elsewhere): a sign-in form, and the end-session
 * confirmation. Shared by the Vitest route tests and the browser tests.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';

export interface TestIdentity {
  password: string;
  email?: string;
  name?: string;
  groups?: string[];
  emailVerified?: boolean;
}

export interface TestProviderOptions {
  /** Where the app may be sent back to after sign-in (its /api/auth/oidc/callback). */
  redirectUris: string[];
  /** Where the end-session page may send the browser afterwards (the site's home). */
  postLogoutRedirectUris?: string[];
  /** Username → identity; the object is kept, so a test may change groups before the next sign-in. */
  accounts: Record<string, TestIdentity>;
  /** Claim that carries the groups; default `groups`. */
  groupsClaim?: string;
  /** Put email, name and groups in the ID token (as Cognito does), not only in the userinfo answer. */
  claimsInIdToken?: boolean;
  port?: number;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Record<string, TestIdentity>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

function loginForm(uid: string, error?: string) {
  return page(
    'Test identity provider',
    (error ? `<p role="alert">${escapeHtml(error)}</p>` : '') +
      `<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">` +
      '<p><label for="login">Username</label> <input id="login" name="login" autocomplete="username" required></p>' +
      '<p><label for="password">Password</label> ' +
      '<input id="password" name="password" type="password" autocomplete="current-password" required></p>' +
      '<button type="submit">Continue</button></form>',
  );
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = 'koa-registry';
  const clientSecret = randomBytes(24).toString('base64url');
  const groupsClaim = options.groupsClaim ?? 'groups';
  const accounts = options.accounts;

  let provider: Provider | null = null;
  const server = http.createServer((req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    if (match) {
      void interaction(provider, req, res, match[2] === '/login').catch((error: unknown) => {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/plain');
        res.end(`Interaction failed: ${String(error)}`);
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sendHtml = (res: http.ServerResponse, html: string, status = 200) => {
    res.statusCode = status;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(html);
  };

  async function interaction(
    p: Provider,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    submit: boolean,
  ) {
    const details = await p.interactionDetails(req, res);
    if (details.prompt.name === 'consent') {
      // A first-party client: what it asks for is granted without a question.
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('consent without a signed-in account');
      const grant = new p.Grant({ accountId, clientId: String(details.params.client_id) });
      if (details.prompt.details.missingOIDCScope) {
        grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
      }
      if (details.prompt.details.missingOIDCClaims)
        grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
      await p.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
      return;
    }
    if (!submit) return sendHtml(res, loginForm(details.uid));
    const form = await readForm(req);
    const login = form.get('login') ?? '';
    const account = accounts[login];
    if (!account || account.password !== form.get('password')) {
      return sendHtml(res, loginForm(details.uid, 'Unknown username or wrong password.'), 401);
    }
    await p.interactionFinished(
      req,
      res,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
  }

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true, methods: ['S256'] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    claims: {
      openid: ['sub', groupsClaim],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    conformIdTokenClaims: !options.claimsInIdToken,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const account = accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          ...(account.email ? { email: account.email, email_verified: account.emailVerified ?? true } : {}),
          ...(account.name ? { name: account.name } : {}),
          [groupsClaim]: account.groups ?? [],
        }),
      };
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: unknown; type: string }, form: string) => {
          ctx.type = 'html';
          ctx.body = page(
            'Sign out of the test identity provider?',
            `${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx: { body: unknown; type: string }) => {
          ctx.type = 'html';
          ctx.body = page('Signed out', '<p>You are signed out of the test identity provider.</p>');
        },
      },
    },
    renderError: async (ctx: { body: unknown; type: string }, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = page('Provider error', `<pre>${escapeHtml(JSON.stringify(out))}</pre>`);
    },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Sign in at the provider without a browser (for the Vitest route tests): follow its redirects from the
 * authorization URL, post the sign-in form, and stop at the first redirect to `stopAt` (the app's callback),
 * which is returned.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  credentials: { login: string; password: string },
  stopAt: string,
): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie: cookieHeader() },
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.startsWith(stopAt)) return next;
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html);
    if (response.status !== 200 || !action)
      throw new Error(`The provider answered ${response.status}: ${html}`);
    url = new URL(action[1], url).href;
    body = new URLSearchParams({ login: credentials.login, password: credentials.password });
  }
  throw new Error('Too many redirects at the provider');
}
