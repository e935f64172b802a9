/**
 * A feed as Atom (RFC 4287): the feed's id is its own address, each entry's id a tag URI (RFC 4151) of the site's
 * host and the change that added its row, so a reader never shows one addition twice.
 */
import type { Feed } from './feed.service.ts';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 does not allow at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

/** An RFC 3339 time from the archive's ISO times. */
const rfc3339 = (iso: string) => new Date(iso).toISOString();

/** `base`: the site's address (no trailing slash); `self`: the feed's own path. */
export function atomXml(feed: Feed, base: string, self: string, now: () => Date = () => new Date()): string {
  const host = new URL(base).host;
  const updated = feed.entries[0]?.updated ? rfc3339(feed.entries[0].updated) : now().toISOString();
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(base + self)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(base + self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(base + feed.page)}"/>`,
    '  <author><name>Koa Canoe Registry</name></author>',
  ];
  for (const entry of feed.entries) {
    const day = rfc3339(entry.updated).slice(0, 10);
    lines.push(
      '  <entry>',
      `    <id>tag:${escapeXml(host)},${day}:${escapeXml(entry.key)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <updated>${rfc3339(entry.updated)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(base + entry.link)}"/>`,
      ...(entry.text ? [`    <summary>${escapeXml(entry.text)}</summary>`] : []),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
