/**
 * What the stored-XSS browser test (admin-stored-xss.spec.ts) stores and looks for: a corpus of classic payloads,
 * the free-text fields of a request body found from its zod schema, and the checks run on every page.
 *
 * Every payload that could run code does one of two things: sets `window.__xss` (watched by a setter the test
 * installs before any page script) or opens a dialog (alert, confirm, prompt). Either one fails the test, as does
 * anything in the page that could run code later: an inline event handler attribute, a `javascript:` URL, a
 * frame, object or embed, or a script element the app did not put there.
 */
import type { Page } from '@playwright/test';
import type { z } from 'zod';

/** The code the payloads try to run. */
const RUN = '__xss=1';

/**
 * Classic stored-XSS payloads: script tags, event handlers, javascript: URLs (plain, entity-encoded, split by
 * tabs), SVG and MathML tricks, attribute and element breaking, encoded entities, CSS expressions, frames,
 * template injection, DOM clobbering and a polyglot, with ʻokina and kahakō mixed in as the archive's text has.
 */
export const XSS_CORPUS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<img src=x onerror=${RUN}>`,
  `<a href="javascript:${RUN}">Hōkūleʻa</a>`,
  `"><script>${RUN}</script>`,
  `<svg onload=${RUN}>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `Kaʻala<img src=x onerror="alert(1)">ʻ`,
  `<div style="width:expression(alert(1))">Waʻa</div>`,
  `' autofocus onfocus='${RUN}' x='`,
  `<script>alert(1)</script>`,
  `<svg><script>${RUN}</script></svg>`,
  `<body onload=${RUN}>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>`,
  `<a href="jav&#x09;ascript:alert(1)">Nāmaka</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">Pueo</a>`,
  `<A HREF=" JaVaScRiPt:alert(1)">Manu Kai</A>`,
  `'><img src=x onerror=${RUN}>`,
  `" onmouseover="${RUN}" x="`,
  `</textarea><script>${RUN}</script>`,
  `</title><script>${RUN}</script>`,
  `</script><script>${RUN}</script>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<svg><animate onbegin=${RUN} attributeName=x dur=1s>`,
  `<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>Kāneʻohe</text></a></svg>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<form><button formaction=javascript:alert(1)>Hoe</button></form>`,
  `<input autofocus onfocus=${RUN}>`,
  `<details open ontoggle=${RUN}>`,
  `<video><source onerror=${RUN}></video>`,
  `<div style="background-image:url(javascript:alert(1))">Lānaʻi</div>`,
  `<style>@import 'javascript:alert(1)';</style>`,
  `<link rel=stylesheet href="javascript:alert(1)">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `\${alert(1)} #{7*7} <%= 7*7 %>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
  `&#60;img src=x onerror=${RUN}&#62;`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<IMG SRC=JaVaScRiPt:alert(1)>`,
  `<img """><script>${RUN}</script>">`,
  `<img src=x onerror=&#97;lert(1)>`,
  `<table background="javascript:alert(1)"><tr><td>Hilo</td></tr></table>`,
  `<img id="site-config" name="getElementById" src=x>`,
  `ʻ"><svg/onload=${RUN}>ʻ`,
  `javascript:${RUN}`,
  `[Hōkūleʻa](javascript:alert(1))`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${RUN}' /></svg>#x" /></svg>`,
  `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=alert(1) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert(1)//>\\x3e`,
];

/**
 * A few payloads of each kind, for the normal run (STRESS=1 stores the whole corpus in every field): the ten at
 * the head of the corpus cover script tags, event handlers, javascript: URLs, attribute breaking, SVG, frames,
 * template injection and CSS expressions.
 */
export const XSS_SAMPLE: readonly string[] = XSS_CORPUS.slice(0, 10);

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      innerType?: ZodInternals;
      in?: ZodInternals;
      out?: ZodInternals;
      shape?: Record<string, ZodInternals>;
      checks?: { _zod: { def: { check: string; maximum?: number } } }[];
    };
  };
}

/** A free-text field of a request body: its path (`contact.phone`) and longest length. */
export interface TextField {
  path: string[];
  max: number;
}

/** Through optional, nullable and a preprocess step to the schema that judges the value itself. */
function unwrap(schema: ZodInternals): ZodInternals {
  let current = schema;
  for (;;) {
    const def = current._zod.def;
    if (['optional', 'nullable', 'default'].includes(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in?._zod.def.type === 'transform' && def.out) current = def.out;
    else return current;
  }
}

/**
 * The free-text fields of a body schema: plain strings whose only rule is their length. Dates, times, emails,
 * addresses (a pattern or a refinement) and choices are not free text; nested objects (a steward's contact) are
 * searched too.
 */
export function textFields(schema: z.ZodType, prefix: string[] = []): TextField[] {
  const inner = unwrap(schema as unknown as ZodInternals);
  const def = inner._zod.def;
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) =>
      textFields(field as unknown as z.ZodType, [...prefix, key]),
    );
  }
  if (def.type !== 'string') return [];
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  if (!checks.every((c) => c.check === 'max_length' || c.check === 'min_length')) return [];
  const max = Math.min(...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? Infinity));
  return prefix.length ? [{ path: prefix, max }] : [];
}

/** Installed before any page script: `window.__xss` reports every write, in every frame. */
export async function watchForPayloads(page: Page, hits: string[]) {
  await page.exposeBinding('__xssReport', ({ frame }, value: string) => {
    hits.push(`window.__xss = ${value} on ${frame.url()}`);
  });
  page.on('dialog', (dialog) => {
    hits.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss().catch(() => {});
  });
  await page.addInitScript(() => {
    let value: unknown;
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => value,
      set: (next: unknown) => {
        value = next;
        (window as unknown as { __xssReport: (v: string) => void }).__xssReport(String(next));
      },
    });
  });
}

/** Whether an inline script may run in the page as it stands: true only when no policy forbids it. */
export function inlineScriptsRun(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement('script');
    probe.textContent = 'window.__cspProbe = true';
    document.head.append(probe);
    probe.remove();
    return (window as unknown as { __cspProbe?: boolean }).__cspProbe === true;
  });
}

/**
 * Everything in the page that could run a payload's code, described for the failure message: inline event
 * handler attributes, javascript: (or vbscript:, data:text/html) URLs where a URL goes, CSS expressions and
 * script URLs in style attributes, frames, objects, embeds, SVG animations, <base>, <meta http-equiv>, and any
 * script element but the app's own.
 */
export function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const URL_ATTRIBUTES = [
      'href',
      'xlink:href',
      'src',
      'action',
      'formaction',
      'data',
      'background',
      'poster',
      'cite',
      'codebase',
      'values',
      'to',
      'from',
    ];
    const FORBIDDEN = [
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'applet',
      'portal',
      'base',
      'animate',
      'set',
      'animatetransform',
      'animatemotion',
      'foreignobject',
      'noscript',
    ];
    // Browsers ignore control characters and spaces in a URL's scheme ("java\tscript:").
    const scriptUrl = (value: string) =>
      /^(javascript|vbscript|data:text\/html)/i.test(
        Array.from(value)
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join(''),
      );
    const describe = (el: Element) => {
      const html = el.outerHTML;
      return html.length > 160 ? `${html.slice(0, 160)}…` : html;
    };
    const isJson = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const tag = el.tagName.toLowerCase();
        if (FORBIDDEN.includes(tag)) found.push(`<${tag}> element: ${describe(el)}`);
        if (tag === 'meta' && el.hasAttribute('http-equiv')) found.push(`<meta http-equiv>: ${describe(el)}`);
        if (tag === 'script') {
          const src = el.getAttribute('src');
          const own =
            (src !== null && new URL(src, location.href).origin === location.origin) ||
            // The app's own JSON data blocks (its settings, and a server-rendered page's data): each once, and
            // whole JSON, so no stored text closed the element early or added a second one.
            (['site-config', 'query-state'].includes(el.id) &&
              el.getAttribute('type') === 'application/json' &&
              document.querySelectorAll(`script[id="${el.id}"]`).length === 1 &&
              isJson(el.textContent ?? '')) ||
            // A record page's schema.org facts (JSON-LD, a data block): once, in the head, whole JSON.
            (el.getAttribute('type') === 'application/ld+json' &&
              el.parentElement === document.head &&
              document.querySelectorAll('script[type="application/ld+json"]').length === 1 &&
              isJson(el.textContent ?? '') &&
              (JSON.parse(el.textContent ?? '{}') as Record<string, unknown>)['@context'] ===
                'https://schema.org');
          if (!own) found.push(`script the app did not write: ${describe(el)}`);
        }
        for (const attribute of Array.from(el.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on')) found.push(`event handler ${name}: ${describe(el)}`);
          if (URL_ATTRIBUTES.includes(name) && scriptUrl(attribute.value)) {
            found.push(`script URL in ${name}: ${describe(el)}`);
          }
          if (name === 'srcdoc') found.push(`srcdoc: ${describe(el)}`);
          if (
            name === 'style' &&
            /expression\s*\(|javascript:|url\s*\(\s*['"]?\s*javascript/i.test(attribute.value)
          ) {
            found.push(`script in a style attribute: ${describe(el)}`);
          }
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}
