import { sql, type Kysely, type CreateTableBuilder } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;
type Table = CreateTableBuilder<string, string>;

export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  const idType = pg ? 'serial' : 'integer';
  const real = pg ? 'double precision' : 'real';
  const blob = pg ? 'bytea' : 'blob';
  const id = (t: Table, name: string) =>
    t.addColumn(name, idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()));
  const timestamps = (t: Table) =>
    t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
  const dateCheck = (column: string) =>
    sql`${sql.ref(column)} is null or (length(${sql.ref(column)}) = 10 and substr(${sql.ref(column)}, 1, 4) between '1800' and '3000')`;

  return {
    async up(db: Db) {
      await db.schema
        .createTable('canoe_types')
        .addColumn('type_id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addCheckConstraint('canoe_types_id_check', sql`type_id between 1 and 3`)
        .execute();
      await db
        .insertInto('canoe_types')
        .values([
          { type_id: 1, name: 'Racing Canoe' },
          { type_id: 2, name: 'Fishing Canoe' },
          { type_id: 3, name: 'Voyaging Canoe' },
        ])
        .execute();

      await id(db.schema.createTable('images'), 'image_id')
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('source_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('display', blob, (c) => c.notNull())
        .addColumn('thumbnail', blob, (c) => c.notNull())
        .addColumn('thumbnail_mime_type', 'text', (c) => c.notNull())
        .addColumn('etag', 'text', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await timestamps(
        id(db.schema.createTable('people'), 'person_id')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('name_folded', 'text', (c) => c.notNull())
          .addColumn('email', 'text')
          .addColumn('phone', 'text')
          .addColumn('birth_date', 'text')
          .addColumn('birthplace', 'text')
          .addColumn('picture_image_id', 'integer', (c) =>
            c.references('images.image_id').onDelete('set null'),
          ),
      )
        .addCheckConstraint('people_birth_date_check', dateCheck('birth_date'))
        .execute();

      await timestamps(
        id(db.schema.createTable('makers'), 'maker_id')
          .addColumn('person_id', 'integer', (c) =>
            c.notNull().references('people.person_id').onDelete('restrict'),
          )
          .addColumn('maker_type', 'text', (c) => c.notNull())
          .addColumn('biography', 'text')
          .addColumn('biography_folded', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('picture_image_id', 'integer', (c) =>
            c.references('images.image_id').onDelete('set null'),
          ),
      )
        .addCheckConstraint(
          'makers_type_check',
          sql`maker_type in ('carver', 'restorer', 'designer', 'master', 'apprentice')`,
        )
        .execute();

      await timestamps(
        id(db.schema.createTable('owners'), 'owner_id')
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('name_folded', 'text', (c) => c.notNull())
          .addColumn('owner_type', 'text', (c) => c.notNull().defaultTo('individual'))
          .addColumn('website', 'text')
          .addColumn('description', 'text')
          .addColumn('description_folded', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('contact_email', 'text')
          .addColumn('contact_phone', 'text')
          .addColumn('contact_address', 'text')
          .addColumn('founded', 'integer')
          .addColumn('logo_image_id', 'integer', (c) => c.references('images.image_id').onDelete('set null')),
      )
        .addCheckConstraint(
          'owners_type_check',
          sql`owner_type in ('individual', 'club', 'organization', 'museum', 'family')`,
        )
        .addCheckConstraint('owners_founded_check', sql`founded is null or founded between 1800 and 3000`)
        .execute();

      await timestamps(
        id(db.schema.createTable('canoes'), 'canoe_id')
          .addColumn('hull_id', 'text')
          .addColumn('type_id', 'integer', (c) => c.references('canoe_types.type_id'))
          .addColumn('build_date', 'text')
          .addColumn('length', real)
          .addColumn('width', real)
          .addColumn('weight', real)
          .addColumn('origin', 'text')
          .addColumn('origin_folded', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('notes', 'text')
          .addColumn('maker_id', 'integer', (c) => c.references('makers.maker_id').onDelete('restrict'))
          // The registry's sort key, kept from the current name: 0 named (by folded name), 1 unnamed (last).
          .addColumn('name_sort_group', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('name_sort', 'text', (c) => c.notNull().defaultTo('')),
      )
        .addCheckConstraint('canoes_build_date_check', dateCheck('build_date'))
        .addCheckConstraint('canoes_type_check', sql`type_id is null or type_id between 1 and 3`)
        .addCheckConstraint(
          'canoes_measures_check',
          sql`(length is null or length >= 0) and (width is null or width >= 0) and (weight is null or weight >= 0)`,
        )
        .execute();

      await id(db.schema.createTable('canoe_names'), 'canoe_name_id')
        .addColumn('canoe_id', 'integer', (c) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_folded', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text')
        .addColumn('end_date', 'text')
        .addCheckConstraint('canoe_names_start_check', dateCheck('start_date'))
        .addCheckConstraint('canoe_names_end_check', dateCheck('end_date'))
        .execute();

      await id(db.schema.createTable('ownerships'), 'ownership_id')
        .addColumn('canoe_id', 'integer', (c) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        )
        .addColumn('owner_id', 'integer', (c) =>
          c.notNull().references('owners.owner_id').onDelete('restrict'),
        )
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text')
        .addColumn('notes', 'text')
        .addColumn('transfer_reason', 'text')
        .addCheckConstraint('ownerships_start_check', dateCheck('start_date'))
        .addCheckConstraint('ownerships_end_check', dateCheck('end_date'))
        .execute();

      await id(db.schema.createTable('canoe_makers'), 'canoe_maker_id')
        .addColumn('canoe_id', 'integer', (c) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        )
        .addColumn('maker_id', 'integer', (c) =>
          c.notNull().references('makers.maker_id').onDelete('restrict'),
        )
        .addColumn('contribution', 'text')
        .addUniqueConstraint('canoe_makers_unique', ['canoe_id', 'maker_id'])
        .execute();

      await id(db.schema.createTable('restorations'), 'restoration_id')
        .addColumn('canoe_id', 'integer', (c) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        )
        .addColumn('restoration_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('notes', 'text')
        .addColumn('restorer_person_id', 'integer', (c) =>
          c.references('people.person_id').onDelete('restrict'),
        )
        .addColumn('restorer_maker_id', 'integer', (c) =>
          c.references('makers.maker_id').onDelete('restrict'),
        )
        .addCheckConstraint('restorations_date_check', dateCheck('restoration_date'))
        .addCheckConstraint('restorations_end_check', dateCheck('end_date'))
        .execute();

      await id(db.schema.createTable('races'), 'race_id')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_folded', 'text', (c) => c.notNull())
        .addColumn('date', 'text')
        .addColumn('location', 'text')
        .addColumn('description', 'text')
        .addCheckConstraint('races_date_check', dateCheck('date'))
        .execute();

      await id(db.schema.createTable('race_participations'), 'participation_id')
        .addColumn('race_id', 'integer', (c) => c.notNull().references('races.race_id').onDelete('restrict'))
        .addColumn('canoe_id', 'integer', (c) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        )
        .addColumn('position', 'integer')
        .addColumn('paddler_name', 'text')
        .addColumn('time', 'text')
        .addColumn('notes', 'text')
        .addCheckConstraint('race_participations_position_check', sql`position is null or position >= 1`)
        .execute();

      await id(db.schema.createTable('canoe_media'), 'media_id')
        .addColumn('canoe_id', 'integer', (c) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        )
        .addColumn('image_id', 'integer', (c) =>
          c.notNull().references('images.image_id').onDelete('restrict'),
        )
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('caption', 'text')
        .addColumn('date_taken', 'text')
        .addColumn('uploaded_by', 'text', (c) => c.notNull())
        .addColumn('uploaded_by_user_id', 'integer')
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .execute();

      await id(db.schema.createTable('subscribers'), 'subscriber_id')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await timestamps(
        id(db.schema.createTable('users'), 'user_id')
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
          .addColumn('name', 'text')
          .addColumn('password_hash', 'text')
          .addColumn('groups', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('oidc_subject', 'text', (c) => c.unique())
          .addColumn('disabled_at', 'text'),
      ).execute();

      await db.schema
        .createTable('sessions')
        .addColumn('session_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('provider_groups', 'text')
        .addColumn('id_token', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();

      await id(db.schema.createTable('api_tokens'), 'token_id')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('label', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();

      // At most one current name and one open ownership per canoe.
      await db.schema
        .createIndex('canoe_names_one_current')
        .on('canoe_names')
        .column('canoe_id')
        .unique()
        .where(sql.ref('end_date'), 'is', null)
        .execute();
      await db.schema
        .createIndex('ownerships_one_open')
        .on('ownerships')
        .column('canoe_id')
        .unique()
        .where(sql.ref('end_date'), 'is', null)
        .execute();

      const indexes: [string, string, string[]][] = [
        ['canoe_names_canoe', 'canoe_names', ['canoe_id']],
        ['canoe_names_folded', 'canoe_names', ['name_folded']],
        ['ownerships_canoe', 'ownerships', ['canoe_id', 'start_date']],
        ['ownerships_owner', 'ownerships', ['owner_id']],
        ['canoes_type', 'canoes', ['type_id']],
        ['canoes_hull', 'canoes', ['hull_id']],
        ['canoes_origin', 'canoes', ['origin_folded']],
        ['canoes_build_date', 'canoes', ['build_date']],
        ['canoes_length', 'canoes', ['length']],
        ['canoes_maker', 'canoes', ['maker_id']],
        ['canoes_name_sort', 'canoes', ['name_sort_group', 'name_sort', 'canoe_id']],
        ['owners_logo', 'owners', ['logo_image_id']],
        ['makers_picture', 'makers', ['picture_image_id']],
        ['people_picture', 'people', ['picture_image_id']],
        ['owners_name', 'owners', ['name_folded']],
        ['people_name', 'people', ['name_folded']],
        ['makers_person', 'makers', ['person_id']],
        ['canoe_makers_maker', 'canoe_makers', ['maker_id']],
        ['restorations_canoe', 'restorations', ['canoe_id']],
        ['restorations_person', 'restorations', ['restorer_person_id']],
        ['restorations_maker', 'restorations', ['restorer_maker_id']],
        ['races_name', 'races', ['name_folded']],
        ['races_date', 'races', ['date']],
        ['race_participations_race', 'race_participations', ['race_id']],
        ['race_participations_canoe', 'race_participations', ['canoe_id']],
        ['canoe_media_canoe', 'canoe_media', ['canoe_id', 'media_id']],
        ['canoe_media_image', 'canoe_media', ['image_id']],
        ['sessions_user', 'sessions', ['user_id']],
        ['api_tokens_user', 'api_tokens', ['user_id']],
      ];
      for (const [name, table, columns] of indexes) {
        await db.schema.createIndex(name).on(table).columns(columns).execute();
      }
      // Bow numbers are matched without regard to case (transfer page, hull filter).
      await db.schema
        .createIndex('canoes_hull_lower')
        .on('canoes')
        .expression(sql`lower(hull_id)`)
        .execute();
    },
  };
}
