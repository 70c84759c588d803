import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'sportsbook-web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      // One window per worker, reset by the setup file for each test file (see src/test/setup.ts).
      isolate: false,
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
