/**
 * The pseudo-language walk (decision 026): a page outside English shown with every message in the pseudo-language
 * (PSEUDO_TRANSLATION, cookie `pseudo=1`) should have no word that is neither a message (bracketed ⟦…⟧) nor the
 * archive's own data (what the API answered: names, descriptions, places), and should hold the longer text at
 * 390 px without scrolling sideways.
 */
import { expect, type Page } from '@playwright/test';

/** Words that are neither: the languages' own names in the switch (never translated), and the brackets. */
const NOT_MESSAGES = ['ʻŌlelo Hawaiʻi', 'English'];

const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every string the API answered this page, to tell the archive's words from the interface's. */
export function collectData(page: Page): Set<string> {
  const data = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value).trim();
      if (text.length < 2) return;
      data.add(text);
      // Rich text is shown as its words, a web address by its host.
      for (const part of text.split(/<[^>]*>/)) if (part.trim().length >= 2) data.add(decode(part.trim()));
      if (URL.canParse(text) && /^https?:/.test(text)) data.add(new URL(text).hostname);
    } else if (Array.isArray(value)) value.forEach(add);
    else if (value && typeof value === 'object') {
      // A date's words are the API's English (`build_date_words`): a page says its dates in its own language.
      for (const [key, inner] of Object.entries(value)) if (!/(^|_)(date|year)_words$/.test(key)) add(inner);
    }
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !/json/.test(response.headers()['content-type'] ?? '')) return;
    try {
      add(await response.json());
    } catch {
      // A response the page let go of (navigated away): nothing on this page came from it.
    }
  });
  return data;
}

/** The page's readable words outside the catalogs: text (screen-reader-only text too) and wordy attributes. */
export async function wordsOutsideCatalogs(page: Page, data: Set<string>): Promise<string[]> {
  const { texts, settings } = await page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"]');
    const balanced = (text: string) => text.split('⟦').length === text.split('⟧').length;
    // A message with a part of the page among its words ("Last updated <time>…</time>", made by withParts) is
    // split over several text nodes: such a piece is read with the rest of its message, in the element holding it whole.
    const wholes = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const own = node.textContent ?? '';
      // A piece of such a message: one bracket without its other, or none beside a message (" and the ").
      const piece =
        !balanced(own) ||
        (/\p{L}/u.test(own) && !/[⟦⟧]/.test(own) && (node.parentElement?.textContent ?? '').includes('⟦'));
      if (piece) {
        let whole = node.parentElement;
        while (whole && whole !== document.body && !balanced(whole.textContent ?? ''))
          whole = whole.parentElement;
        if (whole && !wholes.has(whole) && shown(whole)) {
          wholes.add(whole);
          found.push((whole.textContent ?? '').trim());
        }
        continue;
      }
      const parent = node.parentElement;
      // Code (a file's name, a command) is not translated.
      if (!parent || parent.closest('script, style, noscript, template, code, kbd') || !shown(parent))
        continue;
      const text = node.textContent?.trim();
      // A link that shows its own address (sitemap.xml) says no words.
      if (!text || parent.closest('a')?.getAttribute('href')?.endsWith(text)) continue;
      found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(element) && !(element instanceof HTMLImageElement)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    // The site's settings the pages show (its contact address).
    const config = JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as Record<
      string,
      unknown
    >;
    const settings = Object.values(config).filter((value): value is string => typeof value === 'string');
    return { texts: found, settings };
  });
  // Their Hawaiian month names, as the browser's calendar writes dates on these pages.
  const months = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat('haw', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, month, 1)),
    ),
  );
  const known = [...data, ...settings, ...NOT_MESSAGES, ...months].sort((a, b) => b.length - a.length);
  return [
    ...new Set(
      texts.filter((text) => {
        // Messages (a message's value may hold another: innermost first), and addresses of this site.
        let rest = text;
        while (/⟦[^⟦⟧]*⟧/u.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/gu, ' ');
        for (const word of known) if (rest.includes(word)) rest = rest.split(word).join(' ');
        rest = rest.replace(/https?:\/\/\S+/g, ' ');
        return /\p{L}{2,}/u.test(rest);
      }),
    ),
  ];
}

/**
 * What makes the page scroll sideways (content wider than the window): the innermost elements reaching past its
 * right edge that no scrolling box holds, with their text; none when the page fits.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth + 1) return [];
    const past = [...document.body.querySelectorAll('*')].filter((element) => {
      if (element.getBoundingClientRect().right <= window.innerWidth + 1) return false;
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return false;
      }
      return true;
    });
    const innermost = past.filter(
      (element) => !past.some((other) => other !== element && element.contains(other)),
    );
    return innermost.map(
      (element) =>
        `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}: ${element.textContent?.trim().slice(0, 60)}`,
    );
  });

/** Ask for pages in the pseudo-language from now on. */
export async function usePseudoLanguage(page: Page) {
  await page.context().addCookies([{ name: 'pseudo', value: '1', domain: '127.0.0.1', path: '/' }]);
}

/** Go to a Hawaiian page and wait until it and its data are in place. */
export async function visit(page: Page, path: string) {
  await page.goto(`/haw${path}`);
  await page.locator('html[data-ready]').waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Each page at 1366 and 390 px in the pseudo-language: what it says outside the catalogs and what makes it scroll
 * sideways (a longer language must wrap, on a phone and on a laptop's screen), by page (none: `{}`). `data` is what the API answered (collectData).
 */
export async function walkInPseudoLanguage(page: Page, paths: string[], data: Set<string>) {
  const found: Record<string, string[]> = {};
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await visit(page, path);
      // The page is in the pseudo-language: its header's words came through the catalog.
      await expect(page.getByRole('banner')).toContainText('⟦');
      const words = await wordsOutsideCatalogs(page, data);
      if (words.length > 0) found[`${path} at ${width} px`] = words;
      const overflow = await sidewaysOverflow(page);
      if (overflow.length > 0) found[`${path} scrolls sideways at ${width} px`] = overflow;
    }
  }
  return found;
}
