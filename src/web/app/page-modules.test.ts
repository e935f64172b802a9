import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MODULE, PAGE_MODULES } from './page-modules.ts';

/** The pages router.tsx loads, read from its source: `key: () => import('../pages/…')`. */
function routerModules() {
  const source = fs.readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
  const pages = Object.fromEntries(
    [...source.matchAll(/^ {2}(\w+): \(\) => import\('\.\.\/(pages\/[^']+)'\),$/gm)].map(([, key, file]) => [
      key,
      file,
    ]),
  );
  const notFound = /lazyPage\(\(\) => import\('\.\.\/(pages\/[^']+)'\)\)/.exec(source)?.[1];
  return { pages, notFound };
}

describe('page modules of the server render', () => {
  it('name the module router.tsx loads for every page, and for paths no page answers', () => {
    const { pages, notFound } = routerModules();
    expect(Object.keys(pages).length).toBeGreaterThan(30);
    expect(PAGE_MODULES).toEqual(pages);
    expect(NOT_FOUND_MODULE).toBe(notFound);
  });

  it('name files that exist', () => {
    for (const file of [...Object.values(PAGE_MODULES), NOT_FOUND_MODULE]) {
      expect(fs.existsSync(new URL(`../${file}`, import.meta.url)), file).toBe(true);
    }
  });
});
