import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
