/**
 * Hostile uploads against the whole app: an SVG that multiplies itself (nested <use>, or patterns, masks and
 * filters nested in one another) is refused before anything renders it, an image that takes too long is stopped
 * at the time limit, and while several such uploads run the server keeps answering (health, sign-in) and an
 * ordinary upload still goes through; past the queue's length an upload is told at once that the server is busy.
 *
 * STRESS=1 runs deeper SVGs and three times as many uploads at once, and prints how long each upload took.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../setup/test-app.ts';
import { json } from '../setup/records.ts';
import { amplifiedSvg, nestedPatternSvg, slowSvg, smallPngBase64 } from '../setup/images.ts';
import { buildCanoe, buildOwner } from '../../src/server/record-builders/index.ts';
import { uploadLimits } from '../../src/server/modules/media/image-store.ts';

const STRESS = process.env.STRESS === '1';
const HOSTILE_AT_ONCE = STRESS ? 12 : 4;
const DEPTHS = STRESS ? [16, 18, 20, 24, 30, 40] : [18, 30];
/** Patterns, masks and filters nested this deep (six patterns: about 1 kB that rendered past any time limit). */
const NESTINGS = STRESS ? [3, 4, 6, 8, 12, 20] : [6];
const TIME_LIMIT_SECONDS = 2;

let t: TestApp;
let ownerId: number;
let canoeId: number;

beforeAll(async () => {
  t = await createTestApp({
    IMAGE_CONCURRENCY: '2',
    IMAGE_QUEUE_LENGTH: String(HOSTILE_AT_ONCE + 2),
    IMAGE_TIME_LIMIT_SECONDS: String(TIME_LIMIT_SECONDS),
  });
  ownerId = (await buildOwner(t.db, { name: 'Hui Waʻa o Kona' })).id;
  canoeId = (await buildCanoe(t.db, { name: 'Hōkūleʻa' })).id;
});
afterAll(() => t.close());

const svgLogo = (app: TestApp, svg: Buffer, owner = ownerId) =>
  app.request(
    'admin',
    json('POST', `/api/owners/${owner}/logo`, {
      file_name: 'logo.svg',
      mime_type: 'image/svg+xml',
      data: svg.toString('base64'),
    }),
  );

