import { Writable } from 'node:stream';
import { redactingLoggerOptions } from '@casino/contract/log-redaction';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioDbHandle } from '../db/client';
import { studioPlugin } from '../plugin';
import { startFakePlatform } from '../test/fake-platform';
import { launch, studioHeaders, testSecret } from '../test/studio-app';
import { createStudioTestDatabase } from '../test/test-db';

/** The stand-alone studio's logger (main.ts): the game page's launch token never reaches a line. */
describe('studio request log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let handle: StudioDbHandle;
  let platform: Awaited<ReturnType<typeof startFakePlatform>>;

  beforeAll(async () => {
    handle = await createStudioTestDatabase();
    platform = await startFakePlatform({ secret: testSecret, balance: 100_000n });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = Fastify({ logger: { ...redactingLoggerOptions('info'), stream } });
    await app.register(studioPlugin, {
      prefix: '/studio',
      platformUrl: platform.url,
      secret: testSecret,
      db: handle.db,
      crash: { enabled: false },
      tables: { enabled: false },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await platform?.close();
    await handle?.close();
  });

  it('logs the game page and its API by route, with the launch token redacted', async () => {
    const { url, token } = await launch(app, 'dice');
    expect(token.length).toBeGreaterThan(30);
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(token) });

    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).toContain('/studio/play/dice?launch=[redacted]');
    expect(log).toContain('"route":"/studio/play/:slug"');
    expect(log).toContain('/studio/api/session');
  });
});
