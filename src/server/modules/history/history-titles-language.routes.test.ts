/**
 * The last words History made in English alone, in the reader's language (decision 026): each row's heading
 * ("Added the name Hōkūleʻa"), the records a field names ("the name Hōkūleʻa"), who may see a record ("Members of
 * A or B; others see a notice"), a number's unit ("42% from the left", "1.6 ft"), why a revert was refused ("This
 * change cannot be reverted: The name Kai Nui has changed since.", and each record in the way with what differs),
 * and a record's label made from its number ("Canoe #12"). Said with the community's translations on a Hawaiian
 * request, and word for word as before in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe, buildMaker, buildOwner, buildPhoto } from '../../record-builders/index.ts';
import { setTranslation } from '../translations/translation.service.ts';
import type { ChangeDetail, ChangeRow, ChangeSummary } from '../../../shared/api/history.ts';
import type { RevertConflict } from '../../../shared/api/common.ts';

let t: TestApp;

// Stand-ins marked (haw), not Hawaiian: the archive's translators write the real words (decision 026). Some put
// the words in another order, as a translation may.
const HAW = {
  'history-fields.rowTitle':
    '{op, select, create {(haw) {what}: added} update {(haw) {what}: changed} other {(haw) {what}: deleted}}',
  'history-fields.theRecord':
    '{kind, select, race {(haw) race {name}} steward {(haw) steward {name}} person {(haw) person {name}} maker {(haw) maker {name}} maker_credit {(haw) credit of {name}} label {(haw) label {name}} label_use {(haw) {name} on {on}} translation {(haw) translation of {name}} account {(haw) account {name}} protocol {(haw) protocol {name}} other {{name}}}',
  'history-fields.aRecord':
    '{kind, select, steward {(haw) a steward} maker {(haw) a maker} race {(haw) a race} label {(haw) a label} membership {(haw) a membership} other {(haw) a record}}',
  'history-summaries.theRecordNamed':
    '{kind, select, name {(haw) name {name}} stewardship {(haw) stewardship of {name}} restoration {(haw) restoration of {name}} result {(haw) result in {name}} photo {(haw) photo {name}} story {(haw) story “{name}”} source {(haw) source “{name}”} canoe {(haw) the canoe} other {{name}}}',
  'history-fields.everyone': '(haw) Everyone',
  'history-fields.keptFor':
    '{who, select, keepers {(haw) keepers only} keepers_of {(haw) keepers of {protocols} only} members_of_all {(haw) members of all of {protocols}} other {(haw) members of {protocols}}}',
  'history-fields.protocolsAnd': '{a} (haw) and {b}',
  'history-fields.protocolsOr': '{a} (haw) or {b}',
  'history-fields.othersSeeANotice': '{who} (haw) others see a notice',
  'history-fields.percentFromTheLeft': '(haw) {value} % left',
  'history-fields.percentFromTheTop': '(haw) {value} % top',
  'canoe-fields.width_value': '(haw) {value} feet',
  'canoe-fields.width_label': '(haw) Width',
  'history-reverts.cannotRevert': '(haw) Not reverted: {why}',
  'history-reverts.conflict':
    '{problem, select, exists {(haw) {what} exists again.} deleted {(haw) {what} deleted since.} changed {(haw) {what} changed since.} newer_rows {(haw) {what} has {rows} added since.} missing_reference {(haw) {what} needs a record gone.} referred_to {(haw) {what} is needed by new records.} other {(haw) {what} would clash.}}',
  'history-reverts.newerRows':
    '{table, select, restorations {{count, plural, one {(haw) {count} restoration record} other {(haw) {count} restoration records}}} canoe_media {{count, plural, one {(haw) {count} photo record} other {(haw) {count} photo records}}} other {{count, plural, one {(haw) {count} record} other {(haw) {count} records}}}}',
  'history-reverts.recordsChanged':
    '{count, plural, one {(haw) {count} record changed.} other {(haw) {count} records changed.}}',
  'history-reverts.alreadyReverted': '(haw) Change {id} already reverted it.',
  'history-summaries.recordNumber':
    '{kind, select, canoe {(haw) canoe number {id}} steward {(haw) steward {id}} maker {(haw) maker {id}} person {(haw) person {id}} race {(haw) race {id}} label {(haw) label {id}} account {(haw) account {id}} other {(haw) {id}}}',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [id, text] of Object.entries(HAW))
    await setTranslation(t.db, 'haw', id, { text, state: 'draft' });
});
afterAll(() => t.close());

type Language = 'haw' | 'en';

/** A call as an administrator, in Hawaiian (`haw`) or as an English page asks (`en`). */
const call = (language: Language, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request('admin', { method, url, payload, headers: { 'accept-language': language } });

/** A write in English that must succeed; its answer. */
async function write(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await call('en', method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json();
}

async function latestChange(): Promise<ChangeSummary> {
  const res = await call('en', 'GET', '/api/activity?limit=1');
  expect(res.statusCode).toBe(200);
  return (res.json() as { changes: ChangeSummary[] }).changes[0];
}

/** One change's rows, in a language. */
async function rowsOf(changeId: number, language: Language): Promise<ChangeRow[]> {
  const res = await call(language, 'GET', `/api/changes/${changeId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ChangeDetail).rows;
}

/** The rows' headings, in a language. */
const titlesOf = async (changeId: number, language: Language) =>
  (await rowsOf(changeId, language)).map((row) => row.title);

/** A field of a change's only row of `type`, in a language. */
async function fieldOf(changeId: number, language: Language, type: string, field: string) {
  const row = (await rowsOf(changeId, language)).find((r) => r.record_type === type);
  return row?.fields.find((f) => f.field === field);
}

/** The last change's headings in both languages. */
async function lastTitles() {
  const change = await latestChange();
  return { en: await titlesOf(change.change_id, 'en'), haw: await titlesOf(change.change_id, 'haw') };
}

/** A revert asked in a language: its status, message and conflicts. */
async function revertIn(changeId: number, language: Language) {
  const res = await call(language, 'POST', `/api/changes/${changeId}/revert`, {});
  const body = res.json() as { message?: string; conflicts?: RevertConflict[] };
  return { status: res.statusCode, message: body.message, conflicts: body.conflicts ?? [] };
}

describe('a row’s heading', () => {
  it('says what was done to which record in the reader’s language, in the exact English otherwise', async () => {
    const canoe = await write('POST', '/api/canoes', { name: 'Kaʻimiloa', width: 1.6 });
    const canoeId = canoe.canoe_id as number;
    expect(await lastTitles()).toEqual({
      en: expect.arrayContaining(['Added the canoe', 'Added the name Kaʻimiloa']),
      haw: expect.arrayContaining(['(haw) (haw) the canoe: added', '(haw) (haw) name Kaʻimiloa: added']),
    });

    await write('PUT', `/api/canoes/${canoeId}`, { width: 1.75 });
    expect(await lastTitles()).toEqual({
      en: ['Changed the canoe'],
      haw: ['(haw) (haw) the canoe: changed'],
    });

    await write('POST', `/api/canoes/${canoeId}/restorations`, {
      restoration_date: 'the 1880s',
      description: 'New gunwales',
    });
    expect(await lastTitles()).toEqual({
      en: ['Added the restoration of the 1880s'],
      haw: ['(haw) (haw) restoration of the 1880s: added'],
    });

    const owner = await buildOwner(t.db, { name: 'Hui Waʻa' });
    const ownership = await write('POST', '/api/ownerships', {
      canoe_id: canoeId,
      owner_id: owner.owner_id,
      start_date: '1976',
    });
    expect(await lastTitles()).toEqual({
      en: ['Added the stewardship of Hui Waʻa'],
      haw: ['(haw) (haw) stewardship of Hui Waʻa: added'],
    });
    await write('DELETE', `/api/ownerships/${ownership.ownership_id as number}`);
    expect(await lastTitles()).toEqual({
      en: ['Deleted the stewardship of Hui Waʻa'],
      haw: ['(haw) (haw) stewardship of Hui Waʻa: deleted'],
    });

    // Records History's summaries have no words for: this area's own.
    await write('PUT', `/api/owners/${owner.owner_id}`, { name: 'Hui Waʻa', owner_type: 'club' });
    expect(await lastTitles()).toEqual({
      en: ['Changed the steward Hui Waʻa'],
      haw: ['(haw) (haw) steward Hui Waʻa: changed'],
    });
    await write('POST', '/api/races', { name: 'Molokaʻi Hoe', date: '1952' });
    expect(await lastTitles()).toEqual({
      en: ['Added the race Molokaʻi Hoe'],
      haw: ['(haw) (haw) race Molokaʻi Hoe: added'],
    });
    const protocol = await write('POST', '/api/protocols', { name: 'Kahananui ʻohana' });
    expect(await lastTitles()).toEqual({
      en: ['Added the protocol Kahananui ʻohana'],
      haw: ['(haw) (haw) protocol Kahananui ʻohana: added'],
    });
    await write('DELETE', `/api/protocols/${protocol.protocol_id as number}`);
    expect(await lastTitles()).toEqual({
      en: ['Deleted the protocol Kahananui ʻohana'],
      haw: ['(haw) (haw) protocol Kahananui ʻohana: deleted'],
    });
  });
});

describe('a change’s field values', () => {
  it('name the records they refer to in the reader’s words', async () => {
    const canoe = await buildCanoe(t.db, { name: 'Nāmāhoe' });
    const nameId = canoe.names[0].canoe_name_id;
    await write('PUT', `/api/canoes/${canoe.canoe_id}/names/${nameId}/sources`, {
      sources: [{ kind: 'newspaper', citation: 'Honolulu Advertiser, 1962' }],
    });
    const change = await latestChange();
    expect(await fieldOf(change.change_id, 'en', 'source', 'canoe_name_id')).toEqual({
      field: 'canoe_name_id',
      label: 'Supports',
      before: null,
      after: 'the name Nāmāhoe',
    });
    expect(await fieldOf(change.change_id, 'haw', 'source', 'canoe_name_id')).toMatchObject({
      after: '(haw) name Nāmāhoe',
    });
    expect(await titlesOf(change.change_id, 'en')).toEqual(['Added the source “Honolulu Advertiser, 1962”']);
    expect(await titlesOf(change.change_id, 'haw')).toEqual([
      '(haw) (haw) source “Honolulu Advertiser, 1962”: added',
    ]);
  });

  it('say a number with its unit in the reader’s words', async () => {
    const canoe = await write('POST', '/api/canoes', { name: 'Kaʻiulani', width: 1.6 });
    await write('PUT', `/api/canoes/${canoe.canoe_id as number}`, { width: 1.75 });
    const edit = await latestChange();
    expect(await fieldOf(edit.change_id, 'en', 'canoe', 'width')).toEqual({
      field: 'width',
      label: 'Width',
      before: '1.6 ft',
      after: '1.75 ft',
    });
    expect(await fieldOf(edit.change_id, 'haw', 'canoe', 'width')).toMatchObject({
      before: '(haw) 1.6 feet',
      after: '(haw) 1.75 feet',
    });

    const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id as number, caption: 'At the launch' });
    await write('PUT', `/api/canoes/${canoe.canoe_id as number}/media/${photo.media_id}`, {
      caption: 'At the launch',
      focal_point: { x: 42, y: 40 },
    });
    const focus = await latestChange();
    const crop = async (language: Language) =>
      (await rowsOf(focus.change_id, language))[0].fields
        .filter((f) => f.field === 'focal_x' || f.field === 'focal_y')
        .map((f) => f.after);
    expect(await crop('en')).toEqual(['42% from the left', '40% from the top']);
    expect(await crop('haw')).toEqual(['(haw) 42 % left', '(haw) 40 % top']);
  });

  it('say who may see a record in the reader’s words', async () => {
    const made = async (name: string) =>
      (await write('POST', '/api/protocols', { name })).protocol_id as number;
    const [a, b] = [await made('Hale Waʻa'), await made('Kahananui')];
    const canoe = await buildCanoe(t.db, { name: 'Hōkūpaʻa' });
    const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'Kept' });
    const keep = async (body: object) => {
      await write('PUT', `/api/protection/photo/${photo.media_id}`, body);
      const change = await latestChange();
      const field = async (language: Language) =>
        fieldOf(change.change_id, language, 'media', 'protection_id');
      return { en: await field('en'), haw: await field('haw') };
    };
    expect(await keep({ visibility: 'protocols', protocol_ids: [a, b], shown_as: 'notice' })).toEqual({
      en: {
        field: 'protection_id',
        label: 'Who May See',
        before: 'Everyone',
        after: 'Members of Hale Waʻa or Kahananui; others see a notice',
      },
      haw: {
        field: 'protection_id',
        label: 'Who May See',
        before: '(haw) Everyone',
        after: '(haw) members of Hale Waʻa (haw) or Kahananui (haw) others see a notice',
      },
    });
    expect(
      await keep({ visibility: 'protocols', protocol_ids: [a, b], protocols_needed: 'all' }),
    ).toMatchObject({
      en: { after: 'Members of all of Hale Waʻa, Kahananui' },
      haw: { after: '(haw) members of all of Hale Waʻa, Kahananui' },
    });
    expect(
      await keep({ visibility: 'keepers', protocol_ids: [a, b], protocols_needed: 'all' }),
    ).toMatchObject({
      en: { after: 'Keepers of Hale Waʻa and Kahananui only' },
      haw: { after: '(haw) keepers of Hale Waʻa (haw) and Kahananui only' },
    });
    expect(await keep({ visibility: 'public' })).toMatchObject({
      en: { before: 'Keepers of Hale Waʻa and Kahananui only', after: 'Everyone' },
      haw: { before: '(haw) keepers of Hale Waʻa (haw) and Kahananui only', after: '(haw) Everyone' },
    });
  });
});

describe('a revert refused', () => {
  it('says what has changed since in the reader’s language, each record and its differences too', async () => {
    const canoe = await buildCanoe(t.db, { name: 'Kai' });
    const url = `/api/canoes/${canoe.canoe_id}/names/${canoe.names[0].canoe_name_id}`;
    await write('PUT', url, { name: 'Kai Nui' });
    const first = await latestChange();
    await write('PUT', url, { name: 'Kai Loa' });

    const english = await revertIn(first.change_id, 'en');
    expect(english).toMatchObject({
      status: 409,
      message: 'This change cannot be reverted: The name Kai Nui has changed since.',
      conflicts: [
        {
          problem: 'changed',
          message: 'The name Kai Nui has changed since.',
          differences: [{ field: 'name', before: 'Kai Nui', after: 'Kai Loa' }],
        },
      ],
    });
    const hawaiian = await revertIn(first.change_id, 'haw');
    expect(hawaiian).toMatchObject({
      status: 409,
      message: '(haw) Not reverted: (haw) (haw) name Kai Nui changed since.',
      conflicts: [{ problem: 'changed', message: '(haw) (haw) name Kai Nui changed since.' }],
    });
  });

  it('says a record’s differences in the reader’s words', async () => {
    const canoe = await write('POST', '/api/canoes', { name: 'Ka Moana', width: 1.5 });
    const canoeId = canoe.canoe_id as number;
    await write('PUT', `/api/canoes/${canoeId}`, { width: 1.6 });
    const edit = await latestChange();
    await write('PUT', `/api/canoes/${canoeId}`, { width: 1.7 });
    expect((await revertIn(edit.change_id, 'en')).conflicts).toEqual([
      expect.objectContaining({
        message: 'The canoe has changed since.',
        differences: [{ field: 'width', label: 'Width', before: '1.6 ft', after: '1.7 ft' }],
      }),
    ]);
    expect((await revertIn(edit.change_id, 'haw')).conflicts).toEqual([
      expect.objectContaining({
        message: '(haw) (haw) the canoe changed since.',
        // The field's name too, as the revert dialog shows it.
        differences: [
          { field: 'width', label: '(haw) Width', before: '(haw) 1.6 feet', after: '(haw) 1.7 feet' },
        ],
      }),
    ]);
  });

  it('counts the records added since, one or several kinds', async () => {
    const canoe = await write('POST', '/api/canoes', { name: 'Brand New' });
    const canoeId = canoe.canoe_id as number;
    const creation = await latestChange();
    await write('POST', `/api/canoes/${canoeId}/restorations`, {
      restoration_date: '2020',
      description: 'New paint',
    });
    expect(await revertIn(creation.change_id, 'en')).toMatchObject({
      message: 'This change cannot be reverted: The canoe has 1 restoration record added since.',
      conflicts: [{ problem: 'newer_rows', message: 'The canoe has 1 restoration record added since.' }],
    });
    expect(await revertIn(creation.change_id, 'haw')).toMatchObject({
      message: '(haw) Not reverted: (haw) (haw) the canoe has (haw) 1 restoration record added since.',
      conflicts: [{ message: '(haw) (haw) the canoe has (haw) 1 restoration record added since.' }],
    });

    await write('POST', `/api/canoes/${canoeId}/restorations`, {
      restoration_date: '2021',
      description: 'New lashings',
    });
    await buildPhoto(t.db, { canoeId });
    await buildPhoto(t.db, { canoeId });
    const english = await revertIn(creation.change_id, 'en');
    expect(english.message).toBe('This change cannot be reverted: 2 records have changed since.');
    expect(english.conflicts.map((c) => c.message)).toEqual([
      'The canoe has 2 restoration records added since.',
      'The canoe has 2 photo records added since.',
    ]);
    const hawaiian = await revertIn(creation.change_id, 'haw');
    expect(hawaiian.message).toBe('(haw) Not reverted: (haw) 2 records changed.');
    expect(hawaiian.conflicts.map((c) => c.message)).toEqual([
      '(haw) (haw) the canoe has (haw) 2 restoration records added since.',
      '(haw) (haw) the canoe has (haw) 2 photo records added since.',
    ]);
  });

  it('says a record deleted since, and one that needs a record deleted since', async () => {
    const canoe = await buildCanoe(t.db, {
      names: [
        { name: 'Lanakila', start_date: '1950-01-01', end_date: '1960-01-01' },
        { name: 'Kaleo', start_date: '1960-01-01' },
      ],
    });
    const earlier = canoe.names.find((n) => n.name === 'Lanakila')!;
    await write('PUT', `/api/canoes/${canoe.canoe_id}/names/${earlier.canoe_name_id}`, {
      name: 'Lanakila',
      start_date: '1951',
      end_date: '1960',
    });
    const edit = await latestChange();
    await write('DELETE', `/api/canoes/${canoe.canoe_id}/names/${earlier.canoe_name_id}`);
    expect(await revertIn(edit.change_id, 'en')).toMatchObject({
      message: 'This change cannot be reverted: The name Lanakila has been deleted since.',
    });
    expect(await revertIn(edit.change_id, 'haw')).toMatchObject({
      message: '(haw) Not reverted: (haw) (haw) name Lanakila deleted since.',
    });

    const owner = await buildOwner(t.db, { name: 'Gone Steward' });
    const kept = await buildCanoe(t.db, {
      ownerships: [{ ownerId: owner.owner_id, start_date: '1990-01-01', end_date: '1995-01-01' }],
    });
    await write('DELETE', `/api/ownerships/${kept.ownerships[0].ownership_id}`);
    const removal = await latestChange();
    await write('DELETE', `/api/owners/${owner.owner_id}`);
    expect(await revertIn(removal.change_id, 'en')).toMatchObject({
      message:
        'This change cannot be reverted: The stewardship of Gone Steward refers to a record that no longer exists.',
      conflicts: [{ problem: 'missing_reference' }],
    });
    expect(await revertIn(removal.change_id, 'haw')).toMatchObject({
      message: '(haw) Not reverted: (haw) (haw) stewardship of Gone Steward needs a record gone.',
    });
  });

  it('says a change already reverted in the reader’s language', async () => {
    const canoe = await buildCanoe(t.db, { name: 'Hōkūāla' });
    await write('PUT', `/api/canoes/${canoe.canoe_id}`, { hull_id: 'H-1' });
    const edit = await latestChange();
    const revert = await call('en', 'POST', `/api/changes/${edit.change_id}/revert`, {});
    expect(revert.statusCode, revert.body).toBe(201);
    const revertId = (revert.json() as ChangeDetail).change_id;
    expect(await revertIn(edit.change_id, 'en')).toMatchObject({
      status: 409,
      message: `This change has already been reverted (change #${revertId}).`,
    });
    expect(await revertIn(edit.change_id, 'haw')).toMatchObject({
      status: 409,
      message: `(haw) Change ${revertId} already reverted it.`,
      conflicts: [{ message: '(haw) (haw) the canoe changed since.' }],
    });
  });
});

