import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'studio',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files share a worker; each starts with fresh modules and leaves the environment as it found it.
    isolate: false,
    setupFiles: ['../../packages/contract/src/test-fresh-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
