/**
 * The server as plain JavaScript (decision 015): src/server/main.ts and everything it imports in one ES module,
 * dist/server/main.js, that Node runs without a TypeScript loader. The packages stay in node_modules (imported
 * as they are); what the server finds beside its own file at run time is put beside main.js:
 *
 *   dist/server/migrations/NNN-name.js   each migration on its own, as db/database.ts loads them by name
 *   dist/server/image-worker.mjs         the image process (modules/media/image-workers.ts starts it), plain
 *                                        JavaScript already
 *
 * The web app and its server render (dist/web, dist/ssr) are Vite's; config.ts finds dist/web from the project
 * root, two folders up from main.js as from src/server/config.ts. Last of all it writes dist/server/build.json,
 * which scripts/build-if-stale.mjs reads to decide whether `npm start` must build first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = path.join(root, 'src', 'server');
/** `--out-dir <folder>` builds elsewhere (tests/api/compiled-server.test.ts); dist/server by default. */
const outArg = process.argv.indexOf('--out-dir');
const outDir = outArg > 0 ? path.resolve(process.argv[outArg + 1]!) : path.join(root, 'dist', 'server');
const migrationsDir = path.join(serverDir, 'db', 'migrations');

const started = performance.now();
fs.rmSync(outDir, { recursive: true, force: true });
const migrations = fs.readdirSync(migrationsDir).filter((file) => /^\d{3}-[a-z0-9-]+\.ts$/.test(file));
await build({
  absWorkingDir: root,
  entryPoints: [
    { in: path.join(serverDir, 'main.ts'), out: 'main' },
    ...migrations.map((file) => ({
      in: path.join(migrationsDir, file),
      out: `migrations/${file.slice(0, -'.ts'.length)}`,
    })),
  ],
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Imported from node_modules at run time, as under tsx: native modules (sharp, better-sqlite3) and all.
  packages: 'external',
  // Stack traces name the TypeScript lines with `node --enable-source-maps` (docs/deploying.md).
  sourcemap: true,
  // Class and function names stay as written: log lines and errors name them.
  keepNames: true,
  logLevel: 'warning',
});
fs.copyFileSync(
  path.join(serverDir, 'modules', 'media', 'image-worker.mjs'),
  path.join(outDir, 'image-worker.mjs'),
);
fs.writeFileSync(
  path.join(outDir, 'build.json'),
  JSON.stringify({ builtAt: new Date().toISOString(), node: process.version }, null, 2) + '\n',
);
console.log(
  `server built into ${path.relative(root, outDir) || outDir} in ${Math.round(performance.now() - started)} ms`,
);
