import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * At most `concurrency` password hashes run at once; the rest wait in turn. scrypt runs on libuv's thread pool
 * (four threads unless UV_THREADPOOL_SIZE says otherwise), which file reads and other crypto share (images are
 * processed in helper processes of their own): a burst of sign-ins must not take every thread. One queue for the process, as the thread pool is one.
 */
function createHashQueue(initial: number) {
  let concurrency = initial;
  let running = 0;
  let peak = 0;
  let completed = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      peak = Math.max(peak, running);
      waiting.shift()!();
    }
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        next();
      });
      try {
        return await task();
      } finally {
        running -= 1;
        completed += 1;
        next();
      }
    },
    /** How many hashes may run at once (PASSWORD_HASH_CONCURRENCY). */
    configure(value: number) {
      if (!Number.isInteger(value) || value < 1)
        throw new Error(`Hash concurrency must be at least 1: ${value}`);
      concurrency = value;
      next();
    },
    /** Running and waiting now, the most that ran at once since `resetPeak`, and how many finished. */
    stats() {
      return { concurrency, running, waiting: waiting.length, peak, completed };
    },
    resetPeak() {
      peak = running;
    },
  };
}

export const DEFAULT_HASH_CONCURRENCY = 2;
export const passwordHashing = createHashQueue(DEFAULT_HASH_CONCURRENCY);

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, {
    N,
    r: R,
    p: P,
    maxmem: 64 * 1024 * 1024,
  });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash, still spend the time so timing does not reveal which accounts exist.
  const parts = (stored ?? `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$`).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), KEYLEN, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return stored !== null && expected.length === key.length && timingSafeEqual(expected, key);
}
