import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click.ts';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('is a left click without a modifier key', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves a click with a modifier key, or with another button, to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    }
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
