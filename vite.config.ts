import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { ChunkingContext } from 'rolldown';
import { pagePreloads } from './scripts/page-preloads.ts';
import { precompress } from './scripts/precompress.ts';
import { stripMessageNotes } from './scripts/strip-message-notes.ts';

const root = fileURLToPath(new URL('./src/web', import.meta.url));

/** What the `common` chunk gathers (besides icons): the query cache and the app's small shared parts. */
const commonPart = (id: string) =>
  // Lists that load page after page (the stewards' list, the history) bring their own observer: no first page uses one.
  (/lucide-react|@tanstack[\\/]/.test(id) && !/(infiniteQueryObserver|useInfiniteQuery)\.js$/.test(id)) ||
  (/src[\\/](web[\\/](components[\\/]ui|lib)|shared)[\\/]/.test(id) &&
    // The API contracts and field builders bring zod: only the forms that check a body need them.
    !/src[\\/]shared[\\/]api[\\/]/.test(id) &&
    // Each part of the interface's messages goes with the pages that show it; the shell's are on every page.
    !/src[\\/]shared[\\/]i18n[\\/]messages[\\/](?!shell\.ts)/.test(id) &&
    // The spec's validation messages (and what says them: english.ts, not-found.ts) go with the forms that check,
    // the Hawaiian order of names with the lists that sort in the browser (forms' choices).
    !/src[\\/]shared[\\/](messages|i18n[\\/](collate|english|not-found|translate-english))\.ts$/.test(id) &&
    // Rich text, the list pages' tools, the forms' helpers and recordings' transcripts stay out of what the home and
    // canoe pages load.
    !/(tabs|confirm-dialog|dialog-shell|rich-text|bilingual-text|sanitize|biography-text|fields|canoe-field-values|uncertain-date|date-words|date-field|read-image-file|validation-words|reader-collator|race-time|how-to-cite|photo-licences|transcript|send-file)\.tsx?$/.test(
      id,
    ) &&
    !/components[\\/]ui[\\/](data-table|filter-bar|filter-buttons|sort-buttons|pager|debounced-[\w-]+|list-page|view-toggle|results-region)\.tsx$/.test(
      id,
    ));

/** The shell and the pages most visits start on (bench/bundle-size.ts holds the latter to 120 KB gzip). */
const FIRST_PAGES = ['main.tsx', 'pages/home/home-page.tsx', 'pages/canoes/canoe-detail-page.tsx'].map(
  (file) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url)),
);

const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** Each lucide-react icon's name (`Trash2`, its aliases too) and the module that draws it. */
function lucideIconModules(): Map<string, string> {
  const barrel = fs.realpathSync(
    fileURLToPath(new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url)),
  );
  const modules = new Map<string, string>();
  for (const [, names, file] of fs
    .readFileSync(barrel, 'utf8')
    .matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) {
      modules.set(name, path.resolve(path.dirname(barrel), file));
    }
  }
  return modules;
}

let firstPageIcons: { ctx: ChunkingContext; icons: Set<string> } | null = null;

/**
 * The icons the first pages draw: those the app's modules they import statically name from lucide-react. (Its
 * index imports every icon, so following imports alone would find them all.)
 */
function iconsOfFirstPages(ctx: ChunkingContext): Set<string> {
  if (firstPageIcons?.ctx === ctx) return firstPageIcons.icons;
  const byName = lucideIconModules();
  const icons = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || /node_modules/.test(id) || !/\.tsx?$/.test(id)) return;
    seen.add(id);
    const source = fs.readFileSync(id, 'utf8');
    for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const name of names.split(',').map((part) => part.trim().split(/\s+/)[0])) {
        const icon = byName.get(name);
        if (icon) icons.add(icon);
      }
    }
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  FIRST_PAGES.forEach(visit);
  firstPageIcons = { ctx, icons };
  return icons;
}

/** The server render's bundle: Node, one folder, source maps for its stack traces. */
const ssrBuild = {
  outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
  emptyOutDir: true,
  sourcemap: true,
  target: 'node20',
  copyPublicDir: false,
};

/**
 * The web app: built into dist/web, which the server serves (with each page's head written in) at `/`.
 * `vite build --ssr entry-server.tsx` builds the server render of the public pages into dist/ssr (beside the web
 * build, so the server finds it), with every library inside: it runs wherever the build is put.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  // precompress: the Brotli and gzip files the server sends (scripts/precompress.ts); not for the server render.
  // stripMessageNotes: the notes for translators stay out of the visitor's scripts (decision 026).
  // page-preloads.json: each page's chunks, which the server names in the page's head (scripts/page-preloads.ts).
  plugins: isSsrBuild
    ? [react(), tailwindcss()]
    : [
        react(),
        tailwindcss(),
        stripMessageNotes(),
        pagePreloads({ webRoot: root, router: path.join(root, 'app/router.tsx') }),
        precompress(),
      ],
  ssr: { noExternal: true },
  // The libraries bundled into the server render are their production builds, whatever NODE_ENV the server has.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        sourcemap: true,
        // bench/bundle-size.ts reads it to measure what each page downloads.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Small shared chunks are copied into the chunks that use them (one registry in the runtime keeps
              // their state single), so a page loads six scripts, not up to twenty (decision 023).
              experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
              groups: [
                {
                  // zod's settings in a file of their own that the entry imports first, so they are in place
                  // before the chunks that build schemas run (src/web/zod-config.ts).
                  name: (id: string) => (/src[\\/]web[\\/]zod-config\.ts$/.test(id) ? 'zod-config' : null),
                  priority: 1,
                },
                {
                  // The small parts nearly every page uses travel in one file instead of a dozen tiny ones (each file
                  // costs a request and compresses worse alone). Heavy or rare parts (tabs, dialogs, rich text, the
                  // editor) stay in chunks of their own.
                  name: (id: string, ctx: ChunkingContext) => {
                    // Of the icons, only those the first pages draw; the others go with the pages that draw them.
                    if (ICON.test(id)) return iconsOfFirstPages(ctx).has(id) ? 'common' : null;
                    return commonPart(id) ? 'common' : null;
                  },
                  debugName: 'common',
                  minShareCount: 2,
                },
              ],
            },
          },
        },
        target: 'es2022',
      },
  server: {
    // `npm run dev:web` serves the app with hot reload and hands /api to the server of `npm run dev`.
    proxy: { '/api': 'http://localhost:3000', '/og-image.png': 'http://localhost:3000' },
  },
}));
