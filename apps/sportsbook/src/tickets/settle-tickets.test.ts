import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SportsbookDbHandle } from '../db/client.js';
import { liabilities, tickets, walletCalls } from '../db/schema.js';
import type { FeedMessage } from '../feed/messages.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { depsFor, feedWith, pick, placement } from '../test/sportsbook-fixture.js';
import { createTestDatabase } from '../test/test-db.js';
import type { SportsbookDeps } from './deps.js';
import { placeTicket, type PlaceTicketRequest } from './place-ticket.js';
import { payPendingCredits, settleFromFeed } from './settle-tickets.js';

let handle: SportsbookDbHandle;
let wallet: FakeWallet;
let deps: SportsbookDeps;
const events = Array.from({ length: 20 }, (_, i) => `m${i}`);

beforeAll(async () => {
  handle = await createTestDatabase();
  wallet = await startFakeWallet();
  wallet.sessions.add('session-1');
  deps = depsFor(handle, wallet, feedWith(events));
});
afterAll(async () => {
  await wallet.close();
  await handle.close();
});
beforeEach(() => {
  wallet.balances.set('player-1', 1_000_000n);
});

type Outcome = { id: string; result: 0 | 1; voidFactor?: number; deadHeatFactor?: number };
const settlement = (
  eventId: string,
  home: Omit<Outcome, 'id'>,
): Extract<FeedMessage, { type: 'bet_settlement' }> => ({
  type: 'bet_settlement',
  timestamp: 100,
  producer: 'pre',
  eventId,
  markets: [
    {
      type: '1x2',
      specifiers: {},
      outcomes: [
        { id: 'home', voidFactor: 0, deadHeatFactor: 1, ...home },
        { id: 'draw', result: 0, voidFactor: 0, deadHeatFactor: 1 },
        { id: 'away', result: 0, voidFactor: 0, deadHeatFactor: 1 },
      ],
    },
  ],
});
const rollback = (eventId: string): FeedMessage & { type: 'rollback_bet_settlement' } => ({
  type: 'rollback_bet_settlement',
  timestamp: 101,
  producer: 'pre',
  eventId,
  markets: [{ type: '1x2', specifiers: {} }],
});

