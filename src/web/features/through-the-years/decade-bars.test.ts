/**
 * Through the Years' bars (decision 029), as the server renders them: a list of decades, each a heading and four
 * bars; a bar with canoes is a link to the registry filtered to its decade and kind, named in words.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../lib/routing.tsx';
import { DecadeBars } from './decade-bars.tsx';

const html = renderToStaticMarkup(
  createElement(
    MemoryRouter,
    null,
    createElement(DecadeBars, {
      decades: [
        { decade: 1950, built: 1, renamed: 0, restored: 1, raced: 0 },
        { decade: 1960, built: 4, renamed: 2, restored: 12, raced: 1 },
      ],
    }),
  ),
);

const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
const links = [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => ({
  href: attribute(tag, 'href')?.replaceAll('&amp;', '&'),
  name: attribute(tag, 'aria-label'),
}));

describe('Through the Years’ bars', () => {
  it('are a list of decades, each with its heading, earliest first', () => {
    expect(html).toContain('<ol aria-label="Decades"');
    expect([...html.matchAll(/<h2 id="(decade-\d+)"[^>]*>([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['decade-1950', 'the 1950s'],
      ['decade-1960', 'the 1960s'],
    ]);
    expect(html).toContain('<li aria-labelledby="decade-1960"');
  });

  it('link each bar with canoes to the registry filtered to its decade and kind, named in words', () => {
    expect(links).toEqual([
      { href: '/canoes?event=built&event_from=1950&event_to=1959', name: '1 canoe built in the 1950s' },
      { href: '/canoes?event=restored&event_from=1950&event_to=1959', name: '1 canoe restored in the 1950s' },
      { href: '/canoes?event=built&event_from=1960&event_to=1969', name: '4 canoes built in the 1960s' },
      { href: '/canoes?event=renamed&event_from=1960&event_to=1969', name: '2 canoes renamed in the 1960s' },
      {
        href: '/canoes?event=restored&event_from=1960&event_to=1969',
        name: '12 canoes restored in the 1960s',
      },
      { href: '/canoes?event=raced&event_from=1960&event_to=1969', name: '1 canoe raced in the 1960s' },
    ]);
  });

  it('say an empty bar in words without a link', () => {
    expect(html).toContain('<span class="sr-only">No canoes renamed in the 1950s</span>');
    expect(html).toContain('<span class="sr-only">No canoes raced in the 1950s</span>');
  });

  it('draw each bar against the largest count', () => {
    const widths = [...html.matchAll(/width:([\d.]+)%/g)].map((m) => Number(m[1]));
    expect(widths).toEqual([8.3, 8.3, 33.3, 16.7, 100, 8.3]);
  });
});
