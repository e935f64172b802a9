/**
 * `page-preloads.json` in the web build: for each page of `src/web/app/router.tsx` (by its key in `PAGES`), the
 * script files its chunk needs beyond what index.html already loads, in the order to fetch them. The server writes
 * them into the page's head as `<link rel="modulepreload">` (src/server/site/site.routes.ts), so the browser fetches
 * the page's code with the entry instead of after it has run and matched the address.
 * Run by `vite build` as a plugin (vite.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_PRELOADS_FILE } from '../src/server/site/html-page.ts';

/** `key: () => import('../pages/…')` in the router: each page's key and the module it loads (from src/web). */
export function pageModules(routerSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, key, file] of routerSource.matchAll(/\b(\w+): \(\) => import\('\.\.\/(pages\/[^']+)'\)/g)) {
    modules.set(key, file);
  }
  return modules;
}

export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * For each page (its key and module, from src/web), its chunk and every chunk that imports statically, in that
 * order, less those the entry loads (index.html names them already). Throws for a page no chunk comes from.
 */
export function pagePreloadMap(
  chunks: readonly BuiltChunk[],
  modules: ReadonlyMap<string, string>,
  webRoot: string,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into: string[] = []): string[] => {
    if (into.includes(fileName)) return into;
    into.push(fileName);
    for (const next of byFile.get(fileName)?.imports ?? []) closure(next, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set(entry ? closure(entry.fileName) : []);
  const preloads: Record<string, string[]> = {};
  for (const [key, module] of modules) {
    const chunk = chunks.find((item) => item.facadeModuleId === path.join(webRoot, module));
    if (!chunk) throw new Error(`page-preloads: no chunk for ${module} (page ${key})`);
    preloads[key] = closure(chunk.fileName)
      .filter((file) => !loaded.has(file))
      .map((file) => `/${file}`);
  }
  return preloads;
}

export function pagePreloads({ webRoot, router }: { webRoot: string; router: string }): Plugin {
  return {
    name: 'koa-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & BuiltChunk => item.type === 'chunk',
      );
      const preloads = pagePreloadMap(chunks, pageModules(fs.readFileSync(router, 'utf8')), webRoot);
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads)}\n` });
    },
  };
}
