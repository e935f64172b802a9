import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBlankHtml, richTextHtml, setServerSanitizer } from './sanitize.ts';

describe('richTextHtml', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in the server render, cleans with the sanitiser the server handed in', () => {
    setServerSanitizer((html) => html.replace(/<script>.*?<\/script>/g, ''));
    expect(richTextHtml('<p>Koa</p><script>x</script>')).toBe('<p>Koa</p>');
  });

  it('in the browser, shows the HTML as the server stored it (cleaned when written)', () => {
    vi.stubGlobal('document', {});
    expect(richTextHtml('<p>Built of <strong>koa</strong></p>')).toBe('<p>Built of <strong>koa</strong></p>');
  });
});

describe('isBlankHtml', () => {
  it('is true for markup with no text and no image', () => {
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/api/media/1/image"></p>')).toBe(false);
  });
});
