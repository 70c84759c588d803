import { defineConfig } from 'vitest/config';

// Checks of the repository's own tooling (lint rules).
export default defineConfig({ test: { name: 'tooling', include: ['*.test.ts'] } });
