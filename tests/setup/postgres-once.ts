/**
 * Run once before the PostgreSQL test project: `pg_trgm` goes into the database's `public` schema, where every test
 * file's schema finds it (migration 011 looks the extension up wherever it is). Made inside a test file's own schema,
 * the extension would be dropped with that schema while another file, running at the same time, used its operator
 * class.
 */
import pg from 'pg';

export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm schema public');
  } catch {
    // Not installed or no rights: the migrations then leave the trigram indexes out, as on such a server.
  } finally {
    await client.end();
  }
}
