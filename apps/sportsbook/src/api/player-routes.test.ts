import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsbookDbHandle } from '../db/client.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { launchFor, signedCall, startSportsbookApp, type StartedSportsbook } from '../test/sportsbook-app.js';
import { createTestDatabase } from '../test/test-db.js';

const t = Date.parse('2026-11-27T20:00:00Z');
let handle: SportsbookDbHandle;
let wallet: FakeWallet;
let sb: StartedSportsbook;
let alice: string;
let bruno: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  wallet = await startFakeWallet();
  sb = await startSportsbookApp(handle, wallet, () => new Date(t));
  alice = await launchFor(sb.app, wallet, { playerId: 'alice' });
  bruno = await launchFor(sb.app, wallet, { playerId: 'bruno', language: 'de' });
});
afterAll(async () => {
  await sb.app.close();
  await sb.runtime.close();
  await wallet.close();
  await handle.close();
});

// Answers are read loosely here: their shapes are checked by the routes' descriptors on the way out.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = { info: { resultCode: string; message: string }; data: any };
const get = async (token: string, url: string) => {
  const response = await sb.app.inject({
    url: `/sportsbook-api/api${url}`,
    headers: { 'x-sportsbook-session': token },
  });
  return { status: response.statusCode, ...response.json<Json>() };
};
const post = async (token: string, url: string, payload: unknown) => {
  const response = await sb.app.inject({
    method: 'POST',
    url: `/sportsbook-api/api${url}`,
    headers: { 'x-sportsbook-session': token },
    payload: payload as object,
  });
  return { status: response.statusCode, ...response.json<Json>() };
};
const homeOf = async (token: string, eventId: string) => {
  const { data } = await get(token, `/events/${encodeURIComponent(eventId)}`);
  const main = data.event.mainMarket;
  return {
    eventId,
    marketType: main.type,
    specifiers: {},
    outcomeId: 'home',
    odds: main.outcomes[0].odds,
    version: main.version,
  };
};

