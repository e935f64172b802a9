/**
 * A public export holds only what public answers show (item 10): for every table and column of a default
 * export, a map names the public route and field that shows it, and each exported value is compared with what that
 * route answers a visitor. A column without an entry, or with a value the answer does not show, fails with its
 * table and column.
 */
import { hawaiianSortKey } from '../../src/shared/i18n/collate.ts';
import { parseWebVtt, transcriptSearchText } from '../../src/shared/transcript.ts';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { exportArchive } from '../../src/server/modules/open-data/export.ts';
import { buildOneOfEach } from '../setup/records.ts';
import { zipFiles } from '../setup/zip.ts';
import { foldText } from '../../src/shared/text.ts';
import { CANOE_FIELDS } from '../../src/shared/canoe-fields.ts';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-pec-'));
beforeAll(async () => {
  t = await createTestApp();
  await buildOneOfEach(t.db);
  // A published story, from a (private) submission.
  await t.db.kysely
    .insertInto('stories')
    .values({
      canoe_id: 1,
      title: 'Grandfather’s canoe',
      body: '<p>He carved her at <em>Kōloa</em>.</p>',
      shown_name: 'Leilani K.',
      licence: 'cc-by-4.0',
      shared_at: '2025-03-04T05:06:07.000Z',
      published_at: '2025-04-05T06:07:08.000Z',
      submission_id: 4242,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Row = Record<string, unknown>;

/** How a public answer shows a column: the answer's field of the same value, or the value made from the answer. */
type Shows = string | ((answer: Row, at: At) => unknown);

/** The exported row, the public route that answered, and the export's rows. */
interface At {
  row: Row;
  url: string;
  /** The export's rows by table, and its files by payload path (relative to data/). */
  exported: Record<string, Row[]>;
  files: Map<string, Buffer>;
}

interface PublicAnswer {
  /** The public route (asked anonymously) that shows a row of the table. */
  url: (row: Row, exported: Record<string, Row[]>) => string;
  /** The row's object in that answer. */
  find: (answer: unknown, row: Row) => Row | undefined;
  /** Each exported column, and where the answer shows it. */
  columns: Record<string, Shows>;
}

/** An answer's list: the answer itself, or its page's items. */
const list = (answer: unknown) =>
  (Array.isArray(answer) ? answer : Object.values(answer as object).find(Array.isArray)) as Row[];
const byId =
  (id: string, field = id) =>
  (answer: unknown, row: Row) =>
    list(answer).find((one) => one[field] === row[id]);
const itself = (id: string) => (answer: unknown, row: Row) =>
  (answer as Row)[id] === row[id] ? (answer as Row) : undefined;
/** Kept on the row itself (decision 020): a public answer shows a public row without `kept_for`, so 0. */
const keptOwn = (answer: Row) => ((answer.kept_for as { own?: boolean } | undefined)?.own ? 1 : 0);
/** A column the answer shows under the same name. */
const same = (...columns: string[]) => Object.fromEntries(columns.map((column) => [column, column]));
/** A folded search column: the fold of the field it is made from, which the answer shows. */
const folded = (field: string) => (answer: Row) => foldText(String(answer[field] ?? ''));
/** A name's Hawaiian sort key (migration 035), made from the name the answer shows. */
const hawaiianOrder = (field: string) => (answer: Row) =>
  answer[field] ? hawaiianSortKey(String(answer[field])) : '';
/** An uncertain date's columns (a date the answer shows as its earliest day, its EDTF form and its latest day). */
const uncertainDate = (column: string, field = column) => ({
  [column]: `${field}_earliest`,
  [`${column}_edtf`]: field,
  [`${column}_latest`]: `${field}_latest`,
});
/** The image's bytes, named by a file in the export, are what the public image URL answers. */

/** The version an image URL names (its etag). */
const etagOf = (answer: Row) => new URL(String(answer.url), 'http://x').searchParams.get('v');
/** The exported image whose etag the answer's image URL names. */
const imageOf = (answer: Row, { exported }: At) =>
  exported.images.find((one) => one.etag === etagOf(answer))?.image_id;
/** An image URL's answer, asked anonymously. */
async function image(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return { bytes: res.rawPayload, type: String(res.headers['content-type']).split(';')[0] };
}
/** The exported file of an image's size, when its bytes are what the public URL of that size answers. */
async function servedFile(answer: Row, { row, files }: At, size: 'display' | 'thumbnail' | 'small') {
  const served = await image(size === 'display' ? String(answer.url) : `${String(answer.url)}&size=${size}`);
  const name = String(row[size]);
  return files.get(name)?.equals(served.bytes)
    ? name
    : `${name}: not the bytes ${String(answer.url)} answers`;
}

/**
 * For every table of a public export, the public answer that shows its rows, and for every column the field that
 * shows it. A column the export holds that is not here fails the test: a public export holds only what public
 * answers show (item 10).
 */
const PUBLIC_ANSWERS: Record<string, PublicAnswer> = {
  // An image is shown by the photo that shows it: its url answers the image's bytes, its etag the version.
  images: {
    url: (row, exported) => {
      const photo = exported.canoe_media.find((one) => one.image_id === row.image_id);
      return photo ? `/api/canoes/${String(photo.canoe_id)}/media` : 'no public photo shows this image';
    },
    find: (answer, row) => list(answer).find((one) => etagOf(one) === row.etag),
    columns: {
      ...same('mime_type', 'source_type', 'width', 'height'),
      image_id: (answer, at) => imageOf(answer, at),
      etag: etagOf,
      focal_x: (answer) => (answer.focal_point as Row).x,
      focal_y: (answer) => (answer.focal_point as Row).y,
      display: (answer, at) => servedFile(answer, at, 'display'),
      thumbnail: (answer, at) => servedFile(answer, at, 'thumbnail'),
      small: (answer, at) => servedFile(answer, at, 'small'),
      byte_size: async (answer) => (await image(String(answer.url))).bytes.length,
      thumbnail_mime_type: async (answer) => (await image(`${String(answer.url)}&size=thumbnail`)).type,
    },
  },
  canoe_types: { url: () => '/api/canoe-types', find: byId('type_id'), columns: same('type_id', 'name') },
  canoes: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}`,
    find: itself('canoe_id'),
    columns: {
      protection_own: keptOwn,
      // The plain fields (shared/canoe-fields.ts) are sent under their own names.
      ...same('canoe_id', ...CANOE_FIELDS.map((field) => field.key), 'maker_id'),
      ...same('created_at', 'updated_at'),
      origin_folded: folded('origin'),
      origin_place_id: (answer) => (answer.origin_place as Row | null)?.place_id ?? null,
      home_place_id: (answer) => (answer.home_place as Row | null)?.place_id ?? null,
      name_sort_group: (answer) => (answer.current_name ? 0 : 1),
      // Made from the current name (its fold).
      name_sort: (answer) => foldText(String(answer.current_name ?? '')),
      name_sort_haw: hawaiianOrder('current_name'),
      ...uncertainDate('build_date'),
    },
  },
  canoe_names: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}/names`,
    find: byId('canoe_name_id'),
    columns: {
      protection_own: keptOwn,
      ...same('canoe_name_id', 'name', 'language'),
      // Listed under its canoe: the route's :id.
      canoe_id: (_answer, { url }) => Number(url.split('/')[3]),
      name_folded: folded('name'),
      ...uncertainDate('start_date'),
      ...uncertainDate('end_date'),
    },
  },
  ownerships: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}/ownerships`,
    find: byId('ownership_id'),
    columns: {
      protection_own: keptOwn,
      ...same('ownership_id', 'canoe_id', 'owner_id', 'notes', 'transfer_reason'),
      ...uncertainDate('start_date'),
      ...uncertainDate('end_date'),
    },
  },
  owners: {
    url: (row) => `/api/owners/${String(row.owner_id)}`,
    find: itself('owner_id'),
    columns: {
      ...same(
        'owner_id',
        'name',
        'owner_type',
        'website',
        'description',
        'founded',
        'created_at',
        'updated_at',
      ),
      name_folded: folded('name'),
      name_sort_haw: hawaiianOrder('name'),
      description_folded: folded('description'),
      home_place_id: (answer) => (answer.home_place as Row | null)?.place_id ?? null,
      contact_email: (answer) => (answer.contact as Row).email,
      contact_phone: (answer) => (answer.contact as Row).phone,
      contact_address: (answer) => (answer.contact as Row).address,
      logo_image_id: (answer) => answer.logo_url,
      founded_edtf: 'founded_date',
      founded_earliest: 'founded_date_earliest',
      founded_latest: 'founded_date_latest',
    },
  },
  makers: {
    url: (row) => `/api/makers/${String(row.maker_id)}`,
    find: itself('maker_id'),
    columns: {
      ...same('maker_id', 'person_id', 'maker_type', 'biography', 'created_at', 'updated_at'),
      biography_folded: folded('biography'),
      picture_image_id: (answer) => answer.picture_url,
    },
  },
  people: {
    url: (row) => `/api/makers?person_id=${String(row.person_id)}`,
    find: byId('person_id'),
    columns: { ...same('person_id', 'name'), name_folded: folded('name') },
  },
  canoe_makers: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}/makers`,
    find: byId('canoe_maker_id'),
    columns: same('canoe_maker_id', 'canoe_id', 'maker_id', 'contribution'),
  },
  restorations: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}/restorations`,
    find: byId('restoration_id'),
    columns: {
      protection_own: keptOwn,
      ...same('restoration_id', 'canoe_id', 'description', 'location', 'notes'),
      place_id: (answer) => (answer.place as Row | null)?.place_id ?? null,
      ...same('restorer_person_id', 'restorer_maker_id'),
      ...uncertainDate('restoration_date'),
      ...uncertainDate('end_date'),
    },
  },
  races: {
    url: (row) => `/api/races/${String(row.race_id)}`,
    find: itself('race_id'),
    columns: {
      ...same('race_id', 'name', 'location', 'description'),
      place_id: (answer) => (answer.place as Row | null)?.place_id ?? null,
      name_folded: folded('name'),
      name_sort_haw: hawaiianOrder('name'),
      ...uncertainDate('date'),
    },
  },
  race_participations: {
    url: (row) => `/api/races/${String(row.race_id)}/participants`,
    find: byId('participation_id'),
    columns: {
      ...same('participation_id', 'race_id', 'canoe_id', 'position', 'paddler_name', 'time', 'notes'),
      protection_own: keptOwn,
    },
  },
  canoe_media: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}/media`,
    find: byId('media_id'),
    columns: {
      protection_own: keptOwn,
      ...same('media_id', 'canoe_id', 'file_name', 'description', 'caption', 'credit', 'licence'),
      ...same('uploaded_by', 'uploaded_at'),
      // The photo's image: the bytes its url answers (the images table is checked against them).
      image_id: imageOf,
      focal_x: (answer) => (answer.focal_point as Row).x,
      focal_y: (answer) => (answer.focal_point as Row).y,
      ...uncertainDate('date_taken'),
    },
  },
  // A recording's file is shown by the recording that names it: the bytes its url answers, and their description.
  recording_files: {
    url: (row, exported) => {
      const recording = exported.recordings.find((one) => one.file_id === row.file_id);
      return recording
        ? `/api/canoes/${String(recording.canoe_id)}/recordings`
        : 'no public recording names it';
    },
    find: (answer, row) =>
      list(answer).find((one) => String(one.url).endsWith(`v=${String(row.sha256).slice(0, 16)}`)),
    columns: {
      file_id: (answer, { exported }) =>
        exported.recordings.find((one) => one.recording_id === answer.recording_id)?.file_id,
      format: (answer) => (answer.file as Row).format,
      mime_type: (answer) => (answer.file as Row).mime_type,
      kind: (answer) => (answer.file as Row).kind,
      byte_size: (answer) => (answer.file as Row).byte_size,
      duration_seconds: (answer) => (answer.file as Row).duration_seconds,
      sha256: async (answer) =>
        createHash('sha256')
          .update((await image(String(answer.url))).bytes)
          .digest('hex'),
    },
  },
  recordings: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}/recordings`,
    find: byId('recording_id'),
    columns: {
      protection_own: keptOwn,
      ...same('recording_id', 'canoe_id', 'title', 'description', 'teller', 'recorded_by', 'licence'),
      ...same('story_id', 'source_id', 'transcript', 'uploaded_by', 'uploaded_at'),
      teller_named: (answer) => (answer.teller_named ? 1 : 0),
      // The transcript's words, folded as names are: made from the transcript the answer shows.
      transcript_folded: (answer) =>
        foldText(transcriptSearchText(parseWebVtt(String(answer.transcript)).cues)),
      // The file is the one whose bytes the recording's url answers (recording_files is checked against them).
      file_id: async (answer, { exported }) => {
        const served = createHash('sha256')
          .update((await image(String(answer.url))).bytes)
          .digest('hex');
        return exported.recording_files.find((file) => file.sha256 === served)?.file_id;
      },
      ...uncertainDate('recorded_date'),
    },
  },
  stories: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}/stories`,
    find: byId('story_id'),
    columns: {
      protection_own: keptOwn,
      ...same('story_id', 'canoe_id', 'title', 'body', 'shown_name', 'licence', 'shared_at', 'published_at'),
    },
  },
  sources: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}/sources`,
    find: byId('source_id'),
    columns: {
      protection_own: keptOwn,
      ...same('source_id', 'canoe_id', 'position', 'kind', 'citation', 'url', 'teller'),
      teller_named: (answer) => (answer.teller_named ? 1 : 0),
    },
  },
  tk_labels: {
    url: () => '/api/tk-labels',
    find: byId('label_id'),
    columns: same(
      'label_id',
      'lc_id',
      'kind',
      'label_type',
      'name',
      'community',
      'community_text',
      'archive_text',
      'language',
      'project_lc_id',
      'project_title',
      'project_page',
      'label_page',
    ),
  },
  // A place (decision 030): its point only as precisely as the public may see it, in the export as in the answer.
  places: {
    url: (row) => `/api/places/${String(row.place_id)}`,
    find: itself('place_id'),
    columns: {
      ...same('place_id', 'name', 'island', 'moku', 'ahupuaa', 'latitude', 'longitude', 'precision'),
      ...same('description', 'created_at', 'updated_at'),
      name_folded: folded('name'),
      name_sort_haw: hawaiianOrder('name'),
      protection_own: keptOwn,
    },
  },
  tk_label_uses: {
    url: (row) => `/api/canoes/${String(row.canoe_id)}/tk-labels`,
    find: byId('use_id'),
    columns: {
      ...same('use_id', 'canoe_id', 'position'),
      label_id: (answer) => (answer.label as Row).label_id,
      media_id: (answer) => (answer.record_type === 'media' ? answer.record_id : null),
      story_id: (answer) => (answer.record_type === 'story' ? answer.record_id : null),
      source_id: (answer) => (answer.record_type === 'source' ? answer.record_id : null),
    },
  },
};

describe('a public export', () => {
  it('holds only columns a public answer shows, each with the value that answer shows', async () => {
    const zip = path.join(dir, 'public.zip');
    await exportArchive(t.db, zip, { includePrivate: false });
    const all = await zipFiles(zip);
    const root = [...all.keys()].find((name) => name.endsWith('/bagit.txt'))!.slice(0, -'bagit.txt'.length);
    const files = new Map(
      [...all]
        .filter(([name]) => name.startsWith(`${root}data/`))
        .map(([name, b]) => [name.slice(root.length + 5), b]),
    );
    const exported: Record<string, Row[]> = {};
    for (const [name, bytes] of files) {
      const table = /^records\/(\w+)\.jsonl$/.exec(name)?.[1];
      if (!table) continue;
      exported[table] = bytes
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Row);
    }

    const problems: string[] = [];
    const checked = new Set<string>();
    for (const [table, rows] of Object.entries(exported)) {
      const shows = PUBLIC_ANSWERS[table];
      if (!shows) {
        problems.push(`${table}: no public answer shows this table`);
        continue;
      }
      for (const row of rows) {
        const url = shows.url(row, exported);
        const res = await t.app.inject({ method: 'GET', url });
        const answer = res.statusCode === 200 ? shows.find(res.json(), row) : undefined;
        for (const [column, value] of Object.entries(row)) {
          // A null tells nothing; every column the seed fills is checked.
          if (value === null) continue;
          const field = shows.columns[column];
          if (field === undefined) {
            problems.push(`${table}.${column}: no public answer shows this column`);
            continue;
          }
          if (!answer) {
            problems.push(
              `${table}.${column}: ${url} (anonymous, ${res.statusCode}) does not show row ${JSON.stringify(row).slice(0, 80)}`,
            );
            continue;
          }
          const expected =
            typeof field === 'string' ? answer[field] : await field(answer, { row, url, exported, files });
          if (JSON.stringify(expected) !== JSON.stringify(value))
            problems.push(
              `${table}.${column}: exported ${JSON.stringify(value)}, ${url} shows ${JSON.stringify(expected)}`,
            );
          else checked.add(`${table}.${column}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The seed fills every table of the map, so each is checked and the test passes only when it looked.
    for (const table of Object.keys(PUBLIC_ANSWERS))
      expect(exported[table]?.length ?? 0, table).toBeGreaterThan(0);
    expect(Object.keys(exported).sort()).toEqual(Object.keys(PUBLIC_ANSWERS).sort());
    // 102 columns hold a value in this seed, each found in its public answer.
    expect(checked.size).toBeGreaterThanOrEqual(100);
  });
});
