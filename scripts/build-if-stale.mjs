// @ts-check
/**
 * Before `npm start`: build (`npm run build`) when the build is missing or older than anything it is made from,
 * so `npm install` then `npm start` still works on a fresh clone, and a `git pull` is never served stale. Plain
 * JavaScript, so deciding costs a few milliseconds and no TypeScript loader (decision 015).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Written last by scripts/build-server.ts: its time is when the whole build finished. */
const stamp = path.join(root, 'dist', 'server', 'build.json');
/** What the build must have made. */
const outputs = ['dist/server/main.js', 'dist/web/index.html', 'dist/ssr/entry-server.js'];
/** What the build is made from. */
const sources = [
  'src',
  'scripts/build-server.ts',
  'scripts/precompress.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** The latest modification time under `file` (a file or a folder), in milliseconds. */
function newest(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)));
  return latest;
}

function reason() {
  const missing = outputs.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing || !fs.existsSync(stamp)) return `${missing ?? 'dist/server/build.json'} is missing`;
  const built = fs.statSync(stamp).mtimeMs;
  const changed = sources.find((source) => newest(path.join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const why = reason();
if (why) {
  console.log(`Building the registry (${why}) …`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
