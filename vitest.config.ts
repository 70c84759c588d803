import { defineConfig } from 'vitest/config';

// One run over every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      // The repository's own tooling: the lint rules, the web build's check for zod.
      { test: { name: 'tooling', include: ['scripts/*.test.ts', 'apps/web/scripts/*.test.ts'] } },
      'packages/contract/vitest.config.ts',
      'packages/rules/vitest.config.ts',
      'packages/fair/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/backoffice/vitest.config.ts',
      'apps/studio/vitest.config.ts',
      'apps/sportsbook/vitest.config.ts',
      'apps/sportsbook-web/vitest.config.ts',
      'apps/web/e2e/vitest.config.ts',
      'apps/server/vitest.config.ts',
    ],
  },
});
