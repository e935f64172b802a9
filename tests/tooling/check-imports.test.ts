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

  it('refuses a server file importing a layer above its own, or a sibling layer on its floor', () => {
    const problems = checkImports(
      tree({
        'server/config.ts': 'export const config = 1;\n',
        'server/db/database.ts': "import { config } from '../config.ts';\nexport const db = config;\n",
        'server/modules/auth/auth.plugin.ts':
          "import { db } from '../../db/database.ts';\nexport type Access = 'public';\n",
        'server/http/route.ts': "import type { Access } from '../modules/auth/auth.plugin.ts';\n",
        'server/record-builders/index.ts': 'export const build = 1;\n',
        'server/site/record-meta.ts': "import { build } from '../record-builders/index.ts';\n",
        'server/app.ts': "import { db } from './db/database.ts';\nimport './site/record-meta.ts';\n",
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(
      'src/server/http/route.ts imports src/server/modules/auth/auth.plugin.ts: http does not import modules',
    );
    expect(problems[1]).toContain(
      'src/server/site/record-meta.ts imports src/server/record-builders/index.ts: site does not import record-builders',
    );
  });

  it('keeps repositories → services → routes inside a module, and the site asking services', () => {
    const problems = checkImports(
      tree({
        'server/modules/canoes/canoe.repository.ts': "import { rule } from './canoe.service.ts';\n",
        'server/modules/canoes/canoe.service.ts': 'export const rule = 1;\n',
        'server/modules/canoes/canoe.routes.ts': "import { rule } from './canoe.service.ts';\n",
        'server/modules/canoes/name.repository.ts': 'export const names = 1;\n',
        'server/site/record-meta.ts':
          "import { names } from '../modules/canoes/name.repository.ts';\nimport { rule } from '../modules/canoes/canoe.service.ts';\n",
        'server/record-builders/canoe.builder.ts':
          "import { names } from '../modules/canoes/name.repository.ts';\n",
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(
      'src/server/modules/canoes/canoe.repository.ts imports src/server/modules/canoes/canoe.service.ts: in a module, routes use services and services use repositories',
    );
    expect(problems[1]).toContain(
      "src/server/site/record-meta.ts imports src/server/modules/canoes/name.repository.ts: outside modules/, ask the module's service",
    );
  });

  it('puts a server file that no layer names on the top floor, where nothing below imports it', () => {
    const problems = checkImports(
      tree({
        'server/jobs/nightly.ts': 'export const job = 1;\n',
        'server/main.ts': "import { job } from './jobs/nightly.ts';\n",
        'server/db/upkeep.ts': "import { job } from '../jobs/nightly.ts';\n",
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'src/server/db/upkeep.ts imports src/server/jobs/nightly.ts: db does not import app',
    );
  });
});
