/**
 * Large anonymous bodies on the share form (item 7), over real sockets: a client past its attempts is
 * answered 429 before its body is read, and only LARGE_BODIES_AT_ONCE large bodies are read at a time (the next
 * is answered 503, also before its body is read), each with Retry-After.
 *
 * STRESS=1 runs the attack at full size against a real server process: 40 parallel 80 MB sends from one address,
 * then 25 more, and reports the server's peak memory (VmHWM); the target is under 600 MB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../src/server/db/database.ts';
import { buildCanoe } from '../../src/server/record-builders/index.ts';
import {
  LARGE_BODIES_AT_ONCE,
  LARGE_BODY_BYTES,
} from '../../src/server/modules/submissions/submission.routes.ts';
import { countRows, createTestApp, type TestApp } from '../setup/test-app.ts';
import { solveChallenge } from '../setup/submissions.ts';

const STRESS = process.env.STRESS === '1';
const MB = 1024 * 1024;

/** Every socket a test opened, destroyed after it whatever happened. */
const opened: net.Socket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

/**
 * A POST /api/submissions of `length` declared bytes that sends only `sendFirst` of them, then waits: `answer`
 * resolves with what the server wrote once it wrote a whole head (or closed).
 */
function partialPost(port: number, length: number, sendFirst: number) {
  const socket = net.connect(port, '127.0.0.1');
  opened.push(socket);
  let text = '';
  socket.on('error', () => {});
  const answer = new Promise<{ status: number; head: string; closed: boolean }>((resolve) => {
    const done = (closed: boolean) => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, head: text.split('\r\n\r\n')[0], closed });
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\r\n\r\n')) done(false);
    });
    socket.on('close', () => done(true));
    // A server that waits for the body it was promised answers nothing: status 0.
    setTimeout(() => done(false), 5000).unref();
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('connect', () => {
    socket.write(
      'POST /api/submissions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${length}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(sendFirst, 0x20));
  });
  return { socket, answer, closed };
}

const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();

describe('large share-form bodies are refused before they are read', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // One accepted submission an hour: six attempts.
    t = await createTestApp({ SUBMISSION_RATE_LIMIT: '1', SUBMISSION_MIN_FILL_SECONDS: '0' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  afterAll(() => t.close());

  it(`reads only ${LARGE_BODIES_AT_ONCE} large bodies at once: the next gets 503 with Retry-After, unread`, async () => {
    const size = 8 * MB;
    const held = Array.from({ length: LARGE_BODIES_AT_ONCE }, () => partialPost(port, size, 64 * 1024));
    // Give the server time to take them in (they are then waiting for the rest of their bodies).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const third = partialPost(port, size, 64 * 1024);
    const refused = await third.answer;
    expect(refused.status).toBe(503);
    expect(header(refused.head, 'retry-after')).toMatch(/^\d+$/);
    expect(header(refused.head, 'connection')).toBe('close');
    // Answered after 64 KB of 8 MB: the rest was never sent, and the connection closes.
    await third.closed;
    // The held ones go: their places are free again, and a body is read (and judged) once more.
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map((h) => h.closed));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await fetch(`http://127.0.0.1:${port}/api/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'story', story: 'x'.repeat(LARGE_BODY_BYTES + 10) }),
    });
    expect(next.status).toBe(400);
  });

  it('answers a client past its attempts 429 with Retry-After before reading its 8 MB body', async () => {
    // The attempts left in the hour, spent on small bodies (each refused for its missing challenge).
    for (let i = 0; i < 8; i += 1) {
      const res = await fetch(`http://127.0.0.1:${port}/api/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.status === 429) break;
    }
    const before = await countRows(t.db, 'submissions');
    const sends = Array.from({ length: 3 }, () => partialPost(port, 8 * MB, 64 * 1024));
    for (const send of sends) {
      const answer = await send.answer;
      expect(answer.status).toBe(429);
      expect(header(answer.head, 'retry-after')).toMatch(/^\d+$/);
      await send.closed;
    }
    expect(await countRows(t.db, 'submissions')).toBe(before);
  });
});

