/**
 * The change history through the API: activity and its filters, a canoe's recent activity, a record's history
 * with differences, recently deleted, and reverts: edit → revert gives the original row; delete a canoe with
 * every kind of row → restore gives identical rows, ids and photo bytes; a revert is refused (409, nothing
 * written) when a row has changed since. Changes to people and accounts are for the group "admin" only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import {
  buildCanoe,
  buildCanoeMaker,
  buildMaker,
  buildOwner,
  buildParticipation,
  buildPerson,
  buildPhoto,
  buildRestoration,
} from '../../record-builders/index.ts';
import { createApiToken, createUser, setUserGroups } from '../auth/accounts.service.ts';
import type { ChangeDetail, ChangeSummary } from '../../../shared/api/history.ts';
import { setTranslation } from '../translations/translation.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type As = 'admin' | 'editor' | 'user' | 'anonymous';
const get = (url: string, as: As = 'admin') => t.request(as, { method: 'GET', url });
const write = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  reason?: string,
  as: As = 'admin',
) =>
  t.request(as, {
    method,
    url,
    payload,
    headers: reason === undefined ? {} : { 'x-change-reason': encodeURIComponent(reason) },
  });
const revert = (changeId: number, as: As = 'admin', reason?: string) =>
  write('POST', `/api/changes/${changeId}/revert`, {}, reason, as);

async function latestChange(): Promise<ChangeSummary> {
  const res = await get('/api/activity?limit=1');
  expect(res.statusCode).toBe(200);
  return res.json().changes[0];
}

/** Every row of the canoe's own tables, by table, in id order. */
async function canoeRows(canoeId: number) {
  const db = t.db.kysely;
  return {
    canoe: await db.selectFrom('canoes').selectAll().where('canoe_id', '=', canoeId).execute(),
    names: await db
      .selectFrom('canoe_names')
      .selectAll()
      .where('canoe_id', '=', canoeId)
      .orderBy('canoe_name_id')
      .execute(),
    ownerships: await db
      .selectFrom('ownerships')
      .selectAll()
      .where('canoe_id', '=', canoeId)
      .orderBy('ownership_id')
      .execute(),
    makers: await db
      .selectFrom('canoe_makers')
      .selectAll()
      .where('canoe_id', '=', canoeId)
      .orderBy('canoe_maker_id')
      .execute(),
    restorations: await db
      .selectFrom('restorations')
      .selectAll()
      .where('canoe_id', '=', canoeId)
      .orderBy('restoration_id')
      .execute(),
    results: await db
      .selectFrom('race_participations')
      .selectAll()
      .where('canoe_id', '=', canoeId)
      .orderBy('participation_id')
      .execute(),
    photos: await db
      .selectFrom('canoe_media')
      .selectAll()
      .where('canoe_id', '=', canoeId)
      .orderBy('media_id')
      .execute(),
  };
}

