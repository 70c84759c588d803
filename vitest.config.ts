import { defineConfig } from 'vitest/config';

// One run over every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'packages/rules/vitest.config.ts',
      'packages/fair/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/studio/vitest.config.ts',
      'apps/web/e2e/vitest.config.ts',
    ],
  },
});
