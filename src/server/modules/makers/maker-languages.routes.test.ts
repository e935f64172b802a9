/**
 * A maker's biography in both languages (decision 027): `biography` is the English version and `biography_haw` the
 * ʻŌlelo Hawaiʻi one, rich text sanitised alike. Stand-ins mark the Hawaiian versions (`(haw) …`): no one on this
 * team writes Hawaiian; the place and canoe names in them are the archive's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createRecord, json } from '../../../../tests/setup/records.ts';
import { buildCanoe, buildPerson, buildRestoration } from '../../record-builders/index.ts';
import type { ChangeDetail } from '../../../shared/api/history.ts';

let t: TestApp;
let kalani: number;
let mele: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://koa.example.org' });
  kalani = (await buildPerson(t.db, { name: 'Kalani Kahananui' })).id;
  mele = (await buildPerson(t.db, { name: 'Mele ʻŌpūnui' })).id;
});
afterAll(() => t.close());

/** Several makers of one person are made on purpose here: the keeper confirms each (issue 31, item 4). */
const createMaker = (body: Record<string, unknown>) =>
  createRecord(t, '/api/makers', 'maker_id', { ...body, confirm_duplicate: true });
const read = async (makerId: number) => {
  const res = await t.request('anonymous', { method: 'GET', url: `/api/makers/${makerId}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    biography: string | null;
    biography_haw: string | null;
    restorations: { restoration_id: number; description: string; description_haw: string | null }[];
  };
};
const search = async (q: string) => {
  const res = await t.request('anonymous', { method: 'GET', url: `/api/makers?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { maker_id: number }[]).map((maker) => maker.maker_id);
};
const foldedOf = async (makerId: number) =>
  (
    await t.db.kysely
      .selectFrom('makers')
      .select('biography_folded')
      .where('maker_id', '=', makerId)
      .executeTakeFirstOrThrow()
  ).biography_folded;

describe('a maker’s biography in ʻŌlelo Hawaiʻi', () => {
  it('is kept beside the English one, sanitised as it is, and answered by the record and the list', async () => {
    const created = await createMaker({
      person_id: kalani,
      maker_type: 'carver',
      biography: '<p>Carved hulls at <strong>Kona</strong>.</p>',
      biography_haw:
        '<p>(haw) Carved <strong>Hōkūleʻa</strong> at Kaʻūpūlehu.</p><script>alert(1)</script>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>' +
        '<p><img src="https://koa.example.org/api/makers/1/picture?v=abc"><img src="https://elsewhere.example/x.png"></p>',
    });
    const hawaiian = created.biography_haw as string;
    expect(hawaiian).toContain('<p>(haw) Carved <strong>Hōkūleʻa</strong> at Kaʻūpūlehu.</p>');
    expect(hawaiian).not.toMatch(/script|onerror|javascript|elsewhere/);
    // The archive's own image kept, by its path, as in the English biography.
    expect(hawaiian).toContain('<img src="/api/makers/1/picture?v=abc" />');
    expect(created.biography).toBe('<p>Carved hulls at <strong>Kona</strong>.</p>');

    expect(await read(created.maker_id)).toMatchObject({
      biography: '<p>Carved hulls at <strong>Kona</strong>.</p>',
      biography_haw: hawaiian,
    });
    const list = await t.request('anonymous', { method: 'GET', url: `/api/makers?person_id=${kalani}` });
    expect(list.json().find((m: { maker_id: number }) => m.maker_id === created.maker_id)).toMatchObject({
      biography_haw: hawaiian,
    });

    // A maker without one answers null; one of nothing but markup is none.
    const plain = await createMaker({
      person_id: mele,
      maker_type: 'designer',
      biography: '<p>Drew hulls.</p>',
    });
    expect(plain.biography_haw).toBeNull();
    const empty = await createMaker({
      person_id: mele,
      maker_type: 'restorer',
      biography_haw: '<script>x</script>',
    });
    expect(empty.biography_haw).toBeNull();
  });

  it('is changed by an update that names it, kept by one that leaves it out, removed when emptied', async () => {
    const { maker_id } = await createMaker({
      person_id: kalani,
      maker_type: 'apprentice',
      biography: '<p>Learned at Kona.</p>',
      biography_haw: '<p>(haw) Learned at Miloliʻi.</p>',
    });
    const put = (body: Record<string, unknown>) =>
      t.request('admin', json('PUT', `/api/makers/${maker_id}`, { person_id: kalani, ...body }));

    let res = await put({
      maker_type: 'apprentice',
      biography: '<p>Learned at Kona.</p>',
      biography_haw: '<p>(haw) Learned at <em>Hoʻokena</em>.</p><script>alert(2)</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().biography_haw).toBe('<p>(haw) Learned at <em>Hoʻokena</em>.</p>');

    // A client that does not know of the Hawaiian version (its body has no such field) keeps it, searchable.
    res = await put({ maker_type: 'carver', biography: '<p>Learned and carved at Kona.</p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      maker_type: 'carver',
      biography: '<p>Learned and carved at Kona.</p>',
      biography_haw: '<p>(haw) Learned at <em>Hoʻokena</em>.</p>',
    });
    expect((await read(maker_id)).biography_haw).toBe('<p>(haw) Learned at <em>Hoʻokena</em>.</p>');
    expect(await search('hookena')).toEqual([maker_id]);
    expect(await foldedOf(maker_id)).toBe('learned and carved at kona.\n(haw) learned at hookena.');

    // Emptied (the editor's empty paragraph is sent as null), it is gone, and so are its words in the search.
    res = await put({
      maker_type: 'carver',
      biography: '<p>Learned and carved at Kona.</p>',
      biography_haw: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().biography_haw).toBeNull();
    expect(await search('hookena')).toEqual([]);
    expect(await foldedOf(maker_id)).toBe('learned and carved at kona.');
  });

  it('is searched, folded, by the makers list: a word only in the Hawaiian version finds the maker', async () => {
    const person = (await buildPerson(t.db, { name: 'Keoni Waipā' })).id;
    const { maker_id } = await createMaker({
      person_id: person,
      maker_type: 'master',
      biography: '<p>Built hulls in the valley.</p>',
      biography_haw: '<p>(haw) Built the sister canoe of <strong>Hōkūleʻa</strong> at Kaʻawaloa.</p>',
    });
    expect(await search('kaawaloa')).toEqual([maker_id]);
    expect(await search('Kaʻawaloa')).toEqual([maker_id]);
    expect(await search('hokulea')).toEqual(expect.arrayContaining([maker_id]));
    expect(await search('valley')).toEqual([maker_id]);
    // The two versions are searched each on its own: words across them match nothing.
    expect(await search('valley. (haw)')).toEqual([]);
  });

  it('shows each restoration’s description in ʻŌlelo Hawaiʻi on the maker’s page', async () => {
    const { maker_id } = await createMaker({ person_id: mele, maker_type: 'restorer' });
    const canoe = await buildCanoe(t.db, { name: 'Kaʻiwi' });
    const restoration = await buildRestoration(t.db, {
      canoeId: canoe.canoe_id,
      restorationDate: '2001-01-01',
      description: 'New gunwales',
      restorerMakerId: maker_id,
    });
    const plain = await buildRestoration(t.db, {
      canoeId: canoe.canoe_id,
      restorationDate: '1999-01-01',
      description: 'Refinished',
      restorerMakerId: maker_id,
    });
    await t.db.kysely
      .updateTable('restorations')
      .set({ description_haw: '(haw) New gunwales of koa' })
      .where('restoration_id', '=', restoration.restoration_id)
      .execute();
    expect((await read(maker_id)).restorations).toEqual([
      expect.objectContaining({
        restoration_id: restoration.restoration_id,
        description: 'New gunwales',
        description_haw: '(haw) New gunwales of koa',
      }),
      expect.objectContaining({
        restoration_id: plain.restoration_id,
        description: 'Refinished',
        description_haw: null,
      }),
    ]);
  });

  it('is recorded in the maker’s change history under its own label, as readable text', async () => {
    const { maker_id } = await createMaker({
      person_id: kalani,
      maker_type: 'designer',
      biography: '<p>Drew.</p>',
    });
    const res = await t.request(
      'admin',
      json('PUT', `/api/makers/${maker_id}`, {
        person_id: kalani,
        maker_type: 'designer',
        biography: '<p>Drew.</p>',
        biography_haw: '<p>(haw) Drew <strong>hulls</strong> at Kawaihae.</p>',
      }),
    );
    expect(res.statusCode).toBe(200);
    const history = await t.request('admin', { method: 'GET', url: `/api/makers/${maker_id}/history` });
    expect(history.statusCode).toBe(200);
    const [latest] = history.json().changes as ChangeDetail[];
    expect(latest.rows[0].fields).toEqual([
      {
        field: 'biography_haw',
        label: 'Biography in ʻŌlelo Hawaiʻi',
        before: null,
        after: '(haw) Drew hulls at Kawaihae.',
      },
    ]);
  });
});
