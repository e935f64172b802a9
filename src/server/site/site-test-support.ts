/** For the site tests: a small web build in a temporary folder, and reading the head of the HTML served. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Koa Canoe Registry</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
export const ASSET_JS = 'console.log("aloha");\n';
export const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
/** Beside the build folder, where no request may reach. */
export const SECRET = 'not for the web';

/** `{ root, webDir }`: webDir holds index.html, assets/index-abc.js and favicon.svg unless `built` is false. */
export function makeWebDir(built = true) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-web-'));
  const webDir = path.join(root, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(webDir, '.env'), SECRET);
  if (built) {
    fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), ASSET_JS);
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), FAVICON_SVG);
  }
  return { root, webDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The head as a crawler reads it: title, meta contents by name or property, canonical link, site config. */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  const meta: Record<string, string> = {};
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    meta[match[1]] = decode(match[2]);
  }
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1];
  const config = /<script type="application\/json" id="site-config">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    titles: titles.map((m) => decode(m[1])),
    title: titles[0] ? decode(titles[0][1]) : undefined,
    meta,
    canonical: canonical === undefined ? undefined : decode(canonical),
    siteConfig: config === undefined ? undefined : (JSON.parse(config) as unknown),
  };
}
