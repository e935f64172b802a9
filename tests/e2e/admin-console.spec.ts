/**
 * The admin forms run under the page's Content Security Policy without a single console error or CSP
 * violation (zod must not probe for `eval`, which the policy refuses).
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, KNOWN, lookup } from './support/fixtures.ts';

/** Console errors and CSP violations from now on, as the page reports them. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return problems;
}

test.describe('Admin forms under the Content Security Policy', () => {
  test('the canoe edit page, steward form and maker form log no errors or CSP violations', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const problems = await watchProblems(page);
    const canoeId = await lookup.canoe(page.request, KNOWN.canoes.hokulea);
    const ownerId = await lookup.owner(page.request, KNOWN.stewards.club);
    const makerId = await lookup.maker(page.request, KNOWN.makers.carver);

    await page.goto(`/canoes/${canoeId}/edit`);
    await expect(page.getByRole('heading', { level: 2, name: 'Basic Details' })).toBeVisible();
    // Walk every step: each validates its fields with the shared schemas.
    for (let step = 0; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 5 of 5')).toBeVisible();

    await page.goto(`/owners/${ownerId}/edit`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await page.getByRole('button', { name: 'Update Steward' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    await page.goto(`/makers/${makerId}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(problems).toEqual([]);
  });
});
