/**
 * A protocol's export (GET /api/protocols/:id/export; decision 020, docs/open-data.md): its keepers download the
 * public archive and what their protocol keeps, checked file by file against marks kept for it, for another
 * protocol, for both together and for another protocol's keepers; nobody else may download it; and the file,
 * imported into an empty archive, gives back the same public and kept content, still kept for a protocol of the
 * same name, and the same file when exported again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { zipBufferFiles, zipFiles } from '../setup/zip.ts';
import { createApiToken, createUser } from '../../src/server/modules/auth/accounts.service.ts';
import {
  buildCanoe,
  buildPhoto,
  buildPlace,
  buildProtocol,
  buildProtocolMember,
  buildSource,
  buildTkLabel,
  buildTkLabelUse,
  keepFor,
} from '../../src/server/record-builders/index.ts';
import { insertStory } from '../../src/server/modules/submissions/submission.repository.ts';
import { updateCanoe } from '../../src/server/modules/canoes/canoe.repository.ts';
import { nowIso } from '../../src/server/db/database.ts';
import { importArchive } from '../../src/server/modules/open-data/import.ts';
import { exportArchive } from '../../src/server/modules/open-data/export.ts';
import { protocolExport } from '../../src/server/modules/protocols/protocol.service.ts';
import { EVERYTHING } from '../../src/server/core/viewer.ts';
import { ARCHIVE_ESTIMATE_HEADER } from '../../src/shared/constants.ts';

type Row = Record<string, unknown>;

/** What the Kahananui ʻohana's export must hold: its own kept content, and content it shares with the hālau. */
const OURS = {
  story: 'Kahananui-story-words',
  keepersStory: 'Kahananui-keepers-only',
  photo: 'Kahananui-photo-caption',
  photoSource: 'Kahananui-photo-source',
  oralHistory: 'Kahananui-oral-history',
  teller: 'Kahananui-teller-name',
  notes: 'Kahananui-notes-words',
  // The notes' ʻŌlelo Hawaiʻi version leaves, or stays, with them (decision 027).
  notesHaw: 'Kahananui-notes-hawaiian',
  // Kept for the members of either protocol: a member of the ʻohana alone sees it.
  eitherStory: 'Either-protocol-story',
  // A place kept for the ʻohana, the canoe's home waters (decision 030).
  place: 'Kahananui-kept-place',
};
/** What it must never hold. */
const THEIRS = {
  story: 'Halau-story-words',
  keepersStory: 'Halau-keepers-only',
  photo: 'Halau-photo-caption',
  notes: 'Halau-notes-words',
  notesHaw: 'Halau-notes-hawaiian',
  // Kept for those who belong to both: a member of the ʻohana alone does not see it.
  bothStory: 'Both-protocols-story',
  description: 'Halau-description-words',
  // A source kept for the ʻohana on its own, citing the hālau's photo: it cannot leave without the photo.
  sourceOnTheirPhoto: 'Kahananui-source-of-halau-photo',
  // A place kept for the hālau, the other canoe's home waters.
  place: 'Halau-kept-place',
};
const PUBLIC = {
  story: 'A public story of the canoe',
  photo: 'A public photo of the launch',
  source: 'A public newspaper cutting',
};
const EMAILS = ['keeper.a@example.org', 'member.a@example.org', 'keeper.b@example.org', 'admin@example.org'];

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-protocol-export-'));
const tokens: Record<'keeperA' | 'memberA' | 'keeperB', string> = {} as never;
const ids = {} as {
  canoe: number;
  otherCanoe: number;
  protocolA: number;
  protocolB: number;
  ourPhoto: number;
  ourImage: number;
  theirPhoto: number;
  theirImage: number;
  publicImage: number;
  storyA: number;
  ourPlace: number;
  theirPlace: number;
};

async function account(email: string) {
  const user = await createUser(t.db, { email, name: email.split('@')[0], password: 'a-long-password-1' });
  return { userId: user.user_id, token: await createApiToken(t.db, email) };
}

const image = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

