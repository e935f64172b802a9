import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The administrators' tests change records, so they get a server and database of their own on the next port. */
const adminPort = port + 1;
const ci = Boolean(process.env.CI);
/**
 * Debian's headless shell (`apt-get install -y chromium-headless-shell`) when it is there: the same Blink as
 * Chromium without the browser's own interface (no omnibox popup, no tab strip), which Playwright also uses by
 * default for headless runs. Measured on canoe-registry.spec: 37–41 s of CPU against 53–59 s with
 * /usr/bin/chromium (docs/performance.md). Chromium itself stays the fallback and the screenshots' browser.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
// One web build for every e2e server of this run (support/e2e-server.ts): set once by the runner's process, which
// its workers and the servers a spec starts (oidc.spec.ts) inherit.
process.env.E2E_BUILD_DIR ??= path.join(os.tmpdir(), `koa-e2e-build-${process.pid}-${Date.now()}`);

/**
 * Browser tests: Debian's Chromium (`apt-get install -y chromium`) against the real server, built app and a fresh
 * database of known data (tests/e2e/support/e2e-server.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // One folder per port, so runs on different ports never delete each other's traces.
  outputDir: process.env.E2E_PORT ? `test-results/e2e-${port}` : 'test-results/e2e',
  fullyParallel: true,
  // Three browsers at a time on two cores: with two, a third of the machine sat idle while pages waited on
  // timers and the servers (CPU 69 % busy against 94 % with three; the whole suite 514 s against 469 s on one
  // machine). Tests that take long under load set their own time (test.setTimeout, test.slow).
  workers: 3,
  retries: 0,
  forbidOnly: ci,
  // The CI machine has run the administrators' tests three times slower than a development machine (the same
  // tests: 26.9–37.1 s there against 8.2–11.1 s here, several past 27 s of the 30 s a test had): a test's own
  // time is not what it asserts, so CI gives each twice as long. Waits a visitor would notice are asserted in
  // the tests themselves (see timeOnScreen in support/fixtures.ts).
  timeout: ci ? 60_000 : 30_000,
  expect: { timeout: 7_000 },
  reporter: ci ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action of every test (DOM snapshots, sources) to keep the failing ones: about a quarter
    // of the browser tests' CPU on a 2-core machine. CI's report is its log and the failure's screenshot and error
    // context, so CI records none; a run on a development machine keeps the trace of each failure.
    trace: ci ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      // Visitors' tests and signing in: they read the known data and never change a record.
      name: 'public',
      testIgnore: '**/admin-*.spec.ts',
      use: { ...devices['Desktop Chrome'] },
    },
    {
      // Administrators' tests (admin-*.spec.ts): each creates the records it changes.
      name: 'admin',
      testMatch: '**/admin-*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${adminPort}` },
    },
  ],
  webServer: [port, adminPort].map((serverPort) => ({
    command: 'npx tsx tests/e2e/support/e2e-server.ts',
    url: `http://127.0.0.1:${serverPort}/api/health`,
    env: { E2E_PORT: String(serverPort) },
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, so each server removes its data folder (and the run's shared build) instead of leaving them behind.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
