/**
 * Lints the API document (GET /api/docs) with `redocly lint` and the recommended rules, offline: the document is
 * built by a server on a temporary SQLite database, written to a temporary file and linted there. Fails on any
 * error; warnings are printed. Run by `npm run check`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrate, openDatabase } from '../src/server/db/database.ts';
import { redoclyLint } from './redocly-lint.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-openapi-'));
try {
  const sqliteFile = path.join(dir, 'registry.db');
  const config = loadConfig({ DATA_DIR: dir, DEMO_DATA: 'off' });
  const db = openDatabase({ databaseUrl: null, sqliteFile });
  await migrate(db);
  const app = await buildApp({ config, db }, { logger: false });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs' });
  await app.close();
  await db.close();
  if (res.statusCode !== 200) throw new Error(`GET /api/docs answered ${res.statusCode}`);
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, res.body);
  const report = await redoclyLint(file);
  for (const problem of report.problems) {
    console.log(`${problem.severity}: ${problem.ruleId}: ${problem.message}`);
  }
  const size = Math.round(Buffer.byteLength(res.body) / 1024);
  console.log(
    `openapi: ${report.totals.errors} errors, ${report.totals.warnings} warnings (${size} KB document)`,
  );
  if (report.totals.errors > 0) process.exitCode = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
