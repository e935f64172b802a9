/**
 * A visitor whose day is not the server's: a record's "Last updated" or "Added" is a moment, shown as a day. It
 * is shown in the site's time zone (SITE_TIME_ZONE, Pacific/Honolulu in the tests), by the server's render and the
 * browser alike, so hydration meets the same text (no error #418: the fixtures, support/fixtures.ts, fail the test
 * on one) and every reader sees the same day (issue 31). Before, the server showed its own zone's day and the
 * browser the visitor's.
 *
 * The browser's zone is chosen so that its day differs from UTC's (the server's zone in the tests) for records made
 * in the last hour, when this test's server started: a day behind before 11:00 UTC, a day ahead from 10:00.
 */
import { test, expect, KNOWN, lookup } from './support/fixtures.ts';

const timezoneId = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
test.use({ timezoneId });
/** SITE_TIME_ZONE is not set for the tests' servers: the default. */
const SITE_ZONE = 'Pacific/Honolulu';

/** The day of `moment` in `zone`. */
const dayIn = (moment: string, zone: string) =>
  new Date(moment).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: zone,
  });

// The title names no zone: the runner lists the tests in one process and runs them in another, and the zone chosen
// by the hour may change between the two (as it does at midnight UTC).
test.describe('A visitor whose day is not the site’s', () => {
  test('sees the canoe’s last update and a maker’s first day in the site’s day, after a clean hydration', async ({
    page,
    request,
  }) => {
    const canoeId = await lookup.canoe(request, KNOWN.canoes.kaala);
    const canoe = (await (await request.get(`/api/canoes/${canoeId}`)).json()) as { updated_at: string };
    await page.goto(`/canoes/${canoeId}`);
    await expect(page.getByText(/^Last updated /)).toHaveText(
      `Last updated ${dayIn(canoe.updated_at, SITE_ZONE)}`,
    );

    const makerId = await lookup.maker(request, KNOWN.makers.carver);
    const maker = (await (await request.get(`/api/makers/${makerId}`)).json()) as { created_at: string };
    await page.goto(`/makers/${makerId}`);
    await expect(page.getByText(/^Added to the registry /)).toHaveText(
      `Added to the registry ${dayIn(maker.created_at, SITE_ZONE)}.`,
    );
  });
});
