import { test, expect, lookup, signIn, KNOWN } from './support/fixtures.ts';

/** Every administrators' page, with a record id where the page needs one. */
async function adminPaths(request: Parameters<typeof lookup.canoe>[0]) {
  const canoe = await lookup.canoe(request, KNOWN.canoes.kaala);
  const owner = await lookup.owner(request, KNOWN.stewards.museum);
  const maker = await lookup.maker(request, KNOWN.makers.idle);
  const race = await lookup.race(request, KNOWN.races.empty);
  return {
    admin: [
      '/canoes/new',
      `/canoes/${canoe}/edit`,
      `/canoes/${canoe}/names/add`,
      `/canoes/${canoe}/owners/add`,
      '/owners/new',
      `/owners/${owner}/edit`,
      '/makers/new',
      `/makers/${maker}/edit`,
      '/races/new',
      `/races/${race}/edit`,
    ],
    people: ['/people', '/people/new'],
  };
}

/**
 * The time for a test that opens `pages` pages one after another: under CI's load each page can take seconds, and
 * a dozen of them pass the 30 s a test is given by default.
 */
const pageLoadsTimeout = (pages: number) => 20_000 + 5_000 * pages;

test.describe('Administrators’ pages for everyone else', () => {
  test('a visitor is sent to the sign-in page from every administrators’ page', async ({ page, request }) => {
    const { admin, people } = await adminPaths(request);
    test.setTimeout(pageLoadsTimeout(admin.length + people.length));
    for (const path of [...admin, ...people]) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    }
  });

  test('a signed-in member without a group gets Access Denied on every administrators’ page', async ({
    page,
    request,
  }) => {
    const { admin, people } = await adminPaths(request);
    test.setTimeout(pageLoadsTimeout(admin.length + people.length + 2));
    await signIn(page, 'member');
    for (const path of [...admin, ...people]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' }), path).toBeVisible();
    }
    await expect(page.getByText('This area requires admin privileges.')).toBeVisible();
    await page.goto(admin[0]);
    await expect(page.getByText('This area requires administrator privileges.')).toBeVisible();
  });

  test('a member sees no administrators’ control on the public pages', async ({ page, request }) => {
    const canoe = await lookup.canoe(request, KNOWN.canoes.hokulea);
    const owner = await lookup.owner(request, KNOWN.stewards.club);
    const maker = await lookup.maker(request, KNOWN.makers.carver);
    const race = await lookup.race(request, KNOWN.races.channel);
    await signIn(page, 'member');
    const controls = /^(Add New|Edit|Delete|Upload|Record Ownership Change|Quick Actions)/;
    for (const path of [
      '/canoes',
      `/canoes/${canoe}`,
      `/canoes/${canoe}/photos`,
      '/owners',
      `/owners/${owner}`,
      '/makers',
      `/makers/${maker}`,
      '/races',
      `/races/${race}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: controls }), path).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: controls }), path).toHaveCount(0);
    }
  });
});
