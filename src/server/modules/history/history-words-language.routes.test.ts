/**
 * A change's words in the reader's language (decisions 009 and 026): each change keeps its English (`summary`, the
 * archive's record of it) and what those words are made of (`summary_message`, migration 036), which History,
 * Activity, Recent Activity, Recently Deleted and one change's answer say in the request's language, with the
 * community's translations and in English where a message has none. A revert quotes the words of the change it
 * undid in the reader's language too; a change recorded before migration 036 has only its English, and shows it.
 * The words of a change's choice values (a steward's type) are the interface's own, in the reader's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildOwner } from '../../record-builders/index.ts';
import { setTranslation } from '../translations/translation.service.ts';
import type { ChangeDetail, ChangeSummary } from '../../../shared/api/history.ts';
import { TRACKED_TABLES } from '../../db/history-tables.ts';
import { say } from '../../db/history-words.ts';
import { ENGLISH } from './history.presenter.ts';

let t: TestApp;

// Stand-ins marked (haw), not Hawaiian: the archive's translators write the real words (decision 026). Some put
// the words in another order, as a translation may.
const HAW = {
  'history-summaries.name':
    '{op, select, rename {(haw) {before} became {name}} create {(haw) added the name {name}} update {(haw) edited the name {name}} other {(haw) removed the name {name}}}',
  'history-summaries.withDate': '(haw) {date}: {name}',
  'history-summaries.canoe':
    '{op, select, create {{named, select, yes {(haw) added the canoe {name}} other {(haw) added canoe {id}}}} update {{named, select, yes {(haw) edited the canoe {name}} other {(haw) edited canoe {id}}}} other {{named, select, yes {(haw) deleted the canoe {name}} other {(haw) deleted canoe {id}}}}}',
  'history-summaries.reverted': '(haw) undid “{summary}”',
  'history-summaries.steward':
    '{op, select, create {(haw) added the steward {name}} update {(haw) edited the steward {name}} delete {(haw) deleted the steward {name}} logo_added {(haw) added the logo of {name}} logo_removed {(haw) removed the logo of {name}} other {(haw) changed the logo of {name}}}',
  'stewards.ownerType':
    '{type, select, individual {(haw) Individual} club {(haw) Club} organization {(haw) Organization} museum {(haw) Museum} family {(haw) Family} other {(haw) Unknown}}',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [id, text] of Object.entries(HAW))
    await setTranslation(t.db, 'haw', id, { text, state: 'draft' });
});
afterAll(() => t.close());

/** A call as an administrator, in Hawaiian (`haw`) or as an English page asks (`en`). */
const call = (
  language: 'haw' | 'en',
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.request('admin', { method, url, payload, headers: { 'accept-language': language } });

async function latestChange(): Promise<ChangeSummary> {
  const res = await call('en', 'GET', '/api/activity?limit=1');
  expect(res.statusCode).toBe(200);
  return (res.json() as { changes: ChangeSummary[] }).changes[0];
}

/** The change's row as the archive keeps it. */
const stored = (changeId: number) =>
  t.db.kysely
    .selectFrom('changes')
    .select(['summary', 'summary_message'])
    .where('change_id', '=', changeId)
    .executeTakeFirstOrThrow();

/** What a change says in each list and answer the History screens read, in a language. */
async function wordsEverywhere(language: 'haw' | 'en', change: ChangeSummary, canoeId: number) {
  const find = (changes: ChangeSummary[]) => changes.find((c) => c.change_id === change.change_id)?.summary;
  const activity = (await call(language, 'GET', '/api/activity?limit=50')).json() as {
    changes: ChangeSummary[];
  };
  const history = (await call(language, 'GET', `/api/canoes/${canoeId}/history`)).json() as {
    changes: ChangeDetail[];
  };
  const recent = (
    await call(language, 'GET', `/api/canoes/${canoeId}/activity?limit=20`)
  ).json() as ChangeSummary[];
  const one = (await call(language, 'GET', `/api/changes/${change.change_id}`)).json() as ChangeDetail;
  return {
    activity: find(activity.changes),
    history: find(history.changes),
    recent: find(recent),
    one: one.summary,
  };
}

describe('a change’s words', () => {
  it('are said in the reader’s language where translators have said them, in the exact English otherwise, and kept in English', async () => {
    const created = await call('en', 'POST', '/api/canoes', { name: 'Kaʻiulani', name_start_date: '1950' });
    expect(created.statusCode, created.body).toBe(201);
    const canoeId = created.json().canoe_id as number;
    const named = await call('en', 'POST', `/api/canoes/${canoeId}/names`, {
      name: 'Hōkūleʻa',
      start_date: '1975',
    });
    expect(named.statusCode, named.body).toBe(201);
    const change = await latestChange();
    expect(change.summary).toBe('added the name Hōkūleʻa (1975)');

    // History, Activity, Recent Activity and one change: the same words, each in the reader's language.
    expect(await wordsEverywhere('haw', change, canoeId)).toEqual({
      activity: '(haw) added the name (haw) 1975: Hōkūleʻa',
      history: '(haw) added the name (haw) 1975: Hōkūleʻa',
      recent: '(haw) added the name (haw) 1975: Hōkūleʻa',
      one: '(haw) added the name (haw) 1975: Hōkūleʻa',
    });
    expect(await wordsEverywhere('en', change, canoeId)).toEqual({
      activity: 'added the name Hōkūleʻa (1975)',
      history: 'added the name Hōkūleʻa (1975)',
      recent: 'added the name Hōkūleʻa (1975)',
      one: 'added the name Hōkūleʻa (1975)',
    });

    // The archive keeps the English as it always has, and what it is made of beside it.
    const row = await stored(change.change_id);
    expect(row.summary).toBe('added the name Hōkūleʻa (1975)');
    expect(JSON.parse(row.summary_message!)).toEqual({
      id: 'history-summaries.name',
      values: {
        op: 'create',
        name: { id: 'history-summaries.withDate', values: { name: 'Hōkūleʻa', date: { date: '1975' } } },
      },
    });

    // A message nobody has translated is said in English, inside one that is translated too: the canoe's own
    // words are the stand-in's, what went with it ("with its …") is English.
    const creation = (
      (await call('haw', 'GET', `/api/canoes/${canoeId}/history`)).json() as { changes: ChangeDetail[] }
    ).changes.at(-1)!;
    expect(creation.summary).toBe('(haw) added the canoe Kaʻiulani with its name');
    expect((await stored(creation.change_id)).summary).toBe('added the canoe Kaʻiulani with its name');
    const owner = await buildOwner(t.db, { name: 'Hui Waʻa' });
    await call('en', 'POST', '/api/ownerships', {
      canoe_id: canoeId,
      owner_id: owner.owner_id,
      start_date: '1976',
    });
    const transfer = await latestChange();
    expect((await call('haw', 'GET', `/api/changes/${transfer.change_id}`)).json().summary).toBe(
      'recorded the transfer to Hui Waʻa',
    );

    // Recently Deleted, in the reader's language: the canoe deleted with its names and stewardship.
    expect((await call('en', 'DELETE', `/api/canoes/${canoeId}`)).statusCode).toBe(204);
    const deletion = await latestChange();
    const english = 'deleted the canoe Hōkūleʻa with its 2 names and 1 stewardship';
    expect(deletion.summary).toBe(english);
    expect((await stored(deletion.change_id)).summary).toBe(english);
    const deleted = (await call('haw', 'GET', '/api/deleted?record_type=canoe')).json() as {
      changes: ChangeSummary[];
    };
    expect(deleted.changes.find((c) => c.change_id === deletion.change_id)?.summary).toBe(
      '(haw) deleted the canoe Hōkūleʻa with its 2 names and 1 stewardship',
    );
  });

  it('of a revert quote the words of the change it undid, in the reader’s language', async () => {
    const created = await call('en', 'POST', '/api/canoes', { name: 'Kai' });
    const canoeId = created.json().canoe_id as number;
    const names = (await call('en', 'GET', `/api/canoes/${canoeId}`)).json().names as {
      canoe_name_id: number;
    }[];
    const renamed = await call('en', 'PUT', `/api/canoes/${canoeId}/names/${names[0].canoe_name_id}`, {
      name: 'Kai Nui',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const rename = await latestChange();
    expect(rename.summary).toBe('changed the name Kai to Kai Nui');

    // Reverted from a Hawaiian page: the answer is in Hawaiian, the archive keeps the English.
    const revert = await call('haw', 'POST', `/api/changes/${rename.change_id}/revert`, {});
    expect(revert.statusCode, revert.body).toBe(201);
    const reverted = revert.json() as ChangeDetail;
    expect(reverted.summary).toBe('(haw) undid “(haw) Kai became Kai Nui”');
    expect((await stored(reverted.change_id)).summary).toBe('reverted “changed the name Kai to Kai Nui”');
    expect((await call('en', 'GET', `/api/changes/${reverted.change_id}`)).json().summary).toBe(
      'reverted “changed the name Kai to Kai Nui”',
    );

    // Reverting the revert nests once more.
    const again = await call('haw', 'POST', `/api/changes/${reverted.change_id}/revert`, {});
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().summary).toBe('(haw) undid “(haw) undid “(haw) Kai became Kai Nui””');
    expect((await stored(again.json().change_id as number)).summary).toBe(
      'reverted “reverted “changed the name Kai to Kai Nui””',
    );
  });

  it('of a change recorded before they were kept as a message are its English, as it was stored', async () => {
    const created = await call('en', 'POST', '/api/canoes', { name: 'Mālia' });
    const canoeId = created.json().canoe_id as number;
    const change = await latestChange();
    // As an older version of the archive wrote it: English words, nothing they are made of.
    await t.db.kysely
      .updateTable('changes')
      .set({ summary: 'added the canoe Mālia (as it was once worded)', summary_message: null })
      .where('change_id', '=', change.change_id)
      .execute();
    expect(await wordsEverywhere('haw', change, canoeId)).toEqual({
      activity: 'added the canoe Mālia (as it was once worded)',
      history: 'added the canoe Mālia (as it was once worded)',
      recent: 'added the canoe Mālia (as it was once worded)',
      one: 'added the canoe Mālia (as it was once worded)',
    });

    // A revert of it says its own words in the reader's language, quoting the stored English.
    const edited = await call('en', 'PUT', `/api/canoes/${canoeId}`, { hull_id: 'M-1' });
    expect(edited.statusCode, edited.body).toBe(200);
    const edit = await latestChange();
    await t.db.kysely
      .updateTable('changes')
      .set({ summary_message: null })
      .where('change_id', '=', edit.change_id)
      .execute();
    const revert = await call('haw', 'POST', `/api/changes/${edit.change_id}/revert`, {});
    expect(revert.statusCode, revert.body).toBe(201);
    expect(revert.json().summary).toBe('(haw) undid “edited the details of the canoe Mālia”');
    expect((await stored(revert.json().change_id as number)).summary).toBe(
      'reverted “edited the details of the canoe Mālia”',
    );

    // Words that cannot be said (a message no longer in the catalog) are the stored English too.
    await t.db.kysely
      .updateTable('changes')
      .set({ summary_message: JSON.stringify({ id: 'history-summaries.gone', values: {} }) })
      .where('change_id', '=', edit.change_id)
      .execute();
    expect((await call('haw', 'GET', `/api/changes/${edit.change_id}`)).json().summary).toBe(
      'edited the details of the canoe Mālia',
    );
  });
});

describe('the messages of a change’s words', () => {
  it('name every kind of record the history records in its own words', () => {
    const said = (id: string, values: Record<string, string | number>) =>
      say({ id: `history-summaries.${id}`, values }, ENGLISH);
    for (const table of Object.keys(TRACKED_TABLES)) {
      expect(said('whoMaySee', { what: table }), table).not.toBe('changed who may see the record');
      expect(said('restored', { table, label: 'X' }), table).not.toBe('restored the record X');
      expect(said('withItsOne', { summary: 'added', table }), table).not.toBe('added with its record');
      expect(said('counted', { table, count: 2 }), table).not.toBe('2');
    }
  });
});

describe('a change’s choice values', () => {
  it('are the words the interface uses for them, in the reader’s language', async () => {
    const owner = await buildOwner(t.db, { name: 'Ka ʻOhana Kealoha' });
    const res = await call('en', 'PUT', `/api/owners/${owner.owner_id}`, {
      name: 'Ka ʻOhana Kealoha',
      owner_type: 'family',
    });
    expect(res.statusCode, res.body).toBe(200);
    const inHawaiian = (await call('haw', 'GET', `/api/owners/${owner.owner_id}/history`)).json()
      .changes as ChangeDetail[];
    expect(inHawaiian[0].summary).toBe('(haw) edited the steward Ka ʻOhana Kealoha');
    expect(inHawaiian[0].rows[0].fields).toEqual([
      { field: 'owner_type', label: 'Type', before: '(haw) Individual', after: '(haw) Family' },
    ]);
    const inEnglish = (await call('en', 'GET', `/api/owners/${owner.owner_id}/history`)).json()
      .changes as ChangeDetail[];
    expect(inEnglish[0].summary).toBe('edited the steward Ka ʻOhana Kealoha');
    expect(inEnglish[0].rows[0].fields).toEqual([
      { field: 'owner_type', label: 'Type', before: 'Individual', after: 'Family' },
    ]);
    // The row as recorded keeps the stored keys.
    expect(inEnglish[0].rows[0].differences).toEqual(
      expect.arrayContaining([{ field: 'owner_type', before: 'individual', after: 'family' }]),
    );
  });
});
