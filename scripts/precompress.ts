/**
 * Brotli (quality 11) and gzip (level 9) copies of the web build's text files, written once at build time
 * beside each file (`app.js.br`, `app.js.gz`) for `src/server/site/static-files.ts` to send as they are.
 * Run by `vite build` as a plugin (see vite.config.ts), or alone: `npx tsx scripts/precompress.ts [dir]`.
 * Source maps are left to the server's on-the-fly compression: only developer tools ask for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The text files a browser fetches from the build. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return TEXT_FILE.test(entry.name) ? [full] : [];
  });
}

/** Write `file.br` and `file.gz` for each text file under `dir` (each only when smaller than the file). */
export async function precompressDir(dir: string) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    listFiles(dir).map(async (file) => {
      const body = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ]);
      for (const [suffix, bytes] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (bytes.length < body.length) await fs.promises.writeFile(file + suffix, bytes);
        else await fs.promises.rm(file + suffix, { force: true });
      }
      totals.files += 1;
      totals.bytes += body.length;
      totals.br += Math.min(br.length, body.length);
      totals.gzip += Math.min(gz.length, body.length);
    }),
  );
  return totals;
}

/** The Vite plugin: after the build is written, compress it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'koa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const totals = await precompressDir(outDir);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      this.info?.(
        `precompressed ${totals.files} files: ${kb(totals.bytes)} → ${kb(totals.br)} Brotli, ${kb(totals.gzip)} gzip`,
      );
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist/web');
  const totals = await precompressDir(dir);
  console.log(
    `${dir}: ${totals.files} files, ${totals.bytes} bytes → ${totals.br} Brotli, ${totals.gzip} gzip`,
  );
}
