/**
 * The build's page-preloads.json (scripts/page-preloads.ts) finds every page of the router, so each page's head names
 * its own scripts; and what it lists for a page is that page's chunk and the chunks it imports, beyond the entry's.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageModules, pagePreloadMap } from '../../scripts/page-preloads.ts';
import { PAGES } from '../../src/shared/paths.ts';

const router = fileURLToPath(new URL('../../src/web/app/router.tsx', import.meta.url));
const webRoot = fileURLToPath(new URL('../../src/web', import.meta.url));

describe('page-preloads.json', () => {
  it('knows the module of every page the router loads, and every page of the site has one', () => {
    const modules = pageModules(fs.readFileSync(router, 'utf8'));
    expect([...modules.keys()].sort()).toEqual(Object.keys(PAGES).sort());
    for (const file of modules.values()) expect(fs.existsSync(`${webRoot}/${file}`)).toBe(true);
  });

  it('lists a page’s chunk and what it imports, leaving out what index.html loads', () => {
    const chunk = (fileName: string, imports: string[], module: string | null = null, isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      isEntry,
      facadeModuleId: module,
    });
    const chunks = [
      chunk('assets/index-1.js', ['assets/common-2.js'], `${webRoot}/main.tsx`, true),
      chunk('assets/common-2.js', []),
      chunk(
        'assets/canoe-detail-page-3.js',
        ['assets/common-2.js', 'assets/tabs-4.js'],
        `${webRoot}/pages/canoes/canoe-detail-page.tsx`,
      ),
      chunk('assets/tabs-4.js', ['assets/common-2.js', 'assets/sanitize-6.js']),
      chunk('assets/sanitize-6.js', []),
      chunk('assets/home-page-5.js', ['assets/common-2.js'], `${webRoot}/pages/home/home-page.tsx`),
    ];
    const pages = new Map([
      ['canoe', 'pages/canoes/canoe-detail-page.tsx'],
      ['home', 'pages/home/home-page.tsx'],
    ]);
    expect(pagePreloadMap(chunks, pages, webRoot)).toEqual({
      canoe: ['/assets/canoe-detail-page-3.js', '/assets/tabs-4.js', '/assets/sanitize-6.js'],
      home: ['/assets/home-page-5.js'],
    });
    // A page whose module made no chunk is an error of the build, not a page left without its scripts.
    expect(() =>
      pagePreloadMap(chunks, new Map([['canoes', 'pages/canoes/canoe-registry-page.tsx']]), webRoot),
    ).toThrow('no chunk for pages/canoes/canoe-registry-page.tsx (page canoes)');
  });
});
