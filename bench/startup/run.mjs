#!/usr/bin/env node
// Seconds from `npm start` to the first page served: on a machine's first data folder (the embedded
// databases' template is made), on a fresh data folder (migrations and seed run), and again on the same
// folder (already migrated). Builds are done first so only the start is timed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3950);

spawnSync('npm', ['run', 'build', '-w', '@casino/web', '-w', '@casino/server'], {
  cwd: root,
  stdio: 'ignore',
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something accepts connections on the port. */
function isPortTaken() {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether any process of the group `npm start` led is still alive (the server outlives npm). */
function isGroupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the whole process group and waits until every process of it has exited and the port is
 * free, so the next reading times a new server, never the previous one still answering.
 */
async function stop(server) {
  process.kill(-server.pid, 'SIGTERM');
  const deadline = performance.now() + 30_000;
  while (isGroupAlive(server.pid) || (await isPortTaken())) {
    if (performance.now() > deadline) {
      if (isGroupAlive(server.pid)) process.kill(-server.pid, 'SIGKILL');
      throw new Error(`the server of port ${port} did not stop within 30 s`);
    }
    await sleep(50);
  }
}

async function timeStart(dataDir, env = {}) {
  if (await isPortTaken()) throw new Error(`port ${port} is taken: the reading would time another server`);
  const started = performance.now();
  const server = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
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
      await sleep(25);
    }
    return (performance.now() - started) / 1000;
  } finally {
    await stop(server);
  }
}

// A new data folder's databases are copies of a template made once per machine; the first reading
// has none yet (an empty template folder of its own), the second finds the one the first made.
const templates = mkdtempSync(join(tmpdir(), 'casino-start-templates-'));
const folders = [mkdtempSync(join(tmpdir(), 'casino-start-')), mkdtempSync(join(tmpdir(), 'casino-start-'))];
const firstOnMachine = await timeStart(folders[0], { PGLITE_TEMPLATE_DIR: templates });
const fresh = await timeStart(folders[1], { PGLITE_TEMPLATE_DIR: templates });
const later = await timeStart(folders[1], { PGLITE_TEMPLATE_DIR: templates });
for (const folder of [templates, ...folders]) rmSync(folder, { recursive: true, force: true });
console.log(`start to first page, first on this machine (no template): ${firstOnMachine.toFixed(2)} s`);
console.log(`start to first page, fresh data folder:                   ${fresh.toFixed(2)} s`);
console.log(`start to first page, existing data folder:                ${later.toFixed(2)} s`);
