/** `npm start` as a newcomer runs it: a fresh data directory, the demo archive, then a clean stop on SIGTERM. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-start-'));
let server: ChildProcess | null = null;
afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>, until = /Database: .*\n/) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve(output);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, ready };
}

describe('starting the server', () => {
  it('serves the demo archive on first start, prints the demo admin, and stops on SIGTERM', async () => {
    const { child, ready } = start(
      { DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'on' },
      /Demo admin password: \S+\n/,
    );
    server = child;
    const output = await ready;
    expect(output).toMatch(/serving at http:\/\/localhost:\d+/);
    expect(output).toMatch(/Demo admin: admin@demo\.koa-canoes\.example/);
    expect(output).toMatch(/Demo admin password: \S{8,}/);
    const port = Number(/localhost:(\d+)/.exec(output)![1]);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const canoes = await fetch(`http://127.0.0.1:${port}/api/canoes`);
    expect(Number(canoes.headers.get('x-total-count'))).toBeGreaterThanOrEqual(10);

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    server = null;
  }, 120_000);

  it('refuses to start with a wrong setting and names it', async () => {
    const { ready } = start({ DATA_DIR: dataDir, PORT: 'eighty' });
    await expect(ready).rejects.toThrow(/PORT must be a whole number/);
  }, 60_000);
});
