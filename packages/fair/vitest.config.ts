import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'fair', include: ['src/**/*.test.ts'] } });
