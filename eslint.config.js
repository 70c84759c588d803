import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';

export default tseslint.config(
  {
    // lint-fixtures: deliberate violations that scripts/lint-rules.test.ts lints on its own.
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/data',
      '**/coverage',
      '**/migrations',
      'scripts/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  // Scripts served as they are to the browser (the web app's public folder).
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/backoffice/src/**/*.{ts,tsx}',
      'apps/sportsbook-web/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Arrows only point downwards: the web app never imports the API and vice versa.
      'no-restricted-imports': ['error', { patterns: ['@casino/api', '@casino/api/*'] }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@casino/web', '@casino/web/*', '@casino/ui'] }],
    },
  },
  {
    // Arrows between workspaces and web features (docs/architecture.md).
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { casino: boundaries },
    rules: { 'casino/boundaries': 'error' },
  },
  {
    // No import cycles in any workspace's source (type-only imports are not counted).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [`${import.meta.dirname}/apps/web/src`] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // packages/fair runs in the browser too (game clients, the web's fairness page): pure, no server.
    files: ['packages/fair/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fastify',
            'drizzle-orm',
            'drizzle-orm/*',
            '@casino/api',
            '@casino/studio',
            '@casino/sportsbook',
            '@casino/web',
            '@casino/server',
          ],
        },
      ],
    },
  },
  {
    // No function over 80 lines in non-test code: a longer one is split into named steps. Tests and
    // their helpers are left out (a test reads top to bottom).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/scripts/**/*.mjs', 'bench/**/*.{ts,mjs}', '**/e2e/**/*.ts', 'apps/api/src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