async function place(overrides: Partial<PlaceTicketRequest>) {
  const answer = await placeTicket(deps, placement(overrides));
  if (!answer.ok) throw new Error(`not placed: ${answer.reason}`);
  return answer.ticket.id;
}
const ticketRow = async (id: string) =>
  (await handle.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const winsOf = (id: string) =>
  [...wallet.applied.values()].filter((m) => m.roundId === id && m.kind === 'win').map((m) => m.amount);

describe('settling tickets from the feed', () => {
  it.each([
    ['won', { result: 1 }, 'won', 2_000n, 'm12'],
    ['lost', { result: 0 }, 'lost', 0n, 'm13'],
    ['void', { result: 0, voidFactor: 1 }, 'void', 1_000n, 'm14'],
    ['half won', { result: 1, voidFactor: 0.5 }, 'won', 1_500n, 'm15'],
    ['half lost', { result: 0, voidFactor: 0.5 }, 'won', 500n, 'm16'],
    ['dead heat of three', { result: 1, deadHeatFactor: 0.333333 }, 'won', 666n, 'm17'],
  ] as const)('a single %s at 2.00 for 1,000', async (_, home, status, expected, eventId) => {
    const id = await place({ selections: [pick(eventId)] });
    await settleFromFeed(deps, settlement(eventId, home));
    expect(await ticketRow(id)).toMatchObject({
      status,
      settledReturnMinor: expected,
      creditedMinor: expected,
    });
    // A lost ticket is settled with a win of 0 (its stake then counts on the platform).
    expect(winsOf(id)).toEqual([expected]);
  });

  it('an accumulator settles when its last leg does; a void leg counts as odds 1', async () => {
    const id = await place({
      bet: { kind: 'accumulator' },
      selections: [pick('m1'), pick('m2'), pick('m3')],
    });
    await settleFromFeed(deps, settlement('m1', { result: 1 }));
    await settleFromFeed(deps, settlement('m2', { result: 0, voidFactor: 1 }));
    expect(await ticketRow(id)).toMatchObject({ status: 'open', settledReturnMinor: null });
    await settleFromFeed(deps, settlement('m3', { result: 1 }));
    expect(await ticketRow(id)).toMatchObject({ status: 'won', settledReturnMinor: 4_000n });
    expect(winsOf(id)).toEqual([4_000n]);
    const reserved = await handle.db
      .select()
      .from(liabilities)
      .where(eq(liabilities.outcomeKey, 'm3|1x2|home'));
    expect(reserved[0]?.reservedMinor).toBe(0n);
  });

  it('a system bet: a trixie with one loser pays its one winning double', async () => {
    const id = await place({
      stake: 100n,
      bet: { kind: 'system', system: 'trixie' },
      selections: [pick('m4'), pick('m5'), pick('m6')],
    });
    await settleFromFeed(deps, settlement('m4', { result: 1 }));
    await settleFromFeed(deps, settlement('m5', { result: 1 }));
    await settleFromFeed(deps, settlement('m6', { result: 0 }));
    expect(await ticketRow(id)).toMatchObject({ status: 'won', stakeMinor: 400n, settledReturnMinor: 400n });
  });

  it('the same settlement message twice credits once', async () => {
    const id = await place({ selections: [pick('m7')] });
    await settleFromFeed(deps, settlement('m7', { result: 1 }));
    await settleFromFeed(deps, settlement('m7', { result: 1 }));
    expect(winsOf(id)).toEqual([2_000n]);
    expect(wallet.balances.get('player-1')).toBe(1_001_000n);
  });

  it('rolled back and settled again, a settlement credits only the difference', async () => {
    const id = await place({ selections: [pick('m8')] });
    const held = async () =>
      (await handle.db.select().from(liabilities).where(eq(liabilities.outcomeKey, 'm8|1x2|home')))[0]!
        .reservedMinor;
    expect(await held()).toBe(2_000n);
    await settleFromFeed(deps, settlement('m8', { result: 1, voidFactor: 0.5 }));
    expect(await held()).toBe(0n);
    await settleFromFeed(deps, rollback('m8'));
    expect(await ticketRow(id)).toMatchObject({ status: 'open', creditedMinor: 1_500n });
    // Open again, the ticket holds its liability again (the same rollback replayed holds it once).
    expect(await held()).toBe(2_000n);
    await settleFromFeed(deps, rollback('m8'));
    expect(await held()).toBe(2_000n);
    await settleFromFeed(deps, settlement('m8', { result: 1 }));
    expect(await held()).toBe(0n);
    expect(await ticketRow(id)).toMatchObject({
      status: 'won',
      settledReturnMinor: 2_000n,
      settlementVersion: 2,
    });
    expect(winsOf(id)).toEqual([1_500n, 500n]);
    expect(wallet.balances.get('player-1')).toBe(1_001_000n);
  });

  it('a correction for less takes back exactly the difference, once, however often it is replayed', async () => {
    const id = await place({ selections: [pick('m9')] });
    const won = settlement('m9', { result: 1 });
    const halfLost = settlement('m9', { result: 0, voidFactor: 0.5 });
    // Won (2,000), rolled back, settled half lost (500): 1,500 is taken back. The correcting message
    // is then delivered twice more: nothing more moves.
    await settleFromFeed(deps, won);
    await settleFromFeed(deps, rollback('m9'));
    for (let delivery = 0; delivery < 3; delivery += 1) await settleFromFeed(deps, halfLost);
    expect(await ticketRow(id)).toMatchObject({
      status: 'won',
      settledReturnMinor: 500n,
      creditedMinor: 500n,
    });
    const moved = () => [...wallet.applied.values()].filter((m) => m.roundId === id);
    expect(moved().map((m) => [m.kind, m.amount])).toEqual([
      ['bet', 1_000n],
      ['win', 2_000n],
      ['adjust', 1_500n],
    ]);
    // The whole story replayed twice (a feed recovery resending it) nets to the same return: each
    // replay's new settlement version pays and takes back the same difference.
    for (let replay = 0; replay < 2; replay += 1) {
      await settleFromFeed(deps, won);
      await settleFromFeed(deps, rollback('m9'));
      await settleFromFeed(deps, halfLost);
    }
    expect(moved()).toHaveLength(7);
    // Each replay's win and correction cancel out: the player is left with exactly the half-lost return.
    expect(wallet.balances.get('player-1')).toBe(1_000_000n - 1_000n + 500n);
    const calls = await handle.db.select().from(walletCalls).where(eq(walletCalls.ticketId, id));
    expect(calls.every((c) => c.state === 'done')).toBe(true);
  });

  it('a correction for less sent once, replayed to the wallet, takes back once', async () => {
    const id = await place({ selections: [pick('m18')] });
    await settleFromFeed(deps, settlement('m18', { result: 1 }));
    await settleFromFeed(deps, rollback('m18'));
    // The adjustment is applied but its answer lost: it stays pending and is sent again.
    wallet.loseAnswerOfNext(3);
    await settleFromFeed(deps, settlement('m18', { result: 0 }));
    await payPendingCredits(deps, [id]);
    await payPendingCredits(deps, [id]);
    const adjustments = [...wallet.applied.values()].filter((m) => m.roundId === id && m.kind === 'adjust');
    expect(adjustments.map((m) => m.amount)).toEqual([2_000n]);
    expect(wallet.balances.get('player-1')).toBe(999_000n);
    expect(await ticketRow(id)).toMatchObject({ status: 'lost', settledReturnMinor: 0n, creditedMinor: 0n });
  });

  it('a cancelled market voids its legs and refunds; a rollback of the cancel re-opens them', async () => {
    const id = await place({ selections: [pick('m10')] });
    const refs = [{ type: '1x2', specifiers: {} }];
    await settleFromFeed(deps, {
      type: 'bet_cancel',
      timestamp: 100,
      producer: 'pre',
      eventId: 'm10',
      markets: refs,
    });
    expect(await ticketRow(id)).toMatchObject({ status: 'void', settledReturnMinor: 1_000n });
    expect(winsOf(id)).toEqual([1_000n]);
    await settleFromFeed(deps, {
      type: 'rollback_bet_cancel',
      timestamp: 101,
      producer: 'pre',
      eventId: 'm10',
      markets: refs,
    });
    expect(await ticketRow(id)).toMatchObject({ status: 'open' });
    await settleFromFeed(deps, settlement('m10', { result: 1 }));
    expect(winsOf(id)).toEqual([1_000n, 1_000n]);
  });

  it('a credit that got no answer stays pending and is paid once when sent again', async () => {
    const id = await place({ selections: [pick('m11')] });
    wallet.loseAnswerOfNext(3);
    await settleFromFeed(deps, settlement('m11', { result: 1 }));
    const [pending] = await handle.db
      .select()
      .from(walletCalls)
      .where(eq(walletCalls.transactionId, `${id}:win:1`));
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });
    await payPendingCredits(deps, [id]);
    expect(winsOf(id)).toEqual([2_000n]);
    const [done] = await handle.db
      .select()
      .from(walletCalls)
      .where(eq(walletCalls.transactionId, `${id}:win:1`));
    expect(done).toMatchObject({ state: 'done', attempts: 2 });
  });
});

