import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Import directions of DESIGN.md: shared ← server, shared ← web; web never imports server. */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

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
);
