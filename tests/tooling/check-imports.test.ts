import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/check-imports.ts';

let root: string;

function tree(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-imports-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, 'src', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return root;
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run check: import rules', () => {
  it('passes the project as it is', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-imports-'));
    expect(checkImports(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });

  it('finds a cycle, type-only imports included', () => {
    const problems = checkImports(
      tree({
        'server/app.ts': "import { routes } from './routes.ts';\nexport const app = routes;\n",
        'server/routes.ts': "import type { App } from './app.ts';\nexport const routes = 1;\n",
        'server/alone.ts': "import { routes } from './routes.ts';\n",
      }),
    );
    expect(problems).toEqual(['Import cycle between: src/server/app.ts, src/server/routes.ts']);
  });

  it('refuses a component or lib importing a feature', () => {
    const problems = checkImports(
      tree({
        'web/features/canoes/canoe-card.tsx': 'export const card = 1;\n',
        'web/components/ui/list.tsx': "import { card } from '../../features/canoes/canoe-card.tsx';\n",
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('components/ and lib/ never import features or pages');
  });

  it("refuses one feature reaching into another's internals, but not its queries", () => {
    const problems = checkImports(
      tree({
        'web/features/makers/maker-card.tsx': 'export const card = 1;\n',
        'web/features/makers/maker-queries.ts': 'export const q = 1;\n',
        'web/features/people/person-roles.tsx':
          "import { card } from '../makers/maker-card.tsx';\nimport { q } from '../makers/maker-queries.ts';\n",
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("src/web/features/makers/maker-card.tsx: another feature's internals");
  });
});
