/**
 * Issue 31, items 5 and 6. The canoe form's Next checks its step before it moves on (the server's rules and words),
 * a message goes once its field is put right, the form-level sentence goes once the fields it points at are, and an
 * empty source row does not hold a save back. On a phone the canoe page shows the record before the keeper's tools.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { api, test, expect, expectAccessible, signIn, unique } from './support/fixtures.ts';

const canoePosts = (request: Request) => request.method() === 'POST' && /\/api\/canoes$/.test(request.url());
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const stepButton = (page: Page, n: number, name: string) =>
  page
    .getByRole('navigation', { name: 'Form steps' })
    .getByRole('button', { name: new RegExp(`^Step ${n}: ${name}( \\(has errors\\))?$`) });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const banner = (page: Page) => page.getByRole('alert');

/** Signed in at the desktop width (a phone's header folds Sign Out into its menu), then shown at `viewport`. */
async function signInAt(page: Page, viewport: { width: number; height: number }) {
  await signIn(page, 'admin');
  await page.setViewportSize(viewport);
}

test.describe('Canoe form: Next checks its step', () => {
  test.describe.configure({ timeout: 90_000 });

  test("a build year of 'sometime' and a length of −5 stop Next on their own step; fixed, the message goes", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (canoePosts(request)) posts.push(request.url());
    });
    await page.goto('/canoes/new');
    await page.getByLabel('Bow Number').fill(unique('NX').replace(' ', '-'));
    const year = page.getByLabel('Build Year');
    await year.fill('sometime');
    await next(page).click();

    // Still on Basic Details, the year marked, focused, with the words the server would answer.
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
    await expect(stepHeading(page, 'Basic Details')).toBeVisible();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toBeFocused();
    const basic = page.getByRole('group', { name: 'Basic Details' });
    await expect(basic.getByText(/^Enter a year \(1962\)/)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Step 1: Basic Details (has errors)' })).toBeVisible();
    await expectAccessible(page);

    // A year out of range: the same rule as the server's.
    const maxYear = new Date().getUTCFullYear();
    await year.fill('2999');
    await expect(year).not.toHaveAttribute('aria-invalid', 'true');
    await next(page).click();
    await expect(basic.getByText(`Year must be between 1000 and ${maxYear}`)).toBeVisible();
    await expect(year).toBeFocused();

    // Put right, the message goes and Next moves on.
    await year.fill('about 1850');
    await expect(basic.getByText(`Year must be between 1000 and ${maxYear}`)).toHaveCount(0);
    await expect(year).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Step 1: Basic Details', exact: true })).toBeVisible();
    await next(page).click();
    await expect(stepHeading(page, 'Specifications')).toBeVisible();
    await expect(page.getByText('Step 2 of 5')).toBeVisible();

    // A negative length stops Next on Specifications.
    const length = page.getByLabel('Length (ft)');
    await length.fill('-5');
    await page.getByLabel('Width (ft)').fill('1.5');
    await next(page).click();
    await expect(stepHeading(page, 'Specifications')).toBeVisible();
    const specs = page.getByRole('group', { name: 'Specifications' });
    await expect(specs.getByText('Must be at least 0')).toHaveCount(1);
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await expect(length).toBeFocused();
    await expect(page.getByLabel('Width (ft)')).not.toHaveAttribute('aria-invalid', 'true');

    // Text a number box cannot read is stopped too.
    await length.fill('41');
    await expect(specs.getByText('Must be at least 0')).toHaveCount(0);
    await page.getByLabel('Weight (lbs)').pressSequentially('3e');
    await next(page).click();
    await expect(specs.getByText('Weight must be a number')).toBeVisible();
    await expect(page.getByLabel('Weight (lbs)')).toBeFocused();
    await page.getByLabel('Weight (lbs)').fill('300');
    await expect(specs.getByText('Weight must be a number')).toHaveCount(0);
    await next(page).click();
    await expect(stepHeading(page, 'Name')).toBeVisible();

    // Back and the step buttons still go anywhere: only Next checks.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepHeading(page, 'Specifications')).toBeVisible();
    await expect(length).toHaveValue('41');
    expect(posts).toEqual([]);
  });

  test("'Failed to save canoe: correct the marked field.' goes once the marked field is put right", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const maxYear = new Date().getUTCFullYear();
    const name = unique('Hoʻoponopono');
    await page.goto('/canoes/new');
    const year = page.getByLabel('Build Year');
    await year.fill('2999');
    // The step buttons do not check: the year reaches the server, which refuses it.
    await stepButton(page, 3, 'Name').click();
    await page.getByLabel('Current Name').fill(name);
    await stepButton(page, 5, 'Notes').click();
    await page.getByRole('button', { name: 'Create Canoe' }).click();
    await expect(banner(page)).toHaveText('Failed to save canoe: correct the marked field.');
    await expect(stepHeading(page, 'Basic Details')).toBeVisible();
    await expect(year).toBeFocused();
    await expect(page.getByText(`Year must be between 1000 and ${maxYear}`)).toHaveCount(1);

    // Put right: the field's message and the sentence pointing at it both go, before anything is saved again.
    await year.fill('1999');
    await expect(page.getByText(`Year must be between 1000 and ${maxYear}`)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Canoe' }).click();
    await expect(page).toHaveURL(/\/canoes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('a failure no field can fix stays while the form is edited', async ({ page }) => {
    await signIn(page, 'admin');
    await page.route('**/api/canoes', (route) =>
      route.request().method() !== 'POST'
        ? route.fallback()
        : route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Internal Server Error', message: 'The database is resting' }),
          }),
    );
    await page.goto('/canoes/new');
    await page.getByLabel('Bow Number').fill('REST-1');
    await page.getByRole('button', { name: 'Create Canoe' }).click();
    await expect(banner(page)).toHaveText('Failed to save canoe: The database is resting');
    await page.getByLabel('Origin Location').fill('Hilo');
    await expect(banner(page)).toHaveText('Failed to save canoe: The database is resting');
  });

  test('an empty source row is left out, not refused; a half-filled one is refused, its message goes when fixed', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Kumu');
    const citation = unique('Ka Nupepa Kuokoa, 1921');
    await page.goto('/canoes/new');
    await stepButton(page, 3, 'Name').click();
    await page.getByLabel('Current Name').fill(name);
    await stepButton(page, 5, 'Notes').click();

    // Source 1 added and left empty; Source 2 with a link but no citation.
    await page.getByRole('button', { name: 'Add Source' }).click();
    await page.getByRole('button', { name: 'Add Source' }).click();
    const second = page.getByRole('group', { name: 'Source 2' });
    await second.getByLabel('Link').fill('https://nupepa.example/1921');
    await page.getByRole('button', { name: 'Create Canoe' }).click();

    // The half-filled row is refused where it stands (Source 2); the empty one is not marked.
    await expect(banner(page)).toHaveText('Failed to save canoe: Please correct the highlighted sources');
    await expect(second.getByLabel('Citation')).toHaveAttribute('aria-invalid', 'true');
    await expect(second.getByText('Please enter the citation')).toBeVisible();
    const first = page.getByRole('group', { name: 'Source 1' });
    await expect(first.getByLabel('Citation')).not.toHaveAttribute('aria-invalid', 'true');

    // Put right: the message and the sentence go.
    await second.getByLabel('Citation').fill(citation);
    await expect(second.getByText('Please enter the citation')).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);

    // An empty row can also go with one click.
    await expect(page.getByRole('button', { name: 'Remove source 1' })).toBeVisible();

    const [response] = await Promise.all([
      page.waitForResponse((r) => canoePosts(r.request())),
      page.getByRole('button', { name: 'Create Canoe' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const { canoe_id: id } = (await response.json()) as { canoe_id: number };
    await expect(page).toHaveURL(`/canoes/${id}`);
    // Only the filled row was saved, as the first source.
    const sources = page.getByRole('tabpanel', { name: 'Details' }).getByRole('region', { name: 'Sources' });
    await expect(sources.getByRole('listitem')).toHaveText([`[1]${citation} (Document) nupepa.example`]);
  });
});

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

test.describe('Canoe page: the record before the keeper’s tools', () => {
  test('on a 390-pixel phone the details come first, then Quick Actions and Recent Activity', async ({
    page,
  }) => {
    await signInAt(page, { width: 390, height: 844 });
    const canoe = await api.post<{ canoe_id: number }>(page, '/api/canoes', {
      name: unique('Waʻa Mua'),
      hull_id: 'PH-1',
      length: 40,
    });
    // A few changes, so Recent Activity has rows to show.
    for (const length of [41, 42, 43]) {
      const response = await page.request.put(`/api/canoes/${canoe.canoe_id}`, {
        data: { hull_id: 'PH-1', length },
        headers: { 'X-Requested-With': 'fetch' },
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    await page.goto(`/canoes/${canoe.canoe_id}`);
    const tabs = page.getByRole('tablist', { name: 'Canoe information' });
    const specifications = page.getByRole('region', { name: 'Specifications' });
    const quick = page.getByRole('region', { name: 'Quick Actions' });
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await expect(specifications).toBeVisible();
    await expect(quick).toBeVisible();
    await expect(recent).toBeVisible();

    // The record is on the first screens; the tools follow it.
    const details = await top(specifications);
    expect(details).toBeLessThan(await top(quick));
    expect(details).toBeLessThan(await top(recent));
    expect(await top(tabs)).toBeLessThan(844 * 1.5);
    // The keyboard meets them in the same order.
    const order = await page.evaluate(() => {
      const of = (selector: string) => document.querySelector(selector)!;
      const tablist = of('[role="tablist"]');
      const actions = of('#quick-actions-heading');
      return Boolean(tablist.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    await expectAccessible(page);
  });

  test('at 1366 pixels the steward and the tools stay in the column beside the record', async ({ page }) => {
    await signInAt(page, { width: 1366, height: 900 });
    const canoe = await api.post<{ canoe_id: number }>(page, '/api/canoes', { name: unique('Waʻa ʻAoʻao') });
    await page.goto(`/canoes/${canoe.canoe_id}`);
    const tabs = page.getByRole('tablist', { name: 'Canoe information' });
    const steward = page.getByRole('region', { name: 'Current Steward' });
    const quick = page.getByRole('region', { name: 'Quick Actions' });
    await expect(quick).toBeVisible();
    const [tabsBox, stewardBox, quickBox] = await Promise.all(
      [tabs, steward, quick].map(async (locator) => (await locator.boundingBox())!),
    );
    // Right of the record, the steward at its top, Quick Actions under the steward.
    expect(stewardBox.x).toBeGreaterThan(tabsBox.x + tabsBox.width);
    expect(quickBox.x).toBe(stewardBox.x);
    expect(Math.abs(stewardBox.y - tabsBox.y)).toBeLessThan(40);
    expect(quickBox.y).toBeGreaterThan(stewardBox.y + stewardBox.height);
    expect(quickBox.y - (stewardBox.y + stewardBox.height)).toBeLessThan(40);
  });
});
