/**
 * What an uploaded SVG must not contain, checked on its text before anything renders it: nothing that could
 * run code or fetch something, and no more than `SVG_MAX_DRAWN` elements drawn in all, counting every copy
 * made by a reference (`<use href="#a">` draws the element `a` again; ten nested pairs of `<use>` in a 1 kB
 * file would draw a million elements and keep the renderer busy for minutes). A `url(#p)` (a fill, stroke,
 * filter, mask, clip path or marker) is a reference too, and a pattern, filter, mask, clip path or marker is
 * painted on a surface of its own each time it is used: no more than `SVG_MAX_SURFACES` of those (six levels
 * of patterns, each filling four shapes with the one before, are 852 bytes and 37 s of rendering).
 */
import { HttpError, say } from '../../http/errors.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

/** Elements an SVG may draw, each copy made through `href="#…"` counted (a detailed logo draws a few thousand). */
export const SVG_MAX_DRAWN = 20_000;

/**
 * Patterns, filters, masks, clip paths and markers painted, each use counted (a logo uses a few). Each costs a
 * surface as large as the area it covers, up to the whole image: two levels of masks, four in each, took 10 s on
 * a 1000×1000 SVG; nesting multiplies, so one level more is refused here rather than stopped at the time limit.
 */
export const SVG_MAX_SURFACES = 100;

/** Elements painted on a surface of their own each time something refers to them. */
const SURFACE_ELEMENTS = new Set(['pattern', 'filter', 'mask', 'clipPath', 'marker']);

/** Attributes whose `url(#id)` applies to the element alone, not to its children. */
const NOT_INHERITED = new Set(['filter', 'mask', 'clip-path']);

