import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSportsbookConfig } from '../config.js';
import { type SportsbookDbHandle } from '../db/client.js';
import { openSportsbookPostgres } from '../db/postgres.js';
import { feedSnapshots, tickets } from '../db/schema.js';
import { decodeFeedState, encodeFeedState } from '../feed/feed-snapshot.js';
import { FeedState } from '../feed/feed-state.js';
import { ticketView } from '../api/tickets-view.js';
import { legsOf } from '../tickets/tickets-db.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { adminQuery, createTestDatabase } from '../test/test-db.js';
import { placeTicket } from '../tickets/place-ticket.js';
import { createWalletClient } from '../wallet/wallet-client.js';
import { FeedLog } from './feed-log.js';
import { startSportsbook, type StartSportsbookOptions } from './start-sportsbook.js';
import { feedLeaderLockKey } from './feed-leadership.js';

const MATCH_MS = 60_000;
let t = Date.parse('2026-11-27T20:00:00Z');
let wallet: FakeWallet;

beforeAll(async () => {
  wallet = await startFakeWallet();
  wallet.sessions.add('session-1');
  wallet.balances.set('player-1', 100_000n);
});
afterAll(() => wallet.close());

function options(
  database: SportsbookDbHandle,
  extra: Partial<StartSportsbookOptions> = {},
): StartSportsbookOptions {
  return {
    config: buildSportsbookConfig({ SPORTSBOOK_MATCH_MS: String(MATCH_MS), SPORTSBOOK_LIVE_DELAY_MS: '0' }),
    secret: wallet.secret,
    providerCode: wallet.providerCode,
    platformUrl: wallet.url,
    database,
    wallet: createWalletClient({ ...wallet, platformUrl: wallet.url, backoffMs: 1 }),
    now: () => new Date(t),
    ...extra,
  };
}

/** What players see of the odds: every open event's markets with their versions and prices. */
function offer(state: FeedState) {
  return [...state.events.values()]
    .filter((e) => e.status === 'not_started' || e.status === 'live')
    .map((e) => ({ id: e.id, markets: state.marketsOf(e.id).map((m) => [m.type, m.version, m.outcomes]) }));
}

const neverLeads = () => Promise.reject(new Error('another instance holds the lock'));
const quiet = { error: () => undefined };

