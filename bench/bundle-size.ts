/**
 * What a visitor's browser downloads, measured from the production build (run `npm run build` first):
 * for each page, the entry chunk, the page's own lazy chunk and every chunk they import statically,
 * plus the CSS, each gzipped at level 9 (what a typical server sends), and which pages carry zod at first load.
 * Usage: `npm run bench:bundle`.
 *
 * `npm run bench:bundle -- --modules` also lists, for each page, what its JavaScript is made of: the bytes of each
 * package and source file (read from the source maps), gzipped on their own (so they add up to a little more than
 * the files do), largest first. `--top=N` shows N of them (default 25).
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
  'Photos (/canoes/:id/photos)': 'pages/canoes/canoe-photos-page.tsx',
  'Stewards (/owners)': 'pages/owners/owner-list-page.tsx',
  'Makers (/makers)': 'pages/makers/maker-list-page.tsx',
  'Timeline (/canoes/:id/timeline)': 'pages/canoes/canoe-timeline-page.tsx',
  'Through the Years (/through-the-years)': 'pages/through-the-years/through-the-years-page.tsx',
  'Places (/places)': 'pages/places/places-page.tsx',
  'Island (/places/islands/:island)': 'pages/places/island-page.tsx',
  'Place (/places/:id)': 'pages/places/place-detail-page.tsx',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const VLQ = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** One source-map segment's numbers. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The generated code of a chunk, grouped by what it came from (an npm package, or a source file). */
function chunkSources(file: string, into: Map<string, string[]>) {
  const mapFile = path.join(webDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return;
  const lines = fs.readFileSync(path.join(webDir, file), 'utf8').split('\n');
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const text = lines[index] ?? '';
    const segments: { column: number; source: number }[] = [];
    let column = 0;
    for (const raw of line ? line.split(',') : []) {
      const values = decodeSegment(raw);
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push({ column, source: values.length > 1 ? source : -1 });
    }
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1].column : text.length;
      const name =
        segment.source < 0
          ? '(bundler glue)'
          : map.sources[segment.source]
              .replace(/.*node_modules[\\/]((@[^\\/]+[\\/])?[^\\/]+).*/, 'npm $1')
              .replace(/^(\.\.[\\/])+/, '');
      const parts = into.get(name) ?? [];
      parts.push(text.slice(segment.column, end));
      into.set(name, parts);
    });
  });
}

/** True when the chunk carries zod (its source map names a zod file). */
function carriesZod(file: string): boolean {
  const mapFile = path.join(webDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return false;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources.some((source) => /node_modules[\\/]zod[\\/]/.test(source));
}

const listModules = process.argv.includes('--modules');
const withZod: string[] = [];
const top = Number(/--top=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 25);
const listings: string[] = [];
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
  if (js.some(carriesZod)) withZod.push(label);
  if (listModules) {
    const sources = new Map<string, string[]>();
    for (const file of js) chunkSources(file, sources);
    const rows = [...sources]
      .map(([name, parts]) => ({ name, gzip: zlib.gzipSync(parts.join(''), { level: 9 }).length }))
      .sort((a, b) => b.gzip - a.gzip);
    listings.push(
      `\n${label}: ${kb(jsBytes)} in ${js.length} files`,
      ...rows.slice(0, top).map((row) => `${kb(row.gzip).padStart(9)}  ${row.name}`),
    );
  }
}
// zod belongs to the forms that check a body, loaded with them: a page that carries it at first load has a value
// import of a contract or an endpoint declaration somewhere in its modules (src/shared/api/routes.ts says why).
console.log(`\nzod in a first load: ${withZod.length ? withZod.join(', ') : 'none of these pages'}`);
if (listModules) console.log(listings.join('\n'));
