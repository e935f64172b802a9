/**
 * Import rules that ESLint's per-file rules cannot see (run by `npm run check`):
 * - no import cycles anywhere in src/ (type-only imports count: a cycle of types is still two files that must
 *   change together);
 * - components/ and lib/ of the web app never import a feature or a page;
 * - a feature folder (src/web/features/<name>/) imports another feature only through that feature's public files:
 *   its `*-queries.ts` (data) or files named in its `index.ts`.
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
  console.log('imports: no cycles, directions kept');
}
