/**
 * What a visitor's browser downloads, measured from the production build (run `npm run build` first):
 * for each page, the entry chunk, the page's own lazy chunk and every chunk they import statically,
 * plus the CSS, each gzipped at level 9 (what a typical server sends). Usage: `npm run bench:bundle`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = path.join(root, 'dist/web');
const manifestFile = path.join(webDir, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

const gzipSize = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(webDir, file)), { level: 9 }).length;

/** A chunk and everything it imports statically (what loads before it can run). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const pages: Record<string, string> = {
  'Home (/)': 'pages/home/home-page.tsx',
  'Canoe page (/canoes/:id)': 'pages/canoes/canoe-detail-page.tsx',
  'Canoe Registry (/canoes)': 'pages/canoes/canoe-registry-page.tsx',
  'Photos (/canoes/:id/media/add)': 'pages/canoes/canoe-photos-page.tsx',
  'Stewards (/owners)': 'pages/owners/owner-list-page.tsx',
  'Makers (/makers)': 'pages/makers/maker-list-page.tsx',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('| Page | JavaScript (gzip) | CSS (gzip) | Files |');
console.log('| --- | ---: | ---: | ---: |');
for (const [label, key] of Object.entries(pages)) {
  if (!manifest[key]) {
    console.log(`| ${label} | (no chunk ${key}) | | |`);
    continue;
  }
  const keys = new Set([...closure(entryKey), ...closure(key)]);
  const js = [...keys].map((k) => manifest[k].file);
  const css = [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];
  const jsBytes = js.reduce((sum, file) => sum + gzipSize(file), 0);
  const cssBytes = css.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`| ${label} | ${kb(jsBytes)} | ${kb(cssBytes)} | ${js.length + css.length} |`);
}