describe('recording and reading', () => {
  it('words each change with who, when and why; visitors see none of it', async () => {
    const owner = await buildOwner(t.db, { name: 'Hui Waʻa' });
    const created = await write('POST', '/api/canoes', { name: 'Kaʻiulani', name_start_date: '1950' });
    expect(created.statusCode).toBe(201);
    const canoeId = created.json().canoe_id;
    expect((await latestChange()).summary).toBe('added the canoe Kaʻiulani with its name');

    const named = await write(
      'POST',
      `/api/canoes/${canoeId}/names`,
      { name: 'Hōkūleʻa', start_date: '1975' },
      'Renamed at the blessing in Kāneʻohe',
    );
    expect(named.statusCode).toBe(201);
    const change = await latestChange();
    expect(change).toMatchObject({
      actor: { name: 'Test Admin', kind: 'token', user_id: expect.any(Number) },
      action: 'create',
      record_type: 'canoe_name',
      record_label: 'Hōkūleʻa',
      canoe_id: canoeId,
      summary: 'added the name Hōkūleʻa (1975)',
      reason: 'Renamed at the blessing in Kāneʻohe',
      reverts_change_id: null,
      reverted_by_change_id: null,
    });
    expect(Date.parse(change.created_at)).toBeGreaterThan(Date.now() - 60_000);

    await write('POST', '/api/ownerships', {
      canoe_id: canoeId,
      owner_id: owner.owner_id,
      start_date: '1976',
    });
    expect((await latestChange()).summary).toBe('recorded the transfer to Hui Waʻa');

    // The public canoe answer names no editor.
    const publicCanoe = await get(`/api/canoes/${canoeId}`, 'anonymous');
    expect(publicCanoe.statusCode).toBe(200);
    expect(publicCanoe.body).not.toContain('Test Admin');
    expect(publicCanoe.json().updated_at).toEqual(expect.any(String));

    // Recent Activity: the canoe's latest changes, its rows' included, newest first.
    const recent = await get(`/api/canoes/${canoeId}/activity?limit=5`);
    expect(recent.statusCode).toBe(200);
    expect(recent.json().map((c: ChangeSummary) => c.summary)).toEqual([
      'recorded the transfer to Hui Waʻa',
      'added the name Hōkūleʻa (1975)',
      'added the canoe Kaʻiulani with its name',
    ]);
    expect((await get(`/api/canoes/${canoeId}/activity?limit=1`)).json()).toHaveLength(1);
  });

  it('refuses a reason that is not percent-encoded UTF-8 or too long, writing nothing', async () => {
    const canoe = await buildCanoe(t.db, { hullId: 'R-1' });
    const before = await latestChange();
    for (const header of ['%E0%A4%A', '%00', encodeURIComponent('x'.repeat(1001))]) {
      const res = await t.request('admin', {
        method: 'PUT',
        url: `/api/canoes/${canoe.canoe_id}`,
        payload: { hull_id: 'R-2' },
        headers: { 'x-change-reason': header },
      });
      expect(res.statusCode, header).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await latestChange()).change_id).toBe(before.change_id);
    const row = await t.db.kysely
      .selectFrom('canoes')
      .select('hull_id')
      .where('canoe_id', '=', canoe.canoe_id)
      .executeTakeFirstOrThrow();
    expect(row.hull_id).toBe('R-1');
  });

  it('filters the activity by record type, person and day, and pages it by cursor', async () => {
    for (const name of ['Race A', 'Race B', 'Race C']) {
      expect((await write('POST', '/api/races', { name })).statusCode).toBe(201);
    }
    const races = await get('/api/activity?record_type=race&limit=2');
    expect(races.statusCode).toBe(200);
    const first = races.json();
    expect(first.changes.map((c: ChangeSummary) => c.summary)).toEqual([
      'added the race Race C',
      'added the race Race B',
    ]);
    expect(first.next_cursor).toBe(first.changes[1].change_id);
    const second = (await get(`/api/activity?record_type=race&limit=2&before=${first.next_cursor}`)).json();
    expect(second.changes.map((c: ChangeSummary) => c.summary)).toEqual(['added the race Race A']);
    expect(second.next_cursor).toBeNull();

    const actors = (await get('/api/activity/actors')).json();
    const admin = actors.find((a: { name: string }) => a.name === 'Test Admin');
    expect(admin).toEqual({ user_id: expect.any(Number), name: 'Test Admin' });
    const byAdmin = (await get(`/api/activity?actor=${admin.user_id}&limit=200`)).json().changes;
    expect(byAdmin.length).toBeGreaterThan(3);
    expect(byAdmin.every((c: ChangeSummary) => c.actor.user_id === admin.user_id)).toBe(true);
    const nobody = (await get('/api/activity?actor=99999')).json();
    expect(nobody).toEqual({ changes: [], next_cursor: null });

    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/activity?from=${today}&to=${today}&limit=1`)).json().changes).toHaveLength(1);
    expect((await get('/api/activity?to=2000-01-01')).json().changes).toEqual([]);
    const bad = await get('/api/activity?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.from).toBe('from must be a date (YYYY-MM-DD)');
  });

  it('filters the activity by protocol: changes to what it keeps, before or after, and to it and its members', async () => {
    const made = async (name: string) => {
      const res = await write('POST', '/api/protocols', { name });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().protocol_id as number;
    };
    const kahananui = await made('Kahananui ʻohana');
    const other = await made('Keawe ʻohana');
    const canoe = await buildCanoe(t.db, { name: 'Kaʻimiloa' });
    const keep = (mediaId: number, protocolId: number, reason: string) =>
      write(
        'PUT',
        `/api/protection/photo/${mediaId}`,
        { visibility: 'protocols', protocol_ids: [protocolId] },
        reason,
      );
    const kept = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'Kept for Kahananui' });
    const gone = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'Kept, then deleted' });
    const elsewhere = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'Kept for Keawe' });
    expect((await keep(kept.media_id, kahananui, 'kept for the ʻohana')).statusCode).toBe(200);
    expect((await keep(gone.media_id, kahananui, 'kept, to be deleted')).statusCode).toBe(200);
    expect((await keep(elsewhere.media_id, other, 'kept for Keawe')).statusCode).toBe(200);
    await createUser(t.db, { email: 'mamo@example.org', name: 'Mamo', password: 'a-long-password-9' });
    const member = await write(
      'POST',
      `/api/protocols/${kahananui}/members`,
      { email: 'mamo@example.org' },
      'a member',
    );
    expect(member.statusCode, member.body).toBe(201);
    // A deleted kept photo: its row before the change was kept.
    expect(
      (
        await write(
          'DELETE',
          `/api/canoes/${canoe.canoe_id}/media/${gone.media_id}`,
          undefined,
          'deleted kept',
        )
      ).statusCode,
    ).toBe(204);
    // Made public again: the row after the change is not kept, the one before was.
    const publicAgain = await write(
      'PUT',
      `/api/protection/photo/${kept.media_id}`,
      { visibility: 'public' },
      'public again',
    );
    expect(publicAgain.statusCode).toBe(200);
    expect((await write('POST', '/api/races', { name: 'Not kept' }, 'unrelated')).statusCode).toBe(201);

    const reasons = async (query: string, as: As = 'admin') => {
      const res = await get(`/api/activity?limit=100&${query}`, as);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().changes as ChangeSummary[]).map((c) => c.reason ?? c.summary);
    };
    expect(await reasons(`protocol=${kahananui}`)).toEqual([
      'public again',
      'deleted kept',
      'a member',
      'kept, to be deleted',
      'kept for the ʻohana',
      'added the protocol Kahananui ʻohana',
    ]);
    expect(await reasons(`protocol=${other}`)).toEqual(['kept for Keawe', 'added the protocol Keawe ʻohana']);
    // With the other filters, as they combine.
    expect(await reasons(`protocol=${kahananui}&record_type=media`)).toEqual([
      'public again',
      'deleted kept',
      'kept, to be deleted',
      'kept for the ʻohana',
    ]);
    // Any administrator may filter by any protocol; one that does not exist is not found.
    expect(await reasons(`protocol=${other}`, 'editor')).toEqual([
      'kept for Keawe',
      'added the protocol Keawe ʻohana',
    ]);
    const unknown = await get('/api/activity?protocol=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Protocol not found/);
    // The Activity is the administrators': a member of the protocol reads none of it.
    const memberToken = await createApiToken(t.db, 'mamo@example.org');
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/activity?protocol=${kahananui}`,
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(asMember.statusCode).toBe(403);
    expect((await get(`/api/activity?protocol=${kahananui}`, 'anonymous')).statusCode).toBe(401);
  });

  it("shows a record's history with field-by-field differences, rich text as readable text", async () => {
    const created = await write('POST', '/api/canoes', {
      name: 'Mālia',
      notes: '<p>Built of <strong>koa</strong></p>',
    });
    const canoeId = created.json().canoe_id;
    await write('PUT', `/api/canoes/${canoeId}`, {
      notes: '<p>Built of <em>koa</em> from Kaʻū</p>',
      hull_id: 'M-9',
    });
    const res = await get(`/api/canoes/${canoeId}/history`);
    expect(res.statusCode).toBe(200);
    const [edit, create] = res.json().changes as ChangeDetail[];
    expect(edit.summary).toBe('edited the details of the canoe Mālia');
    const row = edit.rows.find((r) => r.record_type === 'canoe')!;
    expect(row.action).toBe('update');
    expect(row.differences).toEqual(
      expect.arrayContaining([
        { field: 'notes', before: 'Built of koa', after: 'Built of koa from Kaʻū' },
        { field: 'hull_id', before: null, after: 'M-9' },
      ]),
    );
    expect(row.differences.map((d) => d.field)).not.toContain('origin_folded');
    // In the form's words: its labels, and nothing but what a keeper changed (no updated_at).
    expect(row.title).toBe('Changed the canoe');
    expect(row.fields).toEqual([
      { field: 'hull_id', label: 'Bow Number', before: null, after: 'M-9' },
      { field: 'notes', label: 'Notes', before: 'Built of koa', after: 'Built of koa from Kaʻū' },
    ]);
    expect(row.after).toMatchObject({ hull_id: 'M-9', notes: '<p>Built of <em>koa</em> from Kaʻū</p>' });
    expect(row.after).not.toHaveProperty('name_sort');
    expect(create.rows.map((r) => [r.record_type, r.action])).toEqual([
      ['canoe', 'create'],
      ['canoe_name', 'create'],
    ]);

    const owner = await buildOwner(t.db, { name: 'Ka ʻOhana Kealoha' });
    await write('PUT', `/api/owners/${owner.owner_id}`, { name: 'Ka ʻOhana Kealoha', owner_type: 'family' });
    const ownerHistory = (await get(`/api/owners/${owner.owner_id}/history`)).json()
      .changes as ChangeDetail[];
    expect(ownerHistory[0].rows[0].differences).toEqual(
      expect.arrayContaining([{ field: 'owner_type', before: 'individual', after: 'family' }]),
    );
    expect(ownerHistory[0].rows[0].fields).toEqual([
      { field: 'owner_type', label: 'Type', before: 'Individual', after: 'Family' },
    ]);

    // Names instead of ids, units, dates as the archive says them, licences by their names.
    const maker = await buildMaker(t.db, { name: 'Kīhei Kahale' });
    await write('PUT', `/api/canoes/${canoeId}`, { type_id: 2, width: 1.6, maker_id: maker.maker_id });
    await write('POST', `/api/canoes/${canoeId}/restorations`, {
      restoration_date: 'the 1880s',
      description: 'New gunwales',
    });
    const [restoration, details] = (await get(`/api/canoes/${canoeId}/history`)).json()
      .changes as ChangeDetail[];
    expect(details.rows[0].fields).toEqual([
      { field: 'type_id', label: 'Canoe Type', before: null, after: 'Fishing Canoe' },
      { field: 'width', label: 'Width', before: null, after: '1.6 ft' },
      { field: 'maker_id', label: 'Original Maker', before: null, after: 'Kīhei Kahale' },
    ]);
    expect(restoration.summary).toBe('recorded the restoration of the 1880s');
    expect(restoration.rows[0].title).toBe('Added the restoration of the 1880s');
    expect(restoration.rows[0].fields).toEqual([
      { field: 'restoration_date', label: 'Year', before: null, after: 'the 1880s' },
      { field: 'description', label: 'Description', before: null, after: 'New gunwales' },
    ]);

    expect((await get('/api/canoes/99999/history')).statusCode).toBe(404);
    expect((await get('/api/canoes/99999/history')).json().message).toBe('Canoe not found');
  });

  it('labels the fields in the reader’s language where translators have translated them, in English elsewhere', async () => {
    // Stand-ins for the translators' words, not translations.
    await setTranslation(t.db, 'haw', 'canoe-fields.hull_id_label', {
      text: '(haw) Bow Number',
      state: 'draft',
    });
    await setTranslation(t.db, 'haw', 'history-fields.yes', { text: '(haw) Yes', state: 'draft' });
    const created = await write('POST', '/api/canoes', { name: 'Lani', hull_id: 'L-1' });
    const canoeId = created.json().canoe_id;
    const inHawaiian = await t.request('admin', {
      method: 'GET',
      url: `/api/canoes/${canoeId}/history`,
      headers: { 'accept-language': 'haw' },
    });
    const [made] = inHawaiian.json().changes as ChangeDetail[];
    const canoeRow = made.rows.find((r) => r.record_type === 'canoe')!;
    expect(canoeRow.fields.find((f) => f.field === 'hull_id')?.label).toBe('(haw) Bow Number');
    // A label no one has translated yet is the English.
    const nameRow = made.rows.find((r) => r.record_type === 'canoe_name')!;
    expect(nameRow.fields.find((f) => f.field === 'name')?.label).toBe('Name');
    const one = await t.request('admin', {
      method: 'GET',
      url: `/api/changes/${made.change_id}`,
      headers: { 'accept-language': 'haw' },
    });
    expect(JSON.stringify(one.json())).toContain('(haw) Bow Number');
    // English pages are as before.
    const [english] = (await get(`/api/canoes/${canoeId}/history`)).json().changes as ChangeDetail[];
    expect(english.rows.find((r) => r.record_type === 'canoe')!.fields[0]).toMatchObject({
      label: 'Bow Number',
    });
  });
});

