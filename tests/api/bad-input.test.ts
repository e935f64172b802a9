/**
 * Bad input on every route that takes a body, generated from the routes the app registers: each answers 4xx
 * with a JSON message (never a 500) and leaves every table exactly as it was. Reads with nonsense query
 * parameters never answer 500 either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, countRows, type TestApp } from '../setup/test-app.ts';
import { buildOneOfEach } from '../setup/records.ts';

const TABLES = [
  'canoes',
  'canoe_names',
  'ownerships',
  'owners',
  'people',
  'makers',
  'canoe_makers',
  'restorations',
  'races',
  'race_participations',
  'images',
  'canoe_media',
  'recordings',
  'recording_files',
  'sources',
  'stories',
  'submissions',
  'submission_photos',
  'subscribers',
  'users',
  'sessions',
  'api_tokens',
  'changes',
  'change_rows',
];

const nextYear = new Date().getUTCFullYear() + 1;

/** Raw bodies that are not a JSON object at all. */
const RAW_BODIES: [string, string][] = [
  ['malformed JSON', '{"name": "Hōkūleʻa",'],
  ['a JSON array', '[{"name": "x"}]'],
  ['a JSON string', '"Hōkūleʻa"'],
  ['JSON null', 'null'],
  ['a number', '42'],
];

/** Every field of the route's schema with a value no field accepts. */
function wrongTypes(fields: string[]) {
  return Object.fromEntries(fields.map((f) => [f, [[1]]]));
}

/**
 * Every field with an impossible value of the right type: years outside 1800 to the current year, negative
 * measures, position 0, minutes past 59, ids that do not exist, addresses without @. Null when the schema
 * has no such field to get wrong.
 */
function impossibleValues(fields: string[]) {
  const body: Record<string, unknown> = {};
  let checkable = false;
  for (const field of fields) {
    let value: unknown = 'x';
    if (/date$|_date$/.test(field)) value = field === 'end_date' ? '1700' : `${nextYear}`;
    else if (field === 'founded') value = 1799;
    else if (['length', 'width', 'weight'].includes(field)) value = -3;
    else if (field === 'position') value = 0;
    else if (field === 'time') value = '00:60:00';
    else if (field.endsWith('_id')) value = 999999;
    else if (field === 'email') value = 'not-an-address';
    else if (field === 'website') value = 'not a url';
    else if (field === 'data') value = Buffer.from('this is not an image at all').toString('base64');
    else if (field === 'mime_type') value = 'image/jpeg';
    else if (field === 'type_id') value = 9;
    if (value !== 'x' && field !== 'mime_type') checkable = true;
    body[field] = value;
  }
  return checkable ? body : null;
}

/** Every field holding text with a NUL character (PostgreSQL cannot store it; nobody means it). */
function nulEverywhere(fields: string[]) {
  return Object.fromEntries(fields.map((f) => [f, 'Hōkū\u0000Kai']));
}

/** Ids and counts larger than a database integer: nothing can have them. */
function hugeNumbers(fields: string[]) {
  const numeric = fields.filter((f) => f.endsWith('_id') || f === 'position' || f === 'founded');
  if (!numeric.length) return null;
  return Object.fromEntries(fields.map((f) => [f, numeric.includes(f) ? 3_000_000_000 : 'Kai']));
}

let t: TestApp;
let before: Record<string, number>;

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await countRows(t.db, table);
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  // Record 1 of every kind exists, so every path with ids reaches its body validation.
  await buildOneOfEach(t.db);
  for (const route of t.app.routeTable) {
    const body = route.schema?.body;
    if (body instanceof z.ZodObject) fieldsOf.set(`${route.method} ${route.url}`, Object.keys(body.shape));
  }
  before = await snapshot();
});

/** Method and path → the fields of the route's body schema. */
const fieldsOf = new Map<string, string[]>();
afterAll(() => t.close());

const bodyRoutes = () =>
  t.app.routeTable.filter(
    (r) =>
      (r.method === 'POST' || r.method === 'PUT') &&
      r.url.startsWith('/api/') &&
      r.url !== '/api/auth/logout' &&
      // A mail client's one-click unsubscribe posts a form of its own (RFC 8058): its token is in the address.
      r.url !== '/api/follows/unsubscribe',
  );

