/**
 * Following by email (issue 37, decision 033), as a visitor does it: the Follow link on a canoe's, steward's,
 * maker's and race's page, the Follow form, the confirmation email (the server writes its mail to a folder,
 * support/outbox.ts), the follower's own page the link opens (how often, Stop following, Stop all emails), the
 * footer's Stay Connected form that follows the whole archive, a link that is not one, and a site that sends no
 * email. In the administrators' project because it writes followers (its own server and database).
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, lookup, KNOWN, uniqueToken } from './support/fixtures.ts';
import { E2E_PORT, linkIn, waitForMail } from './support/outbox.ts';

/** The administrators' server is on the port after the public one (playwright.config.ts). */
const PORT = E2E_PORT + 1;
const address = (who: string) => `${who}-${uniqueToken()}@example.org`.toLowerCase();

/** The confirmation link of the newest email to `to`, on this test's server. */
async function confirmationLink(page: Page, to: string, what: RegExp) {
  const mail = await waitForMail(PORT, to, { subject: /^Confirm that you want to follow/ });
  expect(mail.text).toMatch(what);
  const link = new URL(linkIn(mail));
  expect(link.pathname).toBe('/follow');
  return link.pathname + link.search;
}

test.describe('Following by email', () => {
  test('a visitor follows a canoe from its page, confirms by the link, changes how often and stops', async ({
    page,
  }) => {
    const canoeId = await lookup.canoe(page.request, KNOWN.canoes.kaala);
    await page.goto(`/canoes/${canoeId}`);
    await page.getByRole('link', { name: 'Follow', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/follow\\?type=canoe&id=${canoeId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Follow the canoe ${KNOWN.canoes.kaala}` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Follow the canoe ${KNOWN.canoes.kaala}`));
    await expectAccessible(page);

    // The address is checked before anything is sent.
    const email = address('paddler');
    await page.getByLabel('Your email address').fill('not an address');
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page).toHaveURL(/type=canoe/);
    await page.getByLabel('Your email address').fill(email);
    await page.getByRole('radio', { name: 'Once a day' }).check();
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Check your email: we sent a link to confirm. Nothing is sent until you open it.',
    );
    await expect(page.getByRole('link', { name: KNOWN.canoes.kaala })).toHaveAttribute(
      'href',
      `/canoes/${canoeId}`,
    );

    // The link confirms and opens the follower's own page.
    await page.goto(await confirmationLink(page, email, new RegExp(`the canoe ${KNOWN.canoes.kaala}`)));
    await expect(page.getByRole('heading', { level: 1, name: 'What you follow' })).toBeVisible();
    await expect(page.getByText(`Emails go to ${email}.`)).toBeVisible();
    const followed = page.getByRole('listitem').filter({ hasText: `the canoe ${KNOWN.canoes.kaala}` });
    await expect(followed.getByRole('link', { name: `the canoe ${KNOWN.canoes.kaala}` })).toHaveAttribute(
      'href',
      `/canoes/${canoeId}`,
    );
    const howOften = followed.getByRole('combobox', {
      name: `How often for the canoe ${KNOWN.canoes.kaala}`,
    });
    await expect(howOften).toHaveValue('daily');
    await expectAccessible(page);

    await howOften.selectOption('weekly');
    await expect(page.getByRole('status')).toHaveText('Saved.');
    // What was saved is what the server keeps: the page opened again says it.
    await page.reload();
    await expect(
      page.getByRole('combobox', { name: `How often for the canoe ${KNOWN.canoes.kaala}` }),
    ).toHaveValue('weekly');

    await page.getByRole('button', { name: 'Stop following' }).click();
    await expect(page.getByText('You follow nothing.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You follow nothing.')).toBeVisible();
  });

  test('steward, maker and race pages offer Follow; one link manages them all and stops them all', async ({
    page,
  }) => {
    const email = address('historian');
    const records = [
      {
        path: `/owners/${await lookup.owner(page.request, KNOWN.stewards.club)}`,
        what: `the steward ${KNOWN.stewards.club}`,
      },
      {
        path: `/makers/${await lookup.maker(page.request, KNOWN.makers.carver)}`,
        what: `the maker ${KNOWN.makers.carver}`,
      },
      {
        path: `/races/${await lookup.race(page.request, KNOWN.races.channel)}`,
        what: `the race ${KNOWN.races.channel}`,
      },
    ];
    for (const record of records) {
      await page.goto(record.path);
      await page.getByRole('link', { name: 'Follow', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Follow ${record.what}` })).toBeVisible();
      await page.getByLabel('Your email address').fill(email);
      await page.getByRole('button', { name: 'Follow' }).click();
      await expect(page.getByRole('status')).toContainText('Check your email');
    }
    // One confirmation for the three (never two within a quarter of an hour); its link confirms them all.
    await page.goto(await confirmationLink(page, email, /the steward /));
    for (const record of records) {
      await expect(page.getByRole('link', { name: record.what })).toHaveAttribute('href', record.path);
    }
    await page.getByRole('button', { name: 'Stop all emails' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'You follow nothing now: no more email will be sent to you.',
    );
    await expect(page.getByText('You follow nothing.')).toBeVisible();
  });

  test('the footer’s Stay Connected form follows the whole archive, confirmed by a link', async ({
    page,
  }) => {
    // The Follow page without a record is the whole archive's.
    await page.goto('/follow');
    await expect(page.getByRole('heading', { level: 1, name: 'Follow the whole archive' })).toBeVisible();
    await expect(page).toHaveTitle(/^Follow the whole archive/);
    const email = address('reader');
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      footer.getByText('Check your email: we sent a link to confirm.', { exact: false }),
    ).toBeVisible();
    await expect(footer.getByLabel('Email address')).toHaveValue('');

    await page.goto(await confirmationLink(page, email, /the whole archive/));
    const archive = page.getByRole('link', { name: 'the whole archive' });
    await expect(archive).toHaveAttribute('href', '/');
    await expect(page.getByRole('combobox', { name: 'How often for the whole archive' })).toHaveValue(
      'weekly',
    );
  });

  test('a link that is not one says so, and the Follow form of a record not there says so', async ({
    page,
  }) => {
    await page.goto('/follow?token=7.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid. Ask for a new one with the Follow button.',
    );
    await page.goto('/follow?token=nonsense');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is not valid. Ask for a new one with the Follow button.',
    );
    await page.goto('/follow?type=canoe&id=999999');
    await expect(
      page.getByText('There is nothing to follow here: the record is not in the registry.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
  });

  test('on a site that sends no email, Follow says so instead of asking for an address', async ({ page }) => {
    // The page's settings as a server without SMTP_URL or MAIL_OUTBOX_DIR writes them.
    await page.route(
      (url) => url.pathname === '/follow',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<script type="application\/json" id="site-config">)\{/,
          '$1{"noEmail":true,',
        );
        await route.fulfill({ response, body: html });
      },
    );
    const canoeId = await lookup.canoe(page.request, KNOWN.canoes.kaala);
    await page.goto(`/follow?type=canoe&id=${canoeId}`);
    await expect(page.getByText('Updates by email are not available on this site.')).toBeVisible();
    await expect(page.getByLabel('Your email address')).toHaveCount(0);
  });
});
