/**
 * The whole archive out and back in (modules/open-data/), on SQLite and PostgreSQL and across them: every table
 * filled (Hawaiian names, rich text, images, the change history), exported as a BagIt bag, imported into an empty
 * database with the same ids, and exported again with the same payload. A damaged bag, or a ZIP bomb, is refused
 * and nothing is written; rich text is cleaned on import as on every write; a default export holds no private
 * detail. STRESS=1 makes the ZIP bomb 1 GiB (a few MB of ZIP), as found in the review.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { createHash } from 'node:crypto';
import { createTestApp, openTestDatabase, testDialect, type TestApp } from '../setup/test-app.ts';
import { smallPngBase64 } from '../setup/images.ts';
import { postSubmission } from '../setup/submissions.ts';
import { migrate, openDatabase, type Db } from '../../src/server/db/database.ts';
import { exportArchive } from '../../src/server/modules/open-data/export.ts';
import { BagError, importArchive, type ImportLimits } from '../../src/server/modules/open-data/import.ts';
import { Readable } from 'node:stream';
import { EXPORT_TABLES, NOT_EXPORTED } from '../../src/server/modules/open-data/bag-format.ts';
import { buildLogo, buildOwner, buildRace } from '../../src/server/record-builders/index.ts';
import { sql } from 'kysely';
import { foldText } from '../../src/shared/text.ts';
import { RICH_TEXT_COLUMNS } from '../../src/server/text/sanitize.ts';
import { TRACKED_TABLES } from '../../src/server/db/history-tables.ts';
import { buildOneOfEach, json } from '../setup/records.ts';
import { zipFiles } from '../setup/zip.ts';

type Row = Record<string, unknown>;

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-open-data-'));
const file = (name: string) => path.join(dir, name);
const WRITE = { 'content-type': 'application/json', 'x-requested-with': 'fetch' };

beforeAll(async () => {
  // Submissions are sent without waiting the form's fill time.
  t = await createTestApp({ SUBMISSION_MIN_FILL_SECONDS: '0' });
  await buildOneOfEach(t.db);
  await buildLogo(t.db, (await buildOwner(t.db, { name: 'Hale Kiaʻi Heritage Museum' })).owner_id);
  // Changes through the API, so the history has rows, subjects and a kept image.
  const created = await t.request('admin', {
    method: 'POST',
    url: '/api/canoes',
    headers: { ...WRITE, 'x-change-reason': encodeURIComponent('Kupuna Leilani told us') },
    payload: {
      name: 'Kaʻiulani',
      notes: '<p>Carved at <em>Kōloa</em>, Kauaʻi.</p>',
      // A stand-in for the notes' ʻŌlelo Hawaiʻi version (decision 027), not a translation.
      notes_haw: '<p>(haw) Carved at <em>Kōloa</em>, Kauaʻi.</p>',
      build_date: '1932-01-01',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const photos = await t.request('anonymous', { method: 'GET', url: '/api/canoes/1/media' });
  const mediaId = (photos.json() as { media_id: number }[])[0].media_id;
  const deleted = await t.request('admin', {
    method: 'DELETE',
    url: `/api/canoes/1/media/${mediaId}`,
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(deleted.statusCode, deleted.body).toBe(204);
  const person = await t.request('admin', {
    method: 'PUT',
    url: '/api/people/1',
    headers: WRITE,
    payload: { name: 'Mahina Kealoha', email: 'mahina.k@example.org', phone: '808-555-0100' },
  });
  expect(person.statusCode, person.body).toBe(200);
  // Sources of a name: an oral history whose teller agreed to be named, and one whose teller did not.
  const names = await t.request('anonymous', { method: 'GET', url: '/api/canoes/1/names' });
  const nameId = (names.json() as { canoe_name_id: number }[])[0].canoe_name_id;
  const sources = await t.request('admin', {
    method: 'PUT',
    url: `/api/canoes/1/names/${nameId}/sources`,
    headers: WRITE,
    payload: {
      sources: [
        {
          kind: 'oral_history',
          citation: 'Talk story at Hanalei, 2004',
          teller: 'Aunty Lei Nāone',
          teller_named: true,
        },
        {
          kind: 'oral_history',
          citation: 'Interview at Waimea, 2011',
          teller: 'Makoa Palakiko',
          teller_named: false,
        },
        {
          kind: 'newspaper',
          citation: 'The Garden Island, 4 July 1958',
          url: 'https://example.org/tgi/1958-07-04',
        },
      ],
    },
  });
  expect(sources.statusCode, sources.body).toBe(200);
  // A community submission waiting for review, with a photo: private until approved.
  const pending = await postSubmission(t, {
    kind: 'story',
    canoe_id: 1,
    title: 'Waiting for review',
    story: '<p>A family memory not yet reviewed</p>',
    photos: [{ file_name: 'pending.png', mime_type: 'image/png', data: await smallPngBase64() }],
    photo_rights: true,
    sender_name: 'Kealoha',
    email: 'sender.waiting@example.org',
  });
  expect(pending.statusCode, pending.body).toBe(201);
  await t.db.kysely
    .insertInto('subscribers')
    .values({
      email: 'nalu@example.org',
      email_normalized: 'nalu@example.org',
      created_at: '2026-01-01T00:00:00Z',
    })
    .execute();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes a ZIP of these files (a bag changed on purpose). */
