/**
 * Uploads take turns: at most `concurrency` images are processed at once, at most `maxWaiting` more wait for
 * their turn, and the next one is told at once that the server is busy (503) rather than left waiting.
 * Together with the time limit of each image this bounds both the work and the wait: an upload waits at most
 * about `maxWaiting / concurrency` time limits, and a burst of uploads cannot exhaust the server's memory.
 */
import { HttpError } from '../../http/errors.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

export const serverBusy = () => new HttpError(503, serverArea.imagesBusy);

export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Run `job` when a place is free; 503 at once when too many are already waiting. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw serverBusy();
      // The place of a finishing job passes straight to the first waiter (running stays the same).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Images being processed and waiting, for tests and logs. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
