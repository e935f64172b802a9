import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('sets jitless where zod reads it, before zod is loaded', async () => {
    await import('./zod-config.ts');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