describe('a record’s label made from its number', () => {
  it('is said in the reader’s words; a record’s name is said as it is', async () => {
    const canoe = await buildCanoe(t.db, { names: [] });
    const id = canoe.canoe_id;
    await write('PUT', `/api/canoes/${id}`, { hull_id: 'U-1' });
    const edit = await latestChange();
    expect(edit.record_label).toBe(`Canoe #${id}`);
    // A record of the canoe: labelled by the canoe's number too.
    await write('POST', `/api/canoes/${id}/restorations`, {
      restoration_date: '1990',
      description: 'Rebuilt',
    });
    const restoration = await latestChange();
    expect(restoration.record_label).toBe(`Canoe #${id}`);

    const labels = async (language: Language) => {
      const changes = (await call(language, 'GET', `/api/canoes/${id}/history`)).json()
        .changes as ChangeSummary[];
      const recent = (await call(language, 'GET', `/api/canoes/${id}/activity`)).json() as ChangeSummary[];
      const one = (
        await call(language, 'GET', `/api/changes/${restoration.change_id}`)
      ).json() as ChangeDetail;
      return {
        edit: changes.find((c) => c.change_id === edit.change_id)?.record_label,
        restoration: recent.find((c) => c.change_id === restoration.change_id)?.record_label,
        one: one.record_label,
      };
    };
    expect(await labels('en')).toEqual({
      edit: `Canoe #${id}`,
      restoration: `Canoe #${id}`,
      one: `Canoe #${id}`,
    });
    expect(await labels('haw')).toEqual({
      edit: `(haw) canoe number ${id}`,
      restoration: `(haw) canoe number ${id}`,
      one: `(haw) canoe number ${id}`,
    });

    // A number the change's words name (a maker whose person was gone when it was recorded), as the archive kept it.
    const maker = await buildMaker(t.db, { name: 'Kīhei Kahale' });
    await write('PUT', `/api/makers/${maker.maker_id}`, { person_id: maker.person_id, maker_type: 'master' });
    const makerChange = await latestChange();
    await t.db.kysely
      .updateTable('changes')
      .set({
        record_label: 'person #7',
        summary: 'edited the maker person #7',
        summary_message: JSON.stringify({
          id: 'history-summaries.maker',
          values: {
            op: 'update',
            name: { id: 'history-summaries.recordNumber', values: { kind: 'person', id: '7' } },
          },
        }),
      })
      .where('change_id', '=', makerChange.change_id)
      .execute();
    const makerLabel = async (language: Language) =>
      ((await call(language, 'GET', `/api/changes/${makerChange.change_id}`)).json() as ChangeDetail)
        .record_label;
    expect(await makerLabel('en')).toBe('person #7');
    expect(await makerLabel('haw')).toBe('(haw) person 7');

    // A record with a name: its name, in every language.
    const named = await buildCanoe(t.db, { name: 'Kanaloa' });
    await write('PUT', `/api/canoes/${named.canoe_id}`, { hull_id: 'K-1' });
    const change = await latestChange();
    const hawaiian = (await call('haw', 'GET', `/api/changes/${change.change_id}`)).json() as ChangeDetail;
    expect(hawaiian.record_label).toBe('Kanaloa');
  });
});
