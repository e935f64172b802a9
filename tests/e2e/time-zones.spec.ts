/**
 * A visitor whose day is not the server's: a record's "Last updated" or "Added" is a moment,
 * shown as a day. The server render and the browser's hydration show the archive's day (Pacific/Honolulu), so
 * they agree; then the visitor's own day is shown. Before, the server showed its own zone's day and the browser
 * the visitor's: hydration error #418 (the fixtures, support/fixtures.ts, fail the test on one).
 *
 * The browser's zone is chosen so that its day differs from UTC's (the server's zone in the tests) for records made
 * in the last hour, when this test's server started: a day behind before 11:00 UTC, a day ahead from 10:00.
 */
import { test, expect, KNOWN, lookup } from './support/fixtures.ts';

const timezoneId = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
test.use({ timezoneId });

/** The day of `moment` as the visitor's browser words it. */
const visitorDay = (moment: string, zone: string) =>
  new Date(moment).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: zone,
  });

test.describe(`A visitor in ${timezoneId}`, () => {
  test('sees the canoe’s last update and a maker’s first day in their own day, after a clean hydration', async ({
    page,
    request,
  }) => {
    const canoeId = await lookup.canoe(request, KNOWN.canoes.kaala);
    const canoe = (await (await request.get(`/api/canoes/${canoeId}`)).json()) as { updated_at: string };
    await page.goto(`/canoes/${canoeId}`);
    await expect(page.getByText(/^Last updated /)).toHaveText(
      `Last updated ${visitorDay(canoe.updated_at, timezoneId)}`,
    );

    const makerId = await lookup.maker(request, KNOWN.makers.carver);
    const maker = (await (await request.get(`/api/makers/${makerId}`)).json()) as { created_at: string };
    await page.goto(`/makers/${makerId}`);
    await expect(page.getByText(/^Added to the registry /)).toHaveText(
      `Added to the registry ${visitorDay(maker.created_at, timezoneId)}.`,
    );
  });
});
