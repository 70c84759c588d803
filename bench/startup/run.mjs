#!/usr/bin/env node
// Seconds from `npm start` to the first page served, on a fresh data folder (migrations and seed run)
// and again on the same folder (already migrated). Builds are done first so only the start is timed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3950);

spawnSync('npm', ['run', 'build', '-w', '@casino/web', '-w', '@casino/server'], {
  cwd: root,
  stdio: 'ignore',
});

async function timeStart(dataDir) {
  const started = performance.now();
  const server = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('no page within 120 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.ok && (await response.text()).includes('<div id="root">')) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return (performance.now() - started) / 1000;
  } finally {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'casino-start-'));
const cold = await timeStart(dataDir);
const warm = await timeStart(dataDir);
rmSync(dataDir, { recursive: true, force: true });
console.log(`start to first page, fresh data folder:    ${cold.toFixed(2)} s`);
console.log(`start to first page, existing data folder: ${warm.toFixed(2)} s`);
