/**
 * Traditional Knowledge labels through the API, on the test database (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL): a Local Contexts project file imported (and imported again: updated, not doubled), a file
 * that is not one refused with words and nothing written, this archive's text of a label, labels put on a canoe
 * and on its photos, stories and sources and taken off, each write one change that can be reverted, labels going
 * and coming back with their record, and the canoe page's JSON-LD stating them.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe, buildPhoto, buildSource, type BuiltCanoe } from '../../record-builders/index.ts';
import { makeWebDir } from '../../site/site-test-support.ts';
import type { TkImport, TkLabel, TkLabelUse } from '../../../shared/api/tk-labels.ts';

const PROJECT = JSON.parse(
  fs.readFileSync(new URL('../../../../tests/fixtures/local-contexts-project.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { tk_labels: Record<string, unknown>[]; title: string };
const BASE = 'https://koa.example.org';

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;
let canoe: BuiltCanoe;
let labels: TkLabel[];
const byName = (name: string) => labels.find((label) => label.name === name)!;

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, reason?: string) =>
  t.request('admin', {
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: reason ? { 'x-change-reason': encodeURIComponent(reason) } : {},
  });
const uses = async (canoeId: number): Promise<TkLabelUse[]> => {
  const res = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/tk-labels` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const lastChange = async () =>
  (await t.request('admin', { method: 'GET', url: '/api/activity?limit=1' })).json().changes[0] as {
    change_id: number;
    summary: string;
    reason: string | null;
    record_type: string;
  };
const revert = (changeId: number) =>
  t.request('admin', { method: 'POST', url: `/api/changes/${changeId}/revert`, payload: {} });

beforeAll(async () => {
  web = makeWebDir();
  t = await createTestApp({ WEB_DIR: web.webDir, PUBLIC_URL: BASE });
  canoe = await buildCanoe(t.db, { name: 'Kaʻiulani' });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

describe('importing a Local Contexts project file', () => {
  it("adds the project's labels and notice, with the community's text, as one change", async () => {
    const res = await send('POST', '/api/tk-labels/import', PROJECT, 'From the Hui’s Local Contexts project');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TkImport;
    expect(body).toMatchObject({
      project_lc_id: '7c1e5f0a-3b2d-4e8f-9a61-2d4b8c0e1f37',
      project_title: 'Waʻa of the Waiʻanae Coast',
      added: 8,
      updated: 0,
    });
    const listed = await t.request('anonymous', { method: 'GET', url: '/api/tk-labels' });
    expect(listed.statusCode).toBe(200);
    labels = listed.json();
    expect(labels.map((label) => label.name)).toEqual([
      'BC Provenance (BC P)',
      'Traditional Knowledge (TK) Notice',
      'TK Attribution (TK A)',
      'TK Community Voice (TK CV)',
      'TK Family (TK F)',
      'TK Non-Commercial (TK NC)',
      'TK Outreach (TK O)',
      'TK Seasonal (TK S)',
    ]);
    expect(byName('TK Seasonal (TK S)')).toMatchObject({
      kind: 'tk_label',
      label_type: 'seasonal',
      community: 'Hui Waʻa o Waiʻanae',
      archive_text: null,
      language: 'English',
      icon_url: '/tk-icons/tk_label/seasonal.svg',
      label_page: 'https://localcontextshub.org/labels/c5d1a7e9-2b4f-4a8c-b3d6-7e9f0a1c2d83/',
    });
    expect(byName('TK Seasonal (TK S)').text).toContain('the time of Makahiki');
    expect(byName('Traditional Knowledge (TK) Notice')).toMatchObject({
      kind: 'notice',
      label_type: 'traditional_knowledge',
      lc_id: '7c1e5f0a-3b2d-4e8f-9a61-2d4b8c0e1f37/notice/traditional_knowledge',
    });
    expect(await lastChange()).toMatchObject({
      record_type: 'tk_label',
      summary: 'imported 8 labels from the Local Contexts project Waʻa of the Waiʻanae Coast',
      reason: 'From the Hui’s Local Contexts project',
    });
  });

  it('serves its own drawing of each label type', async () => {
    const res = await t.app.inject({ method: 'GET', url: byName('TK Seasonal (TK S)').icon_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('>S</text>');
    expect((await t.app.inject({ method: 'GET', url: '/tk-icons/other/seasonal.svg' })).statusCode).toBe(404);
  });

  it("updates what was imported before, in place, and keeps this archive's text", async () => {
    const attribution = byName('TK Attribution (TK A)');
    expect(
      (await send('PUT', `/api/tk-labels/${attribution.label_id}`, { archive_text: 'Name the carvers.' }))
        .statusCode,
    ).toBe(200);
    const changed = structuredClone(PROJECT);
    changed.tk_labels[0].label_text = 'Name the carvers, the ʻohana and the Hui whenever you use this.';
    const res = await send('POST', '/api/tk-labels/import', { data: [changed] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: 0, updated: 1 });
    expect(await countRows(t.db, 'tk_labels')).toBe(8);
    const after = (
      await t.request('anonymous', { method: 'GET', url: '/api/tk-labels' })
    ).json() as TkLabel[];
    expect(after.find((label) => label.label_id === attribution.label_id)).toMatchObject({
      community_text: 'Name the carvers, the ʻohana and the Hui whenever you use this.',
      archive_text: 'Name the carvers.',
      text: 'Name the carvers.',
    });
    expect((await lastChange()).summary).toBe(
      'updated the label TK Attribution (TK A) from the Local Contexts project Waʻa of the Waiʻanae Coast',
    );
  });

  it('refuses a file that is not a Local Contexts project, saying why, and writes nothing', async () => {
    const before = { labels: await countRows(t.db, 'tk_labels'), changes: await countRows(t.db, 'changes') };
    const cases: [unknown, string][] = [
      [{ name: 'my canoes', rows: [1, 2] }, 'This file is not a Local Contexts project: it has no unique_id'],
      [{ unique_id: 'x' }, 'This file is not a Local Contexts project: it has no title'],
      [
        { ...PROJECT, tk_labels: 'attribution' },
        'This file is not a Local Contexts project: its tk_labels is not a list',
      ],
      [
        { ...PROJECT, tk_labels: [{ unique_id: 'u1', name: 'TK Family (TK F)' }] },
        'This file is not a Local Contexts project the archive can read: tk_labels.0.label_type',
      ],
      [
        { unique_id: 'p1', title: 'Empty', tk_labels: [], bc_labels: [], notice: [] },
        'The Local Contexts project “Empty” has no labels or notices to import',
      ],
      [{ data: [PROJECT, PROJECT] }, 'This file is not a Local Contexts project: it holds 2 projects'],
    ];
    for (const [file, message] of cases) {
      const res = await send('POST', '/api/tk-labels/import', file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const notObject = await t.request('admin', {
      method: 'POST',
      url: '/api/tk-labels/import',
      payload: '[1, 2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(notObject.statusCode).toBe(400);
    expect({ labels: await countRows(t.db, 'tk_labels'), changes: await countRows(t.db, 'changes') }).toEqual(
      before,
    );
  });
});

describe("this archive's text of a label", () => {
  it('is shown instead of the community’s, with the reason in the history, and can be reverted', async () => {
    const family = byName('TK Family (TK F)');
    const res = await send(
      'PUT',
      `/api/tk-labels/${family.label_id}`,
      { archive_text: '  Ask the Kahale ʻohana before using these photos.  ' },
      'The ʻohana asked for their name',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      archive_text: 'Ask the Kahale ʻohana before using these photos.',
      text: 'Ask the Kahale ʻohana before using these photos.',
      community_text: family.community_text,
    });
    const change = await lastChange();
    expect(change).toMatchObject({
      summary: "edited this archive's text of the label TK Family (TK F)",
      reason: 'The ʻohana asked for their name',
    });
    expect((await revert(change.change_id)).statusCode).toBe(201);
    const reverted = (
      await t.request('anonymous', { method: 'GET', url: '/api/tk-labels' })
    ).json() as TkLabel[];
    expect(reverted.find((label) => label.label_id === family.label_id)).toMatchObject({
      archive_text: null,
      text: family.community_text,
    });
    expect((await send('PUT', '/api/tk-labels/99999', { archive_text: 'x' })).statusCode).toBe(404);
    expect(
      (await send('PUT', `/api/tk-labels/${family.label_id}`, { archive_text: 'x'.repeat(4001) })).statusCode,
    ).toBe(400);
  });
});

describe('labels on a canoe and its photos, stories and sources', () => {
  it('puts labels on a canoe in order, takes them off, and each list is one change', async () => {
    const [seasonal, outreach] = [byName('TK Seasonal (TK S)'), byName('TK Outreach (TK O)')];
    const url = `/api/canoes/${canoe.canoe_id}/tk-labels`;
    const res = await send('PUT', url, { label_ids: [seasonal.label_id, outreach.label_id] });
    expect(res.statusCode, res.body).toBe(200);
    const listed = await uses(canoe.canoe_id);
    expect(listed.map((use) => [use.record_type, use.record_id, use.position, use.label.name])).toEqual([
      ['canoe', canoe.canoe_id, 1, 'TK Seasonal (TK S)'],
      ['canoe', canoe.canoe_id, 2, 'TK Outreach (TK O)'],
    ]);
    expect(listed[0].label.text).toContain('Makahiki');
    expect((await lastChange()).summary).toBe('added the label TK Seasonal (TK S) to the canoe');

    // Reordered, one taken off: the kept one keeps its use.
    const kept = listed[1].use_id;
    expect((await send('PUT', url, { label_ids: [outreach.label_id] })).statusCode).toBe(200);
    const after = await uses(canoe.canoe_id);
    expect(after.map((use) => [use.use_id, use.position])).toEqual([[kept, 1]]);
    expect((await lastChange()).summary).toBe('removed the label TK Seasonal (TK S) from the canoe');

    // Revert the taking off: the label is back under its use's id.
    expect((await revert((await lastChange()).change_id)).statusCode).toBe(201);
    expect((await uses(canoe.canoe_id)).map((use) => use.label.name).sort()).toEqual([
      'TK Outreach (TK O)',
      'TK Seasonal (TK S)',
    ]);
  });

  it("puts labels on a photo, a story and a source of the canoe, shown with the canoe's", async () => {
    const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'At Pōkaʻī Bay' });
    const source = await buildSource(t.db, { canoeId: canoe.canoe_id, citation: 'Talk story, 2004' });
    const story = await t.db.kysely
      .insertInto('stories')
      .values({
        canoe_id: canoe.canoe_id,
        title: 'Summers at Pōkaʻī Bay',
        body: '<p>We paddled her every summer.</p>',
        shown_name: 'K. Kahale',
        licence: null,
        shared_at: '2026-01-01T00:00:00.000Z',
        published_at: '2026-01-02T00:00:00.000Z',
        submission_id: null,
      })
      .returning('story_id')
      .executeTakeFirstOrThrow();
    const nc = byName('TK Non-Commercial (TK NC)').label_id;
    const cv = byName('TK Community Voice (TK CV)').label_id;
    const base = `/api/canoes/${canoe.canoe_id}`;
    expect(
      (await send('PUT', `${base}/media/${photo.media_id}/tk-labels`, { label_ids: [nc] })).statusCode,
    ).toBe(200);
    expect((await lastChange()).summary).toBe(
      'added the label TK Non-Commercial (TK NC) to the photo At Pōkaʻī Bay',
    );
    expect(
      (await send('PUT', `${base}/stories/${story.story_id}/tk-labels`, { label_ids: [cv] })).statusCode,
    ).toBe(200);
    expect((await lastChange()).summary).toBe(
      'added the label TK Community Voice (TK CV) to the story “Summers at Pōkaʻī Bay”',
    );
    expect(
      (await send('PUT', `${base}/sources/${source.source_id}/tk-labels`, { label_ids: [nc, cv] }))
        .statusCode,
    ).toBe(200);
    const all = await uses(canoe.canoe_id);
    const on = (type: string, id: number) =>
      all.filter((use) => use.record_type === type && use.record_id === id).map((use) => use.label.name);
    expect(on('media', photo.media_id)).toEqual(['TK Non-Commercial (TK NC)']);
    expect(on('story', story.story_id)).toEqual(['TK Community Voice (TK CV)']);
    expect(on('source', source.source_id)).toEqual([
      'TK Non-Commercial (TK NC)',
      'TK Community Voice (TK CV)',
    ]);

    // Deleting the photo takes its labels; restoring it brings them back.
    const deleted = await t.request('admin', { method: 'DELETE', url: `${base}/media/${photo.media_id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await uses(canoe.canoe_id)).some((use) => use.record_type === 'media')).toBe(false);
    expect((await revert((await lastChange()).change_id)).statusCode).toBe(201);
    const restored = (await uses(canoe.canoe_id)).filter((use) => use.record_type === 'media');
    expect(restored.map((use) => [use.record_id, use.label.name])).toEqual([
      [photo.media_id, 'TK Non-Commercial (TK NC)'],
    ]);
  });

  it('refuses a label that does not exist or a record of another canoe, and writes nothing', async () => {
    const other = await buildCanoe(t.db);
    const photo = await buildPhoto(t.db, { canoeId: other.canoe_id });
    const before = await countRows(t.db, 'tk_label_uses');
    const unknown = await send('PUT', `/api/canoes/${canoe.canoe_id}/tk-labels`, { label_ids: [99999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      'label_ids.0': 'Each label must be one of the archive’s labels',
    });
    const twice = byName('TK Outreach (TK O)').label_id;
    expect(
      (await send('PUT', `/api/canoes/${canoe.canoe_id}/tk-labels`, { label_ids: [twice, twice] }))
        .statusCode,
    ).toBe(400);
    const elsewhere = await send('PUT', `/api/canoes/${canoe.canoe_id}/media/${photo.media_id}/tk-labels`, {
      label_ids: [twice],
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Photo not found');
    expect((await send('PUT', '/api/canoes/99999/tk-labels', { label_ids: [] })).statusCode).toBe(404);
    expect(await countRows(t.db, 'tk_label_uses')).toBe(before);
  });

  it('refuses to revert an import whose labels are used since', async () => {
    const activity = (
      await t.request('admin', { method: 'GET', url: '/api/activity?record_type=tk_label&limit=50' })
    ).json().changes as { change_id: number; summary: string }[];
    const imported = activity.find((change) => change.summary.startsWith('imported 8 labels'))!;
    const res = await revert(imported.change_id);
    expect(res.statusCode, res.body).toBe(409);
    expect(await countRows(t.db, 'tk_labels')).toBe(8);
  });
});

describe("the canoe page's JSON-LD", () => {
  it("states the canoe's own labels as usageInfo, with the text shown and the community", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/canoes/${canoe.canoe_id}` });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const [data] = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]) as { usageInfo?: Record<string, unknown>[] },
    );
    const seasonal = byName('TK Seasonal (TK S)');
    expect(data.usageInfo).toContainEqual({
      '@type': 'CreativeWork',
      name: 'TK Seasonal (TK S)',
      additionalType: 'https://localcontexts.org/label/seasonal',
      text: seasonal.text,
      author: { '@type': 'Organization', name: 'Hui Waʻa o Waiʻanae' },
      url: seasonal.label_page,
      image: `${BASE}/tk-icons/tk_label/seasonal.svg`,
    });
    // The photo's and the source's labels belong to them, not to the canoe.
    expect(data.usageInfo?.map((info) => info.name)).not.toContain('TK Non-Commercial (TK NC)');
  });
});
