/**
 * Pulling the plug on SQLite: the real server runs as a process on a data directory of its own while a client
 * keeps writing (new canoes, edits, earlier names, ownership transfers, photo uploads, new stewards) and notes
 * which writes were acknowledged (2xx received). At random moments the server is killed with SIGKILL, then
 * started again, and the writing goes on. At the end every acknowledged write must be there, a write that was
 * cut off must be all there or not there at all, and SQLite's own integrity check must say `ok`.
 *
 * A few kills in the normal run; STRESS=1 (npm run test:stress) makes it 25, or STRESS_KILLS. KILL_SEED replays
 * the random moments of a failed run (the seed is in every failure message).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openServerDatabase } from '../../src/server/db/open.ts';
import { createApiToken, createUser } from '../../src/server/modules/auth/accounts.service.ts';
import { buildOwner } from '../../src/server/record-builders/index.ts';

const STRESS = process.env.STRESS === '1';
const KILLS = Number(process.env.STRESS_KILLS ?? (STRESS ? 25 : 4));
const SEED = Number(process.env.KILL_SEED ?? Math.floor(Math.random() * 1_000_000_000));
/** Writes in flight at once, as several administrators (or one script) would send them. */
const WRITERS = 4;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-sigkill-'));
const dbFile = path.join(dataDir, 'registry.sqlite');
let server: ChildProcess | null = null;
afterAll(() => {
  server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** mulberry32: the same seed gives the same kill moments and the same choice of writes. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = randomFrom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const where = `(KILL_SEED=${SEED})`;

async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'off',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code} ${where}: ${output}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function kill(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  server = null;
}

/** SQLite's own checks of the file as a restart would find it: on a copy, so the server still meets the raw state. */
function checkFile(file: string): { integrity: string; foreignKeys: unknown[] } {
  const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-sigkill-copy-'));
  try {
    for (const suffix of ['', '-wal', '-shm']) {
      if (fs.existsSync(file + suffix)) fs.copyFileSync(file + suffix, path.join(copyDir, `db${suffix}`));
    }
    const db = new Database(path.join(copyDir, 'db'));
    try {
      const integrity = db.pragma('integrity_check', { simple: true }) as string;
      const foreignKeys = db.pragma('foreign_key_check') as unknown[];
      return { integrity, foreignKeys };
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(copyDir, { recursive: true, force: true });
  }
}

/** acked: a 2xx arrived. cut: the server died before answering, so it may or may not have been saved. */
type Outcome = 'acked' | 'cut';
interface Write<V> {
  value: V;
  outcome: Outcome;
}

interface CanoeModel {
  id: number;
  hull: string;
  busy: boolean;
  /** The create, then each edit: the current name and origin the canoe should show. */
  edits: Write<{ name: string; origin: string }>[];
  formerNames: Write<string>[];
  /** Ownership transfers, each later than the one before. */
  transfers: Write<{ ownerId: number; start: string; ownershipId?: number }>[];
  photos: Write<number | null>[];
  nextDay: number;
}

const canoes: CanoeModel[] = [];
const owners: Write<{ id: number | null; name: string }>[] = [];
const refused: string[] = [];
let sequence = 10;
let token = '';
/** Called on every 2xx: the round's clock starts at its first acknowledged write. */
let acknowledged = () => {};

const photo = (shade: number) =>
  sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: shade, g: 90, b: 60 },
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/** A day after 1900-01-01, as an ISO date: each transfer of a canoe starts a day after the one before. */
const dayOf = (n: number) => new Date(Date.UTC(1900, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Send one write. Returns the parsed answer on 2xx, 'cut' when the connection died (the server was killed),
 * and notes any other answer as a failure of the test: nothing here should be refused.
 */
async function send(
  base: string,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
): Promise<Record<string, unknown> | 'cut'> {
  let res: Response;
  try {
    res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return 'cut';
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    // The answer's head arrived but the body did not: the server was killed while sending it.
    return 'cut';
  }
  if (res.status >= 200 && res.status < 300) {
    acknowledged();
    return JSON.parse(text) as Record<string, unknown>;
  }
  refused.push(`${method} ${url} answered ${res.status}: ${text}`);
  return 'cut';
}

const ownersKnown = () => owners.filter((o) => o.outcome === 'acked').map((o) => o.value.id!);

async function createOwner(base: string) {
  const name = `Hui Waʻa ${++sequence}`;
  const write: Write<{ id: number | null; name: string }> = { value: { id: null, name }, outcome: 'cut' };
  const answer = await send(base, 'POST', '/api/owners', { name, owner_type: 'club' });
  if (answer !== 'cut') {
    write.value.id = answer.owner_id as number;
    write.outcome = 'acked';
    owners.push(write);
  }
}

async function createCanoe(base: string) {
  const n = ++sequence;
  const value = { name: `Hōkūleʻa ${n}`, origin: `Kailua-Kona ${n}` };
  const ownerId = pick(ownersKnown());
  const answer = await send(base, 'POST', '/api/canoes', {
    ...value,
    hull_id: `HK-${n}`,
    notes: `<p>Carved for the test run, number ${n}.</p>`,
    owner_id: ownerId,
    ownership_start_date: dayOf(0),
  });
  // A cut create may or may not exist; without its id there is nothing to hold it to.
  if (answer === 'cut') return;
  const history = answer.ownership_history as { ownership_id: number }[];
  canoes.push({
    id: answer.canoe_id as number,
    hull: `HK-${n}`,
    busy: false,
    edits: [{ value, outcome: 'acked' }],
    formerNames: [],
    transfers: [
      { value: { ownerId, start: dayOf(0), ownershipId: history[0].ownership_id }, outcome: 'acked' },
    ],
    photos: [],
    nextDay: 1,
  });
}

async function editCanoe(base: string, canoe: CanoeModel) {
  const n = ++sequence;
  const value = { name: `Hōkūleʻa ${canoe.id} edit ${n}`, origin: `Hāna ${n}` };
  const write: Write<typeof value> = { value, outcome: 'cut' };
  canoe.edits.push(write);
  const answer = await send(base, 'PUT', `/api/canoes/${canoe.id}`, {
    ...value,
    hull_id: canoe.hull,
    notes: `<p>Edited, number ${n}.</p>`,
  });
  if (answer !== 'cut') write.outcome = 'acked';
}

async function addFormerName(base: string, canoe: CanoeModel) {
  const name = `Makani Lele ${++sequence}`;
  const write: Write<string> = { value: name, outcome: 'cut' };
  canoe.formerNames.push(write);
  const answer = await send(base, 'POST', `/api/canoes/${canoe.id}/names`, {
    name,
    start_date: '1850',
    end_date: '1860',
  });
  if (answer !== 'cut') write.outcome = 'acked';
}

async function transfer(base: string, canoe: CanoeModel) {
  // Not to a steward who holds it now or may hold it after a cut transfer ("already the owner").
  const lastAcked = canoe.transfers.findLastIndex((t) => t.outcome === 'acked');
  const possibleHolders = new Set(canoe.transfers.slice(lastAcked).map((t) => t.value.ownerId));
  const candidates = ownersKnown().filter((id) => !possibleHolders.has(id));
  if (!candidates.length) return createOwner(base);
  const value = { ownerId: pick(candidates), start: dayOf(canoe.nextDay++) };
  const write: Write<{ ownerId: number; start: string; ownershipId?: number }> = { value, outcome: 'cut' };
  canoe.transfers.push(write);
  const answer = await send(base, 'POST', '/api/ownerships', {
    canoe_id: canoe.id,
    owner_id: value.ownerId,
    start_date: value.start,
    transfer_reason: 'Sold to the next club',
  });
  if (answer !== 'cut') {
    write.outcome = 'acked';
    write.value.ownershipId = answer.ownership_id as number;
  }
}

async function uploadPhoto(base: string, canoe: CanoeModel) {
  const n = ++sequence;
  const write: Write<number | null> = { value: null, outcome: 'cut' };
  canoe.photos.push(write);
  const answer = await send(base, 'POST', `/api/canoes/${canoe.id}/media`, {
    file_name: `waa-${n}.jpg`,
    mime_type: 'image/jpeg',
    data: (await photo(n % 200)).toString('base64'),
    caption: `Photo ${n} at Kāneʻohe`,
  });
  if (answer !== 'cut') {
    write.outcome = 'acked';
    write.value = answer.media_id as number;
  }
}

/** One write on a canoe no other writer is using, so each canoe's writes have a known order. */
async function oneWrite(base: string) {
  const free = canoes.filter((c) => !c.busy);
  const roll = random();
  if (!free.length || roll < 0.2) return createCanoe(base);
  if (roll < 0.25) return createOwner(base);
  const canoe = pick(free);
  canoe.busy = true;
  try {
    if (roll < 0.5) await editCanoe(base, canoe);
    else if (roll < 0.65) await addFormerName(base, canoe);
    else if (roll < 0.85) await transfer(base, canoe);
    else await uploadPhoto(base, canoe);
  } finally {
    canoe.busy = false;
  }
}

/**
 * Write until the server is killed, `aliveMs` after the round's first acknowledged write (so a slow machine still
 * kills it in the middle of writing); returns how many writes were acknowledged and cut off.
 */
async function writeUntilKilled(aliveMs: number): Promise<{ acked: number; cut: number }> {
  const { child, base } = await startServer();
  const before = countOutcomes();
  const firstAck = new Promise<void>((resolve) => (acknowledged = resolve));
  let running = true;
  const writers = Array.from({ length: WRITERS }, async () => {
    while (running) await oneWrite(base);
  });
  // At most 15 s: a server that acknowledges nothing fails the checks below, not the test's timeout.
  await Promise.race([firstAck, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  await new Promise((resolve) => setTimeout(resolve, aliveMs));
  // No new writes from here: those under way are the ones the kill cuts off.
  running = false;
  await kill(child);
  await Promise.all(writers);
  const after = countOutcomes();
  return { acked: after.acked - before.acked, cut: after.cut - before.cut };
}

function countOutcomes() {
  const all: Write<unknown>[] = [
    ...owners,
    ...canoes.flatMap((c) => [...c.edits, ...c.formerNames, ...c.transfers, ...c.photos]),
  ];
  return {
    acked: all.filter((w) => w.outcome === 'acked').length,
    cut: all.filter((w) => w.outcome === 'cut').length,
  };
}

/** The value shown now must be the last acknowledged write's, or that of a later write that was cut off. */
function allowedFinal<V>(writes: Write<V>[]): V[] {
  const lastAcked = writes.findLastIndex((w) => w.outcome === 'acked');
  return writes.slice(Math.max(lastAcked, 0)).map((w) => w.value);
}

interface CanoeAnswer {
  current_name: string | null;
  origin: string | null;
  names: { name: string; end_date: string | null }[];
  ownership_history: {
    ownership_id: number;
    owner_id: number;
    start_date: string;
    end_date: string | null;
  }[];
  media: { media_id: number; url: string }[];
}

async function verify(base: string): Promise<string[]> {
  const problems: string[] = [];
  for (const owner of owners) {
    const res = await fetch(`${base}/api/owners/${owner.value.id}`);
    const name = res.ok ? ((await res.json()) as { name: string }).name : `${res.status}`;
    if (name !== owner.value.name)
      problems.push(`steward ${owner.value.id}: ${name}, not ${owner.value.name}`);
  }
  for (const canoe of canoes) {
    const res = await fetch(`${base}/api/canoes/${canoe.id}`);
    if (!res.ok) {
      problems.push(`canoe ${canoe.id}: acknowledged, but answers ${res.status}`);
      continue;
    }
    const shown = (await res.json()) as CanoeAnswer;
    const label = `canoe ${canoe.id}`;
    const current = { name: shown.current_name, origin: shown.origin };
    if (!allowedFinal(canoe.edits).some((v) => v.name === current.name && v.origin === current.origin)) {
      problems.push(
        `${label}: shows ${JSON.stringify(current)}; last acknowledged edit ${JSON.stringify(
          allowedFinal(canoe.edits)[0],
        )}`,
      );
    }
    const names = shown.names.map((n) => n.name);
    for (const former of canoe.formerNames.filter((w) => w.outcome === 'acked')) {
      if (!names.includes(former.value))
        problems.push(`${label}: acknowledged name ${former.value} is missing`);
    }
    if (shown.names.filter((n) => n.end_date === null).length !== 1) {
      problems.push(`${label}: ${shown.names.filter((n) => n.end_date === null).length} current names`);
    }

    const history = [...shown.ownership_history].sort((a, b) => a.start_date.localeCompare(b.start_date));
    for (const t of canoe.transfers.filter((w) => w.outcome === 'acked')) {
      const row = history.find((h) => h.ownership_id === t.value.ownershipId);
      if (!row || row.owner_id !== t.value.ownerId || row.start_date !== t.value.start) {
        problems.push(
          `${label}: acknowledged transfer ${JSON.stringify(t.value)} shows as ${JSON.stringify(row)}`,
        );
      }
    }
    // A transfer is one transaction: the previous ownership ends the day the next begins, and one stays open.
    history.forEach((h, i) => {
      const expectedEnd = history[i + 1]?.start_date ?? null;
      if (h.end_date !== expectedEnd) {
        problems.push(
          `${label}: ownership ${h.ownership_id} ends ${h.end_date}, the next begins ${expectedEnd}`,
        );
      }
    });
    const open = history.at(-1);
    const allowedOpen = allowedFinal(canoe.transfers);
    if (!open || !allowedOpen.some((v) => v.ownerId === open.owner_id && v.start === open.start_date)) {
      problems.push(
        `${label}: open ownership ${JSON.stringify(open)}, expected one of ${JSON.stringify(allowedOpen)}`,
      );
    }

    const mediaIds = new Map(shown.media.map((m) => [m.media_id, m.url]));
    for (const p of canoe.photos.filter((w) => w.outcome === 'acked')) {
      const url = mediaIds.get(p.value!);
      if (!url) {
        problems.push(`${label}: acknowledged photo ${p.value} is missing`);
        continue;
      }
      const image = await fetch(`${base}${url}`);
      const bytes = Buffer.from(await image.arrayBuffer());
      const meta = image.ok
        ? await sharp(bytes)
            .metadata()
            .catch(() => null)
        : null;
      if (!meta?.width) problems.push(`${label}: photo ${p.value} answers ${image.status} without an image`);
    }
    // Every photo listed (cut uploads included) must be whole: its image served and readable.
    for (const [mediaId, url] of mediaIds) {
      if (canoe.photos.some((p) => p.value === mediaId)) continue;
      const image = await fetch(`${base}${url}`);
      if (!image.ok) problems.push(`${label}: listed photo ${mediaId} answers ${image.status}`);
      else await image.arrayBuffer();
    }
  }
  return problems;
}

describe('SIGKILL during writes (SQLite)', () => {
  it(
    `keeps every acknowledged write and a sound file through ${KILLS} kills`,
    async () => {
      const setupDb = await openServerDatabase(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' }));
      await createUser(setupDb, {
        email: 'keeper@example.org',
        name: 'Keeper',
        password: 'keeper-password-1',
        groups: ['admin'],
      });
      token = await createApiToken(setupDb, 'keeper@example.org');
      // Three stewards to transfer canoes between from the first write on.
      for (let i = 1; i <= 3; i++) {
        const name = `Hui Waʻa ${i}`;
        const { owner_id } = await buildOwner(setupDb, { name });
        owners.push({ value: { id: owner_id, name }, outcome: 'acked' });
      }
      await setupDb.close();

      let acked = 0;
      let cut = 0;
      const fileProblems: string[] = [];
      for (let k = 0; k < KILLS; k++) {
        // Killed 0.15 to 1.2 s into the writing: during a write, almost always several.
        const round = await writeUntilKilled(150 + Math.floor(random() * 1050));
        acked += round.acked;
        cut += round.cut;
        const check = checkFile(dbFile);
        if (check.integrity !== 'ok' || check.foreignKeys.length) {
          fileProblems.push(`after kill ${k + 1}: ${check.integrity} ${JSON.stringify(check.foreignKeys)}`);
        }
      }
      expect(refused, `writes refused ${where}`).toEqual([]);
      expect(fileProblems, `the file after each kill ${where}`).toEqual([]);

      const { child, base } = await startServer();
      const problems = await verify(base);
      await kill(child);
      expect(problems, `acknowledged writes after ${KILLS} kills ${where}`).toEqual([]);

      // The file the server left after its last kill, opened as an operator would.
      const db = new Database(dbFile);
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
      } finally {
        db.close();
      }
      console.log(
        `sigkill: ${KILLS} kills, ${acked} acknowledged writes, ${cut} cut off, ${canoes.length} canoes ${where}`,
      );
      // The test means something only if kills did land during writes.
      expect(cut, `writes cut off by the kills ${where}`).toBeGreaterThan(0);
      expect(acked).toBeGreaterThan(KILLS * 3);
    },
    // Each kill costs a start of the server (2 s, much more on a busy machine) and up to 1.2 s of writes.
    60_000 + KILLS * 20_000,
  );
});