describe('bad input on every route that takes a body', () => {
  it('covers the routes', () => {
    expect(bodyRoutes().length).toBeGreaterThan(25);
    for (const route of bodyRoutes()) {
      // A recording's file is its own bytes, not JSON: the raw bodies below are refused by their content (415).
      if (route.url === '/api/recording-files' || route.url === '/api/submissions/recording-files') continue;
      expect(fieldsOf.get(`${route.method} ${route.url}`), `${route.method} ${route.url}`).toBeTruthy();
    }
  });

  it('answers 4xx with a message and changes nothing', async () => {
    const failures: string[] = [];
    for (const route of bodyRoutes()) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      const fields = fieldsOf.get(`${route.method} ${route.url}`) ?? [];
      const attempts: [string, string][] = [...RAW_BODIES];
      if (fields.length) {
        attempts.push(['every field of the wrong type', JSON.stringify(wrongTypes(fields))]);
        const impossible = impossibleValues(fields);
        if (impossible) attempts.push(['impossible values', JSON.stringify(impossible)]);
        attempts.push(['a NUL character in every field', JSON.stringify(nulEverywhere(fields))]);
        const huge = hugeNumbers(fields);
        if (huge) attempts.push(['ids and numbers past 32 bits', JSON.stringify(huge)]);
      }
      for (const [label, payload] of attempts) {
        const res = await t.request('admin', {
          method: route.method as 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        const where = `${route.method} ${route.url} with ${label}`;
        let message: unknown;
        try {
          message = res.json().message;
        } catch {
          message = undefined;
        }
        if (res.statusCode < 400 || res.statusCode >= 500)
          failures.push(`${where}: ${res.statusCode} ${res.body}`);
        else if (typeof message !== 'string' || !message)
          failures.push(`${where}: no message in ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('gives the spec’s field messages', async () => {
    const owner = await t.request('admin', {
      method: 'POST',
      url: '/api/owners',
      payload: { name: '  ', website: 'not a url', contact: { email: 'nope' } },
    });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().fields).toMatchObject({
      name: 'Name is required',
      website: expect.stringMatching(/^Please enter a valid URL/),
      'contact.email': 'Please enter a valid email address',
    });
    const canoe = await t.request('admin', {
      method: 'POST',
      url: '/api/canoes',
      payload: { length: 'long', width: 'wide', weight: 'heavy' },
    });
    expect(canoe.json().fields).toEqual({
      length: 'Length must be a number',
      width: 'Width must be a number',
      weight: 'Weight must be a number',
    });
    const maker = await t.request('admin', { method: 'POST', url: '/api/makers', payload: {} });
    expect(maker.json().fields).toEqual({
      person_id: 'Please select a person',
      maker_type: 'Maker type is required',
    });
    const transfer = await t.request('admin', {
      method: 'POST',
      url: '/api/ownerships',
      payload: { hull_id: 'X' },
    });
    expect(transfer.json().fields).toMatchObject({
      owner_id: 'Please select an owner',
      start_date: 'Start date is required',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('nonsense query parameters on every read', () => {
  it('never answers 500', async () => {
    const failures: string[] = [];
    const reads = t.app.routeTable.filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
    const queries = [
      'limit=abc',
      'limit=-1',
      'limit=100000',
      'offset=-5',
      'q=%25%5F%5C',
      'q=a&q=b',
      'type_id=9',
      'length_min=long',
      'year_min=99999999999999999999',
      'canoe_id=abc',
      'sort=password',
      'size=huge',
      'q=%00',
      'q=3000000000',
      'canoe_id=3000000000',
      'person_id=3000000000',
    ];
    const ids = ['1', '999999', '0', 'abc', '1e3', '3000000000', '99999999999999999999', '%00'];
    for (const route of reads) {
      // A path without ids is the same path whatever the id: asked once.
      for (const id of route.url.includes(':') ? ids : ['']) {
        const path = route.url.replace(/:[A-Za-z_]+/g, id);
        for (const query of queries) {
          const res = await t.request('admin', { method: 'GET', url: `${path}?${query}` });
          if (res.statusCode >= 500) failures.push(`GET ${path}?${query}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
