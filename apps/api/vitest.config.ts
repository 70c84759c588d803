import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files share a worker; each starts with fresh modules and leaves the environment as it found it.
    isolate: false,
    setupFiles: ['../../packages/contract/src/test-fresh-file.ts'],
    globalSetup: ['src/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