/** The server's peak and current resident memory, in MB, from /proc. */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) };
}

describe.runIf(STRESS)('the full-size attack on a real server process', () => {
  let child: ChildProcess;
  let port: number;
  let canoeId: number;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-share-attack-'));
  beforeAll(async () => {
    // A canoe to send stories about, so each body is judged as far as its photos.
    const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'registry.sqlite') });
    await migrate(db);
    canoeId = (await buildCanoe(db, { name: 'Malia' })).id;
    await db.close();
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
        SUBMISSION_MIN_FILL_SECONDS: '0',
        SUBMISSION_MAX_MB: '60',
        MAX_IMAGE_MB: '25',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    port = await new Promise<number>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const serving = /serving at http:\/\/[^:]+:(\d+)/.exec(output);
        if (serving) resolve(Number(serving[1]));
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
    });
  }, 90_000);
  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A solved challenge, so each body is judged as far as its photos; past the 60 challenges a minute one client
   * may fetch, a made-up one (its body is refused before or after it is read, as an attacker's would be).
   */
  async function challenge() {
    const res = await fetch(`http://127.0.0.1:${port}/api/submissions/challenge`);
    if (res.status !== 200) {
      return {
        algorithm: 'SHA-256',
        challenge: 'ab'.repeat(32),
        number: 1,
        salt: 'made-up',
        signature: 'cd',
      };
    }
    return solveChallenge(await res.json());
  }

  it('keeps the server under 600 MB through 40 parallel 80 MB sends from one address, then 25 more', async () => {
    // Ten photos of random bytes: 60 MB, 80 MB as base64 in the JSON.
    const data = Buffer.alloc(6 * MB);
    for (let i = 0; i < data.length; i += 4) data.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
    const photoJson = JSON.stringify({
      file_name: 'p.jpg',
      mime_type: 'image/jpeg',
      data: data.toString('base64'),
    });
    const photos = Buffer.from(`[${Array.from({ length: 10 }, () => photoJson).join(',')}]`);
    const send = async () => {
      const head = Buffer.from(
        JSON.stringify({
          kind: 'story',
          canoe_id: canoeId,
          agree_terms: true,
          photo_rights: true,
          challenge: await challenge(),
        }).replace(/}$/, ',"photos":'),
      );
      const started = Date.now();
      return new Promise<{ status: number; ms: number }>((resolve) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/submissions',
            headers: {
              'content-type': 'application/json',
              'content-length': head.length + photos.length + 1,
            },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, ms: Date.now() - started });
          },
        );
        req.on('error', () => resolve({ status: 0, ms: Date.now() - started }));
        req.write(head);
        req.write(photos);
        req.end('}');
      });
    };
    const before = memoryOf(child.pid!);
    let peak = before.now;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(child.pid!).now)), 50);
    try {
      const first = await Promise.all(Array.from({ length: 40 }, send));
      const then = await Promise.all(Array.from({ length: 25 }, send));
      const tally = (answers: { status: number; ms: number }[]) => {
        const counts: Record<number, number> = {};
        for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
        return counts;
      };
      const after = memoryOf(child.pid!);
      console.log(
        `share-form attack: RSS before ${before.now} MB, peak ${Math.max(peak, after.peak)} MB (VmHWM ${after.peak} MB); ` +
          `40 parallel: ${JSON.stringify(tally(first))}, slowest ${Math.max(...first.map((a) => a.ms))} ms; ` +
          `25 more: ${JSON.stringify(tally(then))}, slowest ${Math.max(...then.map((a) => a.ms))} ms`,
      );
      expect(after.peak).toBeLessThan(600);
      // Nothing was stored, and the server still answers.
      expect(first.concat(then).every(({ status }) => status !== 201 && status !== 500)).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      clearInterval(sampler);
    }
  }, 600_000);
});
