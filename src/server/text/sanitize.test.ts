import { describe, expect, it } from 'vitest';
import { htmlToReadableText, htmlToText, sanitizeRichText } from './sanitize.ts';
import {
  imageUrls,
  makerPicturePath,
  mediaImagePath,
  ownerLogoPath,
  personPicturePath,
} from '../modules/media/image-urls.ts';

const site = { publicUrl: 'https://koa.example.org' };
const clean = (html: string) => sanitizeRichText(html, site);

describe('sanitizeRichText: images', () => {
  it.each([
    ['https://', '<img src="https://tracker.example/p.gif?u=1">'],
    ['http://', '<img src="http://tracker.example/p.gif">'],
    ['protocol-relative //host', '<img src="//tracker.example/p.gif">'],
    ['a backslash that browsers read as //', '<img src="/\\tracker.example/p.gif">'],
    ['data:', '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">'],
    ['uppercase tag and scheme', '<IMG SRC="HTTPS://TRACKER.EXAMPLE/P.GIF">'],
    ['spaces around the address', '<img src="  https://tracker.example/p.gif  ">'],
    ['a tab inside the scheme', '<img src="ht\ttps://tracker.example/p.gif">'],
    ['an encoded address', '<img src="&#x68;ttps&#58;//tracker.example/p.gif">'],
    ['encoded slashes', '<img src="&#47;&#47;tracker.example/p.gif">'],
    ['srcset only', '<img srcset="https://tracker.example/p.gif 1x">'],
    [
      'srcset beside a remote src',
      '<img src="https://tracker.example/a.gif" srcset="/api/owners/1/logo 2x">',
    ],
    ['no src at all', '<img alt="nothing">'],
    ['javascript:', '<img src="javascript:alert(1)">'],
    [
      'another origin looking like ours',
      '<img src="https://koa.example.org.tracker.example/api/owners/1/logo">',
    ],
    ['our host with credentials', '<img src="https://user:pw@koa.example.org/api/owners/1/logo">'],
    ['our host on another port', '<img src="https://koa.example.org:8443/api/owners/1/logo">'],
    ['our host over http (another origin)', '<img src="http://koa.example.org/api/owners/1/logo">'],
    ['a page of our site that is not an image', '<img src="/api/auth/session">'],
    ['a path that climbs out', '<img src="/api/owners/1/logo/../../../evil">'],
    ['a relative path without the leading slash', '<img src="api/owners/1/logo">'],
  ])('drops an image given by %s, whole', (_name, img) => {
    const out = clean(`<p>Before ${img} after</p>`);
    expect(out).toBe('<p>Before  after</p>');
  });

  it('keeps the archive’s own photos, logos and pictures, as relative paths', () => {
    for (const path of [mediaImagePath(3, 12), ownerLogoPath(4), makerPicturePath(5), personPicturePath(6)]) {
      const { url, thumbnail_url } = imageUrls(path, 'abc123');
      for (const src of [path, url, thumbnail_url]) {
        const escaped = src.replace(/&/g, '&amp;');
        expect(clean(`<p><img src="${escaped}" alt="Waʻa"></p>`)).toBe(
          `<p><img alt="Waʻa" src="${escaped}" /></p>`,
        );
      }
    }
  });

  it('keeps an image given by its absolute address on PUBLIC_URL, as the relative path', () => {
    expect(clean('<img src="https://koa.example.org/api/owners/4/logo?v=abc">')).toBe(
      '<img src="/api/owners/4/logo?v=abc" />',
    );
    expect(clean('<img src="HTTPS://KOA.EXAMPLE.ORG:443/api/makers/5/picture">')).toBe(
      '<img src="/api/makers/5/picture" />',
    );
    // Without PUBLIC_URL no absolute address is known to be ours.
    expect(sanitizeRichText('<p><img src="https://koa.example.org/api/owners/4/logo"></p>')).toBe('<p></p>');
  });

  it('drops the srcset of a kept image, and never keeps event handlers', () => {
    expect(
      clean('<img src="/api/owners/1/logo" srcset="https://tracker.example/p.gif 2x" onerror="x()">'),
    ).toBe('<img src="/api/owners/1/logo" />');
  });

  it('keeps the text around a dropped image and links to other sites', () => {
    const out = clean(
      '<p>Hōkūleʻa <a href="https://example.org/story">story</a><img src="https://tracker.example/p.gif"></p>',
    );
    expect(out).toBe('<p>Hōkūleʻa <a href="https://example.org/story">story</a></p>');
    expect(htmlToText(out)).toBe('Hōkūleʻa story');
  });

  it('gives null when nothing but a remote image was sent', () => {
    expect(clean('<img src="https://tracker.example/p.gif">')).toBeNull();
  });
});

describe('htmlToReadableText', () => {
  it('keeps paragraphs, list items and line breaks on lines of their own, without markup', () => {
    expect(
      htmlToReadableText(
        '<p>Carved at <strong>Hilo</strong>.</p><p>Raced  every<br>season.</p><ul><li>Kona</li></ul>',
      ),
    ).toBe('Carved at Hilo.\nRaced every\nseason.\nKona');
    expect(htmlToReadableText(null)).toBe('');
  });
});
