/** Photo credits and rights: caption, credit, a date as precise as known, and a licence from a list. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe } from '../../record-builders/index.ts';
import { phoneJpeg } from '../../../../tests/setup/images.ts';
import * as h from '../../../../tests/setup/media.ts';
import { PHOTO_LICENCES } from '../../../shared/photo-licences.ts';

let t: TestApp;
let canoeId: number;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  canoeId = (await buildCanoe(t.db, { hullId: 'C-1' })).id;
  jpeg = await phoneJpeg();
});
afterAll(() => t.close());

const upload = (body: Record<string, unknown>) => h.uploadPhoto(t, 'admin', canoeId, h.photoBody(jpeg, body));
const put = (mediaId: number, payload: unknown) =>
  t.request('admin', {
    method: 'PUT',
    url: `/api/canoes/${canoeId}/media/${mediaId}`,
    payload: payload as object,
  });
const list = async () =>
  (await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/media` })).json<
    { media_id: number }[]
  >();

describe('photo credits and rights', () => {
  it('stores caption, credit, date taken and licence on upload, the uploader apart, and reads them back', async () => {
    const res = await upload({
      file_name: 'IMG_2041.jpg',
      description: undefined,
      caption: 'Hōkūleʻa arriving at Kualoa',
      credit: 'Photo: Keoni Kahananui',
      date_taken: '1976-06',
      licence: 'cc-by-sa-4.0',
      uploaded_by: 'Someone Else',
    });
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({
      caption: 'Hōkūleʻa arriving at Kualoa',
      credit: 'Photo: Keoni Kahananui',
      date_taken: '1976-06',
      licence: 'cc-by-sa-4.0',
      // The signed-in administrator uploaded it; the photographer is the credit.
      uploaded_by: 'Test Admin',
      // No description was given: it stays empty, never the file name.
      description: null,
    });
    expect((await list()).find((m) => m.media_id === photo.media_id)).toEqual(photo);
  });

  it('keeps a date as precise as it was given: a year, a month or a day', async () => {
    for (const [given, stored] of [
      ['1962', '1962'],
      [1962, '1962'],
      ['1962-03', '1962-03'],
      ['1962-03-04', '1962-03-04'],
      [' 1962-03-04 ', '1962-03-04'],
      ['1962-03-04T10:00:00Z', '1962-03-04'],
    ] as const) {
      const res = await upload({ date_taken: given });
      expect(res.statusCode, String(given)).toBe(201);
      expect(res.json().date_taken).toBe(stored);
    }
  });

  it('accepts every licence of the list, and null or empty as not recorded', async () => {
    for (const licence of PHOTO_LICENCES) {
      const res = await upload({ licence });
      expect(res.json().licence).toBe(licence);
    }
    expect((await upload({ licence: '' })).json().licence).toBeNull();
    expect((await upload({ licence: null })).json().licence).toBeNull();
    expect((await upload({})).json().licence).toBeNull();
  });

  it('edits credit, licence and date taken, leaves what it is not given, and clears what is blank', async () => {
    const photo = (await upload({ credit: 'Ana Kealoha', licence: 'cc0', date_taken: '1990' })).json();
    const edited = await put(photo.media_id, { credit: 'Kaʻiulani Pahiō', licence: 'all-rights-reserved' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      credit: 'Kaʻiulani Pahiō',
      licence: 'all-rights-reserved',
      date_taken: '1990',
      caption: 'Launch day',
    });
    const cleared = await put(photo.media_id, { credit: '  ', licence: '', date_taken: '1990-08' });
    expect(cleared.json()).toMatchObject({ credit: null, licence: null, date_taken: '1990-08' });
  });

  it('refuses an unknown licence with 400 and a message naming the list, changing nothing', async () => {
    const before = await h.mediaCounts(t.db);
    const refused = await upload({ licence: 'public-domain' });
    expect(refused.statusCode).toBe(400);
    const message =
      'Licence must be one of all-rights-reserved, cc-by-4.0, cc-by-sa-4.0, cc-by-nc-4.0, cc0 or ask-the-steward';
    expect(refused.json()).toMatchObject({ error: 'Bad Request', fields: { licence: message } });
    expect(await h.mediaCounts(t.db)).toEqual(before);

    const photo = (await upload({ licence: 'cc-by-4.0', credit: 'Ana Kealoha' })).json();
    const changesBefore = await t.db.kysely
      .selectFrom('changes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const edit = await put(photo.media_id, { licence: 'CC BY 4.0', credit: 'Someone else' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields.licence).toBe(message);
    expect((await list()).find((m) => m.media_id === photo.media_id)).toEqual(photo);
    const changesAfter = await t.db.kysely
      .selectFrom('changes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(changesAfter.n)).toBe(Number(changesBefore.n));
  });

  it('refuses dates that cannot be read or lie outside the years allowed', async () => {
    for (const [date_taken, message] of [
      ['1962-13', 'Enter a year (1962), a month (1962-03) or a day (1962-03-04)'],
      ['1962-02-30', 'Enter a year (1962), a month (1962-03) or a day (1962-03-04)'],
      ['sometime', 'Enter a year (1962), a month (1962-03) or a day (1962-03-04)'],
      ['62', 'Year must be between 1000'],
      ['0999-05', 'Year must be between 1000'],
      [`${new Date().getUTCFullYear() + 1}`, 'Year must be between 1000'],
    ]) {
      const res = await upload({ date_taken });
      expect(res.statusCode, date_taken).toBe(400);
      expect(res.json().fields.date_taken).toContain(message);
    }
  });

  it('records each upload and edit in the change history, credit and licence included', async () => {
    const photo = (await upload({ credit: 'Ana Kealoha', licence: 'cc-by-nc-4.0' })).json();
    await put(photo.media_id, { licence: 'ask-the-steward' });
    const rows = await t.db.kysely
      .selectFrom('change_rows')
      .select(['op', 'before_json', 'after_json'])
      .where('table_name', '=', 'canoe_media')
      .where('record_id', '=', photo.media_id)
      .orderBy('change_row_id')
      .execute();
    expect(rows.map((row) => row.op)).toEqual(['create', 'update']);
    expect(JSON.parse(rows[0].after_json!)).toMatchObject({ credit: 'Ana Kealoha', licence: 'cc-by-nc-4.0' });
    expect(JSON.parse(rows[1].before_json!)).toMatchObject({ licence: 'cc-by-nc-4.0' });
    expect(JSON.parse(rows[1].after_json!)).toMatchObject({ licence: 'ask-the-steward' });
  });
});
