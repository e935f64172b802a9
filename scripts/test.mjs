/**
 * `npm test`: the checks (`npm run check`: format, lint, types, imports, OpenAPI) beside the unit and HTTP tests
 * (Vitest), then the browser tests (Playwright). The checks are mostly one thread each and Vitest leaves part of
 * two cores idle while its files wait on their databases, so the two together take little longer than Vitest
 * alone; the browser tests keep the machine to themselves. The checks' output is printed when they end, so it is
 * not cut into Vitest's. Fails when any of the three fails; the browser tests run even when the others failed, so
 * one run reports everything that is wrong.
 */
import { spawn } from 'node:child_process';

/** Runs `npm run <script>` (or `npx <args>`), resolving with its exit code; `quiet` collects its output instead. */
function run(command, args, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [check, unit] = await Promise.all([
  run(npm, ['run', '--silent', 'check'], true),
  run(npm, ['run', '--silent', 'test:unit']),
]);
process.stdout.write(`\n== npm run check: ${check.code === 0 ? 'passed' : 'FAILED'}\n${check.output}`);
const e2e = await run(npm, ['run', '--silent', 'test:e2e']);
process.exit(check.code || unit.code || e2e.code);