/** `url(#id)` in an attribute or a stylesheet, quoted or not: the id is the first group. */
const LOCAL_URL = /url\(\s*["']?#([^"')\s]+)/gi;

/** Anything in an SVG that could run code or fetch something; such an SVG is refused, not repaired. */
const SVG_FORBIDDEN = [
  /<script/i,
  /<foreignObject/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /<\?xml-stylesheet/i,
  /\son\w+\s*=/i,
  /(?:xlink:)?href\s*=\s*["'](?!#)/i,
  /url\(\s*["']?(?!#)/i,
  /@import/i,
  /<image/i,
  /<use[^>]+href\s*=\s*["'](?!#)/i,
  /<iframe|<embed|<object/i,
];

const notWellFormed = () => new HttpError(415, serverArea.svgNotWellFormed);

export const tooManyElements = () =>
  new HttpError(413, say(serverArea.svgTooManyElements, { max: SVG_MAX_DRAWN }));

export const tooManySurfaces = () =>
  new HttpError(413, say(serverArea.svgTooManySurfaces, { max: SVG_MAX_SURFACES }));

const styledSurface = () => new HttpError(415, serverArea.svgStyledSurface);

const referenceLoop = () => new HttpError(415, serverArea.svgReferenceLoop);

interface SvgElement {
  /** Local name, without a namespace prefix (`svg:use` is `use`). */
  name: string;
  id: string | null;
  /**
   * The ids its `href="#id"` (any prefix: `xlink:href`; `<a>` links are not drawn copies) and its `url(#id)`s
   * (fill, stroke, filter, mask, clip-path, marker-*, style) point to.
   */
  refs: string[];
  /**
   * Of those, the ones of properties its children inherit (fill, stroke, markers; any in `style`): a pattern
   * filling a group is painted once for every shape inside it.
   */
  paints: string[];
  children: number[];
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute value with XML's character references and predefined entities replaced. */
function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return PREDEFINED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1);
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r';

/**
 * The elements of an XML document without a DTD (the checks above refuse one), in document order. Throws on
 * anything that is not well-formed enough to be sure what the renderer will see. Linear in the text's length.
 */
function parseElements(text: string): SvgElement[] {
  const elements: SvgElement[] = [];
  const open: number[] = [];
  const roots: number[] = [];
  let at = 0;
  const skipPast = (end: string) => {
    const found = text.indexOf(end, at);
    if (found < 0) throw notWellFormed();
    at = found + end.length;
  };
  for (;;) {
    const lt = text.indexOf('<', at);
    if (lt < 0) break;
    at = lt;
    if (text.startsWith('<!--', at)) skipPast('-->');
    else if (text.startsWith('<![CDATA[', at)) skipPast(']]>');
    else if (text.startsWith('<?', at)) skipPast('?>');
    else if (text.startsWith('<!', at)) throw notWellFormed();
    else if (text.startsWith('</', at)) {
      if (open.length === 0) throw notWellFormed();
      open.pop();
      skipPast('>');
    } else {
      at += 1;
      const nameStart = at;
      while (at < text.length && !isSpace(text[at]) && text[at] !== '/' && text[at] !== '>') at += 1;
      if (at === nameStart) throw notWellFormed();
      const element: SvgElement = {
        name: localName(text.slice(nameStart, at)),
        id: null,
        refs: [],
        paints: [],
        children: [],
      };
      let selfClosing = false;
      for (;;) {
        while (at < text.length && isSpace(text[at])) at += 1;
        if (at >= text.length) throw notWellFormed();
        if (text[at] === '>') {
          at += 1;
          break;
        }
        if (text.startsWith('/>', at)) {
          at += 2;
          selfClosing = true;
          break;
        }
        const attrStart = at;
        while (at < text.length && !isSpace(text[at]) && !'=/>'.includes(text[at])) at += 1;
        const attr = text.slice(attrStart, at);
        while (at < text.length && isSpace(text[at])) at += 1;
        if (!attr || text[at] !== '=') throw notWellFormed();
        at += 1;
        while (at < text.length && isSpace(text[at])) at += 1;
        const quote = text[at];
        if (quote !== '"' && quote !== "'") throw notWellFormed();
        const end = text.indexOf(quote, at + 1);
        if (end < 0) throw notWellFormed();
        const raw = text.slice(at + 1, end);
        if (raw.includes('<')) throw notWellFormed();
        at = end + 1;
        const name = localName(attr);
        if (attr === 'id' || attr === 'xml:id') element.id = decode(raw);
        else if (name === 'href' && element.name !== 'a') {
          const target = decode(raw).trim();
          if (target.startsWith('#')) element.refs.push(target.slice(1));
        } else {
          for (const match of decode(raw).matchAll(LOCAL_URL)) {
            element.refs.push(match[1]);
            if (!NOT_INHERITED.has(name)) element.paints.push(match[1]);
          }
        }
      }
      const index = elements.push(element) - 1;
      if (open.length > 0) elements[open[open.length - 1]].children.push(index);
      else roots.push(index);
      if (!selfClosing) open.push(index);
    }
  }
  if (open.length > 0 || roots.length !== 1 || elements[roots[0]].name !== 'svg') throw notWellFormed();
  return elements;
}

/** The ids a `<style>` sheet refers to with `url(#id)` (the elements its rules apply to are not worked out). */
function styleSheetRefs(text: string): string[] {
  const refs: string[] = [];
  for (const sheet of text.matchAll(/<(?:[\w.-]+:)?style[\s>][\s\S]*?<\/(?:[\w.-]+:)?style\s*>/gi)) {
    for (const match of decode(sheet[0]).matchAll(LOCAL_URL)) refs.push(match[1]);
  }
  return refs;
}

export interface DrawnCount {
  /** Elements visited, each copy counted. */
  elements: number;
  /** Patterns, filters, masks, clip paths and markers painted, each use counted. */
  surfaces: number;
}

/**
 * How many elements drawing the document would visit: each element once, plus, for each `href="#x"` or
 * `url(#x)`, another visit of `x` with everything inside it; and how many of those visits paint a surface (a
 * pattern, filter, mask, clip path or marker). Stops counting past the limits; throws when references form a
 * loop.
 */
export function drawnCount(
  text: string,
  limits: DrawnCount = { elements: SVG_MAX_DRAWN, surfaces: SVG_MAX_SURFACES },
): DrawnCount {
  const elements = parseElements(text);
  const byId = new Map<string, number[]>();
  elements.forEach((element, index) => {
    if (element.id !== null) byId.set(element.id, [...(byId.get(element.id) ?? []), index]);
  });
  const edges = (index: number) => {
    const element = elements[index];
    return [...element.children, ...element.refs.flatMap((ref) => byId.get(ref) ?? [])];
  };
  // A stylesheet's rules may apply to any element, so what one paints cannot be counted: it is refused.
  for (const ref of styleSheetRefs(text)) {
    if ((byId.get(ref) ?? []).some((index) => SURFACE_ELEMENTS.has(elements[index].name)))
      throw styledSurface();
  }
  const cap = limits.elements + 1;
  const surfaceCap = limits.surfaces + 1;
  const cost = new Array<number>(elements.length).fill(-1); // -1 not counted yet, -2 being counted
  const surfaces = new Array<number>(elements.length).fill(0);
  // Depth-first without recursion: nesting and chains of references can be thousands deep.
  const stack: { index: number; next: number; targets: number[] }[] = [];
  const enter = (index: number) => {
    cost[index] = -2;
    stack.push({ index, next: 0, targets: edges(index) });
  };
  enter(0);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.next < frame.targets.length) {
      const target = frame.targets[frame.next];
      frame.next += 1;
      if (cost[target] === -2) throw referenceLoop();
      if (cost[target] === -1) enter(target);
      continue;
    }
    stack.pop();
    const element = elements[frame.index];
    const paintTargets = new Set(element.paints.flatMap((ref) => byId.get(ref) ?? []));
    let total = 1;
    let own = 1; // this element and what it draws, without what it paints with
    let painted = SURFACE_ELEMENTS.has(element.name) ? 1 : 0;
    for (const target of frame.targets) {
      total = Math.min(cap, total + cost[target]);
      if (!paintTargets.has(target)) own = Math.min(cap, own + cost[target]);
      painted = Math.min(surfaceCap, painted + surfaces[target]);
    }
    // An inherited paint is painted again for each element drawn inside this one (counted as if for all).
    for (const target of paintTargets) {
      painted = Math.min(surfaceCap, painted + (own - 1) * surfaces[target]);
    }
    cost[frame.index] = total;
    surfaces[frame.index] = painted;
  }
  return { elements: cost[0], surfaces: surfaces[0] };
}

/** How many elements drawing the document would visit (`drawnCount`), up to just past `limit`. */
export function drawnElementCount(text: string, limit = SVG_MAX_DRAWN): number {
  return drawnCount(text, { elements: limit, surfaces: SVG_MAX_SURFACES }).elements;
}

/**
 * Refuse an SVG that holds anything active or external, is not well-formed, refers to itself in a loop,
 * draws more than `SVG_MAX_DRAWN` elements or paints more than `SVG_MAX_SURFACES` patterns, filters, masks,
 * clip paths and markers. Returns nothing: a clean SVG goes on to be rasterised.
 */
export function checkSvg(text: string): void {
  if (SVG_FORBIDDEN.some((pattern) => pattern.test(text))) {
    throw new HttpError(415, serverArea.svgScripts);
  }
  const drawn = drawnCount(text);
  if (drawn.elements > SVG_MAX_DRAWN) throw tooManyElements();
  if (drawn.surfaces > SVG_MAX_SURFACES) throw tooManySurfaces();
}
