import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSportsbookConfig } from '../config.js';
import type { SportsbookDbHandle } from '../db/client.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { launchFor, startSportsbookApp, type StartedSportsbook } from '../test/sportsbook-app.js';
import { createTestDatabase } from '../test/test-db.js';
import { sportsbookPlugin } from './plugin.js';

let handle: SportsbookDbHandle;
let wallet: FakeWallet;
let sb: StartedSportsbook;
const now = Date.parse('2026-11-27T20:00:00Z');

beforeAll(async () => {
  handle = await createTestDatabase();
  wallet = await startFakeWallet();
  sb = await startSportsbookApp(handle, wallet, () => new Date(now), { testHooks: true });
});
afterAll(async () => {
  await sb.app.close();
  await sb.runtime.close();
  await wallet.close();
  await handle.close();
});

const hurry = (app: StartedSportsbook['app'], token: string, id: string, ms: number) =>
  app.inject({
    method: 'POST',
    url: `/sportsbook-api/test/events/${encodeURIComponent(id)}/hurry`,
    headers: { 'x-sportsbook-session': token, 'content-type': 'application/json' },
    payload: JSON.stringify({ ms }),
  });

describe('the test hook that plays a match on', () => {
  it('is on only where NODE_ENV is test or development, never in production or unset', () => {
    expect(buildSportsbookConfig({ NODE_ENV: 'test' }).testHooks).toBe(true);
    expect(buildSportsbookConfig({ NODE_ENV: 'development' }).testHooks).toBe(true);
    expect(buildSportsbookConfig({ NODE_ENV: 'production' }).testHooks).toBe(false);
    expect(buildSportsbookConfig({}).testHooks).toBe(false);
  });

  it('starts an upcoming match and plays it to its settlement at the next ticks', async () => {
    const token = await launchFor(sb.app, wallet, { playerId: 'tess' });
    await sb.runtime.tick();
    const upcoming = [...sb.runtime.deps.state.events.values()].find(
      (e) => e.sport === 'football' && e.status === 'not_started' && e.kind !== 'outright',
    )!;
    expect((await hurry(sb.app, token, upcoming.id, 60_000)).statusCode).toBe(200);
    await sb.runtime.tick();
    // SPORTSBOOK_MATCH_MS is a minute in this app: a minute on is the whole match.
    expect(sb.runtime.deps.state.events.get(upcoming.id)!.status).toBe('ended');
    const markets = sb.runtime.deps.state.marketsOf(upcoming.id);
    expect(markets.length).toBeGreaterThan(0);
    expect(markets.filter((m) => m.status !== 'settled')).toEqual([]);
    const unknown = await hurry(sb.app, token, 'sim:none', 1_000);
    expect(unknown.json<{ info: { resultCode: string } }>().info.resultCode).toBe('sport_event_not_found');
    expect((await hurry(sb.app, 'not-a-session-token-at-all', upcoming.id, 1_000)).statusCode).toBe(401);
  });

  it('is not there when the hooks are off', async () => {
    const app = Fastify({ logger: false });
    await app.register(sportsbookPlugin, {
      prefix: '/sportsbook-api',
      runtime: sb.runtime,
      secret: wallet.secret,
      providerCode: wallet.providerCode,
    });
    await app.ready();
    try {
      const token = await launchFor(app, wallet, { playerId: 'tom' });
      expect((await hurry(app, token, 'sim:football:1', 1_000)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
