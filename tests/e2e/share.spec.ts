/**
 * Share a Story: a visitor, without an account, opens the share form from a canoe page or the register
 * links, is told beside each field what is missing, never meets the honeypot, and sends a story with a photo; the
 * form solves the server's proof-of-work challenge meanwhile. It fits a phone and passes the axe check.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { submissionMessages } from '../../src/shared/api/submissions.ts';
import { test, expect, expectAccessible, KNOWN, lookup } from './support/fixtures.ts';

const PHONE = { width: 390, height: 844 };

const notWiderThanViewport = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** The story's editor, once its code is in. */
const storyBox = (page: Page) => page.getByRole('textbox', { name: 'Story' });

test.describe.configure({ timeout: 60_000 });

test.describe('Share a Story', () => {
  test('a visitor opens it from a canoe page with the canoe chosen', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}`);
    await expect(page.getByRole('link', { name: 'Suggest a correction' })).toHaveAttribute(
      'href',
      `/share?canoe=${id}&kind=correction`,
    );
    await page.getByRole('link', { name: 'Share a story', exact: true }).click();
    await expect(page).toHaveURL(`/share?canoe=${id}&kind=story`);
    // The title says what is shared, and about which canoe; it follows the choice.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share a Story or Photos');
    await expect(page).toHaveTitle(`Share a Story or Photos · ${KNOWN.canoes.hokulea} · Koa Canoe Registry`);
    await page.getByRole('radio', { name: 'A correction' }).check();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suggest a Correction');
    await expect(page).toHaveTitle(`Suggest a Correction · ${KNOWN.canoes.hokulea} · Koa Canoe Registry`);
    await page.getByRole('radio', { name: 'A canoe not in the registry' }).check();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share a Canoe Not in the Registry');
    await expect(page).toHaveTitle('Share a Canoe Not in the Registry · Koa Canoe Registry');
    await page.getByRole('radio', { name: 'A story, memory or photos' }).check();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share a Story or Photos');
    await expect(page.getByRole('radio', { name: 'A story, memory or photos' })).toBeChecked();
    const chosen = page.getByRole('group', { name: 'Canoe' });
    await expect(chosen).toContainText(KNOWN.canoes.hokulea);
    await expect(chosen.getByRole('button', { name: 'Choose another canoe' })).toBeVisible();
    await expect(storyBox(page)).toBeVisible();
    await expectAccessible(page);
  });

  test('finds a canoe typed without ʻokina and kahakō', async ({ page }) => {
    await page.goto('/share');
    await expect(page.getByRole('radio', { name: 'A story, memory or photos' })).toBeChecked();
    await page.getByRole('searchbox', { name: 'Canoe' }).fill('hokulea');
    await page
      .getByRole('list', { name: 'Matching canoes' })
      .getByRole('button', { name: new RegExp(KNOWN.canoes.hokulea) })
      .click();
    await expect(page.getByRole('group', { name: 'Canoe' })).toContainText(KNOWN.canoes.hokulea);
  });

  test('says beside each field what is missing, and never offers the honeypot', async ({ page }) => {
    await page.goto('/share?kind=story');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('searchbox', { name: 'Canoe' })).toHaveAccessibleDescription(
      new RegExp(submissionMessages.canoe),
    );
    await expect(storyBox(page)).toHaveAccessibleDescription(new RegExp(submissionMessages.storyOrPhotos));
    const agree = page.getByRole('checkbox', { name: /I agree to the terms/ });
    await expect(agree).toHaveAccessibleDescription(submissionMessages.terms);
    await expect(agree).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes the focus.
    await expect(page.getByRole('searchbox', { name: 'Canoe' })).toBeFocused();
    await expectAccessible(page);

    // Agreeing clears that message; the terms open beside the form.
    await agree.check();
    await expect(page.getByText(submissionMessages.terms)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /terms/ })).toHaveAttribute('href', '/terms');

    // The honeypot: in the page for robots, but not shown, not in the accessibility tree, never focused.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
    // Its frame is one clipped pixel (not display:none, which some robots skip).
    const frame = page.locator('[aria-hidden="true"]', { has: honeypot });
    await expect(frame).toHaveCSS('overflow', 'hidden');
    const box = await frame.boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    await page.getByRole('textbox', { name: 'Name to show' }).focus();
    // Tab from the sender's first box to Send: the honeypot is never on the way.
    const reached: (string | null)[] = [];
    for (let step = 0; step < 8 && reached.at(-1) !== 'Send'; step++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() =>
          document.activeElement?.getAttribute('name') === 'website'
            ? 'website'
            : (document.activeElement?.textContent?.trim() ?? null),
        ),
      );
    }
    expect(reached).not.toContain('website');
    await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  });

  test('a correction shows the value the registry has now', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/share?canoe=${id}&kind=correction`);
    await expect(page.getByRole('radio', { name: 'A correction' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Canoe' })).toContainText(KNOWN.canoes.hokulea);
    await expect(storyBox(page)).toHaveCount(0);
    const detail = page.getByRole('combobox', { name: /The detail to correct/ });
    await detail.selectOption({ label: 'Build Year' });
    const now = page.getByRole('group', { name: 'The registry says now' });
    await expect(now).toContainText('1950');
    await detail.selectOption({ label: 'Name' });
    await expect(now).toContainText(KNOWN.canoes.hokulea);
    await detail.selectOption({ label: 'Length (ft)' });
    await expect(now).toContainText('45.5 ft');

    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('textbox', { name: /The correct value/ })).toHaveAccessibleDescription(
      submissionMessages.correctionValue,
    );
    await expectAccessible(page);
  });

  test('the register links open it for a canoe not in the registry', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: "Document Your Canoe's Story" }).first().click();
    await expect(page).toHaveURL('/share?kind=new_canoe');
    await expect(page.getByRole('radio', { name: 'A canoe not in the registry' })).toBeChecked();
    await expect(page.getByRole('searchbox', { name: 'Canoe' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(
      new RegExp(submissionMessages.canoeName),
    );
    await expectAccessible(page);
  });

  test('fits a phone, for every kind', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.setViewportSize(PHONE);
    await page.goto(`/canoes/${id}`);
    await expect(page.getByRole('link', { name: 'Share a story', exact: true })).toBeVisible();
    await notWiderThanViewport(page, PHONE.width);
    for (const kind of ['story', 'correction', 'new_canoe']) {
      await page.goto(`/share?canoe=${id}&kind=${kind}`);
      await page.getByRole('button', { name: 'Send' }).click();
      await notWiderThanViewport(page, PHONE.width);
    }
  });

  test('a visitor sends a story with a photo and is thanked', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.kaala);
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 95, b: 50 } },
    })
      .jpeg()
      .toBuffer();
    await page.goto(`/share?canoe=${id}&kind=story`);
    await page.getByRole('textbox', { name: 'Title' }).fill('Launch day at Kailua');
    await storyBox(page).click();
    await page.keyboard.type('Our whole club carried her down to the water.');
    await page
      .getByLabel('Choose photos')
      .setInputFiles({ name: 'launch.jpg', mimeType: 'image/jpeg', buffer: photo });
    const first = page.getByRole('group', { name: 'Photo 1' });
    await first.getByRole('textbox', { name: 'Caption' }).fill('Carrying her down');
    await first.getByRole('textbox', { name: 'Photographer or Credit' }).fill('Leilani K.');
    await first.getByRole('textbox', { name: 'Date Taken' }).fill('June 1962');
    await expect(first.getByText('Reads “June 1962”')).toBeVisible();
    await first.getByRole('combobox', { name: 'Licence' }).selectOption({ label: 'CC BY 4.0' });

    // Sending without the photos' statement is refused beside it.
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    const rights = page.getByRole('checkbox', { name: /I took these photos/ });
    await expect(rights).toHaveAccessibleDescription(submissionMessages.photoRights);
    await rights.check();

    await page.getByRole('textbox', { name: 'Name to show' }).fill('Leilani K.');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('leilani@example.org');
    await page.getByRole('checkbox', { name: 'Email me when it has been reviewed' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: submissionMessages.thanks })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByRole('link', { name: new RegExp(`^Back to ${KNOWN.canoes.kaala}`) }),
    ).toHaveAttribute('href', `/canoes/${id}`);
    await expectAccessible(page);

    // Another goes back to an empty form.
    await page.getByRole('button', { name: 'Share something else' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });
});
