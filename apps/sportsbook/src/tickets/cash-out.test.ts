import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SportsbookDbHandle } from '../db/client.js';
import { liabilities, tickets } from '../db/schema.js';
import type { FeedMessage } from '../feed/messages.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { depsFor, feedWith, pick, placement, setOdds } from '../test/sportsbook-fixture.js';
import { createTestDatabase } from '../test/test-db.js';
import { listPlayerTickets } from '../api/tickets-view.js';
import { runAutoCashOut, setAutoCashOut } from './auto-cash-out.js';
import { acceptCashOut, quoteCashOut } from './cash-out.js';
import type { SportsbookDeps } from './deps.js';
import { placeTicket, type PlaceTicketRequest } from './place-ticket.js';
import { settleFromFeed } from './settle-tickets.js';

let handle: SportsbookDbHandle;
let wallet: FakeWallet;
let deps: SportsbookDeps;
let now = new Date('2026-11-27T20:00:00Z');
const events = Array.from({ length: 10 }, (_, i) => `c${i}`);

beforeAll(async () => {
  handle = await createTestDatabase();
  wallet = await startFakeWallet();
  wallet.sessions.add('session-1');
  deps = depsFor(handle, wallet, feedWith(events), { now: () => now });
});
afterAll(async () => {
  await wallet.close();
  await handle.close();
});
beforeEach(() => {
  wallet.balances.set('player-1', 1_000_000n);
  now = new Date('2026-11-27T20:00:00Z');
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
async function quote(ticketId: string, stakeMinor?: bigint) {
  const answer = await quoteCashOut(deps, { playerId: 'player-1', ticketId, stakeMinor });
  if (!answer.ok) throw new Error(`no quote: ${answer.reason}`);
  return answer.quote;
}

// The fixture prices home at 2.00 with a fair probability of 0.45: a unit staked is worth 0.90 now,
// 0.855 after the 5 % cash-out margin.
describe('cash-out', () => {
  it('quotes from the fair probabilities less the margin, and pays the quote on acceptance', async () => {
    const id = await place({ selections: [pick('c1')] });
    const offer = await quote(id);
    expect(offer).toMatchObject({ stakeMinor: 1_000n, amountMinor: 855n });
    expect(offer.expiresAt.getTime() - now.getTime()).toBe(10_000);
    const accepted = await acceptCashOut(deps, { playerId: 'player-1', quoteId: offer.quoteId });
    expect(accepted).toMatchObject({ ok: true, status: 'cashed_out', amountMinor: 855n });
    expect(winsOf(id)).toEqual([855n]);
    expect(wallet.balances.get('player-1')).toBe(1_000_000n - 1_000n + 855n);
    expect(await ticketRow(id)).toMatchObject({ status: 'cashed_out', cashedOutMinor: 855n });
    // The casino's Gaming history is told: cashed out, its leg still open.
    expect(wallet.reports.get(id)).toMatchObject({ version: 1, status: 'cashed_out', legs: ['open'] });
    const [reserved] = await handle.db
      .select()
      .from(liabilities)
      .where(eq(liabilities.outcomeKey, 'c1|1x2|home'));
    expect(reserved!.reservedMinor).toBe(0n);
    // A cashed-out ticket is not settled again: its result moves nothing.
    await settleFromFeed(deps, wonMessage('c1'));
    expect(winsOf(id)).toEqual([855n]);
  });

  it('an accumulator multiplies its legs: a settled winner at its return, an open leg at its value', async () => {
    const id = await place({ bet: { kind: 'accumulator' }, selections: [pick('c2'), pick('c3')] });
    await settleFromFeed(deps, wonMessage('c2'));
    // 1,000 x 2.00 (won) x 2.00 x 0.45 x 0.95
    expect((await quote(id)).amountMinor).toBe(1_710n);
  });

  it('refuses a quote whose market moved, or after a bet stop, or once expired; nothing is paid', async () => {
    const id = await place({ selections: [pick('c4')] });
    const moved = await quote(id);
    setOdds(deps.state, 'c4', [1.9, 3.5, 3.9], 3);
    expect(await acceptCashOut(deps, { playerId: 'player-1', quoteId: moved.quoteId })).toEqual({
      ok: false,
      reason: 'market_moved',
    });
    const stopped = await quote(id);
    deps.state.apply({ type: 'bet_stop', timestamp: 4, producer: 'pre', eventId: 'c4' } as FeedMessage);
    expect(await acceptCashOut(deps, { playerId: 'player-1', quoteId: stopped.quoteId })).toMatchObject({
      reason: 'cash_out_unavailable',
    });
    expect(await quoteCashOut(deps, { playerId: 'player-1', ticketId: id })).toMatchObject({ ok: false });
    const late = await quote(await place({ selections: [pick('c5')] }));
    now = new Date(now.getTime() + 10_001);
    expect(await acceptCashOut(deps, { playerId: 'player-1', quoteId: late.quoteId })).toMatchObject({
      reason: 'quote_expired',
    });
    expect(winsOf(id)).toEqual([]);
    expect(await ticketRow(id)).toMatchObject({ status: 'open', cashedOutMinor: 0n });
    // Another player cannot accept (nor see) the quote.
    expect(await acceptCashOut(deps, { playerId: 'player-2', quoteId: late.quoteId })).toMatchObject({
      reason: 'ticket_not_found',
    });
  });

  it('an acceptance replayed, also after a lost answer, pays once', async () => {
    const id = await place({ selections: [pick('c6')] });
    const offer = await quote(id);
    wallet.loseAnswerOfNext(3);
    await acceptCashOut(deps, { playerId: 'player-1', quoteId: offer.quoteId });
    await acceptCashOut(deps, { playerId: 'player-1', quoteId: offer.quoteId });
    const again = await acceptCashOut(deps, { playerId: 'player-1', quoteId: offer.quoteId });
    expect(again).toMatchObject({ ok: true, amountMinor: 855n, status: 'cashed_out' });
    expect(winsOf(id)).toEqual([855n]);
    expect(wallet.balances.get('player-1')).toBe(1_000_000n - 1_000n + 855n);
  });

  it('a partial cash-out keeps the ticket open on the stake left, which settles as usual', async () => {
    const id = await place({ selections: [pick('c7')] });
    // 995 would leave 5, under the minimum stake of 10.
    expect(await quoteCashOut(deps, { playerId: 'player-1', ticketId: id, stakeMinor: 995n })).toEqual({
      ok: false,
      reason: 'stake_out_of_range',
    });
    const offer = await quote(id, 400n);
    expect(offer.amountMinor).toBe(342n);
    expect(await acceptCashOut(deps, { playerId: 'player-1', quoteId: offer.quoteId })).toMatchObject({
      ok: true,
      status: 'open',
      stakeMinor: 600n,
    });
    expect(await ticketRow(id)).toMatchObject({
      stakeMinor: 600n,
      potentialReturnMinor: 1_200n,
      cashedOutMinor: 342n,
    });
    const [reserved] = await handle.db
      .select()
      .from(liabilities)
      .where(eq(liabilities.outcomeKey, 'c7|1x2|home'));
    expect(reserved!.reservedMinor).toBe(1_200n);
    await settleFromFeed(deps, wonMessage('c7'));
    expect(winsOf(id)).toEqual([342n, 1_200n]);
  });

  it("the ticket's history lists its partial cash-out, settlement, re-opening and correction in order", async () => {
    const id = await place({ selections: [pick('c8')] });
    const at = (minute: number) => new Date(Date.parse('2026-11-27T20:00:00Z') + minute * 60_000);
    now = at(1);
    const offer = await quote(id, 400n);
    await acceptCashOut(deps, { playerId: 'player-1', quoteId: offer.quoteId });
    now = at(2);
    await settleFromFeed(deps, wonMessage('c8'));
    now = at(3);
    await settleFromFeed(deps, {
      type: 'rollback_bet_settlement',
      timestamp: 101,
      producer: 'pre',
      eventId: 'c8',
      markets: [{ type: '1x2', specifiers: {} }],
    });
    now = at(4);
    const lost = wonMessage('c8');
    lost.markets[0]!.outcomes = lost.markets[0]!.outcomes.map((o) => ({
      ...o,
      result: o.id === 'away' ? 1 : 0,
    }));
    await settleFromFeed(deps, { ...lost, timestamp: 102 });
    const { tickets: listed } = await listPlayerTickets(handle.db, deps.state, {
      playerId: 'player-1',
      status: 'settled',
      limit: 50,
      offset: 0,
    });
    const history = listed.find((ticket) => ticket.id === id)!.history;
    expect(history).toEqual([
      { kind: 'partial_cash_out', at: at(1).toISOString(), amount: '342', stake: '400', status: null },
      { kind: 'settled', at: at(2).toISOString(), amount: '1200', stake: null, status: 'won' },
      { kind: 'reopened', at: at(3).toISOString(), amount: null, stake: null, status: null },
      { kind: 'resettled', at: at(4).toISOString(), amount: '0', stake: null, status: 'lost' },
    ]);
    // A ticket nothing happened to since placement has an empty history; a full cash-out says so.
    const whole = await place({ selections: [pick('c9')] });
    now = at(5);
    await acceptCashOut(deps, { playerId: 'player-1', quoteId: (await quote(whole)).quoteId });
    const after = await listPlayerTickets(handle.db, deps.state, {
      playerId: 'player-1',
      status: 'settled',
      limit: 50,
      offset: 0,
    });
    expect(after.tickets.find((ticket) => ticket.id === whole)!.history).toEqual([
      { kind: 'cash_out', at: at(5).toISOString(), amount: '855', stake: '1000', status: null },
    ]);
  });

  it('values a system bet as the sum of its lines, and cashes it out whole or on a part every line shares', async () => {
    const id = await place({
      bet: { kind: 'system', system: 'trixie' },
      selections: [pick('c0'), pick('c8'), pick('c9')],
    });
    const ticket = await ticketRow(id);
    const lines = ticket.stakeMinor / ticket.stakePerLineMinor;
    expect(lines).toBe(4n);
    // Three doubles at 0.9 x 0.9 and a treble at 0.9^3, shared over four lines, less 5 %.
    expect((await quote(id)).amountMinor).toBe((ticket.stakeMinor * 7_502_625n) / 10_000_000n);
    await settleFromFeed(deps, wonMessage('c0'));
    // c0 won at 2.00: doubles 1.8, 1.8, 0.81 and the treble 1.62, shared over four lines, less 5 %.
    expect((await quote(id)).amountMinor).toBe((ticket.stakeMinor * 1_432_125n) / 1_000_000n);
    // A part leaving a stake that four lines cannot share evenly is refused.
    expect(
      await quoteCashOut(deps, { playerId: 'player-1', ticketId: id, stakeMinor: 2n * lines + 1n }),
    ).toEqual({
      ok: false,
      reason: 'stake_out_of_range',
    });
    const half = await quote(id, ticket.stakeMinor / 2n);
    expect(await acceptCashOut(deps, { playerId: 'player-1', quoteId: half.quoteId })).toMatchObject({
      ok: true,
      status: 'open',
    });
    expect(await ticketRow(id)).toMatchObject({
      stakeMinor: ticket.stakeMinor / 2n,
      stakePerLineMinor: ticket.stakePerLineMinor / 2n,
    });
    const rest = await quote(id);
    await acceptCashOut(deps, { playerId: 'player-1', quoteId: rest.quoteId });
    expect(await ticketRow(id)).toMatchObject({ status: 'cashed_out' });
    expect(winsOf(id)).toEqual([half.amountMinor, rest.amountMinor]);
  });

  it('cashes out automatically once the offer reaches the amount the player set, once', async () => {
    const id = await place({ selections: [pick('c5', 'away', 3.8)] });
    expect(await setAutoCashOut(deps, { playerId: 'player-2', ticketId: id, amountMinor: 1n })).toEqual({
      ok: false,
      reason: 'ticket_not_found',
    });
    // Away at 3.80 with a fair probability of 0.27: 3.8 x 0.27 x 0.95 = 974 now; the player wants 1,500.
    expect(
      await setAutoCashOut(deps, { playerId: 'player-1', ticketId: id, amountMinor: 1_500n }),
    ).toMatchObject({
      ok: true,
    });
    expect(await runAutoCashOut(deps)).toEqual({ cashedOut: [] });
    expect(winsOf(id)).toEqual([]);
    // The away side scores: its price shortens and the offer passes 1,500.
    deps.state.apply({
      type: 'odds_change',
      timestamp: 50,
      producer: 'pre',
      eventId: 'c5',
      markets: [
        {
          type: '1x2',
          specifiers: {},
          status: 'active',
          outcomes: [
            { id: 'home', odds: 6, probability: 0.15 },
            { id: 'draw', odds: 4.5, probability: 0.2 },
            { id: 'away', odds: 1.5, probability: 0.65 },
          ],
        },
      ],
    });
    const { cashedOut } = await runAutoCashOut(deps);
    expect(cashedOut).toEqual([id]);
    const [paid] = winsOf(id);
    // 1,000 x 3.80 x 0.65 x 0.95
    expect(paid).toBe(2_346n);
    expect(await ticketRow(id)).toMatchObject({ status: 'cashed_out', cashedOutMinor: paid });
    expect(await runAutoCashOut(deps)).toEqual({ cashedOut: [] });
    expect(winsOf(id)).toEqual([paid]);
    expect(await setAutoCashOut(deps, { playerId: 'player-1', ticketId: id, amountMinor: 10n })).toEqual({
      ok: false,
      reason: 'ticket_not_open',
    });
  });
});

function wonMessage(eventId: string): Extract<FeedMessage, { type: 'bet_settlement' }> {
  return {
    type: 'bet_settlement',
    timestamp: 100,
    producer: 'pre',
    eventId,
    markets: [
      {
        type: '1x2',
        specifiers: {},
        outcomes: [
          { id: 'home', result: 1, voidFactor: 0, deadHeatFactor: 1 },
          { id: 'draw', result: 0, voidFactor: 0, deadHeatFactor: 1 },
          { id: 'away', result: 0, voidFactor: 0, deadHeatFactor: 1 },
        ],
      },
    ],
  };
}
