import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { SVG_MAX_DRAWN, checkSvg, drawnCount, drawnElementCount, tooManyElements } from './svg-rules.ts';
import { amplifiedSvg, nestedPatternSvg } from '../../../../tests/setup/images.ts';

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

describe('patterns, filters, masks and markers', () => {
  const surfaces =
    'This SVG paints too many patterns, filters, masks, clip paths or markers (more than 100, counting each ' +
    'use, also inside one another). Please simplify it, or upload it as a PNG.';

  it('refuses patterns nested six levels deep (about 1 kB) with 413 and why', () => {
    const text = nestedPatternSvg(6).toString();
    expect(text.length).toBeLessThan(1100);
    const error = refusal(text);
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(surfaces);
  });

  it.each(['mask', 'filter'] as const)('refuses %ss nested in one another with 413', (kind) => {
    for (const levels of [3, 6]) {
      const error = refusal(nestedPatternSvg(levels, kind).toString());
      expect(error.statusCode, `${kind} ${levels}`).toBe(413);
      expect([surfaces, tooManyElements().message], `${kind} ${levels}`).toContain(error.message);
    }
  });

  it('counts a pattern, filter, mask, clip path or marker once for each shape that uses it', () => {
    const count = (body: string) => drawnCount(svg(body)).surfaces;
    expect(count('<pattern id="p"><rect/></pattern><rect fill="url(#p)"/>')).toBe(2);
    // Written in style, quoted, or as a character reference: the same use.
    expect(count('<pattern id="p"><rect/></pattern><rect style="fill: url(\'#p\')"/>')).toBe(2);
    expect(count('<pattern id="p"><rect/></pattern><rect fill="url(&#35;p)"/>')).toBe(2);
    // A fill on a group is counted for the group and again for each shape inside it; a filter on a group once.
    expect(count(`<pattern id="p"><rect/></pattern><g fill="url(#p)">${'<rect/>'.repeat(5)}</g>`)).toBe(7);
    expect(count(`<filter id="f"><feBlend/></filter><g filter="url(#f)">${'<rect/>'.repeat(5)}</g>`)).toBe(2);
    for (const [element, attribute] of [
      ['mask', 'mask'],
      ['clipPath', 'clip-path'],
      ['marker', 'marker-end'],
    ]) {
      expect(
        count(`<${element} id="m"><rect/></${element}>${`<path ${attribute}="url(#m)"/>`.repeat(3)}`),
      ).toBe(4);
    }
    // Gradients paint no surface of their own, however many shapes use them.
    expect(
      count(`<linearGradient id="g"><stop/></linearGradient>${'<rect fill="url(#g)"/>'.repeat(300)}`),
    ).toBe(0);
  });

  it('accepts a logo with a few patterns, masks and clip paths, and gradients on many shapes', () => {
    expect(() =>
      checkSvg(
        svg(
          '<defs><linearGradient id="a"><stop offset="0"/></linearGradient>' +
            '<linearGradient id="b" href="#a"/><pattern id="p" width="4" height="4"><rect width="2" height="2"/></pattern>' +
            '<mask id="m"><rect width="10" height="10" fill="#fff"/></mask><clipPath id="c"><circle r="5"/></clipPath></defs>' +
            '<g clip-path="url(#c)" mask="url(#m)">' +
            '<rect fill="url(#b)"/>'.repeat(500) +
            '</g><rect fill="url(#p)"/><rect fill="url(#p)"/>' +
            '<style>.a { fill: url(#a) }</style>',
        ),
      ),
    ).not.toThrow();
  });

  it('refuses a pattern or mask applied from a stylesheet (whose rules may reach every shape) with 415', () => {
    const error = refusal(
      svg('<pattern id="p"><rect/></pattern><style>rect { fill: url(#p) }</style><rect/>'),
    );
    expect(error.statusCode).toBe(415);
    expect(error.message).toMatch(/from a <style> sheet/);
  });

  it('refuses a pattern that fills itself with 415 (a loop)', () => {
    const error = refusal(svg('<pattern id="p"><rect fill="url(#p)"/></pattern><rect fill="url(#p)"/>'));
    expect(error.statusCode).toBe(415);
    expect(error.message).toMatch(/refers to itself in a loop/);
  });
});
