import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

// Served by the one process under /backoffice; in development the staff API is proxied.
export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  server: { proxy: { '/staff': { target: apiTarget }, '/live': { target: apiTarget, ws: true } } },
  build: { target: 'es2022', sourcemap: 'hidden' },
});
