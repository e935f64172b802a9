import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('throttle', () => {
  it('takes attempts up to the limit in one step, and refuses the next until the window ends', () => {
    const throttle = createThrottle({ limit: 2, windowMs: 1000 });
    expect(throttle.take('a', 0)).toBeTypeOf('function');
    expect(throttle.take('a', 10)).toBeTypeOf('function');
    expect(throttle.take('a', 20)).toBeNull();
    expect(throttle.retryAfter('a', 20)).toBe(980);
    expect(throttle.take('b', 20)).toBeTypeOf('function');
    expect(throttle.take('a', 1000)).toBeTypeOf('function');
  });

  it('gives an attempt back once, and not into a later window', () => {
    const throttle = createThrottle({ limit: 1, windowMs: 1000 });
    const giveBack = throttle.take('a', 0)!;
    expect(throttle.take('a', 1)).toBeNull();
    giveBack();
    giveBack();
    expect(throttle.take('a', 2)).toBeTypeOf('function');
    expect(throttle.take('a', 3)).toBeNull();

    const old = throttle.take('b', 0)!;
    throttle.take('b', 1500);
    old();
    expect(throttle.take('b', 1501)).toBeNull();
  });
});
