/**
 * The registry's search results as CSV: `GET /api/canoes/search?format=csv` gives the canoes the same
 * search finds as JSON, one row each with public fields only, Hawaiian names exactly as stored, and no cell a
 * spreadsheet would run as a formula.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe, buildOwner } from '../../record-builders/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://koa.example.org' });
  const steward = await buildOwner(t.db, {
    name: 'Hui Waʻa o Kailua',
    contact: { email: 'keeper@huiwaa.example.org', phone: '808-555-0142' },
  });
  await buildCanoe(t.db, {
    name: 'Hōkūleʻa',
    typeId: 3,
    hullId: 'H-0042',
    buildYear: 1950,
    length: 45.5,
    origin: 'Kona, "Big Island"',
    ownerships: [{ ownerId: steward.id, start_date: '1980-06-01' }],
  });
  await buildCanoe(t.db, { name: '=HYPERLINK("http://evil.example")', typeId: 1 });
  await buildCanoe(t.db, { name: 'Makani', typeId: 1 });
});
afterAll(() => t.close());

const rowsOf = (csv: string) => csv.trimEnd().split('\r\n');

describe('GET /api/canoes/search?format=csv', () => {
  it('sends the search’s canoes as a CSV file with a header row', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/canoes/search?q=hokulea&format=csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="koa-canoes.csv"');
    expect(res.headers['x-total-count']).toBe('1');
    const [header, row, ...more] = rowsOf(res.body);
    expect(header).toBe(
      'Registry ID,Name,Type,Bow Number,Year Built,Length (ft),Width (ft),Weight (lb),Origin,Maker,Steward,' +
        'Steward Since,Photos,Link',
    );
    expect(more).toEqual([]);
    expect(row).toMatch(
      /^\d+,Hōkūleʻa,Voyaging Canoe,H-0042,1950,45\.5,[^,]*,[^,]*,"Kona, ""Big Island""",,Hui Waʻa o Kailua,1980-06-01,0,https:\/\/koa\.example\.org\/canoes\/\d+$/,
    );
    expect(res.body).not.toContain('keeper@huiwaa.example.org');
    expect(res.body).not.toContain('808-555-0142');
  });

  it('lists what the JSON lists, in the same order, and never starts a cell with a formula', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/canoes/search?type_id=1' });
    const csv = await t.app.inject({ method: 'GET', url: '/api/canoes/search?type_id=1&format=csv' });
    const ids = (json.json() as { canoe_id: number }[]).map((canoe) => String(canoe.canoe_id));
    expect(
      rowsOf(csv.body)
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(ids);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv.body).not.toMatch(/(^|,)"?=/m);
  });

  it('refuses another format with a clear message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/canoes/search?format=xlsx' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { format: 'Format must be json or csv' } });
  });
});
