/**
 * Protocols (decision 020): administrators make them; their keepers, who need not be administrators, add and
 * remove members; administrators keep a record for them; what inherits follows; every change is history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { solvedChallenge } from '../../../../tests/setup/submissions.ts';
import { createApiToken, createUser } from '../auth/accounts.service.ts';
import {
  buildCanoe,
  buildOwner,
  buildParticipation,
  buildPhoto,
  buildPlace,
  buildProtocol,
  buildProtocolMember,
  buildRace,
  buildRestoration,
  buildSource,
  keepFor,
} from '../../record-builders/index.ts';
import { protocolMessages } from '../../../shared/api/protocols.ts';

let t: TestApp;
let keeperToken: string;
let memberToken: string;
let keeperId: number;

const as = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

beforeAll(async () => {
  t = await createTestApp({ SUBMISSION_MIN_FILL_SECONDS: '0' });
  const keeper = await createUser(t.db, {
    email: 'kupuna@example.org',
    name: 'Kupuna',
    password: 'a-long-password-1',
  });
  keeperId = keeper.user_id;
  await createUser(t.db, { email: 'moopuna@example.org', name: 'Moʻopuna', password: 'a-long-password-2' });
  keeperToken = await createApiToken(t.db, 'kupuna@example.org');
  memberToken = await createApiToken(t.db, 'moopuna@example.org');
});
afterAll(() => t.close());

describe('protocols', () => {
  it('an administrator creates one; its name is kept as written and is unique without regard to marks', async () => {
    const created = await as(t.tokens.admin, 'POST', '/api/protocols', {
      name: 'Keawe ʻohana',
      description: 'The family of the canoe’s first steward',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Keawe ʻohana', member_count: 0, held_count: 0 });

    const again = await as(t.tokens.admin, 'POST', '/api/protocols', { name: 'Keawe ohana' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(protocolMessages.nameTaken);

    const blank = await as(t.tokens.admin, 'POST', '/api/protocols', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ name: protocolMessages.name });

    expect((await as(t.tokens.user, 'POST', '/api/protocols', { name: 'Mine' })).statusCode).toBe(403);
  });

  it('its keepers add, promote and remove members without being administrators; a member may not', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Hālau Kaulua' });
    await buildProtocolMember(t.db, protocol.id, keeperId, 'keeper');
    const base = `/api/protocols/${protocol.id}`;

    const added = await as(keeperToken, 'POST', `${base}/members`, { email: 'Moopuna@Example.org ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ email: 'moopuna@example.org', role: 'member' });
    const memberId = added.json().protocol_member_id as number;

    const twice = await as(keeperToken, 'POST', `${base}/members`, { email: 'moopuna@example.org' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(protocolMessages.alreadyMember);
    const nobody = await as(keeperToken, 'POST', `${base}/members`, { email: 'nobody@example.org' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(protocolMessages.noAccount);

    // A member sees the protocol in their list, but may not manage it; an outsider does not find it at all.
    const mine = (await as(memberToken, 'GET', '/api/protocols')).json() as {
      name: string;
      my_role: string;
    }[];
    expect(mine).toEqual([expect.objectContaining({ name: 'Hālau Kaulua', my_role: 'member' })]);
    const refused = await as(memberToken, 'POST', `${base}/members`, { email: 'user@example.org' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(protocolMessages.notKeeper);
    expect((await as(t.tokens.user, 'GET', base)).statusCode).toBe(404);

    const page = (await as(keeperToken, 'GET', base)).json() as {
      members: { email: string; role: string }[];
    };
    expect(page.members.map((m) => [m.email, m.role])).toEqual([
      ['kupuna@example.org', 'keeper'],
      ['moopuna@example.org', 'member'],
    ]);

    // The last keeper may not leave the protocol without one; an administrator may.
    const keeperRow = page.members.find((m) => m.email === 'kupuna@example.org') as unknown as {
      protocol_member_id: number;
    };
    const leave = await as(keeperToken, 'PUT', `${base}/members/${keeperRow.protocol_member_id}`, {
      role: 'member',
    });
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe(protocolMessages.lastKeeper);
    const promoted = await as(keeperToken, 'PUT', `${base}/members/${memberId}`, { role: 'keeper' });
    expect(promoted.json()).toMatchObject({ role: 'keeper' });
    expect((await as(keeperToken, 'DELETE', `${base}/members/${memberId}`)).statusCode).toBe(204);
  });

  it('keeping a photo keeps the sources that cite it; set back to inherit, both are public again', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Kaluakini ʻohana' });
    const canoe = await buildCanoe(t.db, { name: 'Kaluakini' });
    const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'At the shore' });
    const source = await buildSource(t.db, {
      canoeId: canoe.canoe_id,
      record: { type: 'media', id: photo.media_id },
    });
    const url = `/api/protection/photo/${photo.media_id}`;

    const kept = await as(t.tokens.admin, 'PUT', url, {
      visibility: 'protocols',
      protocol_ids: [protocol.id],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().kept_for).toMatchObject({
      visibility: 'protocols',
      protocols: [{ protocol_id: protocol.id, name: 'Kaluakini ʻohana' }],
      own: true,
    });
    const sourceProtection = await as(t.tokens.admin, 'GET', `/api/protection/source/${source.source_id}`);
    expect(sourceProtection.json().kept_for).toMatchObject({
      protocols: [{ name: 'Kaluakini ʻohana' }],
      own: false,
    });

    // A protocol that keeps something is not deleted; the refusal names what it keeps (the photo, whose source
    // takes its protection from it).
    const refused = await as(t.tokens.admin, 'DELETE', `/api/protocols/${protocol.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This protocol still keeps 1 record: the photo “At the shore” of Kaluakini. Make them public or keep them for another protocol first.',
    );
    expect((await as(t.tokens.admin, 'GET', `/api/protocols/${protocol.id}`)).statusCode).toBe(200);

    const back = await as(t.tokens.admin, 'PUT', url, { inherit: true });
    expect(back.json().kept_for).toBeNull();
    expect(
      (await as(t.tokens.admin, 'GET', `/api/protection/source/${source.source_id}`)).json().kept_for,
    ).toBeNull();
    expect((await as(t.tokens.admin, 'DELETE', `/api/protocols/${protocol.id}`)).statusCode).toBe(204);
  });

  it('an administrator renames and deletes one, each a change with its reason that reverts; a refusal names what it keeps', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Kaʻiwi ʻohana' });
    await buildProtocolMember(t.db, protocol.id, keeperId, 'keeper');
    const base = `/api/protocols/${protocol.id}`;
    const because = (reason: string) => ({
      authorization: `Bearer ${t.tokens.admin}`,
      'x-change-reason': encodeURIComponent(reason),
    });
    const latest = async () =>
      (
        (await as(t.tokens.admin, 'GET', '/api/activity?limit=1')).json() as {
          changes: { change_id: number; summary: string; reason: string | null }[];
        }
      ).changes[0];

    // A keeper who is not an administrator may neither rename nor delete it.
    expect((await as(keeperToken, 'PUT', base, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await as(keeperToken, 'DELETE', base)).statusCode).toBe(403);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: base,
      payload: { name: 'Kaʻiwi ʻOhana', description: 'Of the channel' },
      headers: because('The ʻohana spells it so'),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Kaʻiwi ʻOhana', description: 'Of the channel' });
    const rename = await latest();
    expect(rename).toMatchObject({ reason: 'The ʻohana spells it so' });
    expect(rename.summary).toContain('Kaʻiwi ʻOhana');

    // Four kept photos: the refusal names the first three and counts the rest.
    const canoe = await buildCanoe(t.db, { name: 'Kaʻiwi' });
    const kept: number[] = [];
    for (const caption of ['Launch', 'Race day', 'Blessing', 'Return']) {
      const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption });
      await keepFor(t.db, 'photo', photo.media_id, [protocol.id]);
      kept.push(photo.media_id);
    }
    const refused = await as(t.tokens.admin, 'DELETE', base);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This protocol still keeps 4 records: the photo “Launch” of Kaʻiwi, the photo “Race day” of Kaʻiwi, the photo “Blessing” of Kaʻiwi and 1 more. Make them public or keep them for another protocol first.',
    );
    for (const id of kept) {
      expect(
        (await as(t.tokens.admin, 'PUT', `/api/protection/photo/${id}`, { inherit: true })).statusCode,
      ).toBe(200);
    }

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: base,
      headers: because('Merged with another ʻohana'),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await as(t.tokens.admin, 'GET', base)).statusCode).toBe(404);
    const deletion = await latest();
    expect(deletion).toMatchObject({ reason: 'Merged with another ʻohana' });
    // A deleted protocol keeps its history: the Activity is still filtered by it.
    const since = (
      await as(t.tokens.admin, 'GET', `/api/activity?protocol=${protocol.id}&limit=2`)
    ).json() as {
      changes: { reason: string | null }[];
    };
    expect(since.changes[0].reason).toBe('Merged with another ʻohana');
    expect(since.changes).toHaveLength(2);
    // Reverted, it comes back with its name and its keeper.
    const back = await as(t.tokens.admin, 'POST', `/api/changes/${deletion.change_id}/revert`, {});
    expect(back.statusCode, back.body).toBe(201);
    const restored = (await as(t.tokens.admin, 'GET', base)).json() as {
      name: string;
      members: { email: string; role: string }[];
    };
    expect(restored.name).toBe('Kaʻiwi ʻOhana');
    expect(restored.members.map((m) => [m.email, m.role])).toEqual([['kupuna@example.org', 'keeper']]);
  });

  it('a change of who may see a record is history: named in words, and reverted like any other', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Kahikina ʻohana' });
    const canoe = await buildCanoe(t.db, { name: 'Makaliʻi' });
    const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/protection/photo/${photo.media_id}`,
      payload: { visibility: 'protocols', protocol_ids: [protocol.id] },
      headers: {
        authorization: `Bearer ${t.tokens.admin}`,
        'x-change-reason': encodeURIComponent('The ʻohana asked to keep it'),
      },
    });
    expect(res.statusCode).toBe(200);
    const activity = (
      (await as(t.tokens.admin, 'GET', '/api/activity?limit=1')).json() as {
        changes: {
          change_id: number;
          summary: string;
          reason: string;
        }[];
      }
    ).changes;
    expect(activity[0]).toMatchObject({ reason: 'The ʻohana asked to keep it' });
    expect(activity[0].summary).toMatch(/changed who may see the photo/);
    const detail = (await as(t.tokens.admin, 'GET', `/api/changes/${activity[0].change_id}`)).json() as {
      rows: { fields: { field: string; label: string; before: string | null; after: string | null }[] }[];
    };
    expect(detail.rows[0].fields).toEqual([
      {
        field: 'protection_id',
        label: 'Who May See',
        before: 'Everyone',
        after: 'Members of Kahikina ʻohana',
      },
    ]);

    const reverted = await as(t.tokens.admin, 'POST', `/api/changes/${activity[0].change_id}/revert`, {});
    expect(reverted.statusCode, reverted.body).toBe(201);
    const now = await as(t.tokens.admin, 'GET', `/api/protection/photo/${photo.media_id}`);
    expect(now.json().kept_for).toBeNull();
  });

  it('refuses a protocol that does not exist, and what cannot be kept yet, changing nothing', async () => {
    const canoe = await buildCanoe(t.db);
    const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id });
    const unknown = await as(t.tokens.admin, 'PUT', `/api/protection/photo/${photo.media_id}`, {
      visibility: 'protocols',
      protocol_ids: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toMatchObject({ protocol_ids: protocolMessages.unknownProtocol });
    const none = await as(t.tokens.admin, 'PUT', `/api/protection/photo/${photo.media_id}`, {
      visibility: 'protocols',
      protocol_ids: [],
    });
    expect(none.statusCode).toBe(400);
    // A maker is not content of a canoe: its address is not found, with the kinds that can be kept.
    const makerKind = await as(t.tokens.admin, 'PUT', `/api/protection/maker/1`, { visibility: 'keepers' });
    expect(makerKind.statusCode).toBe(404);
    expect(makerKind.json().message).toMatch(
      /Only a canoe, a name, an ownership, a restoration, a race entry, a photo, a story, a source, the notes or a place/,
    );
    expect(
      (await as(t.tokens.admin, 'GET', `/api/protection/photo/${photo.media_id}`)).json().kept_for,
    ).toBeNull();
  });
});

describe('a canoe’s names, ownerships, restorations and race entries', () => {
  it('each is kept for a protocol, told back, hidden from a visitor, then made public again', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Kalaniʻōpuʻu ʻohana' });
    const canoe = await buildCanoe(t.db, {
      names: [
        { name: 'Lono', start_date: '1950-01-01', end_date: '1970-01-01' },
        { name: 'Kaimana', start_date: '1970-01-01' },
      ],
      ownerships: [{ start_date: '1970-01-01' }],
    });
    const restoration = await buildRestoration(t.db, { canoeId: canoe.canoe_id });
    const entry = await buildParticipation(t.db, { canoeId: canoe.canoe_id });
    const kinds = [
      ['name', canoe.names[0].canoe_name_id, `/api/canoes/${canoe.canoe_id}/names`],
      ['ownership', canoe.ownerships[0].ownership_id, `/api/canoes/${canoe.canoe_id}/ownerships`],
      ['restoration', restoration.restoration_id, `/api/canoes/${canoe.canoe_id}/restorations`],
      ['race_entry', entry.participation_id, `/api/canoes/${canoe.canoe_id}/races`],
    ] as const;
    const shownBefore = new Map<string, number>();
    for (const [kind, id, list] of kinds) {
      const before = (await as(null, 'GET', list)).json() as unknown[];
      shownBefore.set(kind, before.length);
      // A keeper who is not an administrator cannot set it; a visitor neither.
      expect(
        (await as(keeperToken, 'PUT', `/api/protection/${kind}/${id}`, { visibility: 'keepers' })).statusCode,
      ).toBe(403);
      expect(
        (await as(null, 'PUT', `/api/protection/${kind}/${id}`, { visibility: 'keepers' })).statusCode,
      ).toBe(401);

      const kept = await as(t.tokens.admin, 'PUT', `/api/protection/${kind}/${id}`, {
        visibility: 'protocols',
        protocol_ids: [protocol.id],
        shown_as: 'notice',
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({
        kind,
        id,
        kept_for: { visibility: 'protocols', protocols: [{ name: 'Kalaniʻōpuʻu ʻohana' }], own: true },
      });
      expect(
        (await as(t.tokens.admin, 'GET', `/api/protection/${kind}/${id}`)).json().kept_for,
      ).toMatchObject({
        own: true,
      });
      const after = (await as(null, 'GET', list)).json() as { kept_for?: unknown }[];
      expect(after, kind).toHaveLength(before.length - 1);
      expect(after.some((row) => row.kept_for)).toBe(false);
      const adminRows = (await as(t.tokens.admin, 'GET', list)).json() as { kept_for?: unknown }[];
      expect(adminRows, kind).toHaveLength(before.length);
      expect(adminRows.filter((row) => row.kept_for)[0]?.kept_for, kind).toMatchObject({
        shown_as: 'notice',
      });
    }
    const visitor = (await as(null, 'GET', `/api/canoes/${canoe.canoe_id}`)).json() as {
      kept_notices: { kind: string }[];
    };
    expect(visitor.kept_notices.map((notice) => notice.kind).sort()).toEqual([
      'name',
      'ownership',
      'race_entry',
      'restoration',
    ]);
    const protocolPage = (await as(t.tokens.admin, 'GET', `/api/protocols/${protocol.id}`)).json() as {
      held: { kind: string }[];
    };
    expect(protocolPage.held.map((held) => held.kind).sort()).toEqual([
      'name',
      'ownership',
      'race_entry',
      'restoration',
    ]);

    for (const [kind, id, list] of kinds) {
      const shown = await as(t.tokens.admin, 'PUT', `/api/protection/${kind}/${id}`, {
        visibility: 'public',
      });
      expect(shown.json().kept_for, kind).toBeNull();
      expect((await as(null, 'GET', list)).json(), kind).toHaveLength(shownBefore.get(kind)!);
    }
  });

  it('keeping the current name moves its canoe in the registry to the name a visitor sees, and back', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Hale Naua' });
    const canoe = await buildCanoe(t.db, {
      names: [
        { name: 'Aaaa-public-name', start_date: '1950-01-01', end_date: '1970-01-01' },
        { name: 'Zzzz-kept-name', start_date: '1970-01-01' },
      ],
    });
    const sortKey = () =>
      t.db.kysely
        .selectFrom('canoes')
        .select('name_sort')
        .where('canoe_id', '=', canoe.canoe_id)
        .executeTakeFirstOrThrow();
    expect((await sortKey()).name_sort).toBe('zzzz-kept-name');
    await as(t.tokens.admin, 'PUT', `/api/protection/name/${canoe.names[1].canoe_name_id}`, {
      visibility: 'protocols',
      protocol_ids: [protocol.id],
    });
    expect((await sortKey()).name_sort).toBe('aaaa-public-name');
    expect((await as(null, 'GET', `/api/canoes/${canoe.canoe_id}`)).json().current_name).toBe(
      'Aaaa-public-name',
    );
    expect((await as(t.tokens.admin, 'GET', `/api/canoes/${canoe.canoe_id}`)).json().current_name).toBe(
      'Zzzz-kept-name',
    );
    await as(t.tokens.admin, 'PUT', `/api/protection/name/${canoe.names[1].canoe_name_id}`, {
      visibility: 'public',
    });
    expect((await sortKey()).name_sort).toBe('zzzz-kept-name');
  });
});

describe('a story shared for a protocol', () => {
  async function share(token: string | null, protocolId: number, canoeId: number) {
    return t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      remoteAddress: '203.0.113.40',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: {
        kind: 'story',
        canoe_id: canoeId,
        story: '<p>How tūtū carved the manu</p>',
        sender_name: 'Moʻopuna',
        protocol_id: protocolId,
        agree_terms: true,
        challenge: await solvedChallenge(t, '203.0.113.40'),
      },
    });
  }

  it('comes only from a member of it, and once approved is kept for it', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Kanaloa ʻohana' });
    const user = await t.db.kysely
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', 'moopuna@example.org')
      .executeTakeFirstOrThrow();
    await buildProtocolMember(t.db, protocol.id, user.user_id);
    const canoe = await buildCanoe(t.db, { name: 'Hōkūlani' });

    const stranger = await share(null, protocol.id, canoe.canoe_id);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields).toHaveProperty('protocol_id');

    const sent = await share(memberToken, protocol.id, canoe.canoe_id);
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().submission_id as number;
    // The queue and the review name the protocol it is shared for.
    expect((await as(t.tokens.admin, 'GET', `/api/submissions/${id}`)).json()).toMatchObject({
      protocol_id: protocol.id,
      protocol_name: 'Kanaloa ʻohana',
    });
    const queue = (await as(t.tokens.admin, 'GET', '/api/submissions?status=pending')).json() as {
      submission_id: number;
      protocol_name: string | null;
    }[];
    expect(queue.find((s) => s.submission_id === id)?.protocol_name).toBe('Kanaloa ʻohana');
    expect(queue.filter((s) => s.submission_id !== id).every((s) => s.protocol_name === null)).toBe(true);
    expect((await as(t.tokens.admin, 'POST', `/api/submissions/${id}/approve`, {})).statusCode).toBe(200);

    const visitor = (await as(null, 'GET', `/api/canoes/${canoe.canoe_id}/stories`)).json() as unknown[];
    expect(visitor).toEqual([]);
    const member = (await as(memberToken, 'GET', `/api/canoes/${canoe.canoe_id}/stories`)).json() as {
      body: string;
      kept_for: { protocols: { name: string }[] };
    }[];
    expect(member).toHaveLength(1);
    expect(member[0].body).toContain('How tūtū carved the manu');
    expect(member[0].kept_for.protocols).toEqual([{ protocol_id: protocol.id, name: 'Kanaloa ʻohana' }]);
  });
});

describe('a place', () => {
  it('is kept for a protocol on its own: gone for a visitor everywhere it is named, listed by its protocol, history in words', async () => {
    const protocol = await buildProtocol(t.db, { name: 'Hālawa ʻohana' });
    const place = await buildPlace(t.db, { name: 'Kawaikapu', island: 'molokai' });
    const canoe = await buildCanoe(t.db, { name: 'Keaolani' });
    const race = await buildRace(t.db);
    const owner = await buildOwner(t.db, { name: 'Hui Waʻa o Hālawa' });
    await t.db.kysely
      .updateTable('canoes')
      .set({ origin_place_id: place.place_id })
      .where('canoe_id', '=', canoe.canoe_id)
      .execute();
    await t.db.kysely
      .updateTable('races')
      .set({ place_id: place.place_id })
      .where('race_id', '=', race.race_id)
      .execute();
    await t.db.kysely
      .updateTable('owners')
      .set({ home_place_id: place.place_id })
      .where('owner_id', '=', owner.owner_id)
      .execute();
    const named = {
      canoe: `/api/canoes/${canoe.canoe_id}`,
      race: `/api/races/${race.race_id}`,
      owner: `/api/owners/${owner.owner_id}`,
    };
    expect((await as(null, 'GET', named.canoe)).json().origin_place).toMatchObject({ name: 'Kawaikapu' });

    // Only an administrator keeps it; it inherits from nothing.
    expect(
      (await as(keeperToken, 'PUT', `/api/protection/place/${place.place_id}`, { visibility: 'keepers' }))
        .statusCode,
    ).toBe(403);
    const kept = await as(t.tokens.admin, 'PUT', `/api/protection/place/${place.place_id}`, {
      visibility: 'protocols',
      protocol_ids: [protocol.id],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      kind: 'place',
      kept_for: { visibility: 'protocols', protocols: [{ name: 'Hālawa ʻohana' }], own: true },
    });

    // A visitor: not found, not listed, and each record that names it names no place.
    expect((await as(null, 'GET', `/api/places/${place.place_id}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/places?q=kawaikapu')).json()).toEqual([]);
    expect((await as(null, 'GET', named.canoe)).json().origin_place).toBeNull();
    expect((await as(null, 'GET', named.race)).json().place).toBeNull();
    expect((await as(null, 'GET', named.owner)).json().home_place).toBeNull();
    for (const url of Object.values(named)) {
      expect((await as(null, 'GET', url)).body, url).not.toContain('Kawaikapu');
    }
    // Nor does the registry find the canoe by the kept place's name or by the place.
    const byOrigin = (await as(null, 'GET', '/api/canoes/search?origin=kawaikapu')).json() as unknown[];
    expect(byOrigin).toEqual([]);
    const byPlace = (await as(null, 'GET', `/api/canoes/search?place=${place.place_id}`)).json() as unknown[];
    expect(byPlace).toEqual([]);

    // An administrator sees it, told whom it is kept for; its protocol lists it with no canoe.
    const page = (await as(t.tokens.admin, 'GET', `/api/places/${place.place_id}`)).json();
    expect(page).toMatchObject({ name: 'Kawaikapu', kept_for: { protocols: [{ name: 'Hālawa ʻohana' }] } });
    expect((await as(t.tokens.admin, 'GET', named.race)).json().place).toMatchObject({ name: 'Kawaikapu' });
    const protocolPage = (await as(t.tokens.admin, 'GET', `/api/protocols/${protocol.id}`)).json();
    expect(protocolPage.held).toEqual([
      {
        kind: 'place',
        id: place.place_id,
        canoe_id: null,
        canoe_label: 'Kawaikapu',
        label: 'Kawaikapu',
        visibility: 'protocols',
      },
    ]);
    const refused = await as(t.tokens.admin, 'DELETE', `/api/protocols/${protocol.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This protocol still keeps 1 record: the place “Kawaikapu”. Make them public or keep them for another protocol first.',
    );
    const history = (await as(t.tokens.admin, 'GET', `/api/places/${place.place_id}/history`)).json() as {
      changes: { summary: string }[];
    };
    expect(history.changes[0].summary).toMatch(/changed who may see the place/);

    // Public again: found and named everywhere.
    const shown = await as(t.tokens.admin, 'PUT', `/api/protection/place/${place.place_id}`, {
      visibility: 'public',
    });
    expect(shown.json().kept_for).toBeNull();
    expect((await as(null, 'GET', named.race)).json().place).toMatchObject({ name: 'Kawaikapu' });
    expect((await as(null, 'GET', `/api/places/${place.place_id}`)).statusCode).toBe(200);
  });
});
