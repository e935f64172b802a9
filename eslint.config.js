import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Import directions of DESIGN.md: shared ← server, shared ← web; web never imports server. */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

const SQL_ONLY_IN_REPOSITORIES =
  'Queries live in *.repository.ts files (or src/server/db/): call a repository function that says what it does.';
/** Kysely's ways into a statement; none of them is called outside a repository. */
const QUERY_BUILDERS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'with', 'selectNoFrom'];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: restrict(
      ['**/server/**', '**/web/**', 'fastify', 'kysely', 'sharp', 'pg', 'better-sqlite3'],
      'src/shared runs in the browser and on the server: it imports neither.',
    ),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict(['**/server/**', '**/tests/**'], 'The web app never imports server code.'),
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/**/*.test.ts'],
    rules: restrict(['**/web/**', '**/tests/**'], 'Server code does not import the web app or tests.'),
  },
  {
    // SQL lives in repositories (and dialect code in db/), so every write passes through one place.
    files: ['src/server/**'],
    ignores: ['src/server/**/*.test.ts', 'src/server/**/*.repository.ts', 'src/server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: SQL_ONLY_IN_REPOSITORIES }],
          patterns: [
            {
              group: ['**/web/**', '**/tests/**'],
              message: 'Server code does not import the web app or tests.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression > MemberExpression.callee[property.name=/^(${QUERY_BUILDERS.join('|')})$/]`,
          message: SQL_ONLY_IN_REPOSITORIES,
        },
      ],
    },
  },
);