describe('revert', () => {
  it('edit → revert gives the original row; the revert is a change naming the one it undoes', async () => {
    const owner = await buildOwner(t.db);
    const canoe = await buildCanoe(t.db, {
      name: 'Kaʻiulani',
      notes: '<p>First notes</p>',
      ownerships: [{ ownerId: owner.owner_id, start_date: '1990-01-01' }],
    });
    const original = await canoeRows(canoe.canoe_id);
    const other = await buildOwner(t.db, { name: 'Nā Kai ʻEwalu' });
    const edited = await write('PUT', `/api/canoes/${canoe.canoe_id}`, {
      name: 'Kaʻiulani II',
      notes: '<p>Other notes</p>',
      length: 12.5,
      owner_id: other.owner_id,
      ownership_start_date: '2010',
    });
    expect(edited.statusCode).toBe(200);
    const edit = await latestChange();
    expect(await canoeRows(canoe.canoe_id)).not.toEqual(original);

    const res = await revert(edit.change_id, 'admin', 'Entered on the wrong canoe');
    expect(res.statusCode).toBe(201);
    const reverted = res.json() as ChangeDetail;
    expect(reverted).toMatchObject({
      reverts_change_id: edit.change_id,
      summary: `reverted “${edit.summary}”`,
      reason: 'Entered on the wrong canoe',
    });
    expect(await canoeRows(canoe.canoe_id)).toEqual(original);
    expect((await get(`/api/changes/${edit.change_id}`)).json().reverted_by_change_id).toBe(
      reverted.change_id,
    );

    // Reverting it again is refused; reverting the revert puts the edit back.
    const again = await revert(edit.change_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This change has already been reverted (change #${reverted.change_id}).`,
    );
    expect((await revert(reverted.change_id)).statusCode).toBe(201);
    const redone = await canoeRows(canoe.canoe_id);
    expect(redone.canoe[0].length).toBe(12.5);
    expect(redone.names.find((n) => n.end_date === null)?.name).toBe('Kaʻiulani II');
  });

  it('two reverts of the same change at once: exactly one is made (201), the other refused (409)', async () => {
    const canoe = await buildCanoe(t.db, { name: 'Hōkūpaʻa', length: 40 });
    expect((await write('PUT', `/api/canoes/${canoe.canoe_id}`, { length: 41 })).statusCode).toBe(200);
    const edit = await latestChange();
    const edits = await Promise.all([revert(edit.change_id), revert(edit.change_id)]);
    expect(edits.map((res) => res.statusCode).sort()).toEqual([201, 409]);

    expect((await write('DELETE', `/api/canoes/${canoe.canoe_id}`)).statusCode).toBe(204);
    const removal = await latestChange();
    const restores = await Promise.all([revert(removal.change_id), revert(removal.change_id)]);
    expect(restores.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const undone = await t.db.kysely
      .selectFrom('changes')
      .select('change_id')
      .where('reverts_change_id', 'in', [edit.change_id, removal.change_id])
      .execute();
    expect(undone).toHaveLength(2);
    expect((await get(`/api/canoes/${canoe.canoe_id}`, 'anonymous')).json().length).toBe(40);
  });

  it('is refused with 409 and the differences after a later edit, writing nothing', async () => {
    const race = await buildCanoe(t.db, { name: 'Kai' });
    const nameId = race.names[0].canoe_name_id;
    const url = `/api/canoes/${race.canoe_id}/names/${nameId}`;
    expect((await write('PUT', url, { name: 'Kai Nui' })).statusCode).toBe(200);
    const first = await latestChange();
    expect(first.summary).toBe('changed the name Kai to Kai Nui');
    expect((await write('PUT', url, { name: 'Kai Loa' })).statusCode).toBe(200);
    const last = await latestChange();

    const res = await revert(first.change_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'Conflict',
      message: 'This change cannot be reverted: The name Kai Nui has changed since.',
      conflicts: [
        {
          record_type: 'canoe_name',
          record_id: nameId,
          problem: 'changed',
          differences: expect.arrayContaining([
            { field: 'name', label: 'Name', before: 'Kai Nui', after: 'Kai Loa' },
          ]),
        },
      ],
    });
    expect((await latestChange()).change_id).toBe(last.change_id);
    const name = await t.db.kysely
      .selectFrom('canoe_names')
      .select('name')
      .where('canoe_name_id', '=', nameId)
      .executeTakeFirstOrThrow();
    expect(name.name).toBe('Kai Loa');
  });

  it('deleting a canoe with every kind of row, then restoring it, gives identical rows, ids and photo bytes', async () => {
    const owner = await buildOwner(t.db, { name: 'Hui Waʻa' });
    const maker = await buildMaker(t.db, { name: 'Kīhei Kahale' });
    const canoe = await buildCanoe(t.db, {
      makerId: maker.maker_id,
      notes: '<p>Koa</p>',
      names: [
        { name: 'Kaʻiulani', start_date: '1970-01-01', end_date: '1980-01-01' },
        { name: 'Hōkūleʻa', start_date: '1980-01-01' },
      ],
      ownerships: [
        { ownerId: owner.owner_id, start_date: '1970-01-01', end_date: '1980-01-01' },
        { start_date: '1980-01-01' },
      ],
    });
    const id = canoe.canoe_id;
    await buildCanoeMaker(t.db, { canoeId: id, makerId: maker.maker_id, contribution: 'Carved the hull' });
    await buildRestoration(t.db, {
      canoeId: id,
      restorerMakerId: maker.maker_id,
      restorerPersonId: maker.person_id,
    });
    await buildParticipation(t.db, { canoeId: id });
    const photo = await buildPhoto(t.db, { canoeId: id, caption: 'Kawaihae, 1976' });
    await buildPhoto(t.db, { canoeId: id });
    const before = await canoeRows(id);
    expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);
    const imageUrl = `/api/canoes/${id}/media/${photo.media_id}/image`;
    const display = (await get(imageUrl, 'anonymous')).rawPayload;
    const thumbnail = (await get(`${imageUrl}?size=thumbnail`, 'anonymous')).rawPayload;
    const registryBefore = (await get('/api/canoes', 'anonymous')).json();

    expect((await write('DELETE', `/api/canoes/${id}`, undefined, 'Duplicate entry')).statusCode).toBe(204);
    expect(Object.values(await canoeRows(id)).every((rows) => rows.length === 0)).toBe(true);
    expect((await get(imageUrl, 'anonymous')).statusCode).toBe(404);

    const deleted = (await get('/api/deleted?record_type=canoe')).json().changes as ChangeSummary[];
    const entry = deleted.find((c) => c.record_id === id)!;
    expect(entry).toMatchObject({
      action: 'delete',
      // One line that counts what went with it.
      summary:
        'deleted the canoe Hōkūleʻa with its 2 names, 2 stewardships, 1 maker credit, 1 restoration, 1 race result and 2 photos',
      reason: 'Duplicate entry',
    });
    // The canoe's history is still there after the delete.
    expect((await get(`/api/canoes/${id}/history`)).statusCode).toBe(200);

    const restored = await revert(entry.change_id);
    expect(restored.statusCode).toBe(201);
    expect(restored.json().summary).toBe(
      'restored the canoe Hōkūleʻa with its 2 names, 2 stewardships, 1 maker credit, 1 restoration, 1 race result and 2 photos',
    );
    // Each restored row in the forms' words: names for the records it refers to, no id, no bookkeeping.
    const restoredRows = (restored.json() as ChangeDetail).rows;
    const canoeRow = restoredRows.find((r) => r.record_type === 'canoe')!;
    expect(canoeRow.title).toBe('Added the canoe');
    expect(canoeRow.fields).toEqual(
      expect.arrayContaining([
        { field: 'maker_id', label: 'Original Maker', before: null, after: 'Kīhei Kahale' },
        { field: 'notes', label: 'Notes', before: null, after: 'Koa' },
      ]),
    );
    const labels = restoredRows.flatMap((r) => r.fields.map((f) => f.label));
    expect(labels.filter((l) => /\bid\b|created|updated|uploaded at/i.test(l))).toEqual([]);
    expect(restoredRows.map((r) => r.title)).toEqual(
      expect.arrayContaining([
        'Added the name Hōkūleʻa',
        'Added the stewardship of Hui Waʻa',
        'Added the maker credit of Kīhei Kahale',
        'Added the photo Kawaihae, 1976',
      ]),
    );
    const restorationRow = restoredRows.find((r) => r.record_type === 'restoration')!;
    expect(restorationRow.fields).toEqual(
      expect.arrayContaining([
        { field: 'restorer_maker_id', label: 'Maker', before: null, after: 'Kīhei Kahale' },
        { field: 'restorer_person_id', label: 'Restorer', before: null, after: 'Kīhei Kahale' },
      ]),
    );
    expect(await canoeRows(id)).toEqual(before);
    const displayAfter = await get(imageUrl, 'anonymous');
    expect(displayAfter.statusCode).toBe(200);
    expect(displayAfter.rawPayload.equals(display)).toBe(true);
    expect((await get(`${imageUrl}?size=thumbnail`, 'anonymous')).rawPayload.equals(thumbnail)).toBe(true);
    expect((await get('/api/canoes', 'anonymous')).json()).toEqual(registryBefore);
    const stillDeleted = (await get('/api/deleted?record_type=canoe')).json().changes as ChangeSummary[];
    expect(stillDeleted.find((c) => c.record_id === id)).toBeUndefined();
  });

  it('refuses to restore a row whose steward is gone, and to undo a create that has rows added since', async () => {
    const owner = await buildOwner(t.db, { name: 'Gone Steward' });
    const canoe = await buildCanoe(t.db, {
      ownerships: [{ ownerId: owner.owner_id, start_date: '1990-01-01' }],
    });
    const ownershipId = canoe.ownerships[0].ownership_id;
    expect((await write('DELETE', `/api/ownerships/${ownershipId}`)).statusCode).toBe(204);
    const removal = await latestChange();
    expect((await write('DELETE', `/api/owners/${owner.owner_id}`)).statusCode).toBe(204);
    const res = await revert(removal.change_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().conflicts[0]).toMatchObject({ problem: 'missing_reference', record_id: ownershipId });
    // The steward deleted since still reads by the name the history knows.
    const [removed] = (await get(`/api/canoes/${canoe.canoe_id}/history`)).json().changes as ChangeDetail[];
    expect(removed.rows[0].title).toBe('Deleted the stewardship of Gone Steward');
    expect(removed.rows[0].fields).toContainEqual({
      field: 'owner_id',
      label: 'Steward',
      before: 'Gone Steward',
      after: null,
    });

    const created = await write('POST', '/api/canoes', { name: 'Brand New' });
    const creation = await latestChange();
    await write('POST', `/api/canoes/${created.json().canoe_id}/restorations`, {
      restoration_date: '2020',
      description: 'New paint',
    });
    const undo = await revert(creation.change_id);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().conflicts).toEqual([
      expect.objectContaining({
        problem: 'newer_rows',
        message: 'The canoe has 1 restoration record added since.',
      }),
    ]);
    expect((await get(`/api/canoes/${created.json().canoe_id}`, 'anonymous')).statusCode).toBe(200);
  });
});

