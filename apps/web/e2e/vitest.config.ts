import { defineConfig } from 'vitest/config';

// Browser journeys: one production server (built API serving the built web app) for the whole run,
// driven by Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
