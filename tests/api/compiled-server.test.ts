/**
 * The compiled server (decision 015) as an operator runs it: `npm run build`'s three steps into a folder laid out
 * as the project is (dist/web, dist/ssr, dist/server beside node_modules), then plain `node dist/server/main.js`
 * with no TypeScript loader. It must find everything it loads at run time from there: the migrations, the demo
 * archive, the server render, the web app's files and the image process.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallPngBase64 } from '../setup/images.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-compiled-'));
const dist = path.join(work, 'dist');
let server: ChildProcess | null = null;
let output = '';

/** The environment npm gives a script: without what the test runner adds (NODE_ENV=test, DEV, SSR, MODE…). */
const plainEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST.*|TEST|NODE_ENV|NODE_OPTIONS|PROD|DEV|MODE|SSR|BASE_URL)$/.test(name),
    ),
  );

/** One step of `npm run build`, into the work folder. */
async function step(args: string[]) {
  await run(process.execPath, args, { cwd: root, env: plainEnv(), maxBuffer: 1 << 24 });
}

beforeAll(async () => {
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  await Promise.all([
    step([vite, 'build', '--logLevel', 'warn', '--outDir', path.join(dist, 'web')]),
    step([
      vite,
      'build',
      '--logLevel',
      'warn',
      '--ssr',
      'entry-server.tsx',
      '--outDir',
      path.join(dist, 'ssr'),
    ]),
    step(['--import', 'tsx', 'scripts/build-server.ts', '--out-dir', path.join(dist, 'server')]),
  ]);
}, 240_000);

afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('runs on plain node: health, pages, files, images and metrics, then stops on SIGTERM', async () => {
    expect(fs.existsSync(path.join(dist, 'server', 'main.js'))).toBe(true);
    // Nothing in the build is TypeScript that a loader would have to read.
    const built = fs.readdirSync(path.join(dist, 'server'), { recursive: true }) as string[];
    expect(built.filter((file) => file.endsWith('.ts'))).toEqual([]);

    server = spawn(process.execPath, [path.join(dist, 'server', 'main.js')], {
      cwd: work,
      env: {
        ...plainEnv(),
        DATABASE_URL: '',
        DATA_DIR: path.join(work, 'data'),
        PORT: '0',
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        DEMO_DATA: 'on',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const child = server;
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (/Demo admin password: \S+\n/.test(output)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
    });
    const base = `http://127.0.0.1:${/serving at http:\/\/[^:]+:(\d+)/.exec(output)![1]}`;
    const metricsUrl = /Metrics: (http:\S+)/.exec(output)![1];

    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      expect((await fetch(base + url)).status, url).toBe(200);
    }
    expect(await (await fetch(`${base}/api/health/ready`)).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', disk: 'ok' },
    });

    // A public page, rendered on the server from the demo archive (the migrations ran, the demo loaded).
    const page = await fetch(`${base}/canoes/1`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Kaʻiwi Moana · Koa Canoe Registry</title>');
    expect(html).toMatch(/<h1[^>]*>Kaʻiwi Moana<\/h1>/);
    // The web app's own files.
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    expect((await fetch(base + script)).status).toBe(200);
    expect((await fetch(`${base}/favicon.svg`)).status).toBe(200);

    // An upload goes through the image process beside main.js.
    const password = /Demo admin password: (\S+)/.exec(output)![1];
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.koa-canoes.example', password }),
    });
    expect(login.status).toBe(200);
    const upload = await fetch(`${base}/api/canoes/1/media`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: login.headers.get('set-cookie')!.split(';')[0],
        'x-requested-with': 'fetch',
      },
      body: JSON.stringify({ file_name: 'small.png', mime_type: 'image/png', data: await smallPngBase64() }),
    });
    expect(upload.status, await upload.clone().text()).toBe(201);

    // The metrics: on their own port, counting what was asked; not on the site's.
    expect((await fetch(`${base}/metrics`)).status).not.toBe(200);
    const metrics = await (await fetch(metricsUrl)).text();
    expect(metrics).toMatch(
      /http_requests_total\{method="GET",route="\/api\/health\/live",status_code="200"\} 1/,
    );
    expect(metrics).toMatch(/process_resident_memory_bytes \d+/);

    server.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    server = null;
  }, 120_000);
});
