#!/usr/bin/env node
// `npm run dev`: the server (API with the studio mounted) on port 3001 (tsx watch) and Vite on port 3000 with a proxy to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@casino/server'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001', NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@casino/web'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