async function writeZip(zipFile: string, files: Map<string, Buffer>) {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name);
  zip.end();
  await new Promise<void>((resolve) =>
    zip.outputStream.pipe(fs.createWriteStream(zipFile)).on('close', () => resolve()),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The bag's files with their manifests, Payload-Oxum and tag manifest made again (a bag changed on purpose). */
function rebag(files: Map<string, Buffer>): Map<string, Buffer> {
  const out = new Map(files);
  const root = [...files.keys()].find((name) => name.endsWith('/bagit.txt'))!.slice(0, -'bagit.txt'.length);
  const payload = [...files].filter(([name]) => name.startsWith(`${root}data/`));
  const manifest = Buffer.from(
    payload.map(([name, bytes]) => `${sha256(bytes)}  ${name.slice(root.length)}\n`).join(''),
  );
  const size = payload.reduce((sum, [, bytes]) => sum + bytes.length, 0);
  const bagInfo = Buffer.from(
    files
      .get(`${root}bag-info.txt`)!
      .toString('utf8')
      .replace(/^Payload-Oxum: .*$/m, `Payload-Oxum: ${size}.${payload.length}`),
  );
  out.set(`${root}manifest-sha256.txt`, manifest);
  out.set(`${root}bag-info.txt`, bagInfo);
  const tags = ['bagit.txt', 'bag-info.txt', 'manifest-sha256.txt'];
  out.set(
    `${root}tagmanifest-sha256.txt`,
    Buffer.from(tags.map((name) => `${sha256(out.get(`${root}${name}`)!)}  ${name}\n`).join('')),
  );
  return out;
}

/** A records file of the bag as rows, and back. */
const recordsOf = (files: Map<string, Buffer>, table: string) => {
  const name = [...files.keys()].find((key) => key.endsWith(`data/records/${table}.jsonl`))!;
  const rows = files
    .get(name)!
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    rows,
    save: () => files.set(name, Buffer.from(rows.map((row) => `${JSON.stringify(row)}\n`).join(''))),
  };
};
const manifestOf = async (zipFile: string) => {
  const files = await zipFiles(zipFile);
  const name = [...files.keys()].find((key) => key.endsWith('/manifest-sha256.txt'))!;
  return files.get(name)!.toString('utf8').split('\n').filter(Boolean).sort();
};

/** Every exported table's rows, in key order, as JSON (bytes as hex). */
async function tableRows(db: Db) {
  const all: Record<string, unknown[]> = {};
  for (const spec of EXPORT_TABLES) {
    let query = db.kysely.selectFrom(spec.table as 'canoes').selectAll();
    for (const column of spec.order ?? [spec.id]) query = query.orderBy(column as 'canoe_id');
    const rows = (await query.execute()) as Record<string, unknown>[];
    all[spec.table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          value instanceof Uint8Array
            ? Buffer.from(value).toString('hex')
            : key === 'password_hash'
              ? null
              : value,
        ]),
      ),
    );
  }
  return all;
}

async function emptyDatabase(dialect = testDialect()): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (dialect === testDialect()) {
    const opened = await openTestDatabase({ migrated: true });
    return opened;
  }
  const folder = fs.mkdtempSync(path.join(dir, 'sqlite-'));
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(folder, 'registry.sqlite') });
  await migrate(db);
  return { db, drop: () => db.close() };
}