describe('who sees what', () => {
  it("shows people's and accounts' changes only to the group named admin", async () => {
    const person = await buildPerson(t.db, { name: 'Keola Kamakau', email: 'keola@example.org' });
    expect(
      (
        await write('PUT', `/api/people/${person.person_id}`, {
          name: 'Keola Kamakau',
          email: 'keola@example.org',
          phone: '808 555 0101',
        })
      ).statusCode,
    ).toBe(200);
    const personChange = await latestChange();
    expect(personChange.record_type).toBe('person');
    await createUser(t.db, {
      email: 'kahu@example.org',
      name: 'Kahu',
      password: 'kahu-password-1',
      groups: ['volunteers'],
    });
    const creation = await latestChange();
    expect(creation.summary).toBe('set the groups of kahu@example.org to volunteers');
    const token = await createApiToken(t.db, 'kahu@example.org');
    expect(await setUserGroups(t.db, 'kahu@example.org', ['volunteers', 'canoe-admins'])).toBe(true);
    const groupsChange = await latestChange();
    expect(groupsChange).toMatchObject({
      record_type: 'account',
      summary: 'set the groups of kahu@example.org to volunteers, canoe-admins',
      actor: { kind: 'system', name: 'System', user_id: null },
    });
    const editorActivity = (await get('/api/activity?limit=200', 'editor')).json().changes as ChangeSummary[];
    const ids = editorActivity.map((c) => c.change_id);
    expect(ids).not.toContain(personChange.change_id);
    expect(ids).not.toContain(groupsChange.change_id);
    expect(editorActivity.length).toBeGreaterThan(0);
    expect((await get(`/api/changes/${personChange.change_id}`, 'editor')).statusCode).toBe(403);
    expect((await revert(personChange.change_id, 'editor')).statusCode).toBe(403);
    expect((await get(`/api/people/${person.person_id}/history`, 'editor')).statusCode).toBe(403);

    // The group "admin" sees and reverts them; an account's groups go back, and nothing else about it.
    const undo = await revert(groupsChange.change_id);
    expect(undo.statusCode).toBe(201);
    const groupsOf = async () =>
      (
        await t.db.kysely
          .selectFrom('users')
          .select('groups')
          .where('email', '=', 'kahu@example.org')
          .executeTakeFirstOrThrow()
      ).groups;
    expect(await groupsOf()).toBe('["volunteers"]');
    expect(undo.json().rows[0].after).toEqual({
      user_id: expect.any(Number),
      email: 'kahu@example.org',
      name: 'Kahu',
      groups: '["volunteers"]',
    });
    // Back to no group at all: its API tokens are revoked, as `user groups` does.
    const bearer = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/canoes', headers: bearer })).statusCode).toBe(200);
    expect((await revert(creation.change_id)).statusCode).toBe(201);
    expect(await groupsOf()).toBe('[]');
    expect((await t.app.inject({ method: 'GET', url: '/api/canoes', headers: bearer })).statusCode).toBe(401);
    const history = (await get(`/api/people/${person.person_id}/history`)).json().changes as ChangeDetail[];
    expect(history[0].rows[0].differences).toEqual([{ field: 'phone', before: null, after: '808 555 0101' }]);
  });

  it('answers 401 without a caller and 403 to a member without an admin group on every history call', async () => {
    const change = await latestChange();
    const calls: [string, string][] = [
      ['GET', '/api/activity'],
      ['GET', '/api/activity/actors'],
      ['GET', '/api/deleted'],
      ['GET', `/api/changes/${change.change_id}`],
      ['POST', `/api/changes/${change.change_id}/revert`],
      ['GET', '/api/canoes/1/activity'],
      ['GET', '/api/canoes/1/history'],
      ['GET', '/api/owners/1/history'],
      ['GET', '/api/makers/1/history'],
      ['GET', '/api/races/1/history'],
      ['GET', '/api/people/1/history'],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await t.request('anonymous', { method: method as 'GET', url, payload })).statusCode, url).toBe(
        401,
      );
      expect((await t.request('user', { method: method as 'GET', url, payload })).statusCode, url).toBe(403);
    }
  });
});
