/**
 * "Through the Years" (decision 029): GET /api/canoes/decades counts the canoes built, renamed, restored and raced
 * in each decade, as the caller may see them, and the registry's event filter lists exactly the canoes each count
 * counted. Certain and uncertain dates: "196X", "about 1920" (`1920~`), "1950/1960" (of the 1950s only), and a
 * date without a known start (`../1900`), which is of no decade.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createApiToken, createUser } from '../auth/accounts.service.ts';
import {
  buildCanoe,
  buildParticipation,
  buildProtocol,
  buildProtocolMember,
  buildRace,
  buildRestoration,
  keepFor,
} from '../../record-builders/index.ts';
import { CANOE_EVENTS, type CanoeEvent } from '../../../shared/canoe-events.ts';
import type { CanoeDecades, DecadeCounts } from '../../../shared/api/canoe-decades.ts';

type Caller = 'visitor' | 'member' | 'other' | 'admin';

let t: TestApp;
const tokens: Record<Caller, string | null> = { visitor: null, member: null, other: null, admin: null };
const ids: Record<string, number> = {};

async function account(email: string) {
  const user = await createUser(t.db, { email, name: email.split('@')[0], password: 'a-long-password-1' });
  return { userId: user.user_id, token: await createApiToken(t.db, email) };
}

/** A canoe with only what a test gives it: no build date and one undated name unless said. */
const canoe = async (key: string, overrides: Parameters<typeof buildCanoe>[1] = {}) => {
  const built = await buildCanoe(t.db, { buildDate: null, name: key, ...overrides });
  ids[key] = built.canoe_id;
  return built;
};

beforeAll(async () => {
  t = await createTestApp();
  const member = await account('ohana@example.org');
  const other = await account('halau@example.org');
  Object.assign(tokens, { member: member.token, other: other.token, admin: t.tokens.admin });
  const ohana = await buildProtocol(t.db, { name: 'Kahananui ʻohana' });
  const halau = await buildProtocol(t.db, { name: 'Hālau Hoe' });
  await buildProtocolMember(t.db, ohana.id, member.userId);
  await buildProtocolMember(t.db, halau.id, other.userId);

  // Built: each canoe's only name begins when it was built, so none of them is renamed.
  await canoe('decade', { buildDate: '196X' });
  await canoe('about', { buildDate: '1920~' });
  await canoe('span', { buildDate: '1950/1960' });
  await canoe('day', { buildDate: '1965-04-02' });
  await canoe('before', { buildDate: '../1900' });
  await canoe('undated');
  const kept = await canoe('keptCanoe', { buildDate: '1966' });
  await keepFor(t.db, 'canoe', kept.canoe_id, [ohana.id]);

  // Renamed.
  await canoe('renamed1962', {
    buildDate: '1940',
    names: [
      { name: 'Old', start_date: '1940', end_date: '1962' },
      { name: 'New', start_date: '1962', end_date: null },
    ],
  });
  // A first name entered without its date, closed when the canoe was renamed.
  await canoe('firstUndated', {
    names: [
      { name: 'First', start_date: null, end_date: '1971' },
      { name: 'Second', start_date: '1971', end_date: null },
    ],
  });
  await canoe('renamedSpan', {
    names: [
      { name: 'Before', start_date: '1948', end_date: '1950/1960' },
      { name: 'After', start_date: '1950/1960', end_date: null },
    ],
  });
  await canoe('renamedAbout', {
    names: [
      { name: 'Earlier', start_date: '1910', end_date: '1920~' },
      { name: 'Later', start_date: '1920~', end_date: null },
    ],
  });
  // A kept renaming; and a kept first name, behind which the visitor's first name is no renaming.
  const keptRenaming = await canoe('keptRenaming', {
    names: [
      { name: 'Public', start_date: '1930', end_date: '1985' },
      { name: 'Kahananui-kept-name', start_date: '1985', end_date: null },
    ],
  });
  await keepFor(t.db, 'name', keptRenaming.names[1].canoe_name_id, [ohana.id]);
  const keptFirst = await canoe('keptFirst', {
    names: [
      { name: 'Kahananui-kept-first', start_date: '1930', end_date: '1991' },
      { name: 'Shown', start_date: '1991', end_date: null },
    ],
  });
  await keepFor(t.db, 'name', keptFirst.names[0].canoe_name_id, [ohana.id]);

  // Restored: twice in the 1960s (one canoe), once across two decades, once before 1900, and once kept.
  const twice = await canoe('restoredTwice');
  await buildRestoration(t.db, { canoeId: twice.canoe_id, restorationDate: '196X' });
  await buildRestoration(t.db, { canoeId: twice.canoe_id, restorationDate: '1965' });
  const across = await canoe('restoredAcross');
  await buildRestoration(t.db, { canoeId: across.canoe_id, restorationDate: '1950/1960' });
  await buildRestoration(t.db, { canoeId: across.canoe_id, restorationDate: '../1900' });
  const keptRestored = await canoe('restoredKept');
  const keptRestoration = await buildRestoration(t.db, {
    canoeId: keptRestored.canoe_id,
    restorationDate: '1968-05',
  });
  await keepFor(t.db, 'restoration', keptRestoration.restoration_id, [ohana.id]);

  // Raced: two canoes in the 1960s (one of them twice), one about 1979, and a kept result in 1983.
  const race1961 = await buildRace(t.db, { name: 'Race of 1961', date: '1961-10' });
  const race196X = await buildRace(t.db, { name: 'Race of the 1960s', date: '196X' });
  const race1979 = await buildRace(t.db, { name: 'Race of about 1979', date: '1979~' });
  const race1983 = await buildRace(t.db, { name: 'Race of 1983', date: '1983' });
  await buildParticipation(t.db, { raceId: race1961.race_id, canoeId: twice.canoe_id });
  await buildParticipation(t.db, { raceId: race1961.race_id, canoeId: across.canoe_id });
  await buildParticipation(t.db, { raceId: race196X.race_id, canoeId: twice.canoe_id });
  await buildParticipation(t.db, { raceId: race1979.race_id, canoeId: across.canoe_id });
  const keptEntry = await buildParticipation(t.db, {
    raceId: race1983.race_id,
    canoeId: keptRestored.canoe_id,
  });
  await keepFor(t.db, 'race_entry', keptEntry.participation_id, [ohana.id]);
});
afterAll(() => t.close());

