import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from './paths';
import { apiAloneMain, startServer, stopServer, type ServerProcess } from './test/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'casino-api-alone-'));

/**
 * The platform's own main starts without the studio: no /studio routes, and the catalogue sync finds
 * no provider at STUDIO_URL (nothing listens there), logs it and keeps serving.
 */
describe('the API started alone', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: packageRoot, stdio: 'ignore' });
    server = await startServer(
      // 9 is the discard port: nothing answers there, so the studio is unreachable.
      { DATA_DIR: dataDir, STUDIO_URL: 'http://127.0.0.1:9/studio' },
      apiAloneMain,
    );
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves /health and mounts no studio', async () => {
    const health = await fetch(`${server.baseUrl}/health`);
    expect(health.status).toBe(200);
    const studio = await fetch(`${server.baseUrl}/studio/games`, { method: 'POST' });
    expect(studio.status).toBe(404);
  });

  it('finds no studio on its catalogue sync and keeps serving', async () => {
    const deadline = Date.now() + 20_000;
    while (!server.log().includes('catalogue sync failed') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(server.log()).toContain('catalogue sync failed');
    expect(server.log()).not.toContain('catalogue synced');
    expect((await fetch(`${server.baseUrl}/health`)).status).toBe(200);
  });
});
