import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';

// TEMPORARY: imports of one app by another that exist until packages/fair and the composition root
// apps/server are merged (issue 11); remove this list then. Each entry is one file and one import.
const TEMPORARY_CROSS_APP_IMPORTS = [
  ...[
    'apps/web/src/features/fairness/check-round.ts',
    'apps/web/src/features/fairness/round-check-values.ts',
    'apps/web/src/features/fairness/components/crash-check-form.tsx',
    'apps/web/src/features/fairness/components/round-check-form.tsx',
    'apps/web/src/features/fairness/components/fairness-page.test.tsx',
  ].map((file) => ({ file, import: '@casino/studio/verify', reason: 'verifier moves to packages/fair' })),
  { file: 'apps/api/src/main.ts', import: '@casino/studio', reason: 'mounting moves to apps/server' },
  { file: 'apps/api/build.mjs', import: '@casino/studio', reason: 'bundling moves to apps/server' },
];

// TEMPORARY: the studio's game registry and slot symbol art import their parts and are imported back
// (type-only today, which no-cycle does not count); they are untangled when the games move to
// packages/fair (issue 11). Remove this list then.
const TEMPORARY_CYCLE_EXCEPTIONS = ['apps/studio/src/games/**', 'apps/studio/src/games/slots/art/**'];

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
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
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
    rules: { 'casino/boundaries': ['error', { allow: TEMPORARY_CROSS_APP_IMPORTS }] },
  },
  {
    // No import cycles in any workspace's source (type-only imports are not counted).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: TEMPORARY_CYCLE_EXCEPTIONS,
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
    files: ['**/scripts/**/*.mjs', 'bench/**/*.{ts,mjs}', '**/e2e/**/*.ts', 'apps/api/src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
