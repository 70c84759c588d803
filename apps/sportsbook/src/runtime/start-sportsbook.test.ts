import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSportsbookConfig } from '../config.js';
import type { SportsbookDbHandle } from '../db/client.js';
import { liabilities, tickets } from '../db/schema.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { createTestDatabase } from '../test/test-db.js';
import { placeTicket } from '../tickets/place-ticket.js';
import { createWalletClient } from '../wallet/wallet-client.js';
import { startSportsbook, type SportsbookRuntime } from './start-sportsbook.js';

const MATCH_MS = 60_000;
let t = Date.parse('2026-11-27T20:00:00Z');
let handle: SportsbookDbHandle;
let wallet: FakeWallet;
let runtime: SportsbookRuntime;

beforeAll(async () => {
  handle = await createTestDatabase();
  wallet = await startFakeWallet();
  wallet.sessions.add('session-1');
  wallet.balances.set('player-1', 100_000n);
  runtime = await startSportsbook({
    config: buildSportsbookConfig({ SPORTSBOOK_MATCH_MS: String(MATCH_MS), SPORTSBOOK_LIVE_DELAY_MS: '0' }),
    secret: wallet.secret,
    providerCode: wallet.providerCode,
    platformUrl: wallet.url,
    database: handle,
    wallet: createWalletClient({ ...wallet, platformUrl: wallet.url, backoffMs: 1 }),
    now: () => new Date(t),
  });
});
afterAll(async () => {
  await runtime.close();
  await wallet.close();
  await handle.close();
});

const reservedTotal = async () =>
  (await handle.db.select().from(liabilities)).reduce((sum, row) => sum + row.reservedMinor, 0n);

describe('the sportsbook runtime', () => {
  it('reads its limits and settings from the environment', () => {
    const config = buildSportsbookConfig({ SPORTSBOOK_MIN_STAKE: '50', SPORTSBOOK_CURRENCIES: 'EUR,NOK' });
    expect(Object.keys(config.limits)).toEqual(['EUR', 'NOK']);
    expect(config.limits.EUR!.minStake).toBe(50n);
    expect(config.liveDelayMs).toBe(5_000);
    expect(() => buildSportsbookConfig({ SPORTSBOOK_MARGIN: 'lots' })).toThrow(/SPORTSBOOK_MARGIN/);
  });

  it('plays the simulated feed and settles a ticket from it, crediting a win once', async () => {
    const event = runtime.feed.events().find((e) => e.sport === 'football' && e.kind !== 'outright')!;
    const market = runtime.deps.state.market(event.id, '1x2')!;
    const selections = market.outcomes.map((o) => ({
      eventId: event.id,
      marketType: '1x2',
      specifiers: {},
      outcomeId: o.id,
      odds: o.odds,
      version: market.version,
    }));
    // One single on each of home, draw and away: exactly one wins.
    for (const [i, selection] of selections.entries()) {
      const answer = await placeTicket(runtime.deps, {
        playerId: 'player-1',
        sessionToken: 'session-1',
        idempotencyKey: `runtime-${i}`,
        currency: 'EUR',
        stake: 1_000n,
        bet: { kind: 'single' },
        selections: [selection],
        acceptOddsChange: 'none',
      });
      expect(answer.ok).toBe(true);
    }
    expect(wallet.balances.get('player-1')).toBe(97_000n);
    while (runtime.deps.state.events.get(event.id)!.status !== 'ended') {
      t += 2_000;
      await runtime.tick();
    }
    const settled = await handle.db.select().from(tickets);
    expect(settled.map((row) => row.status).sort()).toEqual(['lost', 'lost', 'won']);
    const won = settled.find((row) => row.status === 'won')!;
    expect(wallet.balances.get('player-1')).toBe(97_000n + won.settledReturnMinor!);
    expect(await reservedTotal()).toBe(0n);
  });

  it('resolves placements a crash left pending: a sent debit is rolled back, an unsent one refused', async () => {
    const event = runtime.feed
      .events()
      .find((e) => e.status === 'not_started' && e.sport === 'football' && e.kind !== 'outright')!;
    const market = runtime.deps.state.market(event.id, '1x2')!;
    const place = (key: string, outcome: number, deps = runtime.deps) =>
      placeTicket(deps, {
        playerId: 'player-1',
        sessionToken: 'session-1',
        idempotencyKey: key,
        currency: 'EUR',
        stake: 500n,
        bet: { kind: 'single' },
        selections: [
          {
            eventId: event.id,
            marketType: '1x2',
            specifiers: {},
            outcomeId: market.outcomes[outcome]!.id,
            odds: market.outcomes[outcome]!.odds,
            version: market.version,
          },
        ],
        acceptOddsChange: 'any',
      });
    const before = wallet.balances.get('player-1')!;
    // The debit is applied, then the process dies before its answer is read.
    const dying = {
      ...runtime.deps,
      wallet: {
        call: async (...args: Parameters<typeof runtime.deps.wallet.call>) => {
          await runtime.deps.wallet.call(...args);
          throw new Error('process killed');
        },
      },
    };
    await expect(place('crash-after-send', 0, dying)).rejects.toThrow('process killed');
    expect(wallet.balances.get('player-1')).toBe(before - 500n);
    // Killed during the live delay: the wallet never heard of it.
    const killedInDelay = {
      ...dying,
      liveDelayMs: 1,
      sleep: () => Promise.reject(new Error('process killed')),
    };
    runtime.deps.state.events.set(event.id, { ...event, status: 'live' });
    await expect(place('crash-in-delay', 1, killedInDelay)).rejects.toThrow('process killed');
    runtime.deps.state.events.set(event.id, event);
    expect(await reservedTotal()).toBeGreaterThan(0n);

    expect(await runtime.retryPass()).toMatchObject({ placementsResolved: 0 });
    t += 10 * 60_000;
    expect(await runtime.retryPass()).toMatchObject({ placementsResolved: 2 });
    const rows = await handle.db.select().from(tickets).where(eq(tickets.status, 'refused'));
    expect(rows.map((row) => row.idempotencyKey).sort()).toEqual(['crash-after-send', 'crash-in-delay']);
    expect(wallet.balances.get('player-1')).toBe(before);
    expect(await reservedTotal()).toBe(0n);
  });
});
