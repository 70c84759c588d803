import { defineConfig } from 'vitest/config';

// The platform and the studio together in one process, as the server runs them.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
