import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, renderPage, type RenderedHead } from './html-page.ts';

const head: RenderedHead = {
  documentTitle: 'Hōkūleʻa · Koa Canoe Registry',
  title: 'Hōkūleʻa',
  description: 'A voyaging canoe.',
  canonicalUrl: 'https://koa.example.org/canoes/1',
  imageUrl: 'https://koa.example.org/og-image.png',
  index: true,
};
const settings = {
  registerFormUrl: 'mailto:a@koa.example.org',
  contactEmail: 'a@koa.example.org',
  maxImageMb: 25,
  maxRecordingMb: 200,
  timeZone: 'Pacific/Honolulu',
};

describe('renderPage', () => {
  it('replaces the tags the template already has instead of repeating them', () => {
    const template =
      '<html><head><title>Old</title><meta name="description" content="old"><link rel="canonical" href="/x">' +
      '<meta property="og:title" content="old"><meta name="viewport" content="width=device-width"></head>' +
      '<body><title>in body</title></body></html>';
    const html = renderPage(template, head, settings);
    expect(html.match(/<title>/g)).toHaveLength(2);
    expect(html).toContain('<title>Hōkūleʻa · Koa Canoe Registry</title>');
    expect(html).toContain('<title>in body</title>');
    expect(html).not.toContain('Old');
    expect(html).not.toContain('content="old"');
    expect(html).not.toContain('href="/x"');
    expect(html).toContain('<meta name="viewport" content="width=device-width">');
    expect(html.indexOf('twitter:card')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps replacement patterns in names as text', () => {
    const html = renderPage(
      '<head><title>x</title></head>',
      { ...head, documentTitle: "$& $' $`" },
      settings,
    );
    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
  });

  it('asks crawlers not to index a page only when told', () => {
    expect(renderPage('<head></head>', head, settings)).not.toContain('robots');
    expect(renderPage('<head></head>', { ...head, index: false }, settings)).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });
});

describe('escaping', () => {
  it('escapes text and attributes', () => {
    expect(escapeHtml(`"<a href='x'>&</a>`)).toBe('&quot;&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('writes JSON that cannot close its script element', () => {
    const value = { url: '</script><!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
