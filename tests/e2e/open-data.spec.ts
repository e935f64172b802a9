/**
 * Open data for visitors: the Open Data page from the footer, its CSV of the whole registry, and the
 * registry page's CSV of the search on screen. Visitors are offered no archive download.
 */
import { test, expect, expectAccessible, KNOWN } from './support/fixtures.ts';

test.describe('Open data', () => {
  test('the footer leads to the Open Data page, whose CSV holds the registry', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Open Data' }).click();
    await expect(page).toHaveURL('/open-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Open Data' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'its OpenAPI document' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    await expect(page.getByRole('heading', { name: 'The whole archive' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Download the archive/ })).toHaveCount(0);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the registry as CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('koa-canoes.csv');
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\r\n')[0]).toMatch(/^Registry ID,Name,Type,Bow Number/);
    expect(text).toContain(KNOWN.canoes.hokulea);
  });

  test('the registry offers the canoes of the search on screen as CSV', async ({ page, request }) => {
    await page.goto('/canoes?q=hokulea');
    const link = page.getByRole('link', { name: 'Download these canoes as CSV' });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toBe('/api/canoes/search?q=hokulea&format=csv');
    const response = await request.get(href!);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const rows = (await response.text()).trimEnd().split('\r\n');
    expect(rows.slice(1).every((row) => row.includes(KNOWN.canoes.hokulea))).toBe(true);
    await page.goto('/canoes?q=no-such-canoe-anywhere');
    await expect(page.getByText('No Canoes Found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download these canoes as CSV' })).toHaveCount(0);
  });
});
