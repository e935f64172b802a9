import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRenderScopeFrom, type RenderScope } from './render-scope.ts';
import { isBlankHtml, richTextHtml } from './sanitize.ts';

describe('richTextHtml', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    readRenderScopeFrom(() => undefined);
  });

  it('in the server render, cleans with the sanitiser the server handed in', () => {
    const sanitizeHtml = (html: string) => html.replace(/<script>.*?<\/script>/g, '');
    readRenderScopeFrom(() => ({ sanitizeHtml }) as RenderScope);
    expect(richTextHtml('<p>Koa</p><script>x</script>')).toBe('<p>Koa</p>');
  });

  it('on the server outside a render, shows nothing rather than HTML no sanitiser has seen', () => {
    expect(richTextHtml('<p>Koa</p><script>x</script>')).toBe('');
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
