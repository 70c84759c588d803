import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;
const proxied = Object.fromEntries(
  ['/api', '/app-config.js', '/static', '/health'].map((path) => [path, { target: apiTarget }]),
);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: proxied },
  preview: { proxy: proxied },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: read by scripts/check-home-zod.mjs to find the first-load chunks.
    manifest: true,
  },
});
