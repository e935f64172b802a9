/**
 * Signing in through an identity provider, in the browser: a real OpenID Connect provider started here, and a
 * second registry server of our own configured to use it (the main e2e server has no provider). The tests run
 * one after another in one worker, since they share the provider, the server and the provider's accounts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures.ts';
import { startOidcProvider, type TestProvider } from './support/oidc-provider.ts';

test.describe.configure({ mode: 'serial' });

const root = fileURLToPath(new URL('../..', import.meta.url));
let provider: TestProvider;
let server: ChildProcess | null = null;
let site = '';

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The OIDC test server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The OIDC test server did not answer ${url} in time`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({
    redirectUris: [`${site}/api/auth/oidc/callback`],
    postLogoutRedirectUris: [`${site}/`],
    accounts: {
      nani: {
        password: 'nani-at-the-idp',
        email: 'nani@idp.e2e.example',
        name: 'Nani Kealoha',
        groups: ['admin'],
      },
    },
  });
  server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['tests/e2e/support/e2e-server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      E2E_PORT: String(port),
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_LABEL: 'Hui Login',
      OIDC_IDENTITY_PROVIDERS: 'Google,Facebook',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`${site}/api/health`, server, 150_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  await provider?.close();
});

/** Through the provider's own sign-in page, as a person would. */
async function signInAtProvider(page: Page) {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(provider.issuer);
  await page.getByLabel('Username').fill('nani');
  await page.getByLabel('Password').fill('nani-at-the-idp');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the sign-in page offers the provider, its federated sign-ins, and the email form', async ({ page }) => {
  await page.goto(`${site}/login`);
  await expect(page.getByRole('link', { name: 'Sign in with Hui Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
    'href',
    '/api/auth/oidc/start?return_to=%2F&provider=Google',
  );
  await expect(page.getByRole('link', { name: 'Sign in with Facebook' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${site}/register`);
  await expect(page.getByText('Accounts are created through Hui Login.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  await expectAccessible(page);
});

test('signing in at the provider returns to the page it started from, with a clean address', async ({
  page,
}) => {
  await page.goto(`${site}/makers`);
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByRole('link', { name: 'Sign in with Hui Login' }).click();
  await signInAtProvider(page);

  await expect(page).toHaveURL(`${site}/makers`);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Maker' })).toBeVisible();
  const me = await (await page.request.get(`${site}/api/auth/me`)).json();
  expect(me.user).toMatchObject({ email: 'nani@idp.e2e.example', groups: ['admin'], is_people_admin: true });

  // Signing out ends the provider's session too, and comes back to the home page.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out of the test identity provider?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${site}/`);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect((await (await page.request.get(`${site}/api/auth/me`)).json()).user).toBeNull();
});

test('rights follow the provider’s group claim at each sign-in', async ({ page }) => {
  provider.accounts.nani.groups = ['paddlers'];
  await page.goto(`${site}/login`);
  await page.getByRole('link', { name: 'Sign in with Hui Login' }).click();
  // The previous test signed out at the provider, so it asks again.
  await signInAtProvider(page);
  await expect(page).toHaveURL(`${site}/`);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toHaveCount(0);
  const refused = await page.request.post(`${site}/api/owners`, {
    headers: { 'X-Requested-With': 'fetch' },
    data: { name: 'Hui Not Allowed', owner_type: 'club' },
  });
  expect(refused.status()).toBe(403);
  provider.accounts.nani.groups = ['admin'];
});

test('a failed sign-in lands on the sign-in page with "Sign-in failed"', async ({ page }) => {
  await page.goto(`${site}/api/auth/oidc/callback?code=forged&state=forged`);
  await expect(page).toHaveURL(`${site}/login?error=signin`);
  await expect(page.getByRole('alert')).toHaveText('Sign-in failed');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});
