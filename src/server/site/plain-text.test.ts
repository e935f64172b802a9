import { describe, expect, it } from 'vitest';
import { htmlToPlainText, sentence, summarize } from './plain-text.ts';
import { longDate } from './record-meta.ts';

describe('htmlToPlainText', () => {
  it('keeps the words, separated where blocks were, with entities decoded', () => {
    expect(
      htmlToPlainText(
        '<p>Carved at <em>Lāʻie</em>.</p><p>Koa&nbsp;&amp; wiliwili &lt;3 &#8212; &#x2019;</p>',
      ),
    ).toBe('Carved at Lāʻie. Koa & wiliwili <3 — ’');
    expect(htmlToPlainText('<ul><li>One</li><li>Two</li></ul><br>Three')).toBe('One Two Three');
    expect(htmlToPlainText('<script>alert(1)</script><!-- note -->Text')).toBe('Text');
    expect(htmlToPlainText(null)).toBe('');
  });
});

describe('summarize', () => {
  it('leaves short text alone and cuts long text at a word', () => {
    expect(summarize('  A short   one. ')).toBe('A short one.');
    const long = summarize('word '.repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(50);
    expect(long).toMatch(/^word( word)+…$/);
  });
});

describe('sentence and longDate', () => {
  it('end a sentence once and write dates out', () => {
    expect(sentence('Steward: Kai Lani Inc.')).toBe('Steward: Kai Lani Inc.');
    expect(sentence('Steward: Kai Lani')).toBe('Steward: Kai Lani.');
    expect(longDate('1990-10-14')).toBe('14 October 1990');
    expect(longDate('1990')).toBe('1990');
  });
});