function ask(caller: Caller, url: string) {
  const token = tokens[caller];
  return t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function decades(caller: Caller): Promise<DecadeCounts[]> {
  const res = await ask(caller, '/api/canoes/decades');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CanoeDecades).decades;
}

/** The canoes the registry lists for an event in some years, by test key, and its total. */
async function listed(caller: Caller, event: CanoeEvent, from?: number, to?: number) {
  const query = new URLSearchParams({ event, limit: '100' });
  if (from !== undefined) query.set('event_from', String(from));
  if (to !== undefined) query.set('event_to', String(to));
  const res = await ask(caller, `/api/canoes/search?${query.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as { canoe_id: number }[]).map((row) => row.canoe_id);
  const keys = found.map((id) => Object.keys(ids).find((key) => ids[key] === id) ?? String(id));
  return { keys: keys.sort(), total: Number(res.headers['x-total-count']) };
}

const row = (decade: number, counts: Partial<Omit<DecadeCounts, 'decade'>> = {}): DecadeCounts => ({
  decade,
  built: 0,
  renamed: 0,
  restored: 0,
  raced: 0,
  ...counts,
});

/** What a visitor may see: nothing kept for the ʻohana. */
const VISITOR_DECADES = [
  row(1920, { built: 1, renamed: 1 }),
  row(1940, { built: 1 }),
  row(1950, { built: 1, renamed: 1, restored: 1 }),
  row(1960, { built: 2, renamed: 1, restored: 1, raced: 2 }),
  row(1970, { renamed: 1, raced: 1 }),
];

/** A member of the ʻohana (and an administrator) sees its kept canoe, names, restoration and race result too. */
const MEMBER_DECADES = [
  row(1920, { built: 1, renamed: 1 }),
  row(1940, { built: 1 }),
  row(1950, { built: 1, renamed: 1, restored: 1 }),
  row(1960, { built: 3, renamed: 1, restored: 2, raced: 2 }),
  row(1970, { renamed: 1, raced: 1 }),
  row(1980, { renamed: 1, raced: 1 }),
  row(1990, { renamed: 1 }),
];

describe('GET /api/canoes/decades', () => {
  it('counts each decade’s canoes by kind of event, a date by its earliest day, each canoe once', async () => {
    expect(await decades('visitor')).toEqual(VISITOR_DECADES);
  });

  it('counts what is kept only for those who may see it', async () => {
    expect(await decades('member')).toEqual(MEMBER_DECADES);
    expect(await decades('admin')).toEqual(MEMBER_DECADES);
    // A member of another protocol sees what a visitor sees.
    expect(await decades('other')).toEqual(VISITOR_DECADES);
  });

  it('is public, and kept for visitors in the response cache only', async () => {
    const res = await ask('visitor', '/api/canoes/decades');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const member = await ask('member', '/api/canoes/decades');
    expect(member.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('GET /api/canoes/search by event', () => {
  it('lists exactly the canoes each decade’s bar counted, for every caller', async () => {
    for (const [caller, expected] of [
      ['visitor', VISITOR_DECADES],
      ['member', MEMBER_DECADES],
      ['other', VISITOR_DECADES],
      ['admin', MEMBER_DECADES],
    ] as const) {
      for (const counts of expected) {
        for (const event of CANOE_EVENTS) {
          const { keys, total } = await listed(caller, event, counts.decade, counts.decade + 9);
          const label = `${caller}: ${event} in the ${counts.decade}s`;
          expect(keys.length, label).toBe(counts[event]);
          expect(total, label).toBe(counts[event]);
        }
      }
    }
  });

  it('finds a canoe built in a decade by its date’s earliest day, unlike the build year range', async () => {
    expect((await listed('visitor', 'built', 1960, 1969)).keys).toEqual(['day', 'decade']);
    expect((await listed('visitor', 'built', 1950, 1959)).keys).toEqual(['span']);
    expect((await listed('visitor', 'built', 1920, 1929)).keys).toEqual(['about']);
    expect((await listed('member', 'built', 1960, 1969)).keys).toEqual(['day', 'decade', 'keptCanoe']);
    // The build year range finds what overlaps it: "1950/1960" is in the 1960s there.
    const overlap = await ask('visitor', '/api/canoes/search?year_min=1960&year_max=1969&limit=100');
    const overlapping = (overlap.json() as { canoe_id: number }[]).map((r) => r.canoe_id);
    expect(overlapping).toContain(ids.span);
    // A date without a known start is in no years, even the archive's first.
    expect((await listed('visitor', 'built', 1000, 1909)).keys).toEqual([]);
  });

  it('finds renamed canoes, never by their first name', async () => {
    expect((await listed('visitor', 'renamed', 1900, 2000)).keys).toEqual([
      'firstUndated',
      'renamed1962',
      'renamedAbout',
      'renamedSpan',
    ]);
    expect((await listed('visitor', 'renamed', 1960, 1969)).keys).toEqual(['renamed1962']);
    expect((await listed('visitor', 'renamed', 1950, 1959)).keys).toEqual(['renamedSpan']);
    expect((await listed('member', 'renamed', 1980, 1999)).keys).toEqual(['keptFirst', 'keptRenaming']);
    expect((await listed('visitor', 'renamed', 1980, 1999)).keys).toEqual([]);
  });

  it('finds restored and raced canoes in open-ended years, as the caller may see them', async () => {
    expect((await listed('visitor', 'restored', 1950, 1969)).keys).toEqual([
      'restoredAcross',
      'restoredTwice',
    ]);
    expect((await listed('visitor', 'restored', undefined, 1959)).keys).toEqual(['restoredAcross']);
    expect((await listed('member', 'restored', 1960)).keys).toEqual(['restoredKept', 'restoredTwice']);
    expect((await listed('visitor', 'restored', 1960)).keys).toEqual(['restoredTwice']);
    expect((await listed('visitor', 'raced', 1960, 1969)).keys).toEqual(['restoredAcross', 'restoredTwice']);
    expect((await listed('visitor', 'raced', 1970)).keys).toEqual(['restoredAcross']);
    expect((await listed('member', 'raced', 1970)).keys).toEqual(['restoredAcross', 'restoredKept']);
  });

  it('combines with the other filters', async () => {
    const res = await ask(
      'visitor',
      '/api/canoes/search?event=raced&event_from=1960&event_to=1969&q=restoredtwice',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { canoe_id: number }[]).map((r) => r.canoe_id)).toEqual([ids.restoredTwice]);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it.each([
    ['event=sunk&event_from=1960', 'event', 'Event must be built, renamed, restored or raced'],
    ['event=built', 'event', 'Give a From year or a To year with the event'],
    [
      'event_from=1960&event_to=1969',
      'event',
      'Choose the event the years are of: built, renamed, restored or raced',
    ],
    ['event=built&event_from=1970&event_to=1960', 'event_to', 'From year must not be after To year'],
    ['event=built&event_from=abc', 'event_from', 'From year must be a year'],
    ['event=raced&event_to=1960.5', 'event_to', 'To year must be a year'],
    ['event=restored&event_from=999', 'event_from', 'From year must be between 1000 and 3000'],
  ])('answers 400 for %s, saying why', async (query, field, message) => {
    const res = await ask('visitor', `/api/canoes/search?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; fields: Record<string, string> };
    expect(body.fields[field]).toBe(message);
    expect(body.message).toBe(message);
  });
});