describe('export and import', () => {
  it('knows every table: exported, or named as never leaving', async () => {
    const named = new Set([...EXPORT_TABLES.map((spec) => spec.table), ...NOT_EXPORTED]);
    const listed =
      t.db.dialect === 'postgres'
        ? sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = ${t.db.schema!}`
        : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
    const inSchema = (await listed.execute(t.db.kysely)).rows.map((row) => row.name);
    expect(inSchema).toContain('canoes');
    const unknown = inSchema.filter(
      (name) =>
        !named.has(name) && !name.startsWith('kysely_') && !name.startsWith('sqlite_') && !/_fts/.test(name),
    );
    expect(unknown).toEqual([]);
  });

  it('round trip: the same rows and ids in a new database, and the same payload when exported again', async () => {
    const first = file('first.zip');
    const info = await exportArchive(t.db, first, { includePrivate: true });
    expect(info.tables.canoes.rows).toBeGreaterThanOrEqual(2);
    expect(info.tables.change_images.rows).toBeGreaterThanOrEqual(1);
    expect(info.tables.sources.rows).toBeGreaterThanOrEqual(4);

    const target = await emptyDatabase();
    try {
      await importArchive(target.db, first);
      expect(await tableRows(target.db)).toEqual(await tableRows(t.db));
      const second = file('second.zip');
      await exportArchive(target.db, second, { includePrivate: true });
      expect(await manifestOf(second)).toEqual(await manifestOf(first));
      // A recording's file leaves whole, and comes back in parts that are the same bytes (decision 035).
      expect((await manifestOf(first)).some((line) => / data\/recordings\/\d+\.wav$/.test(line))).toBe(true);
      const parts = (db: Db) =>
        db.kysely
          .selectFrom('recording_file_parts')
          .selectAll()
          .orderBy('file_id')
          .orderBy('part_no')
          .execute();
      expect((await parts(target.db)).map((p) => Buffer.from(p.bytes).toString('hex'))).toEqual(
        (await parts(t.db)).map((p) => Buffer.from(p.bytes).toString('hex')),
      );
      // New rows continue after the imported ids.
      const races = await target.db.kysely.selectFrom('races').select('race_id').execute();
      const race = await buildRace(target.db);
      expect(race.race_id).toBeGreaterThan(Math.max(...races.map((row) => row.race_id)));
    } finally {
      await target.drop();
    }
  });

  it('explains itself to a person without this software: README.txt and bag-info.txt in words', async () => {
    const zip = file('readme.zip');
    const info = await exportArchive(t.db, zip, { includePrivate: false });
    const files = await zipFiles(zip);
    const root = [...files.keys()].find((name) => name.endsWith('/bagit.txt'))!.slice(0, -'bagit.txt'.length);
    const readme = files.get(`${root}README.txt`)!.toString('utf8');
    expect(readme).toContain('KOA CANOE REGISTRY: ARCHIVE EXPORTED ON ');
    expect(readme).toContain('the public archive: what anyone may read on the registry');
    expect(readme).toMatch(new RegExp(`canoes\\.csv +${info.tables.canoes.rows} rows`));
    expect(readme).toContain('sha256sum -c manifest-sha256.txt');
    expect(readme).toContain('Hawaiʻi');
    expect(readme).toContain(`The database it came from had the structure named "${info.schema}"`);
    // A tag file: checked on import like the others, and outside the payload's manifest.
    const tags = files.get(`${root}tagmanifest-sha256.txt`)!.toString('utf8');
    expect(tags).toContain(`${sha256(files.get(`${root}README.txt`)!)}  README.txt`);
    expect(files.get(`${root}manifest-sha256.txt`)!.toString('utf8')).not.toContain('README.txt');
    const bagInfo = files.get(`${root}bag-info.txt`)!.toString('utf8');
    expect(bagInfo).toMatch(
      /^Archive-Format: koa-canoe-registry-archive version 1, the first version of the registry archive layout described in README\.txt\./m,
    );
    expect(bagInfo).toMatch(
      /^External-Description: The Koa Canoe Registry's public archive: .*Read README\.txt first\.$/m,
    );

    const target = await emptyDatabase();
    try {
      await importArchive(target.db, zip);
      // A README changed after the export is refused like any other tag file.
      files.set(`${root}README.txt`, Buffer.from(`${readme}\nEdited.\n`));
      const edited = file('readme-edited.zip');
      await writeZip(edited, files);
      const again = await emptyDatabase();
      try {
        await expect(importArchive(again.db, edited)).rejects.toThrow(
          'README.txt has changed since the archive was made (its SHA-256 differs)',
        );
      } finally {
        await again.drop();
      }
    } finally {
      await target.drop();
    }
  });

  it('tags each text kept in both languages with its language, in export.json and datapackage.json', async () => {
    const zip = file('languages.zip');
    const info = await exportArchive(t.db, zip, { includePrivate: false });
    expect(info.languages?.canoes).toEqual({ notes: 'en', notes_haw: 'haw' });
    expect(info.languages?.makers).toEqual({ biography: 'en', biography_haw: 'haw' });
    expect(info.languages?.stories).toEqual({ body: 'en', body_haw: 'haw' });
    const files = await zipFiles(zip);
    const find = (name: string) => files.get([...files.keys()].find((key) => key.endsWith(name))!)!;
    expect(JSON.parse(find('data/export.json').toString('utf8')).languages).toEqual(info.languages);
    const canoes = (
      JSON.parse(find('datapackage.json').toString('utf8')) as {
        resources: { name: string; schema: { fields: { name: string; language?: string }[] } }[];
      }
    ).resources.find((resource) => resource.name === 'canoes')!;
    const field = (name: string) => canoes.schema.fields.find((one) => one.name === name);
    expect(field('notes')?.language).toBe('en');
    expect(field('notes_haw')?.language).toBe('haw');
    expect(field('origin')?.language).toBeUndefined();
    // Both versions leave in the public archive and its spreadsheet.
    expect(find('data/csv/canoes.csv').toString('utf8')).toContain('(haw) Carved at');
    expect(find('data/records/canoes.jsonl').toString('utf8')).toContain('(haw) Carved at');
  });

  it('moves an archive between SQLite and PostgreSQL without a change', async () => {
    if (testDialect() !== 'postgres') return;
    const fromPostgres = file('from-postgres.zip');
    await exportArchive(t.db, fromPostgres, { includePrivate: true });
    const sqlite = await emptyDatabase('sqlite');
    const back = await emptyDatabase('postgres');
    try {
      await importArchive(sqlite.db, fromPostgres);
      const fromSqlite = file('from-sqlite.zip');
      await exportArchive(sqlite.db, fromSqlite, { includePrivate: true });
      expect(await manifestOf(fromSqlite)).toEqual(await manifestOf(fromPostgres));
      await importArchive(back.db, fromSqlite);
      expect(await tableRows(back.db)).toEqual(await tableRows(t.db));
    } finally {
      await sqlite.drop();
      await back.drop();
    }
  });

  it('leaves every private detail out of a default export', async () => {
    const open = file('open.zip');
    const info = await exportArchive(t.db, open, { includePrivate: false });
    expect(info.tables.users).toBeUndefined();
    expect(info.tables.subscribers).toBeUndefined();
    expect(info.tables.submissions).toBeUndefined();
    // Nor the bytes of a photo not yet approved.
    const pendingImage = (
      await t.db.kysely.selectFrom('submission_photos').select('image_id').executeTakeFirstOrThrow()
    ).image_id;
    const imageFiles = [...(await zipFiles(open)).keys()].filter((name) => name.includes('data/images/'));
    expect(imageFiles.length).toBeGreaterThan(0);
    expect(imageFiles.some((name) => name.includes(`data/images/${pendingImage}-`))).toBe(false);
    const hash = (
      await t.db.kysely
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', 'admin@example.org')
        .executeTakeFirstOrThrow()
    ).password_hash!;
    const everything = Buffer.concat([...(await zipFiles(open)).values()]).toString('latin1');
    for (const secret of [
      'mahina.k@example.org',
      '808-555-0100',
      'admin@example.org',
      'nalu@example.org',
      hash,
      'Kupuna Leilani',
      // The teller of an oral history who did not agree to be named: neither in the sources nor in the history.
      'Makoa Palakiko',
      // A submission waiting for review: its words and its sender.
      'A family memory not yet reviewed',
      'sender.waiting@example.org',
    ]) {
      expect(everything, secret).not.toContain(Buffer.from(secret).toString('latin1'));
    }
    // The change history is read only by signed-in keepers, so it leaves only in a private export.
    const names = [...(await zipFiles(open)).keys()];
    for (const table of ['changes', 'change_rows', 'change_subjects', 'change_images']) {
      expect(
        names.some((name) => name.endsWith(`data/records/${table}.jsonl`)),
        table,
      ).toBe(false);
    }
    // The public record is all there: the canoe's name with its ʻokina and kahakō, its rich text, its photo.
    const files = await zipFiles(open);
    const canoes = [...files]
      .find(([name]) => name.endsWith('data/records/canoe_names.jsonl'))![1]
      .toString('utf8');
    expect(canoes).toContain('Kaʻiulani');
    const sources = [...files]
      .find(([name]) => name.endsWith('data/records/sources.jsonl'))![1]
      .toString('utf8');
    expect(sources).toContain('Interview at Waimea, 2011');
    expect(sources).toContain('Aunty Lei Nāone');
    expect(sources).toContain('https://example.org/tgi/1958-07-04');
    expect([...files.keys()].some((name) => name.endsWith('data/csv/sources.csv'))).toBe(true);
    expect([...files.keys()].some((name) => /data\/images\/\d+-display\.webp$/.test(name))).toBe(true);
  });

  it('refuses a damaged, partial or newer bag, or a database that is not empty, and writes nothing', async () => {
    const good = file('good.zip');
    await exportArchive(t.db, good, { includePrivate: false });
    const files = await zipFiles(good);
    const named = (suffix: string) => [...files.keys()].find((name) => name.endsWith(suffix))!;

    const oneByte = new Map(files);
    const records = named('data/records/canoes.jsonl');
    const changed = Buffer.from(files.get(records)!);
    changed[10] = changed[10] === 0x41 ? 0x42 : 0x41;
    oneByte.set(records, changed);

    const missing = new Map(files);
    missing.delete([...files.keys()].find((name) => /data\/images\/\d+-thumbnail/.test(name))!);

    // A newer version, with manifests that match it: only the version is wrong.
    const newer = new Map(files);
    const infoName = named('data/export.json');
    const info = JSON.parse(files.get(infoName)!.toString('utf8')) as { version: number };
    const newInfo = Buffer.from(JSON.stringify({ ...info, version: 99 }));
    newer.set(infoName, newInfo);
    const manifestName = named('/manifest-sha256.txt');
    const manifest = files
      .get(manifestName)!
      .toString('utf8')
      .replace(/^[0-9a-f]{64}(?= {2}data\/export\.json$)/m, sha256(newInfo));
    newer.set(manifestName, Buffer.from(manifest));
    const infoName2 = named('/bag-info.txt');
    const bagInfo = Buffer.from(
      files
        .get(infoName2)!
        .toString('utf8')
        .replace(
          /^Payload-Oxum: (\d+)\.(\d+)$/m,
          (_all, bytes: string, count: string) =>
            `Payload-Oxum: ${Number(bytes) + newInfo.length - files.get(infoName)!.length}.${count}`,
        ),
    );
    newer.set(infoName2, bagInfo);
    const tagName = named('/tagmanifest-sha256.txt');
    newer.set(
      tagName,
      Buffer.from(
        files
          .get(tagName)!
          .toString('utf8')
          .replace(/^[0-9a-f]{64}(?= {2}manifest-sha256\.txt$)/m, sha256(Buffer.from(manifest)))
          .replace(/^[0-9a-f]{64}(?= {2}bag-info\.txt$)/m, sha256(bagInfo)),
      ),
    );

    const cases: [string, Map<string, Buffer>, RegExp][] = [
      ['one-byte.zip', oneByte, /data\/records\/canoes\.jsonl is damaged/],
      ['missing.zip', missing, /data\/images\/\d+-thumbnail\.webp is missing/],
      ['newer.zip', newer, /version 99, made by a newer version/],
    ];
    const target = await emptyDatabase();
    try {
      for (const [name, bag, message] of cases) {
        await writeZip(file(name), bag);
        const error = await importArchive(target.db, file(name)).catch((e: unknown) => e);
        expect(error, name).toBeInstanceOf(BagError);
        expect((error as Error).message, name).toMatch(message);
        expect(await target.db.kysely.selectFrom('canoes').select('canoe_id').execute(), name).toEqual([]);
        expect(await target.db.kysely.selectFrom('canoe_types').select('type_id').execute()).toHaveLength(3);
      }
      const notEmpty = await importArchive(t.db, good).catch((e: unknown) => e);
      expect((notEmpty as Error).message).toMatch(/not empty/);
    } finally {
      await target.drop();
    }
  });

  it('streams the archive to administrators from the API, the private one only to the admin group', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/open-data/archive' });
    expect(anonymous.statusCode).toBe(401);
    const editorPrivate = await t.request('editor', { method: 'GET', url: '/api/open-data/archive/private' });
    expect(editorPrivate.statusCode).toBe(403);

    for (const [as, url, withUsers] of [
      ['editor', '/api/open-data/archive', false],
      ['admin', '/api/open-data/archive/private', true],
    ] as const) {
      const res = await t.request(as, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="koa-canoe-archive-[\d-]+(-private)?\.zip"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      // The size told before the stream starts, for the page's progress bar: near the file's real size.
      const estimate = Number(res.headers['x-archive-estimated-size']);
      expect(estimate, url).toBeGreaterThan(res.rawPayload.length / 3);
      expect(estimate, url).toBeLessThan(res.rawPayload.length * 3);
      const downloaded = file(`downloaded-${as}.zip`);
      fs.writeFileSync(downloaded, res.rawPayload);
      const target = await emptyDatabase();
      try {
        const { info, rows } = await importArchive(target.db, downloaded);
        expect(info.include_private).toBe(withUsers);
        expect(rows.canoes).toBeGreaterThanOrEqual(2);
        expect(rows.users !== undefined).toBe(withUsers);
      } finally {
        await target.drop();
      }
    }
    // Two whole archives through HTTP and two imports: 4 s on a quiet machine, past 20 s on a busy one. Its time
    // is not what it checks.
  }, 60_000);
});

describe('a public export', () => {
  it('holds only the people public pages name, with only what they show of them', async () => {
    const anonymousPeople = await t.app.inject({ method: 'GET', url: '/api/people' });
    expect(anonymousPeople.statusCode).toBe(401);
    // A maker with a birth date and birthplace, and a person the archive names nowhere public.
    const maker = (await t.request('anonymous', { method: 'GET', url: '/api/makers/1' })).json() as {
      person_id: number;
      name: string;
    };
    const birth = await t.request(
      'admin',
      json('PUT', `/api/people/${maker.person_id}`, {
        name: maker.name,
        email: 'mahina.k@example.org',
        phone: '808-555-0100',
        birth_date: '1931-04-02',
        birthplace: 'Hanapēpē',
      }),
    );
    expect(birth.statusCode, birth.body).toBe(200);
    const hidden = await t.request(
      'admin',
      json('POST', '/api/people', { name: 'Keoni Only-In-People', birth_date: '1950-05-05' }),
    );
    expect(hidden.statusCode, hidden.body).toBe(201);

    const open = file('public-people.zip');
    await exportArchive(t.db, open, { includePrivate: false });
    const files = await zipFiles(open);
    const people = recordsOf(files, 'people').rows;
    const csv = [...files].find(([name]) => name.endsWith('data/csv/people.csv'))![1].toString('utf8');
    for (const text of [JSON.stringify(people), csv]) {
      expect(text).not.toContain('Keoni Only-In-People');
      expect(text).not.toContain('1931-04-02');
      expect(text).not.toContain('Hanapēpē');
    }
    // Each person in it is named by a public answer (a maker's or a restorer's), and each value it holds is one
    // that answer shows (or is made from one: the folded name).
    const list = (body: unknown) =>
      (Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray)) as Row[];
    const restored = recordsOf(files, 'restorations').rows;
    const publicAnswer = async (personId: number): Promise<{ person_id: number; name: string } | null> => {
      const makers = await t.request('anonymous', {
        method: 'GET',
        url: `/api/makers?person_id=${personId}`,
      });
      const maker = list(makers.json()).find((one) => one.person_id === personId);
      if (maker) return { person_id: personId, name: String(maker.name) };
      for (const canoeId of new Set(restored.map((row) => Number(row.canoe_id)))) {
        const answer = await t.request('anonymous', {
          method: 'GET',
          url: `/api/canoes/${canoeId}/restorations`,
        });
        const restoration = list(answer.json()).find((one) => one.restorer_person_id === personId);
        if (restoration) return { person_id: personId, name: String(restoration.restorer_name) };
      }
      return null;
    };
    const shows: Record<string, (answer: { person_id: number; name: string }) => unknown> = {
      person_id: (answer) => answer.person_id,
      name: (answer) => answer.name,
      name_folded: (answer) => foldText(answer.name),
    };
    expect(people.length).toBeGreaterThan(0);
    for (const row of people) {
      const answer = await publicAnswer(Number(row.person_id));
      expect(answer, `person ${String(row.person_id)}`).not.toBeNull();
      for (const [column, value] of Object.entries(row)) {
        if (value === null) continue;
        expect(Object.keys(shows), `people.${column} has no public answer that shows it`).toContain(column);
        expect(value, `people.${column}`).toEqual(shows[column](answer!));
      }
    }

    // The admin group's export still holds everything; the public one imports into a new database.
    const full = file('private-people.zip');
    await exportArchive(t.db, full, { includePrivate: true });
    const everyone = recordsOf(await zipFiles(full), 'people').rows;
    expect(everyone.find((row) => row.person_id === maker.person_id)).toMatchObject({
      birth_date: '1931-04-02',
      birthplace: 'Hanapēpē',
    });
    expect(everyone.some((row) => row.name === 'Keoni Only-In-People')).toBe(true);
    const target = await emptyDatabase();
    try {
      const { rows } = await importArchive(target.db, open);
      expect(rows.people).toBe(people.length);
      const imported = await target.db.kysely.selectFrom('people').selectAll().execute();
      expect(imported.map((row) => row.name).sort()).toEqual(people.map((row) => row.name).sort());
    } finally {
      await target.drop();
    }
  });
});

describe('import of a hostile archive', () => {
  const PAYLOAD =
    '<p>Carved at <em>Kōloa</em><img src="x" onerror="alert(1)"><script>alert(document.cookie)</script>' +
    '<a href="javascript:alert(2)" onclick="alert(3)">more</a><img src="/api/makers/1/picture"></p>' +
    '<iframe src="https://evil.example"></iframe>';

  it('cleans every rich-text column as a write cleans it, in the rows and in the history', async () => {
    // Every rich-text column the history knows is one the import cleans.
    for (const [table, info] of Object.entries(TRACKED_TABLES)) {
      for (const column of (info as { richText?: string[] }).richText ?? []) {
        expect(Object.keys(RICH_TEXT_COLUMNS[table] ?? {}), `${table}.${column}`).toContain(column);
      }
    }
    // The same text written the ordinary way, through the API, in each rich-text column.
    const canoe = await t.request(
      'admin',
      json('POST', '/api/canoes', { name: 'Payload canoe', notes: PAYLOAD, notes_haw: PAYLOAD }),
    );
    expect(canoe.statusCode, canoe.body).toBe(201);
    const maker = (await t.request('admin', { method: 'GET', url: '/api/makers/1' })).json() as {
      person_id: number;
      maker_type: string;
    };
    const biography = await t.request(
      'admin',
      json('PUT', '/api/makers/1', {
        person_id: maker.person_id,
        maker_type: maker.maker_type,
        biography: PAYLOAD,
        biography_haw: PAYLOAD,
      }),
    );
    expect(biography.statusCode, biography.body).toBe(200);
    const sent = await postSubmission(t, {
      kind: 'story',
      canoe_id: 1,
      title: 'A story with markup',
      story: PAYLOAD,
      sender_name: 'Kealoha',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const approved = await t.request('admin', {
      method: 'POST',
      url: `/api/submissions/${(sent.json() as { submission_id: number }).submission_id}/approve`,
      headers: WRITE,
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The story's ʻŌlelo Hawaiʻi version, as a keeper adds it (decision 027).
    const hawaiianStory = await t.request('admin', {
      method: 'PATCH',
      url: `/api/canoes/1/stories/${(approved.json() as { story_id: number }).story_id}`,
      headers: WRITE,
      payload: { body_haw: PAYLOAD },
    });
    expect(hawaiianStory.statusCode, hawaiianStory.body).toBe(200);
    const written = await tableRows(t.db);
    const spec = (table: string) => EXPORT_TABLES.find((one) => one.table === table)!;
    const submissionId = (sent.json() as { submission_id: number }).submission_id;
    const storyId = (written.stories as Row[]).find((row) => row.title === 'A story with markup')?.story_id;
    const byWrite = new Map<string, [unknown, unknown]>();
    for (const [table, column, id] of [
      ['canoes', 'notes', (canoe.json() as { canoe_id: number }).canoe_id],
      ['canoes', 'notes_haw', (canoe.json() as { canoe_id: number }).canoe_id],
      ['makers', 'biography', 1],
      ['makers', 'biography_haw', 1],
      ['submissions', 'story', submissionId],
      ['stories', 'body', storyId],
      ['stories', 'body_haw', storyId],
    ] as const) {
      const row = (written[table] as Row[]).find((one) => one[spec(table).id] === id);
      byWrite.set(`${table}.${column}`, [id, row?.[column]]);
    }
    // Every rich-text column was written above.
    expect([...byWrite.keys()].sort()).toEqual(
      Object.entries(RICH_TEXT_COLUMNS)
        .flatMap(([table, columns]) => Object.keys(columns).map((column) => `${table}.${column}`))
        .sort(),
    );

    // An archive of the same rows whose every rich-text value, and the history's copies, hold the payload raw.
    const source = file('hostile-source.zip');
    await exportArchive(t.db, source, { includePrivate: true });
    const files = await zipFiles(source);
    for (const [table, columns] of Object.entries(RICH_TEXT_COLUMNS)) {
      const records = recordsOf(files, table);
      for (const column of Object.keys(columns)) {
        const payloads = records.rows.filter((row) => row[column] !== null);
        expect(payloads.length, `${table}.${column} has a value to import`).toBeGreaterThan(0);
        for (const row of payloads) row[column] = PAYLOAD;
      }
      records.save();
    }
    const history = recordsOf(files, 'change_rows');
    let copies = 0;
    for (const row of history.rows) {
      const columns = RICH_TEXT_COLUMNS[String(row.table_name)];
      if (!columns) continue;
      for (const side of ['before_json', 'after_json']) {
        if (typeof row[side] !== 'string') continue;
        const values = JSON.parse(row[side]) as Record<string, unknown>;
        for (const column of Object.keys(columns)) {
          if (values[column] == null) continue;
          values[column] = PAYLOAD;
          copies++;
        }
        row[side] = JSON.stringify(values);
      }
    }
    expect(copies).toBeGreaterThan(0);
    history.save();
    const hostile = file('hostile.zip');
    await writeZip(hostile, rebag(files));

    const target = await emptyDatabase();
    try {
      await importArchive(target.db, hostile);
      const imported = await tableRows(target.db);
      // Each rich-text value holds what a write of the same text stored, byte for byte.
      for (const [table, columns] of Object.entries(RICH_TEXT_COLUMNS)) {
        for (const column of Object.keys(columns)) {
          const cleaned = (imported[table] as Row[])
            .filter((row) => row[column] !== null)
            .map((row) => row[column]);
          expect(cleaned.length, `${table}.${column}`).toBeGreaterThan(0);
          for (const value of cleaned) {
            expect(value, `${table}.${column}`).toBe(columns[column](PAYLOAD));
            expect(String(value)).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
          }
          // The row written through the API with the payload stores the same.
          const [id, written] = byWrite.get(`${table}.${column}`)!;
          expect(written, `${table}.${column} by a write`).toBe(columns[column](PAYLOAD));
          expect((imported[table] as Row[]).find((row) => row[spec(table).id] === id)![column]).toBe(written);
        }
      }
      for (const row of imported.change_rows as Row[]) {
        for (const side of ['before_json', 'after_json']) {
          expect(String(row[side])).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
        }
      }
    } finally {
      await target.drop();
    }
  });
});

describe('import of a ZIP bomb', () => {
  const STRESS = process.env.STRESS === '1';

  /** `size` bytes of one repeated line (`lineBytes` long, newline included; one line when omitted), in 1 MiB chunks. */
  function* filler(size: number, lineBytes = Infinity, random = false): Generator<Buffer> {
    const chunkSize = 1 << 20;
    let position = 0;
    let seed = 1;
    while (position < size) {
      const chunk = Buffer.alloc(Math.min(chunkSize, size - position), 0x20);
      if (random) {
        // Text that deflate cannot shrink much (base64-like letters), the same every run.
        for (let i = 0; i < chunk.length; i++) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          chunk[i] = 0x41 + ((seed >> 16) % 26);
        }
      }
      for (let i = 0; i < chunk.length; i++) if ((position + i + 1) % lineBytes === 0) chunk[i] = 0x0a;
      position += chunk.length;
      yield chunk;
    }
  }

  /**
   * A good bag whose `replaced` file (under the bag's folder) is `size` bytes of `filler`, with manifests that
   * match it, so only its size gives it away; written without ever holding the big file whole.
   */
  async function bombBag(zipFile: string, replaced: string, make: () => Generator<Buffer>) {
    const good = file('bomb-base.zip');
    if (!fs.existsSync(good)) await exportArchive(t.db, good, { includePrivate: false });
    const files = await zipFiles(good);
    const name = [...files.keys()].find((key) => key.endsWith(`/${replaced}`))!;
    const hash = createHash('sha256');
    let size = 0;
    for (const chunk of make()) {
      hash.update(chunk);
      size += chunk.length;
    }
    const digest = hash.digest('hex');
    // rebag hashes what it is given: the big file's hash and size are put in its manifests afterwards.
    files.set(name, Buffer.alloc(0));
    const bag = rebag(files);
    const root = name.slice(0, -replaced.length);
    const edit = (entry: string, change: (text: string) => string) =>
      bag.set(`${root}${entry}`, Buffer.from(change(bag.get(`${root}${entry}`)!.toString('utf8'))));
    const emptyLine = `${sha256(Buffer.alloc(0))}  ${replaced}`;
    const tags = ['bagit.txt', 'bag-info.txt', 'manifest-sha256.txt'];
    if (replaced.startsWith('data/')) {
      edit('manifest-sha256.txt', (text) => text.replace(emptyLine, `${digest}  ${replaced}`));
      edit('bag-info.txt', (text) =>
        text.replace(
          /^Payload-Oxum: (\d+)\./m,
          (_all, bytes: string) => `Payload-Oxum: ${Number(bytes) + size}.`,
        ),
      );
    }
    edit('tagmanifest-sha256.txt', () =>
      tags
        .map((tag) => `${tag === replaced ? digest : sha256(bag.get(`${root}${tag}`)!)}  ${tag}\n`)
        .join(''),
    );
    const zip = new yazl.ZipFile();
    for (const [entry, bytes] of bag) {
      if (entry === name) zip.addReadStream(Readable.from(make()), entry);
      else zip.addBuffer(bytes, entry);
    }
    zip.end();
    await new Promise<void>((resolve) =>
      zip.outputStream.pipe(fs.createWriteStream(zipFile)).on('close', () => resolve()),
    );
    return fs.statSync(zipFile).size;
  }

  /** Says the ZIP entry `name` inflates to `declared` bytes (its central directory record), whatever it holds. */
  function lie(zipFile: string, name: string, declared: number) {
    const bytes = fs.readFileSync(zipFile);
    for (let at = bytes.indexOf(0x02014b50 & 0xff); at >= 0; at = bytes.indexOf(0x50, at + 1)) {
      if (bytes.readUInt32LE(at) !== 0x02014b50) continue;
      const nameLength = bytes.readUInt16LE(at + 28);
      if (bytes.toString('utf8', at + 46, at + 46 + nameLength).endsWith(`/${name}`)) {
        bytes.writeUInt32LE(declared, at + 24);
        fs.writeFileSync(zipFile, bytes);
        return;
      }
    }
    throw new Error(`no ${name} in ${zipFile}`);
  }

  async function refused(zipFile: string, message: RegExp, limits: Partial<ImportLimits> = {}) {
    const target = await emptyDatabase();
    try {
      const started = performance.now();
      const error = await importArchive(target.db, zipFile, undefined, limits).catch((e: unknown) => e);
      const ms = Math.round(performance.now() - started);
      expect(error, path.basename(zipFile)).toBeInstanceOf(BagError);
      expect((error as Error).message, path.basename(zipFile)).toMatch(message);
      expect(await target.db.kysely.selectFrom('canoes').select('canoe_id').execute()).toEqual([]);
      expect(await target.db.kysely.selectFrom('canoe_types').select('type_id').execute()).toHaveLength(3);
      return ms;
    } finally {
      await target.drop();
    }
  }

  it(
    'refuses a file that inflates far past its compressed size, what its header says, or a limit',
    async () => {
      const MiB = 1 << 20;
      // One line of spaces: a few kB that inflate to 64 MiB (1 GiB under STRESS, as found in the review).
      const size = (STRESS ? 1024 : 64) * MiB;
      const bomb = file('bomb.zip');
      const zipped = await bombBag(bomb, 'data/records/canoes.jsonl', () => filler(size));
      const ms = await refused(
        bomb,
        /^data\/records\/canoes\.jsonl inflates to more than 200 times its compressed size \(a ZIP bomb\?\)$/,
      );
      if (STRESS) console.log(`ZIP bomb: ${zipped} bytes holding ${size} refused in ${ms} ms`);

      // The same file whose ZIP entry says it is 100 bytes: the bytes are counted as they inflate.
      lie(bomb, 'data/records/canoes.jsonl', 100);
      await refused(bomb, /^data\/records\/canoes\.jsonl is damaged: .*(declares|too many bytes)/);

      // Past the limits, each named: a file, a file read whole (a tag file), one line of records.
      const big = file('big.zip');
      await bombBag(big, 'data/records/canoes.jsonl', () => filler(3 * MiB, 1000, true));
      await refused(big, /^data\/records\/canoes\.jsonl is too large: it inflates to more than 2 MiB/, {
        fileBytes: 2 * MiB,
      });
      const tag = file('big-tag.zip');
      await bombBag(tag, 'bag-info.txt', () => filler(3 * MiB, 1000, true));
      await refused(tag, /^bag-info\.txt is too large: it inflates to more than 1 MiB/, {
        wholeFileBytes: MiB,
      });
      const line = file('long-line.zip');
      await bombBag(line, 'data/records/canoes.jsonl', () => filler(3 * MiB, Infinity, true));
      await refused(line, /^data\/records\/canoes\.jsonl, line 1, is longer than 1 MiB$/, { lineBytes: MiB });
    },
    STRESS ? 300_000 : 30_000,
  );
});
