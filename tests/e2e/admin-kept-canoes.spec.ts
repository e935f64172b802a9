/**
 * A whole canoe kept for a protocol (decision 020) on screen. The administrator keeps the canoe itself from its
 * page ("Who may see this" beside its name): the page then carries the lock, a visitor finds neither the page nor
 * the canoe in the registry, and a member of the protocol finds it with the registry's Protocol filter, which
 * lists only the canoes holding something kept for that protocol. Each test makes its own records and accounts.
 */
import type { Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { test, expect, expectAccessible, signIn, unique } from './support/fixtures.ts';
import { linkIn, waitForMail } from './support/outbox.ts';

type Playwright = PlaywrightWorkerArgs['playwright'];

const WRITE = { 'X-Requested-With': 'fetch' };
const baseURL = () => test.info().project.use.baseURL!;

/** An account registered and confirmed through the API, as a person does through the emailed link. */
async function registerAccount(playwright: Playwright, name: string) {
  const label = name.toLowerCase().replace(/\W+/g, '-');
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.koa-canoes.example`;
  const password = `${label}-password-1234`;
  const request = await playwright.request.newContext({ baseURL: baseURL() });
  expect((await request.post('/api/auth/register', { data: { name, email, password } })).status()).toBe(202);
  const port = Number(new URL(baseURL()).port);
  const token = new URL(linkIn(await waitForMail(port, email))).searchParams.get('token');
  expect((await request.post('/api/auth/register/confirm', { data: { token } })).status()).toBe(201);
  await request.dispose();
  return { email, password };
}

/** A browser of its own, signed in as `account` (or a visitor), whose loads wait until the app has taken over. */
async function pageAs(browser: Browser, account: { email: string; password: string } | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  if (account) {
    const response = await page.request.post('/api/auth/login', { data: account, headers: WRITE });
    expect(response.status(), await response.text()).toBe(200);
  }
  return page;
}

test.describe('A canoe kept for a protocol', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the administrator keeps a whole canoe; a visitor finds nothing of it; a member finds it with the Protocol filter', async ({
    page,
    browser,
    playwright,
  }) => {
    const member = await registerAccount(playwright, 'Noelani Member');
    await signIn(page, 'admin');
    const keptName = unique('Kahananui Kept Waʻa');
    const publicName = unique('Kahananui Public Waʻa');
    const protocolName = unique('Kahananui ʻOhana');
    const made = async (name: string) => {
      const response = await page.request.post('/api/canoes', {
        data: { name, name_start_date: '1998' },
        headers: WRITE,
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { canoe_id: number }).canoe_id;
    };
    const keptId = await made(keptName);
    await made(publicName);
    const protocolResponse = await page.request.post('/api/protocols', {
      data: { name: protocolName },
      headers: WRITE,
    });
    expect(protocolResponse.status()).toBe(201);
    const protocolId = ((await protocolResponse.json()) as { protocol_id: number }).protocol_id;
    const added = await page.request.post(`/api/protocols/${protocolId}/members`, {
      data: { email: member.email, role: 'member' },
      headers: WRITE,
    });
    expect(added.status(), await added.text()).toBe(201);

    // Who may see the canoe itself, from beside its name: no "As the canoe", and no notice for others.
    await page.goto(`/canoes/${keptId}`);
    await page.getByRole('button', { name: 'Who may see this: This canoe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Who may see this' });
    await expect(dialog.getByRole('radio', { name: /^As the canoe/ })).toHaveCount(0);
    await expect(dialog.getByRole('radio', { name: /^Public/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^Members of protocols/ }).check();
    await dialog.getByRole('checkbox', { name: protocolName, exact: true }).check();
    await expect(dialog.getByText('Others do not see the canoe at all')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'A line naming the protocol' })).toHaveCount(0);
    await dialog.getByLabel('Reason for this change').fill('The ʻohana keeps this canoe');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: keptName })).toBeVisible();
    // Beside the name, once: its names, kept with it, carry no lock of their own in their tab.
    await expect(page.getByText(`Kept for ${protocolName}`)).toHaveCount(1);
    await expect(page.getByText(`Kept for ${protocolName}`)).toBeVisible();
    await page.getByRole('tab', { name: 'Name History' }).click();
    const namesTab = page.getByRole('tabpanel', { name: 'Name History' });
    await expect(namesTab.getByText(keptName)).toBeVisible();
    await expect(namesTab.getByText('Kept for')).toHaveCount(0);

    // A visitor: not found, and not in the registry.
    const visitor = await pageAs(browser, null);
    const notFound = await visitor.goto(`/canoes/${keptId}`);
    expect(notFound?.status()).toBe(404);
    await expect(visitor.getByText(keptName)).toHaveCount(0);
    await visitor.goto(`/canoes?q=${encodeURIComponent('Kahananui')}`);
    await expect(visitor.getByRole('heading', { level: 2, name: publicName })).toBeVisible();
    await expect(visitor.getByText(keptName)).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Advanced Filters' }).click();
    await expect(visitor.getByLabel('Protocol')).toHaveCount(0);

    // The member: the canoe with its lock, and the Protocol filter listing only what the protocol keeps.
    const ohana = await pageAs(browser, member);
    await ohana.goto(`/canoes/${keptId}`);
    await expect(ohana.getByRole('heading', { level: 1, name: keptName })).toBeVisible();
    await expect(ohana.getByText(`Kept for ${protocolName}`)).toBeVisible();
    await ohana.goto(`/canoes?q=${encodeURIComponent('Kahananui')}`);
    await expect(ohana.getByRole('heading', { level: 2, name: keptName })).toBeVisible();
    await expect(ohana.getByRole('heading', { level: 2, name: publicName })).toBeVisible();
    await ohana.getByRole('button', { name: 'Advanced Filters' }).click();
    await ohana.getByLabel('Protocol').selectOption({ label: protocolName });
    await expect(ohana).toHaveURL(new RegExp(`protocol=${protocolId}`));
    await expect(ohana.getByRole('heading', { level: 2, name: publicName })).toHaveCount(0);
    const card = ohana.getByRole('article').filter({ hasText: keptName });
    await expect(card).toContainText(`Kept for ${protocolName}`);
    await expect(ohana.getByText('1 canoe found')).toBeVisible();
    await expectAccessible(ohana);

    // Pictures of both screens for the people who review them (only when asked for).
    const shots = process.env.KEPT_CANOE_SCREENSHOTS;
    if (shots) {
      for (const width of [1366, 390]) {
        await ohana.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await ohana.screenshot({ path: `${shots}/registry-protocol-filter-${width}.png`, fullPage: true });
        await ohana.goto(`/canoes/${keptId}`);
        await expect(ohana.getByText(`Kept for ${protocolName}`)).toBeVisible();
        await ohana.screenshot({ path: `${shots}/kept-canoe-member-${width}.png`, fullPage: true });
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await page.reload();
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await page.getByRole('button', { name: 'Who may see this: This canoe' }).click();
        await page.screenshot({ path: `${shots}/kept-canoe-dialog-${width}.png` });
        await page.keyboard.press('Escape');
        // With a filter of the panel in the address, the panel opens by itself.
        await ohana.goto(`/canoes?q=Kahananui&protocol=${protocolId}`);
      }
    }
  });
});