function ask(token: string | null, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const keeperA = await account('keeper.a@example.org');
  const memberA = await account('member.a@example.org');
  const keeperB = await account('keeper.b@example.org');
  tokens.keeperA = keeperA.token;
  tokens.memberA = memberA.token;
  tokens.keeperB = keeperB.token;

  const protocolA = await buildProtocol(t.db, {
    name: 'Kahananui ʻohana',
    description: 'The family of the canoe’s first steward',
  });
  const protocolB = await buildProtocol(t.db, { name: 'Hālau Hoe', description: THEIRS.description });
  await buildProtocolMember(t.db, protocolA.id, keeperA.userId, 'keeper');
  await buildProtocolMember(t.db, protocolA.id, memberA.userId, 'member');
  await buildProtocolMember(t.db, protocolB.id, keeperB.userId, 'keeper');

  const canoe = await buildCanoe(t.db, { name: 'Kaʻiulani' });
  const otherCanoe = await buildCanoe(t.db, { name: 'Mahina' });
  const ourPhoto = await buildPhoto(t.db, {
    canoeId: canoe.canoe_id,
    caption: OURS.photo,
    image: await image('#a01010'),
  });
  const theirPhoto = await buildPhoto(t.db, {
    canoeId: canoe.canoe_id,
    caption: THEIRS.photo,
    image: await image('#1010a0'),
  });
  const publicPhoto = await buildPhoto(t.db, {
    canoeId: canoe.canoe_id,
    caption: PUBLIC.photo,
    image: await image('#10a010'),
  });
  await buildSource(t.db, {
    canoeId: canoe.canoe_id,
    record: { type: 'media', id: ourPhoto.media_id },
    citation: OURS.photoSource,
  });
  const oral = await buildSource(t.db, {
    canoeId: canoe.canoe_id,
    kind: 'oral_history',
    citation: OURS.oralHistory,
    teller: OURS.teller,
    tellerNamed: true,
  });
  await buildSource(t.db, { canoeId: canoe.canoe_id, citation: PUBLIC.source });
  const sourceOnTheirs = await buildSource(t.db, {
    canoeId: canoe.canoe_id,
    record: { type: 'media', id: theirPhoto.media_id },
    citation: THEIRS.sourceOnTheirPhoto,
  });
  await updateCanoe(
    t.db.kysely,
    canoe.canoe_id,
    { notes: `<p>${OURS.notes}</p>`, notes_haw: `<p>${OURS.notesHaw}</p>` },
    nowIso(),
  );
  await updateCanoe(
    t.db.kysely,
    otherCanoe.canoe_id,
    { notes: `<p>${THEIRS.notes}</p>`, notes_haw: `<p>${THEIRS.notesHaw}</p>` },
    nowIso(),
  );

  const story = (words: string) =>
    insertStory(t.db.kysely, {
      canoe_id: canoe.canoe_id,
      title: null,
      body: `<p>${words}</p>`,
      shown_name: 'A paddler',
      licence: null,
      shared_at: nowIso(),
      published_at: nowIso(),
      submission_id: null,
    });
  await story(PUBLIC.story);
  const storyA = await story(OURS.story);
  const keepersA = await story(OURS.keepersStory);
  const either = await story(OURS.eitherStory);
  const storyB = await story(THEIRS.story);
  const keepersB = await story(THEIRS.keepersStory);
  const both = await story(THEIRS.bothStory);

  const A = protocolA.id;
  const B = protocolB.id;
  await keepFor(t.db, 'photo', ourPhoto.media_id, [A], { shown_as: 'notice' });
  await keepFor(t.db, 'photo', theirPhoto.media_id, [B]);
  await keepFor(t.db, 'story', storyA.story_id, [A], { shown_as: 'notice' });
  await keepFor(t.db, 'story', keepersA.story_id, [A], { visibility: 'keepers' });
  await keepFor(t.db, 'story', either.story_id, [A, B], { protocols_needed: 'any' });
  await keepFor(t.db, 'story', storyB.story_id, [B]);
  await keepFor(t.db, 'story', keepersB.story_id, [B], { visibility: 'keepers' });
  await keepFor(t.db, 'story', both.story_id, [A, B], { protocols_needed: 'all' });
  await keepFor(t.db, 'source', oral.source_id, [A]);
  await keepFor(t.db, 'source', sourceOnTheirs.source_id, [A]);
  await keepFor(t.db, 'notes', canoe.canoe_id, [A], { shown_as: 'notice' });
  await keepFor(t.db, 'notes', otherCanoe.canoe_id, [B]);
  const ourPlace = await buildPlace(t.db, { name: OURS.place });
  const theirPlace = await buildPlace(t.db, { name: THEIRS.place });
  for (const [canoeId, place] of [
    [canoe.canoe_id, ourPlace],
    [otherCanoe.canoe_id, theirPlace],
  ] as const) {
    await t.db.kysely
      .updateTable('canoes')
      .set({ home_place_id: place.place_id })
      .where('canoe_id', '=', canoeId)
      .execute();
  }
  await keepFor(t.db, 'place', ourPlace.place_id, [A]);
  await keepFor(t.db, 'place', theirPlace.place_id, [B]);

  // A Traditional Knowledge label on the ʻohana's story and on the hālau's: each leaves with its story only.
  const label = await buildTkLabel(t.db, { name: 'TK Family' });
  await buildTkLabelUse(t.db, {
    canoeId: canoe.canoe_id,
    labelId: label.label_id,
    record: { type: 'story', id: storyA.story_id },
  });
  await buildTkLabelUse(t.db, {
    canoeId: canoe.canoe_id,
    labelId: label.label_id,
    record: { type: 'story', id: storyB.story_id },
  });

  Object.assign(ids, {
    canoe: canoe.canoe_id,
    otherCanoe: otherCanoe.canoe_id,
    protocolA: A,
    protocolB: B,
    ourPhoto: ourPhoto.media_id,
    ourImage: ourPhoto.image_id,
    theirPhoto: theirPhoto.media_id,
    theirImage: theirPhoto.image_id,
    publicImage: publicPhoto.image_id,
    storyA: storyA.story_id,
    ourPlace: ourPlace.place_id,
    theirPlace: theirPlace.place_id,
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A bag's files by their path inside the bag (`data/records/stories.jsonl`, `README.txt`). */
function inBag(all: Map<string, Buffer>): Map<string, Buffer> {
  const root = [...all.keys()].find((name) => name.endsWith('/bagit.txt'))!.slice(0, -'bagit.txt'.length);
  return new Map([...all].map(([name, bytes]) => [name.slice(root.length), bytes]));
}

const rowsOf = (files: Map<string, Buffer>, table: string): Row[] =>
  (files.get(`data/records/${table}.jsonl`)?.toString('utf8') ?? '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);

async function storedImage(imageId: number) {
  return t.db.kysely
    .selectFrom('images')
    .select(['display', 'thumbnail'])
    .where('image_id', '=', imageId)
    .executeTakeFirstOrThrow();
}

async function download(token: string | null, protocolId = ids.protocolA) {
  return ask(token, `/api/protocols/${protocolId}/export`);
}

describe('a protocol’s export', () => {
  it('holds, file by file, the public archive and what the protocol keeps, and nothing kept for others', async () => {
    const res = await download(tokens.keeperA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="koa-canoe-archive-\d{4}-\d{2}-\d{2}-kahananui-ohana\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const all = await zipBufferFiles(res.rawPayload);
    expect([...all.keys()][0]).toMatch(/^koa-canoe-archive-\d{4}-\d{2}-\d{2}-kahananui-ohana\//);
    const files = inBag(all);

    // Every file, records, CSV, descriptions, tag files and images alike: no mark of what others keep, no account.
    const theirImage = await storedImage(ids.theirImage);
    const leaks: string[] = [];
    for (const [name, bytes] of files) {
      const text = bytes.toString('utf8');
      for (const [mark, words] of Object.entries(THEIRS))
        if (text.includes(words)) leaks.push(`${name}: ${mark}`);
      for (const email of EMAILS) if (text.includes(email)) leaks.push(`${name}: ${email}`);
      if (bytes.equals(Buffer.from(theirImage.display)) || bytes.equals(Buffer.from(theirImage.thumbnail))) {
        leaks.push(`${name}: the hālau's photo`);
      }
      if (name.startsWith(`data/images/${ids.theirImage}-`)) leaks.push(`${name}: the hālau's image file`);
    }
    expect(leaks).toEqual([]);
    for (const table of ['users', 'protocol_members', 'submissions', 'subscribers', 'changes']) {
      expect(files.has(`data/records/${table}.jsonl`), table).toBe(false);
    }

    // What the ʻohana keeps is all there, each in its table, and the photo's image with its bytes.
    const texts = (table: string) => files.get(`data/records/${table}.jsonl`)!.toString('utf8');
    for (const words of [OURS.story, OURS.keepersStory, OURS.eitherStory, PUBLIC.story]) {
      expect(texts('stories'), words).toContain(words);
    }
    expect(texts('canoe_media')).toContain(OURS.photo);
    expect(texts('canoe_media')).toContain(PUBLIC.photo);
    for (const words of [OURS.photoSource, OURS.oralHistory, OURS.teller, PUBLIC.source]) {
      expect(texts('sources'), words).toContain(words);
    }
    expect(texts('canoes')).toContain(OURS.notes);
    expect(texts('canoes')).toContain(OURS.notesHaw);
    expect(files.has(`data/csv/stories.csv`)).toBe(true);
    expect(files.get('data/csv/stories.csv')!.toString('utf8')).toContain(OURS.story);
    const ourImage = await storedImage(ids.ourImage);
    expect(files.get(`data/images/${ids.ourImage}-display.webp`)?.equals(Buffer.from(ourImage.display))).toBe(
      true,
    );
    expect(
      files.get(`data/images/${ids.ourImage}-thumbnail.webp`)?.equals(Buffer.from(ourImage.thumbnail)),
    ).toBe(true);
    expect(files.has(`data/images/${ids.publicImage}-display.webp`)).toBe(true);
    // The label on the ʻohana's story leaves with it; the one on the hālau's story does not.
    const uses = rowsOf(files, 'tk_label_uses');
    expect(uses.map((use) => use.story_id)).toEqual([ids.storyA]);

    // Each kept row names its protection, and the bag says what each protection is: the file says what is kept.
    const stories = rowsOf(files, 'stories');
    const kept = stories.find((row) => String(row.body).includes(OURS.story))!;
    expect(kept.protection_id).not.toBeNull();
    expect(kept.protection_own).toBe(1);
    const protections = rowsOf(files, 'protections');
    expect(protections.map((row) => row.protection_id)).toContain(kept.protection_id);
    const protocols = rowsOf(files, 'protocols');
    expect(protocols.map((row) => row.name)).toEqual(['Kahananui ʻohana', 'Hālau Hoe']);
    expect(protocols[0].description).toBe('The family of the canoe’s first steward');
    // The hālau is named by the protection the two share, as its members read it: its name and nothing more.
    expect(protocols[1].description).toBeNull();
    const info = JSON.parse(files.get('data/export.json')!.toString('utf8')) as {
      include_private: boolean;
      protocol: { protocol_id: number; name: string; protections: Row[] };
    };
    expect(info.include_private).toBe(false);
    expect(info.protocol).toMatchObject({ protocol_id: ids.protocolA, name: 'Kahananui ʻohana' });
    expect(info.protocol.protections).toEqual(
      expect.arrayContaining([
        {
          protection_id: kept.protection_id,
          level: 'protocols',
          protocols_needed: 'any',
          shown_as: 'notice',
          protocols: ['Kahananui ʻohana'],
        },
        expect.objectContaining({ level: 'keepers', protocols: ['Kahananui ʻohana'] }),
        expect.objectContaining({ level: 'protocols', protocols: ['Hālau Hoe', 'Kahananui ʻohana'] }),
      ]),
    );
    expect(
      info.protocol.protections.every((protection) =>
        (protection.protocols as string[]).includes('Kahananui ʻohana'),
      ),
    ).toBe(true);
    const readme = files.get('README.txt')!.toString('utf8');
    expect(readme).toContain('WHAT IS KEPT FOR "Kahananui ʻohana"');
    expect(readme).toContain('Give this file only to the people of "Kahananui ʻohana"');
    expect(files.get('bag-info.txt')!.toString('utf8')).toContain(
      'public archive, with what is kept for the protocol "Kahananui ʻohana"',
    );
  });

  it('is what the protocol keeps for an administrator too, not the whole archive', async () => {
    const keeper = inBag(await zipBufferFiles((await download(tokens.keeperA)).rawPayload));
    const admin = await download(t.tokens.admin);
    expect(admin.statusCode).toBe(200);
    const files = inBag(await zipBufferFiles(admin.rawPayload));
    expect(files.get('manifest-sha256.txt')!.toString()).toBe(keeper.get('manifest-sha256.txt')!.toString());
  });

  it('the other protocol’s keeper downloads theirs, without what the ʻohana keeps alone', async () => {
    const res = await download(tokens.keeperB, ids.protocolB);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/-halau-hoe\.zip"$/);
    const text = [...(await zipBufferFiles(res.rawPayload)).values()]
      .map((b) => b.toString('utf8'))
      .join('\n');
    for (const words of [
      THEIRS.story,
      THEIRS.keepersStory,
      THEIRS.photo,
      THEIRS.notes,
      THEIRS.notesHaw,
      OURS.eitherStory,
    ]) {
      expect(text, words).toContain(words);
    }
    for (const words of [
      OURS.story,
      OURS.keepersStory,
      OURS.photo,
      OURS.notes,
      OURS.notesHaw,
      OURS.oralHistory,
    ]) {
      expect(text, words).not.toContain(words);
    }
  });

  it('only the protocol’s keepers and administrators may download it', async () => {
    expect((await download(null)).statusCode).toBe(401);
    // Signed in without the protocol, or keeping another: the protocol is not found, as its page says.
    expect((await download(t.tokens.user)).statusCode).toBe(404);
    expect((await download(tokens.keeperB)).statusCode).toBe(404);
    // A member who is not a keeper: refused, with the page's words.
    const member = await download(tokens.memberA);
    expect(member.statusCode).toBe(403);
    expect(member.headers['content-type']).toMatch(/json/);
    expect((await download(t.tokens.admin, 9999)).statusCode).toBe(404);
  });
});

describe('places kept for a protocol', () => {
  it('leave in their protocol’s export only; a record naming one leaves without it, and the file imports', async () => {
    const canoeRow = (files: Map<string, Buffer>, canoeId: number) =>
      rowsOf(files, 'canoes').find((row) => row.canoe_id === canoeId)!;
    const ours = inBag(await zipBufferFiles((await download(tokens.keeperA)).rawPayload));
    expect(rowsOf(ours, 'places').map((row) => row.name)).toEqual([OURS.place]);
    expect(canoeRow(ours, ids.canoe).home_place_id).toBe(ids.ourPlace);
    expect(canoeRow(ours, ids.otherCanoe).home_place_id).toBeNull();

    // The public archive, as `cli export` writes it.
    const file = path.join(dir, 'public.zip');
    await exportArchive(t.db, file, { includePrivate: false });
    const open = inBag(await zipFiles(file));
    expect(rowsOf(open, 'places')).toEqual([]);
    expect(canoeRow(open, ids.canoe).home_place_id).toBeNull();
    expect(canoeRow(open, ids.otherCanoe).home_place_id).toBeNull();
    const target = await createTestApp();
    try {
      const { rows } = await importArchive(target.db, file);
      expect(rows.canoes).toBe(2);
      const canoe = (
        await target.request('anonymous', { method: 'GET', url: `/api/canoes/${ids.canoe}` })
      ).json();
      expect(canoe).toMatchObject({ name: 'Kaʻiulani', home_place: null });
    } finally {
      await target.close();
    }
  }, 60_000);
});

describe('its round trip', () => {
  it('imports into an empty archive with the protocol’s content still kept for a protocol of that name', async () => {
    const first = path.join(dir, 'ohana.zip');
    fs.writeFileSync(first, (await download(tokens.keeperA)).rawPayload);

    const target = await createTestApp();
    try {
      const { info, rows } = await importArchive(target.db, first);
      expect(info.protocol?.name).toBe('Kahananui ʻohana');
      expect(rows.protocols).toBe(2);
      expect(rows.protocol_members).toBeUndefined();

      // A visitor of the new archive reads the public record and nothing kept.
      const asVisitor = async (url: string) =>
        (await target.request('anonymous', { method: 'GET', url })).body;
      const publicBody = [
        await asVisitor(`/api/canoes/${ids.canoe}`),
        await asVisitor(`/api/canoes/${ids.canoe}/stories`),
        await asVisitor(`/api/canoes/${ids.canoe}/media`),
        await asVisitor(`/api/canoes/${ids.canoe}/sources`),
      ].join('\n');
      for (const words of Object.values(PUBLIC)) expect(publicBody, words).toContain(words);
      for (const words of Object.values(OURS)) expect(publicBody, words).not.toContain(words);
      const image = await target.request('anonymous', {
        method: 'GET',
        url: `/api/canoes/${ids.canoe}/media/${ids.ourPhoto}/image`,
      });
      expect(image.statusCode).toBe(404);
      // The visitor is told what the ʻohana keeps, as its keepers chose.
      expect(JSON.parse(await asVisitor(`/api/canoes/${ids.canoe}`))).toMatchObject({
        kept_notices: expect.arrayContaining([{ kind: 'story', protocols: ['Kahananui ʻohana'], count: 1 }]),
      });

      // The protocol is there, with no members: the new archive's administrators add them.
      const listed = (
        await target.request('admin', { method: 'GET', url: '/api/protocols' })
      ).json() as Row[];
      expect(listed.map((row) => [row.name, row.member_count])).toEqual(
        expect.arrayContaining([
          ['Kahananui ʻohana', 0],
          ['Hālau Hoe', 0],
        ]),
      );
      const newMember = await createUser(target.db, {
        email: 'new.member@example.org',
        name: 'new.member',
        password: 'a-long-password-1',
      });
      const added = await target.request('admin', {
        method: 'POST',
        url: `/api/protocols/${ids.protocolA}/members`,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        payload: { email: 'new.member@example.org', role: 'member' },
      });
      expect(added.statusCode, added.body).toBe(201);
      const token = await createApiToken(target.db, newMember.email);
      const asMember = (url: string) =>
        target.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const memberBody = [
        (await asMember(`/api/canoes/${ids.canoe}`)).body,
        (await asMember(`/api/canoes/${ids.canoe}/stories`)).body,
        (await asMember(`/api/canoes/${ids.canoe}/sources`)).body,
      ].join('\n');
      for (const words of [
        OURS.story,
        OURS.eitherStory,
        OURS.photo,
        OURS.oralHistory,
        OURS.notes,
        OURS.place,
      ]) {
        expect(memberBody, words).toContain(words);
      }
      // Keepers-only content stays for the keepers.
      expect(memberBody).not.toContain(OURS.keepersStory);
      const memberImage = await asMember(`/api/canoes/${ids.canoe}/media/${ids.ourPhoto}/image`);
      expect(memberImage.statusCode).toBe(200);
      expect(memberImage.rawPayload.equals(Buffer.from((await storedImage(ids.ourImage)).display))).toBe(
        true,
      );

      // Exported again for the protocol, the new archive gives the same payload.
      const again = path.join(dir, 'again.zip');
      await exportArchive(target.db, again, {
        includePrivate: false,
        protocol: await protocolExport(target.db, EVERYTHING, ids.protocolA),
      });
      const manifest = async (file: string) =>
        inBag(await zipFiles(file))
          .get('manifest-sha256.txt')!
          .toString();
      expect(await manifest(again)).toBe(await manifest(first));
    } finally {
      await target.close();
    }
  }, 60_000);
});

describe('its size, told before the download', () => {
  const estimate = async (token: string, url: string) => {
    const res = await ask(token, url);
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.headers[ARCHIVE_ESTIMATE_HEADER.toLowerCase()]);
  };

  it('counts only what the export holds: a photo kept for the hālau changes neither the ʻohana’s nor the public one', async () => {
    const ours = await estimate(tokens.keeperA, `/api/protocols/${ids.protocolA}/export`);
    const theirs = await estimate(tokens.keeperB, `/api/protocols/${ids.protocolB}/export`);
    const everyone = await estimate(t.tokens.admin, '/api/open-data/archive');
    expect(ours).toBeGreaterThan(everyone);

    // A large photo, noise that does not compress, kept for the hālau alone.
    const noise = Buffer.alloc(400 * 300 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await buildPhoto(t.db, {
      canoeId: ids.otherCanoe,
      caption: 'Halau-large-photo',
      image: await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
        .png()
        .toBuffer(),
    });
    await keepFor(t.db, 'photo', big.media_id, [ids.protocolB]);
    const stored = await storedImage(big.image_id);
    const bytes = stored.display.length + stored.thumbnail.length;
    expect(bytes).toBeGreaterThan(10_000);

    expect(await estimate(tokens.keeperA, `/api/protocols/${ids.protocolA}/export`)).toBe(ours);
    expect(await estimate(t.tokens.admin, '/api/open-data/archive')).toBe(everyone);
    expect(await estimate(tokens.keeperB, `/api/protocols/${ids.protocolB}/export`)).toBeGreaterThanOrEqual(
      theirs + bytes,
    );
  });
});
