import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', '**/data', '**/coverage', '**/migrations'] },
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
            '@casino/web',
            '@casino/server',
          ],
        },
      ],
    },
  },
  {
    files: ['**/scripts/**/*.mjs', 'bench/**/*.{ts,mjs}', '**/e2e/**/*.ts', 'apps/api/src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
