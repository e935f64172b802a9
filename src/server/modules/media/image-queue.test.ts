import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { ImageQueue } from './image-queue.ts';

/** A job that runs until `release()` is called, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    job: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ImageQueue', () => {
  it('runs at most `concurrency` jobs at once, the others in the order they came', async () => {
    const log: string[] = [];
    const queue = new ImageQueue(2, 5);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(log, name));
    const results = [a, b, c, d].map(({ job }) => queue.run(job));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    b.release();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    a.release();
    c.release();
    d.release();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 at once when `maxWaiting` jobs already wait, and frees the place of a failed job', async () => {
    const queue = new ImageQueue(1, 1);
    const log: string[] = [];
    const first = gate(log, 'first');
    const running = queue.run(first.job);
    const waiting = queue.run(async () => {
      throw new HttpError(415, 'not an image');
    });
    const refused = await queue.run(async () => 'never').catch((error: HttpError) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect((refused as HttpError).message).toBe(
      'The server is busy processing other images. Please try again in a minute.',
    );
    first.release();
    await running;
    await expect(waiting).rejects.toThrow('not an image');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
