/**
 * Runs image jobs in helper processes (image-worker.mjs) with a hard time limit: a job past its limit is
 * stopped by ending its process, which is the only way to stop libvips or librsvg part way through. A process
 * is reused for the next job and ends itself after a while without work; uploads run at a lower priority than
 * the server, so that pages, sign-in and the API keep their share of the processor while images are made, and
 * the server's thread pool (password hashing, files) is never theirs. How many jobs run at once is the
 * caller's to bound (image-queue.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export interface ImageJob {
  bytes: Uint8Array;
  /** The format the content must turn out to be (as sharp names it). */
  format: 'jpeg' | 'png' | 'gif' | 'webp' | 'svg';
  /** SVGs are rasterised at this density. */
  density?: number;
  maxPixels: number;
  /** The WebP images to make: first the one whose size is reported. */
  sizes: { max: number; quality: number }[];
  /** Also find the focal point (photos: the point a crop keeps in view). */
  focus?: boolean;
}

/** A point in an image, in percent of its width and height from the top left corner. */
export interface FocalPoint {
  x: number;
  y: number;
}

export type ImageJobResult =
  | { ok: true; width: number; height: number; outputs: Buffer[]; focus?: FocalPoint }
  | { ok: false; reason: 'pixels' | 'unreadable' | 'type' | 'time' | 'crashed' };

const WORKER_SCRIPT = fileURLToPath(new URL('./image-worker.mjs', import.meta.url));
/** A process without work for this long ends (it holds 70 MB or more). */
const IDLE_MS = 20_000;
/** A process that holds more than this after a job (a very large image) ends rather than wait for the next. */
const RECYCLE_RSS = 200 * 1024 * 1024;
/** Processes kept waiting for work; more are started when more jobs run at once, and end after theirs. */
const MAX_IDLE = 2;
/** Starting a process (Node and libvips) takes about half a second; past this something is wrong. */
const START_MS = 15_000;
/**
 * Uploads run below the server's priority (a higher niceness), so a slow image yields the processor to pages,
 * sign-in and the API; the server's own images (the demo archive) run at normal priority. A process keeps
 * its priority for life (lowering the niceness again needs privileges), so each priority has its processes.
 */
const UPLOAD_NICENESS = 5;

interface Worker {
  child: ChildProcess;
  ready: Promise<boolean>;
  niceness: number;
  idleTimer?: NodeJS.Timeout;
}

/** Processes waiting for work, by niceness. */
const idleByNiceness = new Map<number, Worker[]>();
const idleList = (niceness: number) => {
  let list = idleByNiceness.get(niceness);
  if (!list) idleByNiceness.set(niceness, (list = []));
  return list;
};

/** Let the server exit while a process waits for work, and keep it alive while one is working. */
function hold(worker: Worker, held: boolean) {
  if (held) {
    worker.child.ref();
    worker.child.channel?.ref();
  } else {
    worker.child.unref();
    worker.child.channel?.unref();
  }
}

function start(niceness: number): Worker {
  const child = fork(WORKER_SCRIPT, [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    // Fewer malloc arenas: libvips's threads otherwise leave the process holding half as much memory again.
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
  });
  // A failed send or kill is reported here; the job itself learns of it by the exit or its time limit.
  child.on('error', () => {});
  if (child.pid !== undefined && niceness !== 0) {
    try {
      os.setPriority(child.pid, niceness);
    } catch {
      // Not allowed on this system: the process runs at normal priority.
    }
  }
  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), START_MS);
    const done = (value: boolean) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(value);
    };
    const onMessage = (message: unknown) => {
      if ((message as { ready?: boolean })?.ready) done(true);
    };
    child.on('message', onMessage);
    child.once('exit', () => done(false));
    child.once('error', () => done(false));
  });
  return { child, ready, niceness };
}

function take(niceness: number): Worker {
  const idle = idleList(niceness);
  for (let worker = idle.pop(); worker; worker = idle.pop()) {
    clearTimeout(worker.idleTimer);
    if (worker.child.connected && worker.child.exitCode === null) return worker;
  }
  return start(niceness);
}

function giveBack(worker: Worker, rss: number) {
  const idle = idleList(worker.niceness);
  if (idle.length >= MAX_IDLE || rss > RECYCLE_RSS || !worker.child.connected) {
    stop(worker);
    return;
  }
  hold(worker, false);
  worker.idleTimer = setTimeout(() => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    stop(worker);
  }, IDLE_MS);
  worker.idleTimer.unref();
  idle.push(worker);
}

function stop(worker: Worker) {
  clearTimeout(worker.idleTimer);
  if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Run one job in a helper process, stopping it after `timeLimitMs` of work (the process's start is not
 * counted). A process that dies on an image (a crash in a decoder) answers `crashed`; one that cannot start
 * throws. `upload`: the image came from outside, and runs at a lower priority than the server.
 */
export async function runImageJob(
  job: ImageJob,
  timeLimitMs: number,
  { upload }: { upload: boolean },
): Promise<ImageJobResult> {
  const worker = take(upload ? UPLOAD_NICENESS : 0);
  hold(worker, true);
  if (!(await worker.ready)) {
    stop(worker);
    // The server's fault, not the image's: a 500, logged.
    throw new Error(`The image helper process (${WORKER_SCRIPT}) did not start`);
  }
  const { child } = worker;
  return new Promise<ImageJobResult>((resolve) => {
    let finished = false;
    const finish = (result: ImageJobResult, reuse: boolean, rss = 0) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (reuse) giveBack(worker, rss);
      else stop(worker);
      resolve(result);
    };
    const onMessage = (message: unknown) => {
      const { rss, ...reply } = message as ImageJobResult & { rss: number; outputs?: Uint8Array[] };
      if (reply.ok) finish({ ...reply, outputs: reply.outputs.map(asBuffer) }, true, rss);
      else finish(reply, true, rss);
    };
    const onExit = () => finish({ ok: false, reason: 'crashed' }, false);
    const timer = setTimeout(() => finish({ ok: false, reason: 'time' }, false), timeLimitMs);
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(job, (error) => {
      if (error) finish({ ok: false, reason: 'crashed' }, false);
    });
  });
}
