import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiKey: string;
    staffAdmin: { username: string; password: string };
    tawkSecret: string;
    /** The server's data folder: the demo's staff accounts are kept there (demo-staff.json). */
    dataDir: string;
  }
}

const repoRoot = join(import.meta.dirname, '..', '..', '..');
const apiKey = 'e2e-skin-key';
// The staff admin the server creates at start, for journeys that approve withdrawals.
const staffAdmin = { username: 'e2e-admin', password: 'e2e-admin-password' };
// Tawk.to's secure-mode key of the live chat journey (the widget itself is a local fake).
const tawkSecret = 'e2e-tawk-secure-mode-key';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function buildIfMissing(output: string, workspace: string) {
  if (existsSync(join(repoRoot, output))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build of ${workspace} failed`);
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export default async function setup(project: TestProject) {
  buildIfMissing('apps/web/dist/index.html', '@casino/web');
  buildIfMissing('apps/backoffice/dist/index.html', '@casino/backoffice');
  buildIfMissing('apps/server/dist/main.js', '@casino/server');

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
  let log = '';
  const server = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIN_API_KEY: apiKey,
      // Links in e-mails must open on the origin the browser uses, or stored sessions would not carry over.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every journey signs up and logs in from 127.0.0.1: per-address limits would trip.
      RATE_LIMIT_MAX: '100000',
      SIGNUP_RATE_LIMIT_PER_ADDRESS: '10000',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '10000',
      VALIDATE_FIELD_RATE_LIMIT_PER_ADDRESS: '10000',
      FORGOT_PASSWORD_RATE_LIMIT_PER_ADDRESS: '10000',
      // Every logged-in page holds a live socket (the bell's notices, the chat), all from 127.0.0.1.
      LIVE_CHAT_SOCKETS_PER_ADDRESS: '10000',
      STAFF_ADMIN_USERNAME: staffAdmin.username,
      STAFF_ADMIN_PASSWORD: staffAdmin.password,
      TAWK_SECRET: tawkSecret,
      // The back office journey takes a withdrawal above this through two operators.
      STAFF_SECOND_APPROVAL_ABOVE: '{"EUR":"100"}',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server, () => log);
  } catch (error) {
    // A server that never became healthy must not outlive the run (it would hold its port and data).
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('apiKey', apiKey);
  project.provide('staffAdmin', staffAdmin);
  project.provide('tawkSecret', tawkSecret);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
