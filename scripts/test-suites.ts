/**
 * The HTTP tests (Vitest) and the browser tests (Playwright) side by side, as `npm test` runs them after the
 * checks. Neither keeps two cores busy alone: Vitest waits on PostgreSQL and its HTTP calls, Playwright on
 * Chromium's pages and the servers; together they finish minutes sooner than one after the other
 * (docs/performance.md, "The test suite's time"). Each line is written as it comes, marked with its suite; the
 * exit code is the first failure's, or 0 when both pass.
 *
 *   npx tsx scripts/test-suites.ts             both suites
 *   TEST_SUITES=serial npx tsx scripts/…       one after the other, as before (to compare, or on one core)
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';

interface Suite {
  name: string;
  command: string;
  args: string[];
}

const SUITES: Suite[] = [
  { name: 'vitest', command: 'npx', args: ['vitest', 'run'] },
  { name: 'e2e', command: 'npx', args: ['playwright', 'test'] },
];

function run(suite: Suite): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(suite.command, suite.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const mark = `[${suite.name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      readline
        .createInterface({ input: stream })
        .on('line', (line) => process.stdout.write(`${mark}${line}\n`));
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`${mark}finished in ${seconds} s with ${signal ?? `exit code ${code}`}\n`);
      resolve(code ?? 1);
    });
  });
}

const serial = process.env.TEST_SUITES === 'serial';
const codes: number[] = [];
if (serial) {
  for (const suite of SUITES) codes.push(await run(suite));
} else {
  codes.push(...(await Promise.all(SUITES.map(run))));
}
process.exit(codes.find((code) => code !== 0) ?? 0);
