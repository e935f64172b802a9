import { defineConfig } from 'vitest/config';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * Tests of what happens when a module is first loaded, and tests that weigh the process's memory: each needs a
 * module graph (and a process) of its own.
 */
const FRESH_MODULES = ['src/web/zod-config.test.ts', 'src/server/http/response-cache-memory.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    // CI reads the counts from the JSON report (.ci/run).
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    // Creating a test file's app (a copied database, an app, an account) takes a second on a quiet machine; on
    // a machine that runs other work beside CI it has taken more than 30.
    hookTimeout: 60_000,
    // Two files at a time on a 2-core machine (Vitest's default there is one): a file waits on its database and
    // its HTTP calls for much of its time. Each file has its own SQLite file or PostgreSQL schema.
    maxWorkers: 2,
    // A worker runs its test files one after another on one module graph instead of loading the server's modules
    // again for each file: loading them cost more than most files' own tests. Each file still makes its own
    // database and app (tests/setup/test-app.ts); state a module keeps is per app or per database, never global.
    isolate: false,
    projects: [
      {
        // Projects inherit the timeouts above only with `extends: true`.
        extends: true as const,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['node_modules/**', ...FRESH_MODULES],
          env: { TEST_DIALECT: 'sqlite' },
        },
      },
      {
        extends: true as const,
        test: { name: 'fresh-modules', include: FRESH_MODULES, isolate: true },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                globalSetup: ['tests/setup/postgres-once.ts'],
                // The HTTP suite again on PostgreSQL; pure unit tests need not run twice.
                include: [
                  'src/server/**/*.routes.test.ts',
                  'src/server/db/**/*.test.ts',
                  'src/server/demo/**/*.test.ts',
                  'tests/api/**/*.test.ts',
                ],
                // These start processes on SQLite files of their own; running them twice proves nothing more.
                exclude: [
                  'node_modules/**',
                  'tests/api/cli.test.ts',
                  'tests/api/compiled-server.test.ts',
                  'tests/api/server-start.test.ts',
                  'tests/api/two-processes.test.ts',
                  'tests/api/redis-outage.test.ts',
                  'tests/api/images-move-cli.test.ts',
                  'tests/api/sigkill-during-writes.test.ts',
                ],
                env: { TEST_DIALECT: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
