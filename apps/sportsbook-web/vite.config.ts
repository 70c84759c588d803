import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

// Served by the sportsbook at its mount point (/sportsbook-api/ on the platform); in development its
// API and push socket are proxied to the running server.
export default defineConfig({
  base: '/sportsbook-api/',
  plugins: [react()],
  server: { proxy: { '/sportsbook-api/api': { target: apiTarget, ws: true } } },
  build: { target: 'es2022', sourcemap: 'hidden', manifest: true },
});
