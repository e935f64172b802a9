import { describe, expect, it } from 'vitest';
import { componentsLoading, lazyComponent } from './lazy-component.ts';

describe('lazyComponent', () => {
  it('fetches its code once, and counts as loading until it is in', async () => {
    let calls = 0;
    const Shown = () => null;
    const Lazy = lazyComponent(async () => {
      calls += 1;
      return Shown;
    });
    expect(componentsLoading()).toHaveLength(0);
    const first = Lazy.preload();
    expect(Lazy.preload()).toBe(first);
    expect(componentsLoading()).toHaveLength(1);
    await Promise.all(componentsLoading());
    expect(await first).toBe(Shown);
    expect(calls).toBe(1);
    expect(componentsLoading()).toHaveLength(0);
  });

  it('stops counting a chunk that failed to load', async () => {
    const Lazy = lazyComponent(() => Promise.reject(new Error('offline')));
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Promise.all(componentsLoading());
    expect(componentsLoading()).toHaveLength(0);
  });
});
