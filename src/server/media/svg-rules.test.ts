import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { SVG_MAX_DRAWN, checkSvg, drawnElementCount } from './svg-rules.ts';
import { amplifiedSvg } from '../../../tests/setup/images.ts';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">${body}</svg>`;

function refusal(text: string): HttpError {
  try {
    checkSvg(text);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the SVG to be refused');
}

describe('drawnElementCount', () => {
  it('counts each element once, and again for each copy a reference makes', () => {
    expect(drawnElementCount(svg('<rect/><circle r="1"/>'))).toBe(3);
    // g(1) + rect(1) + use(1 + a copy of g: 2)
    expect(drawnElementCount(svg('<g id="g"><rect/></g><use href="#g"/>'))).toBe(6);
    // a0 = g + rect = 2; each a(i) = g + 2 × (use + a(i-1)): a1 = 7, a2 = 17, a3 = 37.
    // svg 1 + defs (1 + 2 + 7 + 17 + 37) + the last use (1 + 37).
    expect(drawnElementCount(amplifiedSvg(3).toString())).toBe(1 + 64 + 38);
  });

  it('follows xlink:href, any namespace prefix, single quotes and encoded references', () => {
    const copies = (use: string) => drawnElementCount(svg(`<g id="g1"><rect/></g>${use}`));
    const plain = copies('<use href="#g1"/>');
    expect(copies('<use xlink:href="#g1"/>')).toBe(plain);
    expect(copies("<svg:use xmlns:svg='http://www.w3.org/2000/svg' href='#g1'/>")).toBe(plain);
    expect(copies('<use href="#g&#x31;"/>')).toBe(plain);
    expect(copies('<use href="#g&#49;"></use>')).toBe(plain);
    expect(copies('<use href="#nothing"/>')).toBe(plain - 2);
  });

  it('ignores markup in comments, CDATA and processing instructions, and > inside attribute values', () => {
    const text = svg(
      '<!-- <use href="#x"/> --><![CDATA[ <g> ]]><?pi <g> ?><text data-x="a > b">1 &gt; 0</text>',
    );
    expect(drawnElementCount(text)).toBe(2);
  });

  it('stops counting just past the limit, however large the total', () => {
    expect(drawnElementCount(amplifiedSvg(60).toString())).toBe(SVG_MAX_DRAWN + 1);
  });
});

describe('checkSvg', () => {
  it('accepts a logo that reuses a shape a few times', () => {
    expect(() =>
      checkSvg(svg('<defs><path id="p" d="M0 0h5v5z"/></defs><use href="#p"/><use href="#p" x="5"/>')),
    ).not.toThrow();
  });

  it.each([18, 30])('refuses nested <use> of depth %i (a 1 kB file drawing millions) with 413', (depth) => {
    const started = performance.now();
    const error = refusal(amplifiedSvg(depth).toString());
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(
      'This SVG draws too many elements (more than 20,000, counting each copy made with <use>). ' +
        'Please simplify it, or upload it as a PNG.',
    );
  });

  it('refuses references in a loop with 415', () => {
    for (const body of [
      '<g id="a"><use href="#a"/></g>',
      '<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>',
    ]) {
      const error = refusal(svg(body));
      expect(error.statusCode).toBe(415);
      expect(error.message).toMatch(/refers to itself in a loop/);
    }
  });

  it.each([
    ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg"><g>'],
    ['an unquoted attribute', '<svg xmlns="http://www.w3.org/2000/svg"><rect width=5/></svg>'],
    ['a stray end tag', '<svg xmlns="http://www.w3.org/2000/svg"></g></svg>'],
    [
      'two root elements',
      '<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>',
    ],
    ['a root that is not svg', '<g><svg xmlns="http://www.w3.org/2000/svg"/></g>'],
    ['an unterminated comment', '<svg xmlns="http://www.w3.org/2000/svg"><!-- </svg>'],
  ])('refuses %s with 415 (not well-formed)', (_name, text) => {
    const error = refusal(text);
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('The SVG could not be read: it is not well-formed XML.');
  });
});
