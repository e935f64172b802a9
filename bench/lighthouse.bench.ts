/**
 * Lighthouse (mobile preset: a throttled mid-range phone) on the home, registry, a canoe page and stewards, against
 * the real server on a fresh demo database in a temporary folder. Builds the web app first when there is no build.
 * Prints the four category scores, LCP, CLS and TBT per page. Usage: `npm run bench:lighthouse`
 * (CHROME_PATH picks the browser, /usr/bin/chromium by default; LIGHTHOUSE_PORT the server's port, 4390;
 * LIGHTHOUSE_JSON=<folder> keeps each page's full report).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reportDir = process.env.LIGHTHOUSE_JSON;

if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  console.log('No web build: building it first (npm run build).');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

async function serverReady() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error('The server stopped before it was ready');
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start within 2 minutes');
}

/** The demo canoe with the most photos: the heaviest canoe page a visitor opens. */
async function canoePath(): Promise<string> {
  const canoes = (await (await fetch(`${base}/api/canoes?limit=100`)).json()) as {
    canoe_id: number;
    media_count?: number;
  }[];
  const best = [...canoes].sort((a, b) => (b.media_count ?? 0) - (a.media_count ?? 0))[0];
  return `/canoes/${best.canoe_id}`;
}

const score = (value: number | null | undefined) => (value == null ? '–' : String(Math.round(value * 100)));
const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

try {
  server.stdout?.resume();
  await serverReady();
  const pages: [string, string][] = [
    ['Home', '/'],
    ['Canoe Registry', '/canoes'],
    ['Canoe page', await canoePath()],
    ['Stewards', '/owners'],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: string[] = [];
  const flagged = new Map<string, Set<string>>();
  try {
    for (const [label, pagePath] of pages) {
      const result = await lighthouse(`${base}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { categories, audits } = result.lhr;
      rows.push(
        `| ${label} (${pagePath}) | ${score(categories.performance?.score)} | ` +
          `${score(categories.accessibility?.score)} | ${score(categories['best-practices']?.score)} | ` +
          `${score(categories.seo?.score)} | ${seconds(audits['largest-contentful-paint']?.numericValue)} | ` +
          `${audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '–'} | ` +
          `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms |`,
      );
      // What keeps a category below 100: each failed audit that counts in a category, once per page.
      for (const category of Object.values(categories)) {
        for (const ref of category.auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
            const pagesOf = flagged.get(`${category.title}: ${audit.title}`) ?? new Set();
            pagesOf.add(label);
            flagged.set(`${category.title}: ${audit.title}`, pagesOf);
          }
        }
      }
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const name = label.toLowerCase().replace(/\W+/g, '-');
        fs.writeFileSync(path.join(reportDir, `${name}.json`), String(result.report));
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile preset, ${chromeVersion()}, ${os.cpus().length} CPUs\n`,
  );
  console.log('| Page | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  if (flagged.size > 0) {
    console.log('\nFlagged (score below 0.9):');
    for (const [audit, where] of flagged) console.log(`- ${audit} (${[...where].join(', ')})`);
  }
} finally {
  stop();
}

function lighthouseVersion() {
  const file = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function chromeVersion() {
  return spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim() || chromePath;
}
