/**
 * A record and its sources are saved together or not at all (issue 31): the create and update bodies of a canoe,
 * name, ownership, restoration, race result and photo take an optional `sources` list, written in the record's
 * own transaction. A bad source refuses the whole request and writes nothing (no record, no sources, no change);
 * good sources are written with the record as ONE change of the history. On the test database (SQLite, and
 * PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import {
  buildCanoe,
  buildOwner,
  buildParticipation,
  buildPhoto,
  buildRace,
  buildRestoration,
  buildSource,
} from '../../record-builders/index.ts';
import type { Source } from '../../../shared/api/sources.ts';

let t: TestApp;
let ownerId: number;
/** A source of another canoe: naming its id in a record's list is refused. */
let foreignSourceId: number;

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await buildOwner(t.db, { name: 'Hui Waʻa o Waimānalo' })).owner_id;
  foreignSourceId = (await buildSource(t.db, { canoeId: (await buildCanoe(t.db)).canoe_id })).source_id;
});
afterAll(() => t.close());

const NEWSPAPER = {
  kind: 'newspaper',
  citation: 'Honolulu Star-Bulletin, “Koa canoe launched at Waimānalo”, 9 June 1975, p. 3',
  url: 'https://www.newspapers.example/star-bulletin/1975-06-09/3',
};
const ORAL = {
  kind: 'oral_history',
  citation: 'Interview at Waimānalo, 2021',
  teller: 'Uncle Kawika Kahananui',
  teller_named: true,
};

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.request('admin', { method, url, payload });

async function counts(table: string) {
  return {
    record: await countRows(t.db, table),
    sources: await countRows(t.db, 'sources'),
    changes: await countRows(t.db, 'changes'),
  };
}

/** Every row of a table, in a stable order. */
async function rowsOf(table: string) {
  const rows = await t.db.kysely
    .selectFrom(table as 'canoes')
    .selectAll()
    .execute();
  return rows.map((row) => JSON.stringify(row)).sort();
}

/** The tables the newest change wrote rows of. */
async function lastChangeTables() {
  const change = await t.db.kysely
    .selectFrom('changes')
    .select('change_id')
    .orderBy('change_id', 'desc')
    .executeTakeFirstOrThrow();
  const rows = await t.db.kysely
    .selectFrom('change_rows')
    .select('table_name')
    .where('change_id', '=', change.change_id)
    .execute();
  return new Set(rows.map((row) => row.table_name));
}

async function sourcesOf(canoeId: number, type: Source['record_type'], id: number) {
  const res = await t.request('admin', { method: 'GET', url: `/api/canoes/${canoeId}/sources` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Source[])
    .filter((s) => s.record_type === type && s.record_id === id)
    .map((s) => s.citation);
}

interface Kind {
  type: Source['record_type'];
  table: string;
  /** A create request for a new record of a fresh canoe; null for a photo (uploaded as a file). */
  create:
    (() => Promise<{ canoeId: number; url: string; body: Record<string, unknown>; idField: string }>) | null;
  /** An existing record to update, and the body that updates it. */
  update: () => Promise<{ canoeId: number; id: number; url: string; body: Record<string, unknown> }>;
}

const KINDS: Kind[] = [
  {
    type: 'canoe',
    table: 'canoes',
    create: async () => ({
      canoeId: 0,
      url: '/api/canoes',
      body: { name: `Kaʻimikai ${Math.random()}`, origin: 'Waimānalo' },
      idField: 'canoe_id',
    }),
    update: async () => {
      const canoe = await buildCanoe(t.db);
      return {
        canoeId: canoe.canoe_id,
        id: canoe.canoe_id,
        url: `/api/canoes/${canoe.canoe_id}`,
        body: { origin: 'Hilo' },
      };
    },
  },
  {
    type: 'canoe_name',
    table: 'canoe_names',
    create: async () => {
      const canoe = await buildCanoe(t.db, { names: [{ name: 'Hōkūlani', start_date: '1970-01-01' }] });
      return {
        canoeId: canoe.canoe_id,
        url: `/api/canoes/${canoe.canoe_id}/names`,
        body: { name: 'Kaʻala', start_date: '1960', end_date: '1969' },
        idField: 'canoe_name_id',
      };
    },
    update: async () => {
      const canoe = await buildCanoe(t.db, { names: [{ name: 'Hōkūlani', start_date: '1970-01-01' }] });
      const nameId = canoe.names[0].canoe_name_id;
      return {
        canoeId: canoe.canoe_id,
        id: nameId,
        url: `/api/canoes/${canoe.canoe_id}/names/${nameId}`,
        body: { name: 'Hōkūlani', start_date: '1971' },
      };
    },
  },
  {
    type: 'ownership',
    table: 'ownerships',
    create: async () => {
      const canoe = await buildCanoe(t.db);
      return {
        canoeId: canoe.canoe_id,
        url: '/api/ownerships',
        body: { canoe_id: canoe.canoe_id, owner_id: ownerId, start_date: '1975', end_date: '1980' },
        idField: 'ownership_id',
      };
    },
    update: async () => {
      const canoe = await buildCanoe(t.db, { ownerships: [{ ownerId, start_date: '1975-01-01' }] });
      const id = canoe.ownerships[0].ownership_id;
      return {
        canoeId: canoe.canoe_id,
        id,
        url: `/api/ownerships/${id}`,
        body: { owner_id: ownerId, start_date: '1976' },
      };
    },
  },
  {
    type: 'restoration',
    table: 'restorations',
    create: async () => {
      const canoe = await buildCanoe(t.db);
      return {
        canoeId: canoe.canoe_id,
        url: `/api/canoes/${canoe.canoe_id}/restorations`,
        body: { restoration_date: '1998', description: 'Gunwales replaced' },
        idField: 'restoration_id',
      };
    },
    update: async () => {
      const canoe = await buildCanoe(t.db);
      const row = await buildRestoration(t.db, { canoeId: canoe.canoe_id });
      return {
        canoeId: canoe.canoe_id,
        id: row.restoration_id,
        url: `/api/canoes/${canoe.canoe_id}/restorations/${row.restoration_id}`,
        body: { restoration_date: '1999', description: 'Hull refinished' },
      };
    },
  },
  {
    type: 'participation',
    table: 'race_participations',
    create: async () => {
      const canoe = await buildCanoe(t.db);
      const race = await buildRace(t.db);
      return {
        canoeId: canoe.canoe_id,
        url: `/api/races/${race.race_id}/participants`,
        body: { canoe_id: canoe.canoe_id, position: 3 },
        idField: 'participation_id',
      };
    },
    update: async () => {
      const canoe = await buildCanoe(t.db);
      const race = await buildRace(t.db);
      const row = await buildParticipation(t.db, { raceId: race.race_id, canoeId: canoe.canoe_id });
      return {
        canoeId: canoe.canoe_id,
        id: row.participation_id,
        url: `/api/races/${race.race_id}/participants/${row.participation_id}`,
        body: { canoe_id: canoe.canoe_id, position: 2 },
      };
    },
  },
  {
    type: 'media',
    table: 'canoe_media',
    create: null,
    update: async () => {
      const canoe = await buildCanoe(t.db);
      const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id });
      return {
        canoeId: canoe.canoe_id,
        id: photo.media_id,
        url: `/api/canoes/${canoe.canoe_id}/media/${photo.media_id}`,
        body: { caption: 'At the launch' },
      };
    },
  },
];

