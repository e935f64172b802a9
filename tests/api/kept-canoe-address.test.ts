/**
 * A canoe's address as its protection changes (decision 020): kept, it is not found by a visitor at once, on the
 * canoe's own address and every address under it; made public again, it is there again at once. The server knows
 * which canoes are kept without asking the database on every request, so this proves it never answers from what
 * it knew before a change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { buildCanoe, buildProtocol } from '../../src/server/record-builders/index.ts';

let t: TestApp;
let canoeId: number;
let protocolId: number;

beforeAll(async () => {
  t = await createTestApp();
  canoeId = (await buildCanoe(t.db, { name: 'Kaʻiulani' })).canoe_id;
  protocolId = (await buildProtocol(t.db, { name: 'Kahananui ʻOhana' })).id;
});
afterAll(() => t.close());

const visitorStatus = async (url: string) =>
  (await t.request('anonymous', { method: 'GET', url })).statusCode;

async function keep(body: object) {
  const res = await t.request('admin', {
    method: 'PUT',
    url: `/api/protection/canoe/${canoeId}`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a canoe kept and made public again', () => {
  it('is found, then not found at once on every address under it, then found again at once', async () => {
    const addresses = [
      `/api/canoes/${canoeId}`,
      `/api/canoes/${canoeId}/names`,
      `/api/canoes/${canoeId}/media`,
    ];
    for (const url of addresses) expect(await visitorStatus(url), url).toBe(200);
    for (let round = 0; round < 3; round++) {
      await keep({ visibility: 'protocols', protocol_ids: [protocolId] });
      for (const url of addresses) expect(await visitorStatus(url), `${url}, kept`).toBe(404);
      await keep({ visibility: 'public' });
      for (const url of addresses) expect(await visitorStatus(url), `${url}, public`).toBe(200);
    }
  });
});
