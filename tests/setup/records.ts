/** Setup the steward, maker and people route tests share: JSON requests, creating records, row counts. */
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import {
  buildCanoe,
  buildCanoeMaker,
  buildMaker,
  buildOwner,
  buildParticipation,
  buildPerson,
  buildPhoto,
  buildRace,
  buildPlace,
  buildRestoration,
  buildSource,
  buildProtocol,
  buildProtocolMember,
  keepFor,
  buildTkLabel,
  buildTkLabelUse,
  buildRecording,
} from '../../src/server/record-builders/index.ts';
import { countRows, type TestApp } from './test-app.ts';

/** Inject options of a JSON write (the payload may be anything, malformed bodies included). */
export const json = (method: 'POST' | 'PUT', url: string, payload: unknown) => ({
  method,
  url,
  payload: payload as Record<string, unknown>,
});

/** POST a record as admin, expect 201, and return the answer (its id under `idField`). */
export async function createRecord<K extends string>(
  t: TestApp,
  url: string,
  idField: K,
  body: Record<string, unknown>,
): Promise<{ [P in K]: number } & Record<string, unknown>> {
  const res = await t.request('admin', json('POST', url, body));
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { [P in K]: number } & Record<string, unknown>;
  expect(typeof created[idField]).toBe('number');
  return created;
}

/** Row counts of the given tables, for "nothing changed" checks. */
export async function rowCounts<T extends string>(db: Db, tables: readonly T[]): Promise<Record<T, number>> {
  const counts = {} as Record<T, number>;
  for (const table of tables) counts[table] = await countRows(db, table);
  return counts;
}

/** Record 1 of every kind, linked together, so every path with ids reaches its validation and every list answers. */
export async function buildOneOfEach(db: Db) {
  const person = await buildPerson(db, { name: 'Mahina Kealoha', email: 'mahina@example.org' });
  const maker = await buildMaker(db, { personId: person.person_id });
  const owner = await buildOwner(db, { name: 'Hui Waʻa' });
  const canoe = await buildCanoe(db, {
    name: 'Hōkū Kai',
    ownerships: [{ ownerId: owner.owner_id, start_date: '1990-01-01' }],
  });
  const race = await buildRace(db);
  await buildParticipation(db, { raceId: race.race_id, canoeId: canoe.canoe_id });
  // A place (decision 030) shown to the public by district only, that the canoe, race, a restoration and the
  // steward refer to.
  const place = await buildPlace(db, {
    name: 'Kaunakakai',
    moku: 'Kona',
    ahupuaa: 'Kaunakakai',
    description: 'The harbour town of Molokaʻi.',
    precision: 'district',
  });
  await buildRestoration(db, { canoeId: canoe.canoe_id, placeId: place.place_id });
  await db.kysely
    .updateTable('canoes')
    .set({ origin_place_id: place.place_id, home_place_id: place.place_id })
    .where('canoe_id', '=', canoe.canoe_id)
    .execute();
  await db.kysely
    .updateTable('races')
    .set({ place_id: place.place_id })
    .where('race_id', '=', race.race_id)
    .execute();
  await db.kysely
    .updateTable('owners')
    .set({ home_place_id: place.place_id })
    .where('owner_id', '=', owner.owner_id)
    .execute();
  await buildCanoeMaker(db, { canoeId: canoe.canoe_id, makerId: maker.maker_id });
  const photo = await buildPhoto(db, { canoeId: canoe.canoe_id });
  await buildSource(db, { canoeId: canoe.canoe_id });
  // A recorded oral history with its transcript (decision 035), its teller agreed to be named.
  await buildRecording(db, {
    canoeId: canoe.canoe_id,
    title: 'Carving Hōkū Kai',
    teller: 'Kawika Nāone',
    tellerNamed: true,
    recordedDate: '1978',
    transcript: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nAloha mai kākou.\n',
  });
  // A protocol with a member, and a photo kept for it (decision 020): private, and never in a public answer.
  const protocol = await buildProtocol(db, { name: 'Kahananui ʻohana' });
  const user = await db.kysely.selectFrom('users').select('user_id').orderBy('user_id').executeTakeFirst();
  if (user) await buildProtocolMember(db, protocol.protocol_id, user.user_id, 'keeper');
  const kept = await buildPhoto(db, { canoeId: canoe.canoe_id, caption: 'Kept for the ʻohana' });
  await keepFor(db, 'photo', kept.media_id, [protocol.protocol_id], { shown_as: 'notice' });
  const label = await buildTkLabel(db, { archiveText: 'Ask the Hui before printing this canoe’s image.' });
  await buildTkLabelUse(db, { canoeId: canoe.canoe_id, labelId: label.label_id });
  await buildTkLabelUse(db, {
    canoeId: canoe.canoe_id,
    labelId: label.label_id,
    record: { type: 'media', id: photo.media_id },
  });
}

/**
 * Images that no record and no change names. A photo, logo or picture that is replaced or deleted keeps its
 * image while the change that removed it exists (so a revert brings it back whole); nothing else may be left.
 */
export async function unreferencedImages(db: Db): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('images as i')
    .select('i.image_id')
    .where(({ not, or, exists, selectFrom }) =>
      not(
        or([
          exists(
            selectFrom('change_images as ci')
              .select('ci.image_id')
              .whereRef('ci.image_id', '=', 'i.image_id'),
          ),
          exists(
            selectFrom('canoe_media as m').select('m.media_id').whereRef('m.image_id', '=', 'i.image_id'),
          ),
          exists(
            selectFrom('owners as o').select('o.owner_id').whereRef('o.logo_image_id', '=', 'i.image_id'),
          ),
          exists(
            selectFrom('makers as k').select('k.maker_id').whereRef('k.picture_image_id', '=', 'i.image_id'),
          ),
          exists(
            selectFrom('people as p').select('p.person_id').whereRef('p.picture_image_id', '=', 'i.image_id'),
          ),
        ]),
      ),
    )
    .execute();
  return rows.map((row) => row.image_id);
}