describe('the sportsbook API', () => {
  it('is opened by a signed launch only, and needs its session on every route', async () => {
    const unsigned = await sb.app.inject({ method: 'POST', url: '/sportsbook-api/launch', payload: {} });
    expect(unsigned.json<Json>().info.resultCode).toBe('invalid_signature');
    const games = await signedCall(sb.app, wallet, '/games', {});
    expect(games.json<Json>().data.games).toMatchObject([
      { externalId: 'sportsbook', category: 'sportsbook' },
    ]);
    expect((await get('not-a-session-token-at-all', '/sports')).info.resultCode).toBe('game_session_invalid');
    const session = await get(alice, '/session');
    expect(session.data).toMatchObject({ currency: 'EUR', balance: '100000', nickname: 'nick-alice' });
  });

  it('lists sports, competitions and events, filtered by sport, state and text', async () => {
    const sports = await get(alice, '/sports');
    expect(sports.data.sports.map((s: { sport: string }) => s.sport)).toEqual([
      'football',
      'tennis',
      'basketball',
    ]);
    expect(sports.data.sports[0].upcoming).toBeGreaterThan(0);
    const competitions = await get(alice, '/competitions?sport=tennis');
    expect(competitions.data.competitions).toEqual([
      { id: 'sim:tennis:tour', name: 'Simulated Tennis Tour', sport: 'tennis', live: 0, upcoming: 2 },
    ]);
    const football = await get(alice, '/events?sport=football');
    // Two fixtures and the league's outright (the season's winner), listed last: it ends with the season.
    expect(football.data.total).toBe(3);
    expect(football.data.events[0]).toMatchObject({
      sport: 'football',
      status: 'not_started',
      kind: 'match',
    });
    const outright = football.data.events[2];
    expect(outright).toMatchObject({ kind: 'outright', competitionId: 'sim:football:league' });
    expect(outright.mainMarket.type).toBe('outright');
    expect(outright.mainMarket.outcomes.length).toBeGreaterThan(2);
    expect(football.data.events[0].mainMarket.outcomes.map((o: { id: string }) => o.id)).toEqual([
      'home',
      'draw',
      'away',
    ]);
    expect((await get(alice, '/events?filter=live')).data.total).toBe(0);
    // Two matches per sport, and the outright (the season is short in this configuration).
    expect((await get(alice, '/events?filter=soon')).data.total).toBe(7);
    const home = football.data.events[0].home as string;
    const found = await get(alice, `/events?q=${encodeURIComponent(home.toUpperCase())}`);
    expect(
      found.data.events.every((e: { home: string; away: string }) => [e.home, e.away].includes(home)),
    ).toBe(true);
    expect((await get(alice, '/events?q=basketball')).data.total).toBe(2);

    const detail = await get(alice, `/events/${encodeURIComponent(football.data.events[0].id)}`);
    expect(detail.data.groups[0].type).toBe('1x2');
    expect(detail.data.groups.map((g: { type: string }) => g.type)).toEqual(
      expect.arrayContaining(['totals', 'asian_handicap']),
    );
    const missing = await get(bruno, '/events/sim:football:999');
    expect(missing).toMatchObject({
      status: 404,
      info: { resultCode: 'sport_event_not_found', message: 'Dieses Ereignis wird nicht angeboten' },
    });
  });

  it('quotes a bet slip and says which bets it makes', async () => {
    const events = (await get(alice, '/events?limit=3')).data.events as Array<{ id: string }>;
    const picks = await Promise.all(events.map((e) => homeOf(alice, e.id)));
    const three = await post(alice, '/quote', {
      selections: picks.map(({ odds: _o, version: _v, ...ref }) => ref),
    });
    expect(three.data.selections.every((s: { isAvailable: boolean }) => s.isAvailable)).toBe(true);
    expect(three.data.combinations.accumulator.isPossible).toBe(true);
    const product = picks.reduce((p, s) => p * s.odds, 1);
    expect(three.data.combinations.accumulator.odds).toBeCloseTo(Math.floor(product * 100) / 100, 6);
    expect(three.data.combinations.systems.map((s: { name: string }) => s.name)).toEqual([
      'trixie',
      'patent',
      '2/3',
    ]);
    const { odds: _o, version: _v, ...ref } = picks[0]!;
    const sameEvent = await post(alice, '/quote', { selections: [ref, { ...ref, outcomeId: 'away' }] });
    expect(sameEvent.data.combinations).toMatchObject({
      singles: true,
      accumulator: { isPossible: false },
      systems: [],
    });
  });

  it('places a ticket once however often it is sent, and shows it to its player only', async () => {
    const eventId = (await get(alice, '/events?sport=football')).data.events[0].id;
    const body = {
      idempotencyKey: 'slip-0001',
      stake: '1000',
      bet: { kind: 'single' },
      selections: [await homeOf(alice, eventId)],
      acceptOddsChange: 'none',
    };
    const placed = await post(alice, '/tickets', body);
    expect(placed.status).toBe(200);
    expect(placed.data).toMatchObject({
      ticket: { status: 'open', stake: '1000', kind: 'single' },
      movedLegs: [],
    });
    const replay = await post(alice, '/tickets', body);
    expect(replay.data.ticket.id).toBe(placed.data.ticket.id);
    expect(wallet.balances.get('alice')).toBe(99_000n);

    const open = await get(alice, '/tickets?status=open');
    expect(open.data).toMatchObject({
      total: 1,
      tickets: [{ id: placed.data.ticket.id, legs: [{ eventId, outcomeId: 'home' }] }],
    });
    expect((await get(bruno, '/tickets?status=open')).data).toEqual({ tickets: [], total: 0 });
    // Bruno sending Alice's key places a ticket of his own, never answers hers.
    const his = await post(bruno, '/tickets', body);
    expect(his.data.ticket.id).not.toBe(placed.data.ticket.id);
  });

  it('refuses with a result code in the player language and names the legs that moved', async () => {
    const eventId = (await get(bruno, '/events?sport=tennis')).data.events[0].id;
    const pick = await homeOf(bruno, eventId);
    const base = { stake: '1000', bet: { kind: 'single' }, acceptOddsChange: 'none' };
    const low = await post(bruno, '/tickets', {
      ...base,
      idempotencyKey: 'slip-low-1',
      stake: '1',
      selections: [pick],
    });
    expect(low).toMatchObject({
      status: 400,
      info: { resultCode: 'bet_stake_below_minimum', message: 'Der Einsatz liegt unter dem Minimum' },
    });
    const moved = await post(bruno, '/tickets', {
      ...base,
      idempotencyKey: 'slip-moved-1',
      selections: [{ ...pick, odds: pick.odds + 0.5 }],
    });
    expect(moved).toMatchObject({
      status: 409,
      info: { resultCode: 'bet_odds_changed' },
      data: { movedLegs: [0], selection: 0 },
    });
    const bad = await post(bruno, '/tickets', { ...base, idempotencyKey: 'x', selections: [pick] });
    expect(bad.info.resultCode).toBe('validation_error');
    expect(wallet.balances.get('bruno')).toBe(99_000n);
  });
  it("cashes out a player's open ticket once, and never another's", async () => {
    const carla = await launchFor(sb.app, wallet, { playerId: 'carla' });
    const eventId = (await get(carla, '/events?sport=basketball')).data.events[0].id;
    const placed = await post(carla, '/tickets', {
      idempotencyKey: 'slip-cash-1',
      stake: '2000',
      bet: { kind: 'single' },
      selections: [await homeOf(carla, eventId)],
      acceptOddsChange: 'none',
    });
    const ticketId = placed.data.ticket.id as string;
    expect(wallet.balances.get('carla')).toBe(98_000n);

    expect((await post(alice, `/tickets/${ticketId}/cash-out`, {})).info.resultCode).toBe('ticket_not_found');
    const quote = await post(carla, `/tickets/${ticketId}/cash-out`, {});
    expect(quote.status).toBe(200);
    expect(quote.data).toMatchObject({ ticketId, stake: '2000' });
    const amount = BigInt(quote.data.amount);
    // Before the match the offer is the stake's fair value less the margin: less than the stake.
    expect(amount > 0n && amount < 2000n).toBe(true);

    expect((await post(alice, `/cash-outs/${quote.data.quoteId}/accept`, {})).info.resultCode).toBe(
      'ticket_not_found',
    );
    const accepted = await post(carla, `/cash-outs/${quote.data.quoteId}/accept`, {});
    expect(accepted.data).toMatchObject({ ticketId, status: 'cashed_out', amount: amount.toString() });
    const again = await post(carla, `/cash-outs/${quote.data.quoteId}/accept`, {});
    expect(again.data).toEqual(accepted.data);
    expect(wallet.balances.get('carla')).toBe(98_000n + amount);
    expect((await post(carla, `/tickets/${ticketId}/cash-out`, {})).info.resultCode).toBe('ticket_not_open');
  });

  it('sets and removes an automatic cash-out on the player`s own ticket; the leader pays it when reached', async () => {
    const dana = await launchFor(sb.app, wallet, { playerId: 'dana' });
    const eventId = (await get(dana, '/events?sport=tennis')).data.events[0].id;
    const placed = await post(dana, '/tickets', {
      idempotencyKey: 'slip-auto-1',
      stake: '2000',
      bet: { kind: 'single' },
      selections: [await homeOf(dana, eventId)],
      acceptOddsChange: 'none',
    });
    const ticketId = placed.data.ticket.id as string;
    const url = `/sportsbook-api/api/tickets/${ticketId}/auto-cash-out`;
    const send = async (token: string, method: 'PUT' | 'DELETE', payload?: object) => {
      const response = await sb.app.inject({
        method,
        url,
        headers: { 'x-sportsbook-session': token },
        payload,
      });
      return { status: response.statusCode, ...response.json<Json>() };
    };
    expect((await send(alice, 'PUT', { amount: '1' })).info.resultCode).toBe('ticket_not_found');
    expect((await send(dana, 'PUT', { amount: '0' })).info.resultCode).toBe('validation_error');
    // Out of reach: nothing happens on the next tick; then removed, and set again within reach.
    expect((await send(dana, 'PUT', { amount: '999999' })).data).toEqual({ ticketId, amount: '999999' });
    await sb.runtime.tick();
    expect(wallet.balances.get('dana')).toBe(98_000n);
    expect((await send(dana, 'DELETE')).data).toEqual({ ticketId, amount: null });
    expect((await send(dana, 'PUT', { amount: '1' })).data).toEqual({ ticketId, amount: '1' });
    await sb.runtime.tick();
    const [ticket] = (await get(dana, '/tickets?status=settled')).data.tickets;
    expect(ticket).toMatchObject({ id: ticketId, status: 'cashed_out' });
    expect(wallet.balances.get('dana')! > 98_000n).toBe(true);
    expect((await send(dana, 'PUT', { amount: '1' })).info.resultCode).toBe('ticket_not_open');
  });
});
