/**
 * `npm run test:stress`: the long versions of the tests that keep the archive safe, each run with STRESS=1 (the
 * tests scale themselves up: more kills, every payload in every field, more attempts and connections). Not part
 * of `npm test` or of CI's time budget; run it before a release or after touching the server's edges.
 *
 * The lists below are the whole suite: a stress test is added here and nowhere else.
 * `npm run test:stress -- sigkill xss` runs only the files whose path contains one of the words.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Run by vitest (the server as a process, or the app in the test's process). */
const VITEST_FILES = [
  // SIGKILL at random moments during writes on SQLite: 25 kills (STRESS_KILLS to change).
  'tests/api/sigkill-during-writes.test.ts',
  // Sign-in race (100 concurrent attempts on one address) and password spraying (60 addresses from one client).
  'src/server/modules/auth/sign-in-limits.routes.test.ts',
  // SVG amplification at depths up to 40, patterns, masks and filters nested up to 20 deep, and 12 hostile uploads
  // at once, with health and sign-in still answering.
  'tests/api/hostile-images.test.ts',
  // A ZIP bomb imported: a few MB holding a 1 GiB records file, refused with nothing written.
  'tests/api/open-data.test.ts',
  // Hundreds of slow and idle connections closed while other requests are served; a too-large body's 413 read
  // by the client every time.
  'tests/api/connections.test.ts',
  // nosniff, referrer policy and cache rules on every registered route.
  'tests/api/response-headers.test.ts',
  // The share form under 40 parallel 80 MB sends from one address, then 25 more: the server's peak memory.
  'tests/api/share-form-bodies.test.ts',
  // The server render: 10 bursts of 40 page requests at once across two hosts, signed in and not.
  'src/server/site/concurrent-renders.test.ts',
  // PostgreSQL: 30 rounds of terminating the server's own connections under 16 callers, then the database 10 s
  // away (runs in the postgres project, so only with TEST_DATABASE_URL set; skipped on SQLite).
  'tests/api/database-outage.test.ts',
];

/** Run by Playwright in Chromium (E2E_PORT picks the ports, as for npm run test:e2e). */
const PLAYWRIGHT_FILES = [
  // Stored XSS: the whole corpus in every free-text field, with and without the CSP.
  'tests/e2e/admin-stored-xss.spec.ts',
];

const words = process.argv.slice(2);
const chosen = (files: string[]) =>
  files.filter((file) => words.length === 0 || words.some((word) => file.includes(word)));

const missing = [...VITEST_FILES, ...PLAYWRIGHT_FILES].filter((file) => !fs.existsSync(file));
if (missing.length) {
  console.error(`test:stress lists files that do not exist:\n  ${missing.join('\n  ')}`);
  process.exit(2);
}

const env = { ...process.env, STRESS: '1' };
const results: { what: string; ok: boolean; seconds: number }[] = [];

function run(what: string, command: string, args: string[]) {
  console.log(`\n── ${what}: ${command} ${args.join(' ')} (STRESS=1)\n`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { env, stdio: 'inherit' });
  results.push({ what, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

const vitestFiles = chosen(VITEST_FILES);
const playwrightFiles = chosen(PLAYWRIGHT_FILES);
if (!vitestFiles.length && !playwrightFiles.length) {
  console.error(`No stress test matches ${words.join(', ')}`);
  process.exit(2);
}
if (vitestFiles.length) run('vitest', 'npx', ['vitest', 'run', ...vitestFiles]);
if (playwrightFiles.length) run('playwright', 'npx', ['playwright', 'test', ...playwrightFiles]);

console.log('\ntest:stress');
for (const { what, ok, seconds } of results)
  console.log(`  ${ok ? 'passed' : 'FAILED'}  ${what} (${seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
