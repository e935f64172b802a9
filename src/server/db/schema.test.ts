/** The rules the schema itself keeps, on both databases, whatever code writes to it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
import { buildCanoe, buildOwner, buildPerson, buildRace } from '../record-builders/index.ts';
import { isForeignKeyViolation, isUniqueViolation, loadMigrations, migrate, type Db } from './database.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
});
afterAll(() => drop());

async function failure(work: Promise<unknown> | (() => Promise<unknown>)): Promise<unknown> {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (error) {
    return error;
  }
  throw new Error('the database accepted it');
}

describe('database schema', () => {
  it('migrates twice without harm', async () => {
    await migrate(db);
    const types = await db.kysely.selectFrom('canoe_types').selectAll().orderBy('type_id').execute();
    expect(types.map((t) => t.name)).toEqual(['Racing Canoe', 'Fishing Canoe', 'Voyaging Canoe']);
  });

  it('allows one open ownership and one current name per canoe', async () => {
    const owner = await buildOwner(db);
    const canoe = await buildCanoe(db, {
      ownerships: [{ ownerId: owner.owner_id, start_date: '1990-01-01' }],
    });
    const second = await failure(
      db.kysely
        .insertInto('ownerships')
        .values({ canoe_id: canoe.canoe_id, owner_id: owner.owner_id, start_date: '2000-01-01' })
        .execute(),
    );
    expect(isUniqueViolation(second)).toBe(true);
    const name = await failure(
      db.kysely
        .insertInto('canoe_names')
        .values({
          canoe_id: canoe.canoe_id,
          name: 'Two',
          name_folded: 'two',
          start_date: null,
          end_date: null,
        })
        .execute(),
    );
    expect(isUniqueViolation(name)).toBe(true);
    // Ended ones are history: any number of them.
    await db.kysely
      .insertInto('ownerships')
      .values({
        canoe_id: canoe.canoe_id,
        owner_id: owner.owner_id,
        start_date: '1980-01-01',
        end_date: '1990-01-01',
      })
      .execute();
  });

  it('checks years, types, positions and kinds', async () => {
    const canoe = await buildCanoe(db);
    const race = await buildRace(db);
    const now = new Date().toISOString();
    const attempts: (() => Promise<unknown>)[] = [
      () =>
        db.kysely.updateTable('canoes').set({ type_id: 4 }).where('canoe_id', '=', canoe.canoe_id).execute(),
      () =>
        db.kysely
          .updateTable('canoes')
          .set({ build_date: '0999-01-01' })
          .where('canoe_id', '=', canoe.canoe_id)
          .execute(),
      () =>
        db.kysely.updateTable('canoes').set({ length: -1 }).where('canoe_id', '=', canoe.canoe_id).execute(),
      () =>
        db.kysely
          .insertInto('race_participations')
          .values({ race_id: race.race_id, canoe_id: canoe.canoe_id, position: 0 })
          .execute(),
      () =>
        db.kysely
          .insertInto('owners')
          .values({
            name: 'X',
            name_folded: 'x',
            description_folded: '',
            owner_type: 'alien',
            created_at: now,
            updated_at: now,
          })
          .execute(),
      () =>
        db.kysely
          .insertInto('owners')
          .values({
            name: 'Y',
            name_folded: 'y',
            owner_type: 'individual',
            description_folded: '',
            founded: 999,
            created_at: now,
            updated_at: now,
          })
          .execute(),
    ];
    for (const attempt of attempts) expect(await failure(attempt)).toBeTruthy();
  });

  it('keeps references: no unknown steward, no deleting one that is referred to, a canoe takes its own rows', async () => {
    const owner = await buildOwner(db);
    const canoe = await buildCanoe(db, {
      ownerships: [{ ownerId: owner.owner_id, start_date: '1990-01-01' }],
    });
    const unknown = await failure(
      db.kysely
        .insertInto('ownerships')
        .values({
          canoe_id: canoe.canoe_id,
          owner_id: 999999,
          start_date: '1990-01-01',
          end_date: '1991-01-01',
        })
        .execute(),
    );
    expect(isForeignKeyViolation(unknown)).toBe(true);
    const referred = await failure(
      db.kysely.deleteFrom('owners').where('owner_id', '=', owner.owner_id).execute(),
    );
    expect(isForeignKeyViolation(referred), String(referred)).toBe(true);

    await db.kysely.deleteFrom('canoes').where('canoe_id', '=', canoe.canoe_id).execute();
    const left = await db.kysely
      .selectFrom('canoe_names')
      .select('canoe_name_id')
      .where('canoe_id', '=', canoe.canoe_id)
      .execute();
    expect(left).toEqual([]);
    const person = await buildPerson(db);
    expect(person.person_id).toBeGreaterThan(0);
  });
});

describe('migrations', () => {
  it('are read from the migrations folder in name order, under the names already recorded in databases', async () => {
    const migrations = await loadMigrations('sqlite');
    expect(Object.keys(migrations).slice(0, 4)).toEqual([
      '001-initial',
      '002-account-links',
      '003-api-token-expiry',
      '004-registrations',
    ]);
    expect(Object.keys(migrations)).toEqual([...Object.keys(migrations)].sort());
  });
});