describe.each(KINDS.filter((kind) => kind.create))('a new $type with its sources', (kind) => {
  it('is refused whole for a bad source: no record, no sources, no change', async () => {
    const { url, body } = await kind.create!();
    const before = await counts(kind.table);
    const res = await send('POST', url, {
      ...body,
      sources: [NEWSPAPER, { ...ORAL, source_id: foreignSourceId }],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({
      'sources.1.source_id': 'source_id must be one of this record’s sources, once',
    });
    expect(await counts(kind.table)).toEqual(before);
  });

  it('is written with its sources as one change', async () => {
    const created = await kind.create!();
    const before = await counts(kind.table);
    const res = await send('POST', created.url, { ...created.body, sources: [NEWSPAPER, ORAL] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()[created.idField] as number;
    const canoeId = kind.type === 'canoe' ? id : created.canoeId;
    expect(await sourcesOf(canoeId, kind.type, id)).toEqual([NEWSPAPER.citation, ORAL.citation]);
    const after = await counts(kind.table);
    expect(after.record).toBe(before.record + 1);
    expect(after.sources).toBe(before.sources + 2);
    expect(after.changes).toBe(before.changes + 1);
    const tables = await lastChangeTables();
    expect(tables.has(kind.table) && tables.has('sources'), [...tables].join()).toBe(true);
  });
});

describe.each(KINDS)('an edited $type with its sources', (kind) => {
  it('is refused whole for a bad source: the record, its sources and the history stay as they were', async () => {
    const { canoeId, id, url, body } = await kind.update();
    const kept = await buildSource(t.db, {
      canoeId,
      record: kind.type === 'canoe' ? undefined : { type: kind.type, id },
      citation: 'Club minutes, 1975',
    });
    const before = await counts(kind.table);
    const rows = await rowsOf(kind.table);
    const res = await send('PUT', url, {
      ...body,
      sources: [
        { ...NEWSPAPER, source_id: kept.source_id },
        { ...NEWSPAPER, source_id: foreignSourceId },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({
      'sources.1.source_id': 'source_id must be one of this record’s sources, once',
    });
    expect(await counts(kind.table)).toEqual(before);
    expect(await rowsOf(kind.table)).toEqual(rows);
    expect(await sourcesOf(canoeId, kind.type, id)).toEqual(['Club minutes, 1975']);
  });

  it('is written with its sources as one change; a body without sources leaves them as they are', async () => {
    const { canoeId, id, url, body } = await kind.update();
    const kept = await buildSource(t.db, {
      canoeId,
      record: kind.type === 'canoe' ? undefined : { type: kind.type, id },
      citation: 'Club minutes, 1975',
    });
    const before = await counts(kind.table);
    const res = await send('PUT', url, {
      ...body,
      sources: [ORAL, { source_id: kept.source_id, kind: 'document', citation: 'Club minutes, 1976' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sourcesOf(canoeId, kind.type, id)).toEqual([ORAL.citation, 'Club minutes, 1976']);
    const after = await counts(kind.table);
    expect(after).toEqual({
      record: before.record,
      sources: before.sources + 1,
      changes: before.changes + 1,
    });
    const tables = await lastChangeTables();
    expect(tables.has(kind.table) && tables.has('sources'), [...tables].join()).toBe(true);

    const again = await send('PUT', url, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(await sourcesOf(canoeId, kind.type, id)).toEqual([ORAL.citation, 'Club minutes, 1976']);
  });
});
