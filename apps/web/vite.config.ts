import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstPaintTexts, precompress, preloadLandingRoute } from './scripts/build-plugins.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
const proxied = Object.fromEntries(
  ['/api', '/app-config.js', '/static', '/health'].map((path) => [path, { target: apiTarget }]),
);

export default defineConfig({
  plugins: [
    react(),
    preloadLandingRoute('src/app/routes/home.tsx'),
    firstPaintTexts(fileURLToPath(new URL('./src/locales', import.meta.url))),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: proxied },
  preview: { proxy: proxied },
  build: {
    target: 'es2022',
    // Written for the people who debug a build, never linked from the files nor served (the server refuses .map).
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: read by scripts/check-bundle-budget.mjs to find each route's first load.
    manifest: true,
  },
});
