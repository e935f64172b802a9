import { test, expect, expectAccessible, signInThroughThePage, KNOWN } from './support/fixtures.ts';
import { E2E_PORT, linkIn, waitForMail } from './support/outbox.ts';

test.describe('Signing in and out', () => {
  test('an administrator signs in, sees the Admin badge and People, and signs out', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expectAccessible(page);
    await signInThroughThePage(page, 'admin');
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
    await signInThroughThePage(page, 'editor');
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }),
    ).toHaveCount(0);
  });

  test('a member without a group sees no admin parts', async ({ page }) => {
    await signInThroughThePage(page, 'member');
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
    await signInThroughThePage(page, 'member');
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

const REGISTER_SENT = 'Check your email: we have sent a message to that address with the next step.';

/** An address no other test uses. */
const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.koa-canoes.example`;

test.describe('Registering', () => {
  test('a visitor registers, follows the emailed link, is signed in as a member, and sees no admin parts', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(page).toHaveTitle(/^Register/);
    await expectAccessible(page);

    const email = freshEmail('member');
    await page.getByLabel('Name', { exact: true }).fill('Makana Kahananui');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('paddle-every-day');
    await page.getByLabel('Confirm password').fill('paddle-every-day');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('status')).toHaveText(REGISTER_SENT);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expectAccessible(page);

    const link = new URL(linkIn(await waitForMail(E2E_PORT, email)));
    expect(link.pathname).toBe('/register');
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Finish Registering' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toHaveCount(0);
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me.user).toMatchObject({ email, name: 'Makana Kahananui', groups: [], is_admin: false });

    // The link made the account once.
    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid or has expired. Please register again.',
    );
    await expect(page.getByRole('link', { name: 'Register again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  });

  test('the form shows each problem beside its field and clears it on edit', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Name', { exact: true }).fill('Ana');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await page.getByLabel('Email', { exact: true }).fill(KNOWN.accounts.member.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('long-enough-pass');
    await page.getByLabel('Confirm password').fill('long-enough-typo');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm password').fill('long-enough-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // An address that has an account gets the same answer as a new one; its owner gets an email instead.
    await expect(page.getByRole('status')).toHaveText(REGISTER_SENT);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const told = await waitForMail(E2E_PORT, KNOWN.accounts.member.email, { subject: /already have/ });
    expect(told.subject).toBe('You already have a Koa Canoe Registry account');
    expect(told.text).toContain('/forgot-password');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('Forgotten password', () => {
  test('a reset link by email sets a new password once, and the new password signs in', async ({
    page,
    playwright,
  }) => {
    const email = freshEmail('forgetful');
    // The account is made from another browser context, so this page starts signed out.
    const other = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
    const asked = await other.post('/api/auth/register', {
      data: { name: 'Forgetful Paddler', email, password: 'the-old-password' },
    });
    expect(asked.status()).toBe(202);
    const token = new URL(linkIn(await waitForMail(E2E_PORT, email))).searchParams.get('token');
    const made = await other.post('/api/auth/register/confirm', { data: { token } });
    expect(made.status()).toBe(201);
    await other.dispose();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for that address, a reset link is on its way.',
    );

    const link = new URL(linkIn(await waitForMail(E2E_PORT, email, { subject: /^Reset your/ })));
    expect(link.pathname).toBe('/forgot-password');
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('the-new-password');
    await page.getByLabel('Confirm new password').fill('the-new-password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');

    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('the-new-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    // The link worked once.
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('a-third-password');
    await page.getByLabel('Confirm new password').fill('a-third-password');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is not valid or has expired. Please ask for a new one.',
    );
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  test('an address without an account gets the same answer', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(freshEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for that address, a reset link is on its way.',
    );
  });

  test("a sign-out the server cannot complete says 'Sign-out failed' and still goes home", async ({
    page,
  }) => {
    await signInThroughThePage(page, 'member');
    await page.goto('/makers');
    await page.route('**/api/auth/logout', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('alert').filter({ hasText: 'Sign-out failed' })).toBeVisible();
    await expectAccessible(page);
  });
});
