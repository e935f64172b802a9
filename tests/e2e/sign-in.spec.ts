import { test, expect, expectAccessible, signIn, KNOWN } from './support/fixtures.ts';

test.describe('Signing in and out', () => {
  test('an administrator signs in, sees the Admin badge and People, and signs out', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expectAccessible(page);
    await signIn(page, 'admin');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toHaveCount(0);
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.user).toBeNull();
  });

  test('a records administrator gets the Admin badge but not the People area', async ({ page }) => {
    await signIn(page, 'editor');
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }),
    ).toHaveCount(0);
  });

  test('a member without a group sees no admin parts', async ({ page }) => {
    await signIn(page, 'member');
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toHaveCount(0);
    await page.goto('/canoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Canoe Registry' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Canoe' })).toHaveCount(0);
  });

  test('a wrong password gets one message that does not say which part was wrong', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(KNOWN.accounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await page.getByLabel('Email', { exact: true }).fill('nobody@e2e.koa-canoes.example');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('"Remember me" keeps the session cookie past the browser session; without it the cookie ends with it', async ({
    page,
    context,
  }) => {
    await signIn(page, 'member');
    const plain = (await context.cookies()).find((c) => c.name === 'koa_session');
    expect(plain?.expires).toBe(-1);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(KNOWN.accounts.member.email);
    await page.getByLabel('Password', { exact: true }).fill(KNOWN.accounts.member.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const remembered = (await context.cookies()).find((c) => c.name === 'koa_session');
    expect(remembered?.httpOnly).toBe(true);
    expect(remembered!.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
  });

  test('signing in from a page returns to that page', async ({ page }) => {
    await page.goto('/makers');
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email', { exact: true }).fill(KNOWN.accounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(KNOWN.accounts.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/makers');
    await expect(page.getByRole('link', { name: 'Add New Maker' })).toBeVisible();
  });
});
