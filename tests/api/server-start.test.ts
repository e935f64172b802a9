/** `npm start` as a newcomer runs it: a fresh data directory, the demo archive, then a clean stop on SIGTERM. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
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
  return { child, ready, output: () => output };
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

  it('finishes a request under way when stopped with SIGINT, and keeps what it saved', async () => {
    // The same data directory: the demo is there already, and its admin's password is still printed.
    const {
      child,
      ready,
      output: log,
    } = start(
      { DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'on', LOG_LEVEL: 'info' },
      /Demo admin password: \S+\n/,
    );
    server = child;
    const output = await ready;
    expect(output).not.toMatch(/Demo archive loaded\. .*\n.*loaded/);
    const port = Number(/localhost:(\d+)/.exec(output)![1]);
    const password = /Demo admin password: (\S+)/.exec(output)![1];
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.koa-canoes.example', password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];

    // A 12-megapixel photo takes a good part of a second to process: long enough to stop the server meanwhile.
    const photo = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const upload = fetch(`${base}/api/canoes/1/media`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-requested-with': 'fetch' },
      body: JSON.stringify({
        file_name: 'late.jpg',
        mime_type: 'image/jpeg',
        data: photo.toString('base64'),
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    const res = await upload;
    expect(res.status).toBe(201);
    const mediaId = (await res.json()).media_id;
    expect(await exited, log()).toBe(0);
    server = null;

    // Started again, the photo is there.
    const again = start({ DATA_DIR: dataDir, PORT: '0', DEMO_DATA: 'on' }, /Demo admin password: \S+\n/);
    server = again.child;
    const port2 = Number(/localhost:(\d+)/.exec(await again.ready)![1]);
    const list = await (await fetch(`http://127.0.0.1:${port2}/api/canoes/1/media`)).json();
    expect(list.map((m: { media_id: number }) => m.media_id)).toContain(mediaId);
    again.child.kill('SIGTERM');
    await new Promise((resolve) => again.child.on('exit', resolve));
    server = null;
  }, 120_000);

  it('refuses to start with a wrong setting and names it', async () => {
    const { ready } = start({ DATA_DIR: dataDir, PORT: 'eighty' });
    await expect(ready).rejects.toThrow(/PORT must be a whole number/);
  }, 60_000);
});