describe("the ticket's state reported to the casino for its Gaming history", () => {
  it('reports each leg when the ticket settles, open again after a rollback, then the correction', async () => {
    const id = await place({ bet: { kind: 'accumulator' }, selections: [pick('m0'), pick('m19')] });
    await settleFromFeed(deps, settlement('m0', { result: 1 }));
    // One leg settled, the ticket still open: nothing to report yet.
    expect(wallet.reports.get(id)).toBeUndefined();
    await settleFromFeed(deps, settlement('m19', { result: 0, voidFactor: 0.5 }));
    expect(wallet.reports.get(id)).toEqual({ version: 1, status: 'won', legs: ['won', 'half_lost'] });
    await settleFromFeed(deps, rollback('m19'));
    expect(wallet.reports.get(id)).toEqual({ version: 2, status: 'open', legs: ['won', 'open'] });
    await settleFromFeed(deps, settlement('m19', { result: 0 }));
    expect(wallet.reports.get(id)).toEqual({ version: 3, status: 'lost', legs: ['won', 'lost'] });
    // A message delivered again reports nothing new.
    await settleFromFeed(deps, settlement('m19', { result: 0 }));
    const reports = await handle.db.select().from(walletCalls).where(eq(walletCalls.ticketId, id));
    expect(reports.filter((call) => call.kind === 'report').map((call) => call.state)).toEqual([
      'done',
      'done',
      'done',
    ]);
  });
});