describe('one feed leader, every instance following its log', () => {
  it('a follower serves the same events, odds and versions as the leader, starting from a snapshot', async () => {
    const handle = await createTestDatabase();
    const leader = await startSportsbook(options(handle, { leaderConnection: null }));
    for (let i = 0; i < 20; i++, t += 5_000) await leader.tick();
    expect(leader.isLeader()).toBe(true);
    expect((await handle.db.select().from(feedSnapshots)).length).toBe(1);
    const follower = await startSportsbook(options(handle, { leaderConnection: neverLeads, log: quiet }));
    expect(follower.isLeader()).toBe(false);
    expect(() => follower.feed).toThrow(/does not lead/);
    for (let i = 0; i < 20; i++, t += 5_000) await leader.tick();
    await follower.tick();
    expect(offer(leader.consumer.state).length).toBeGreaterThan(5);
    expect(offer(follower.consumer.state)).toEqual(offer(leader.consumer.state));
    // The snapshot codec keeps settlements' exact fractions.
    const copy = decodeFeedState(JSON.parse(JSON.stringify(encodeFeedState(leader.consumer.state))));
    expect(copy.dump()).toEqual(leader.consumer.state.dump());
    await follower.close();
    await leader.close();
    await handle.close();
  }, 90_000);

  it('a new leader settles what the old one logged but did not settle, cancels its unfinished events (refunding their bets) and plays its own', async () => {
    const handle = await createTestDatabase();
    const first = await startSportsbook(options(handle, { leaderConnection: null }));
    const event = first.feed.events().find((e) => e.sport === 'tennis')!;
    const bet = (eventId: string, key: string) => {
      const market = first.deps.state.market(eventId, 'match_winner')!;
      return placeTicket(first.deps, {
        playerId: 'player-1',
        sessionToken: 'session-1',
        idempotencyKey: key,
        currency: 'EUR',
        stake: 500n,
        bet: { kind: 'single' },
        selections: [
          {
            eventId,
            marketType: 'match_winner',
            specifiers: {},
            outcomeId: market.outcomes[0]!.id,
            odds: market.outcomes[0]!.odds,
            version: market.version,
          },
        ],
        acceptOddsChange: 'any',
      });
    };
    expect(await bet(event.id, 'before-failover')).toMatchObject({ ok: true });
    const other = first.feed.events().find((e) => e.sport === 'tennis' && e.id !== event.id)!;
    const settledLater = await bet(other.id, 'settled-by-the-next-leader');
    expect(settledLater).toMatchObject({ ok: true });
    const won = first.deps.state.market(other.id, 'match_winner')!.outcomes[0]!;
    // The old leader logged the result of the other match, then died before settling it.
    await new FeedLog(handle.db).append(1, [
      {
        type: 'bet_settlement',
        timestamp: t,
        producer: 'sim-live',
        eventId: other.id,
        markets: [
          {
            type: 'match_winner',
            specifiers: {},
            outcomes: [
              { id: won.id, result: 1, voidFactor: 0, deadHeatFactor: 1 },
              { id: 'away', result: 0, voidFactor: 0, deadHeatFactor: 1 },
            ],
          },
        ],
      },
    ]);
    const balance = wallet.balances.get('player-1');
    await first.close();

    const second = await startSportsbook(options(handle, { leaderConnection: null }));
    expect(second.consumer.state.events.get(event.id)?.status).toBe('cancelled');
    expect(second.feed.events().every((e) => e.id.includes(':2.'))).toBe(true);
    const [ticket] = await handle.db
      .select()
      .from(tickets)
      .where(eq(tickets.idempotencyKey, 'before-failover'));
    expect(ticket!.status).toBe('void');
    // Its legs keep their names though no feed state knows the event any more (a later restart).
    const view = ticketView(ticket!, await legsOf(handle.db, ticket!.id), new FeedState());
    expect(view.legs[0]).toMatchObject({
      eventName: `${event.home} v ${event.away}`,
      marketType: 'match_winner',
    });
    const win = BigInt(Math.floor(500 * won.odds));
    expect(wallet.balances.get('player-1')).toBe(balance! + 500n + win);
    const [winner] = await handle.db
      .select()
      .from(tickets)
      .where(eq(tickets.idempotencyKey, 'settled-by-the-next-leader'));
    expect(winner).toMatchObject({ status: 'won', settledReturnMinor: win });
    await second.close();
    await handle.close();
  }, 90_000);
});

const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl))('two instances on PostgreSQL', () => {
  it('only one runs the feed; killing its lock connection hands the feed to the other', async () => {
    const name = `sportsbook_leader_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl!, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const connect = async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return client;
    };
    const [a, b] = [openSportsbookPostgres(url.toString(), 4), openSportsbookPostgres(url.toString(), 4)];
    const extra = { leaderConnection: connect, leaderIntervalMs: 50, log: quiet };
    const one = await startSportsbook(options(a, extra));
    const two = await startSportsbook(options(b, extra));
    try {
      await until(() => one.isLeader() || two.isLeader());
      const [leader, other] = one.isLeader() ? [one, two] : [two, one];
      expect(other.isLeader()).toBe(false);
      for (let i = 0; i < 5; i++, t += 5_000) await leader.tick();
      await other.tick();
      expect(offer(other.consumer.state)).toEqual(offer(leader.consumer.state));

      // The leader's lock connection dies (its process would have): the other takes over.
      await adminQuery(
        serverUrl!,
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = ${feedLeaderLockKey % 2 ** 32} AND database = (SELECT oid FROM pg_database WHERE datname = '${name}')`,
      );
      await until(() => other.isLeader() && !leader.isLeader());
      for (let i = 0; i < 3; i++, t += 5_000) await other.tick();
      await leader.tick();
      expect(other.feed.events().every((e) => e.id.includes(':2.'))).toBe(true);
      expect(offer(leader.consumer.state)).toEqual(offer(other.consumer.state));
      expect(offer(leader.consumer.state).every((e) => e.id.includes(':2.'))).toBe(true);
    } finally {
      await one.close();
      await two.close();
      await a.close();
      await b.close();
      await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
