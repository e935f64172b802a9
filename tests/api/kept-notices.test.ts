/**
 * The notices on a steward's, a maker's and a race's page (decision 020): what they list that is kept from the
 * reader is told in one line per protocol when its keepers chose a notice, as the canoe page's tabs tell it, and
 * not at all otherwise, nor to those who may see it, nor for a row of a canoe the reader may not see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { createApiToken, createUser } from '../../src/server/modules/auth/accounts.service.ts';
import {
  buildCanoe,
  buildMaker,
  buildOwner,
  buildOwnership,
  buildParticipation,
  buildPerson,
  buildProtocol,
  buildProtocolMember,
  buildRace,
  buildRestoration,
  keepFor,
} from '../../src/server/record-builders/index.ts';

type Notices = { kept_notices?: { kind: string; protocols: string[]; count: number }[] };

let t: TestApp;
let member: string;
const ids = {} as { owner: number; maker: number; race: number; quietOwner: number; hiddenMaker: number };

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db, {
    email: 'ohana@example.org',
    name: 'Ohana',
    password: 'a-long-password-1',
  });
  member = await createApiToken(t.db, 'ohana@example.org');
  const ohana = await buildProtocol(t.db, { name: 'Kahananui ʻOhana' });
  const halau = await buildProtocol(t.db, { name: 'Hālau Hoe' });
  await buildProtocolMember(t.db, ohana.id, user.user_id, 'member');

  const owner = await buildOwner(t.db, { name: 'Hui Waʻa o Kona' });
  const quietOwner = await buildOwner(t.db, { name: 'Hui Hāmau' });
  const person = await buildPerson(t.db, { name: 'Kalani Akana' });
  const maker = await buildMaker(t.db, { personId: person.person_id });
  const race = await buildRace(t.db, { name: 'Moloka‘i Hoe' });
  const canoe = await buildCanoe(t.db, { name: 'Kaʻiulani' });
  const other = await buildCanoe(t.db, { name: 'Mahina' });
  // A canoe kept whole for the hālau: its rows are not there for anyone else, notice or not.
  const hiddenMaker = await buildMaker(t.db, { name: 'Keoni Huna' });
  const keptCanoe = await buildCanoe(t.db, { name: 'Huna', makerId: hiddenMaker.maker_id });
  await keepFor(t.db, 'canoe', keptCanoe.canoe_id, [halau.id]);

  // Two ownerships of the steward kept for the ʻohana with a notice, one for the hālau without, one public.
  for (const [canoeId, protocols, shown] of [
    [canoe.canoe_id, [ohana.id], 'notice'],
    [other.canoe_id, [ohana.id], 'notice'],
    [other.canoe_id, [halau.id], 'nothing'],
    [canoe.canoe_id, null, null],
  ] as const) {
    const ownership = await buildOwnership(t.db, {
      canoeId,
      ownerId: owner.owner_id,
      start_date: '1970-01-01',
      end_date: '1980-01-01',
    });
    if (protocols)
      await keepFor(t.db, 'ownership', ownership.ownership_id, [...protocols], { shown_as: shown });
  }
  // On the kept canoe, an ownership kept on its own with a notice: the canoe is not there, so neither is it.
  const hidden = await buildOwnership(t.db, { canoeId: keptCanoe.canoe_id, ownerId: quietOwner.owner_id });
  await keepFor(t.db, 'ownership', hidden.ownership_id, [ohana.id], { shown_as: 'notice' });

  const restoration = await buildRestoration(t.db, {
    canoeId: canoe.canoe_id,
    restorerMakerId: maker.maker_id,
  });
  await keepFor(t.db, 'restoration', restoration.restoration_id, [ohana.id, halau.id], {
    shown_as: 'notice',
  });
  await buildRestoration(t.db, { canoeId: other.canoe_id, restorerPersonId: person.person_id });

  const entry = await buildParticipation(t.db, { raceId: race.race_id, canoeId: canoe.canoe_id });
  await keepFor(t.db, 'race_entry', entry.participation_id, [ohana.id], { shown_as: 'notice' });
  await buildParticipation(t.db, { raceId: race.race_id, canoeId: other.canoe_id });
  await buildParticipation(t.db, { raceId: race.race_id, canoeId: keptCanoe.canoe_id });

  Object.assign(ids, {
    owner: owner.owner_id,
    maker: maker.maker_id,
    race: race.race_id,
    quietOwner: quietOwner.owner_id,
    hiddenMaker: hiddenMaker.maker_id,
  });
});
afterAll(() => t.close());

async function notices(url: string, token: string | null = null) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Notices).kept_notices;
}

describe('notices beside what a page lists', () => {
  it('a steward’s page counts the ownerships kept from the reader with a notice, by protocol', async () => {
    expect(await notices(`/api/owners/${ids.owner}`)).toEqual([
      { kind: 'ownership', protocols: ['Kahananui ʻOhana'], count: 2 },
    ]);
    // The ʻohana's member sees its ownerships; the hālau's was kept without a notice.
    expect(await notices(`/api/owners/${ids.owner}`, member)).toBeUndefined();
    expect(await notices(`/api/owners/${ids.owner}`, t.tokens.admin)).toBeUndefined();
    // An ownership of a canoe kept from the reader is not told of, whatever its own notice.
    expect(await notices(`/api/owners/${ids.quietOwner}`)).toBeUndefined();
  });

  it('a maker’s page tells of a restoration kept from the reader, naming every protocol that keeps it', async () => {
    expect(await notices(`/api/makers/${ids.maker}`)).toEqual([
      { kind: 'restoration', protocols: ['Hālau Hoe', 'Kahananui ʻOhana'], count: 1 },
    ]);
    expect(await notices(`/api/makers/${ids.maker}`, member)).toBeUndefined();
  });

  it('a maker’s canoe count, on its page and in the list, counts only the canoes the reader may see it linked to', async () => {
    const count = async (url: string, token: string | null) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const body = res.json() as
        { maker_id: number; canoe_count: number } | { maker_id: number; canoe_count: number }[];
      return (Array.isArray(body) ? body.find((maker) => maker.maker_id === ids.maker)! : body).canoe_count;
    };
    // The kept restoration's canoe is counted for the ʻohana's member, not for a visitor; the public one for both.
    expect(await count(`/api/makers/${ids.maker}`, null)).toBe(1);
    expect(await count('/api/makers?limit=100', null)).toBe(1);
    expect(await count(`/api/makers/${ids.maker}`, member)).toBe(2);
    expect(await count('/api/makers?limit=100', member)).toBe(2);
    // A maker named only by a canoe kept from the reader counts no canoe.
    expect(await count(`/api/makers/${ids.hiddenMaker}`, null)).toBe(0);
    expect(await count(`/api/makers/${ids.hiddenMaker}`, t.tokens.admin)).toBe(1);
  });

  it('a race’s page tells of a result kept from the reader, not of a kept canoe’s', async () => {
    expect(await notices(`/api/races/${ids.race}`)).toEqual([
      { kind: 'race_entry', protocols: ['Kahananui ʻOhana'], count: 1 },
    ]);
    expect(await notices(`/api/races/${ids.race}`, member)).toBeUndefined();
  });
});