/** The answer and how many milliseconds it took. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

const report = (label: string, ms: number, status: number) => {
  if (STRESS) console.log(`${label}: ${status} in ${ms} ms`);
};

/** Until the app's image queue has `running` images in work and `waiting` more (the uploads were read). */
async function untilQueued(app: TestApp, running: number, waiting = 0) {
  const queue = uploadLimits(app.config).queue;
  const reached = () => queue.load.running >= running && queue.load.waiting >= waiting;
  for (let i = 0; i < 400 && !reached(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(queue.load).toEqual({ running, waiting });
}

describe('hostile images', () => {
  it('refuses an SVG that multiplies itself through nested <use> at once, with 413 and why', async () => {
    const before = await countRows(t.db, 'images');
    for (const depth of DEPTHS) {
      const svg = amplifiedSvg(depth);
      expect(svg.length).toBeLessThan(2560);
      const [res, ms] = await timed(() => svgLogo(t, svg));
      report(`amplified SVG, depth ${depth} (${svg.length} bytes)`, ms, res.statusCode);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        'This SVG draws too many elements (more than 20,000, counting each copy made with <use>). ' +
          'Please simplify it, or upload it as a PNG.',
      );
      expect(ms).toBeLessThan(1000);
    }
    expect(await countRows(t.db, 'images')).toBe(before);
  });

  it('refuses nested patterns, masks and filters at once, with 413 and why', async () => {
    const before = await countRows(t.db, 'images');
    for (const kind of ['pattern', 'mask', 'filter'] as const) {
      for (const levels of NESTINGS) {
        const svg = nestedPatternSvg(levels, kind);
        const [res, ms] = await timed(() => svgLogo(t, svg));
        report(`nested ${kind}s, ${levels} levels (${svg.length} bytes)`, ms, res.statusCode);
        expect(res.statusCode, `${kind} ${levels}`).toBe(413);
        expect(res.json().message, `${kind} ${levels}`).toMatch(
          /^This SVG (paints too many patterns, filters, masks, clip paths or markers|draws too many elements)/,
        );
      }
    }
    const error = (await svgLogo(t, nestedPatternSvg(6))).json().message;
    expect(error).toBe(
      'This SVG paints too many patterns, filters, masks, clip paths or markers (more than 100, counting each ' +
        'use, also inside one another). Please simplify it, or upload it as a PNG.',
    );
    expect(await countRows(t.db, 'images')).toBe(before);
  });

  it('stops an upload that takes longer than the time limit: 422 with the limit, nothing stored', async () => {
    const before = await countRows(t.db, 'images');
    const [res, ms] = await timed(() => svgLogo(t, slowSvg()));
    report('slow SVG', ms, res.statusCode);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Unprocessable Content',
      message:
        'The image took too long to process (the limit is 2 seconds). Please choose a smaller or simpler image.',
      request_id: res.headers['x-request-id'],
    });
    // Uncut, the renderer spends 20 to 40 seconds on it.
    expect(ms).toBeLessThan(TIME_LIMIT_SECONDS * 1000 + 5000);
    expect(await countRows(t.db, 'images')).toBe(before);
  });

  it(
    'keeps answering while hostile uploads run: health within a second, sign-in, and an ordinary upload',
    { timeout: STRESS ? 180_000 : 60_000 },
    async () => {
      const before = await countRows(t.db, 'images');
      const owners = await Promise.all(
        Array.from({ length: HOSTILE_AT_ONCE }, (_, i) => buildOwner(t.db, { name: `Hostile ${i}` })),
      );
      const hostile = owners.map(async (owner, i) => {
        const [res, ms] = await timed(() => svgLogo(t, slowSvg(), owner.id));
        report(`hostile upload ${i + 1}`, ms, res.statusCode);
        return res;
      });
      await untilQueued(t, 2, HOSTILE_AT_ONCE - 2);

      for (let i = 0; i < 3; i += 1) {
        const [health, ms] = await timed(() => t.request('anonymous', { method: 'GET', url: '/api/health' }));
        report(`health ${i + 1}`, ms, health.statusCode);
        expect(health.statusCode).toBe(200);
        expect(ms).toBeLessThan(1000);
      }
      // An amplified SVG is refused at once even while the queue is full of slow ones.
      const [amplified, amplifiedMs] = await timed(() => svgLogo(t, amplifiedSvg(24)));
      expect(amplified.statusCode).toBe(413);
      expect(amplifiedMs).toBeLessThan(1000);

      const [login, loginMs] = await timed(() =>
        t.request('anonymous', {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'admin@example.org', password: 'admin-password-1' },
        }),
      );
      report('sign-in', loginMs, login.statusCode);
      expect(login.statusCode).toBe(200);
      expect(loginMs).toBeLessThan(3000);

      // An ordinary photo waits its turn behind the hostile uploads, and is then stored.
      const [photo, photoMs] = await timed(async () =>
        t.request(
          'admin',
          json('POST', `/api/canoes/${canoeId}/media`, {
            file_name: 'launch.png',
            mime_type: 'image/png',
            data: await smallPngBase64(),
          }),
        ),
      );
      report('ordinary photo', photoMs, photo.statusCode);
      expect(photo.statusCode).toBe(201);

      for (const res of await Promise.all(hostile)) {
        expect(res.statusCode).toBe(422);
      }
      expect(await countRows(t.db, 'images')).toBe(before + 1);
      expect(uploadLimits(t.config).queue.load).toEqual({ running: 0, waiting: 0 });
    },
  );

  it('answers 503 at once, with a message, when the queue is full', { timeout: 60_000 }, async () => {
    const small = await createTestApp({
      IMAGE_CONCURRENCY: '1',
      IMAGE_QUEUE_LENGTH: '1',
      IMAGE_TIME_LIMIT_SECONDS: '1',
    });
    try {
      const owner = (await buildOwner(small.db, { name: 'Busy Club' })).id;
      const first = svgLogo(small, slowSvg(), owner);
      await untilQueued(small, 1);
      const second = svgLogo(small, slowSvg(), owner); // waits its turn
      await untilQueued(small, 1, 1);
      const [third, ms] = await timed(() => svgLogo(small, slowSvg(), owner));
      report('upload past the queue', ms, third.statusCode);
      expect(third.statusCode).toBe(503);
      expect(third.json()).toEqual({
        error: 'Service Unavailable',
        message: 'The server is busy processing other images. Please try again in a minute.',
        request_id: third.headers['x-request-id'],
      });
      expect(ms).toBeLessThan(1000);
      expect((await first).statusCode).toBe(422);
      expect((await second).statusCode).toBe(422);
    } finally {
      await small.close();
    }
  });
});
