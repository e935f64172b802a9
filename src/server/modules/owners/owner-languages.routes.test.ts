/**
 * A steward's description in both languages (decision 027): `description` is the English version and
 * `description_haw` the ʻŌlelo Hawaiʻi one. Stand-ins mark the Hawaiian versions (`(haw) …`): no one on this team
 * writes Hawaiian; the place and canoe names in them are the archive's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createRecord, json } from '../../../../tests/setup/records.ts';
import type { ChangeDetail } from '../../../shared/api/history.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createOwner = (body: Record<string, unknown>) => createRecord(t, '/api/owners', 'owner_id', body);
const read = async (ownerId: number) => {
  const res = await t.request('anonymous', { method: 'GET', url: `/api/owners/${ownerId}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { description: string | null; description_haw: string | null };
};
const search = async (q: string) => {
  const res = await t.request('anonymous', { method: 'GET', url: `/api/owners?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { owner_id: number }[]).map((owner) => owner.owner_id);
};

describe('a steward’s description in ʻŌlelo Hawaiʻi', () => {
  it('is kept beside the English one, cleaned as it is, and answered by the record and the list', async () => {
    const created = await createOwner({
      name: 'Hui Waʻa o Kaʻūpūlehu',
      owner_type: 'club',
      description: 'A paddling club of the Kona coast.',
      // Typed decomposed and padded: kept composed (NFC) and trimmed, as the English is.
      description_haw: '  (haw) A paddling club that sailed beside Ho\u0304ku\u0304leʻa.  ',
    });
    expect(created).toMatchObject({
      description: 'A paddling club of the Kona coast.',
      description_haw: '(haw) A paddling club that sailed beside Hōkūleʻa.',
    });
    expect(await read(created.owner_id)).toMatchObject({
      description: 'A paddling club of the Kona coast.',
      description_haw: '(haw) A paddling club that sailed beside Hōkūleʻa.',
    });
    const list = await t.request('anonymous', { method: 'GET', url: '/api/owners' });
    expect(list.json().find((o: { owner_id: number }) => o.owner_id === created.owner_id)).toMatchObject({
      description_haw: '(haw) A paddling club that sailed beside Hōkūleʻa.',
    });

    // A steward without one answers null.
    const plain = await createOwner({ name: 'Keola Kahale', description: 'Keeps one canoe.' });
    expect(plain.description_haw).toBeNull();
    expect((await read(plain.owner_id)).description_haw).toBeNull();
  });

  it('refuses a Hawaiian description longer than the English may be, naming its field', async () => {
    const res = await t.request(
      'admin',
      json('POST', '/api/owners', { name: 'Too Long', description_haw: 'a'.repeat(8001) }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['description_haw']);
    expect(
      await t.db.kysely.selectFrom('owners').select('owner_id').where('name', '=', 'Too Long').execute(),
    ).toEqual([]);
  });

  it('is changed by an update that names it, kept by one that leaves it out, removed when emptied', async () => {
    const { owner_id } = await createOwner({
      name: 'Ka ʻOhana Kealoha',
      owner_type: 'family',
      description: 'A family of canoe builders.',
      description_haw: '(haw) A family of canoe builders of Miloliʻi.',
    });
    const put = (body: Record<string, unknown>) =>
      t.request('admin', json('PUT', `/api/owners/${owner_id}`, { name: 'Ka ʻOhana Kealoha', ...body }));

    let res = await put({
      description: 'A family of builders.',
      description_haw: '(haw) Builders of Hoʻokena.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      description: 'A family of builders.',
      description_haw: '(haw) Builders of Hoʻokena.',
    });

    // A client that does not know of the Hawaiian version (its body has no such field) keeps it, searchable.
    res = await put({ owner_type: 'family', description: 'A family of koa builders.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      owner_type: 'family',
      description: 'A family of koa builders.',
      description_haw: '(haw) Builders of Hoʻokena.',
    });
    expect(await read(owner_id)).toMatchObject({ description_haw: '(haw) Builders of Hoʻokena.' });
    expect(await search('hookena')).toEqual([owner_id]);
    expect(await search('koa builders')).toEqual([owner_id]);

    // Emptied, it is gone, and so are its words in the search.
    res = await put({ description: 'A family of koa builders.', description_haw: '   ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().description_haw).toBeNull();
    expect(await search('hookena')).toEqual([]);
    expect(await search('koa builders')).toEqual([owner_id]);
  });

  it('is searched, folded, by the stewards list: a word only in the Hawaiian version finds the steward', async () => {
    const { owner_id } = await createOwner({
      name: 'Hale Waʻa o Waipiʻo',
      description: 'Keeps the valley’s canoes.',
      description_haw: '(haw) Keeps Hōkūleʻa’s sister canoe at Kaʻawaloa.',
    });
    expect(await search('kaawaloa')).toEqual([owner_id]);
    expect(await search('Kaʻawaloa')).toEqual([owner_id]);
    expect(await search('hokulea')).toContain(owner_id);
    expect(await search('valley')).toEqual([owner_id]);
    // The two versions are searched each on its own: words across them match nothing.
    expect(await search('canoes. (haw)')).toEqual([]);
    const row = await t.db.kysely
      .selectFrom('owners')
      .select('description_folded')
      .where('owner_id', '=', owner_id)
      .executeTakeFirstOrThrow();
    expect(row.description_folded).toBe(
      'keeps the valleys canoes.\n(haw) keeps hokuleas sister canoe at kaawaloa.',
    );

    // Only the English: the folded text is the English's fold, as it always was.
    const english = await createOwner({ name: 'Only English', description: 'Kona’s club' });
    const englishRow = await t.db.kysely
      .selectFrom('owners')
      .select('description_folded')
      .where('owner_id', '=', english.owner_id)
      .executeTakeFirstOrThrow();
    expect(englishRow.description_folded).toBe('konas club');
  });

  it('is recorded in the steward’s change history under its own label', async () => {
    const { owner_id } = await createOwner({ name: 'Hui Hoe Waʻa', description: 'A club.' });
    const res = await t.request(
      'admin',
      json('PUT', `/api/owners/${owner_id}`, {
        name: 'Hui Hoe Waʻa',
        description: 'A club.',
        description_haw: '(haw) A club of Kawaihae.',
      }),
    );
    expect(res.statusCode).toBe(200);
    const history = await t.request('admin', { method: 'GET', url: `/api/owners/${owner_id}/history` });
    expect(history.statusCode).toBe(200);
    const [latest] = history.json().changes as ChangeDetail[];
    expect(latest.rows[0].fields).toEqual([
      {
        field: 'description_haw',
        label: 'Description in ʻŌlelo Hawaiʻi',
        before: null,
        after: '(haw) A club of Kawaihae.',
      },
    ]);
  });
});
