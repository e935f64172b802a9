/**
 * Import rules that ESLint's per-file rules cannot see (run by `npm run check`):
 * - no import cycles anywhere in src/ (type-only imports count: a cycle of types is still two files that must
 *   change together);
 * - components/ and lib/ of the web app never import a feature or a page;
 * - a feature folder (src/web/features/<name>/) imports another feature only through that feature's public files:
 *   its `*-queries.ts` (data) or files named in its `index.ts`;
 * - the server's layers (SERVER_LAYERS, decision 019): a file imports its own layer or a lower one, never a higher
 *   one nor another layer of its own floor; in modules/, repositories → services → routes, never back; above
 *   modules/, only the record builders reach past a module's services into its repositories.
 * Relative imports carry their `.ts`/`.tsx` extension in this project, so a plain scan resolves them exactly.
 */
import fs from 'node:fs';
import path from 'node:path';

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The server's layers, lowest floor first (paths from src/; the first layer naming a file holds it). What no
 * other layer names stands in app, on the top floor: app.ts, main.ts, cli.ts, demo/, and a new folder until it is
 * placed lower.
 */
export const SERVER_LAYERS: { name: string; floor: number; paths: string[] }[] = [
  { name: 'shared', floor: 0, paths: ['shared/'] },
  { name: 'core', floor: 1, paths: ['server/config.ts', 'server/core/', 'server/text/'] },
  { name: 'db', floor: 2, paths: ['server/db/'] },
  { name: 'http', floor: 3, paths: ['server/http/', 'server/app-deps.ts'] },
  { name: 'modules', floor: 4, paths: ['server/modules/'] },
  { name: 'site', floor: 5, paths: ['server/site/'] },
  { name: 'record-builders', floor: 5, paths: ['server/record-builders/'] },
  { name: 'app', floor: 6, paths: ['server/'] },
];

/** Above modules/, the layers that may write straight through a module's repositories (demo and test data). */
const REPOSITORY_READERS = new Set(['record-builders']);

/** A module file's part, by its name: what a part imports stands at its own rank or below. */
const MODULE_PARTS = [
  { suffix: '.repository.ts', rank: 1 },
  { suffix: '.service.ts', rank: 2 },
  { suffix: '.routes.ts', rank: 3 },
];

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (!spec || !spec.startsWith('.')) continue;
    found.push(path.resolve(path.dirname(file), spec));
  }
  return found;
}

/** Every broken rule in the tree under `root` (its `src/`), one sentence each. */
export function checkImports(root: string): string[] {
  const srcDir = path.join(root, 'src');
  const rel = (file: string) => path.relative(root, file);
  const files = listFiles(srcDir).filter((f) => !/\.test\.tsx?$/.test(f));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    graph.set(
      file,
      importsOf(file, fs.readFileSync(file, 'utf8')).filter(
        (target) => target !== file && fs.existsSync(target),
      ),
    );
  }

  const problems: string[] = [];

  // Cycles: strongly connected components with more than one file (Tarjan).
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  function connect(node: string) {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indexOf.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) {
        problems.push(`Import cycle between: ${component.map(rel).sort().join(', ')}`);
      }
    }
  }
  for (const file of graph.keys()) if (!indexOf.has(file)) connect(file);

  // Web directions.
  const web = path.join(srcDir, 'web');
  const featureOf = (file: string) => {
    const parts = path.relative(path.join(web, 'features'), file).split(path.sep);
    return parts[0] && parts[0] !== '..' ? parts[0] : null;
  };
  const isPublicFeatureFile = (file: string) =>
    /-queries\.ts$/.test(file) || path.basename(file) === 'index.ts';
  for (const [file, targets] of graph) {
    if (!file.startsWith(web + path.sep)) continue;
    const area = path.relative(web, file).split(path.sep)[0];
    for (const target of targets) {
      const targetArea = path.relative(web, target).split(path.sep)[0];
      if (
        (area === 'components' || area === 'lib') &&
        (targetArea === 'features' || targetArea === 'pages')
      ) {
        problems.push(
          `${rel(file)} imports ${rel(target)}: components/ and lib/ never import features or pages`,
        );
      }
      const from = featureOf(file);
      const to = featureOf(target);
      if (from && to && from !== to && !isPublicFeatureFile(target)) {
        problems.push(
          `${rel(file)} imports ${rel(target)}: another feature's internals (use its *-queries.ts or index.ts, or move the shared part to components/ or lib/)`,
        );
      }
    }
  }

  // Server layers.
  const fromSrc = (file: string) => path.relative(srcDir, file).split(path.sep).join('/');
  const layerOf = (file: string) => {
    const name = fromSrc(file);
    return SERVER_LAYERS.find((layer) =>
      layer.paths.some((p) => (p.endsWith('/') ? name.startsWith(p) : name === p)),
    );
  };
  const modulePart = (file: string) =>
    fromSrc(file).startsWith('server/modules/')
      ? MODULE_PARTS.find((part) => file.endsWith(part.suffix))
      : undefined;
  const order = [...new Set(SERVER_LAYERS.map((layer) => layer.floor))]
    .sort((a, b) => a - b)
    .map((floor) =>
      SERVER_LAYERS.filter((layer) => layer.floor === floor)
        .map((layer) => layer.name)
        .join(' | '),
    )
    .join(' → ');
  for (const [file, targets] of graph) {
    const layer = layerOf(file);
    if (!layer) continue;
    for (const target of targets) {
      const targetLayer = layerOf(target);
      if (!targetLayer) continue;
      if (targetLayer !== layer && targetLayer.floor >= layer.floor) {
        problems.push(
          `${rel(file)} imports ${rel(target)}: ${layer.name} does not import ${targetLayer.name} (server layers, lowest first: ${order})`,
        );
        continue;
      }
      const part = modulePart(file);
      const targetPart = modulePart(target);
      if (part && targetPart && targetPart.rank > part.rank) {
        problems.push(
          `${rel(file)} imports ${rel(target)}: in a module, routes use services and services use repositories, never the other way`,
        );
      }
      if (
        layer.name !== 'modules' &&
        !REPOSITORY_READERS.has(layer.name) &&
        targetPart?.suffix === '.repository.ts'
      ) {
        problems.push(
          `${rel(file)} imports ${rel(target)}: outside modules/, ask the module's service, not its repository`,
        );
      }
    }
  }

  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = path.resolve(import.meta.dirname, '..');
  const problems = checkImports(root);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} import rule violation(s)`);
    process.exit(1);
  }
  console.log('imports: no cycles, directions kept, no server layer reaches up');
}
