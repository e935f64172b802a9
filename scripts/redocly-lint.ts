/**
 * `redocly lint` with the recommended rules on an API document file, offline (no telemetry, no update check):
 * its JSON report. Used by scripts/check-openapi.ts (`npm run check`) and tests/api/openapi.test.ts.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
}

export async function redoclyLint(file: string): Promise<RedoclyReport> {
  const cli = path.resolve('node_modules/.bin/redocly');
  // Redocly exits 1 when it finds errors; the JSON report says which.
  const { stdout } = await promisify(execFile)(
    cli,
    ['lint', '--extends', 'recommended', '--format', 'json', file],
    {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 10 * 1024 * 1024,
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as RedoclyReport;
}
