import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * Following by email (issue 37): a follower is an address (no account), confirmed by a link before anything is sent;
 * a follow is what they follow (a canoe, steward, maker or race, or `archive` with subject 0) and how often
 * (daily or weekly), with the last change its digest told of. A follow waits unconfirmed until its link is opened.
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  const id = (name: string) => (t: any) =>
    t.addColumn(name, pg ? 'serial' : 'integer', (c: any) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
  return {
    async up(db: Db) {
      await id('follower_id')(db.schema.createTable('followers'))
        .addColumn('email', 'text', (c: any) => c.notNull())
        .addColumn('email_normalized', 'text', (c: any) => c.notNull().unique())
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addColumn('confirmed_at', 'text')
        // When a confirmation was last sent: never again within a short time (decision 033).
        .addColumn('confirmation_sent_at', 'text')
        .execute();
      await id('follow_id')(db.schema.createTable('follows'))
        .addColumn('follower_id', 'integer', (c: any) =>
          c.notNull().references('followers.follower_id').onDelete('cascade'),
        )
        .addColumn('subject_type', 'text', (c: any) => c.notNull())
        .addColumn('subject_id', 'integer', (c: any) => c.notNull())
        .addColumn('cadence', 'text', (c: any) => c.notNull())
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addColumn('confirmed_at', 'text')
        .addColumn('last_sent_at', 'text')
        .addColumn('last_change_id', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addUniqueConstraint('follows_one', ['follower_id', 'subject_type', 'subject_id'])
        .execute();
      await db.schema
        .createIndex('follows_subject')
        .on('follows')
        .columns(['subject_type', 'subject_id'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('follows').execute();
      await db.schema.dropTable('followers').execute();
    },
  };
}
