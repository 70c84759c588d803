import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../config';
import { relaxedLimitsEnv } from '../../../test/accounts';
import { insertTestGame } from '../../../test/games';
import { apiHeaders, createClock, useTestApp } from '../../../test/helper';
import { login, loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../../test/players';
import {
  betBody,
  fundPlayer,
  nextId,
  openGameSession,
  useFakeProvider,
  walletCall,
  type GameSessionInfo,
} from '../../wallet/wallet-test-kit';

const env: Env = { ...relaxedLimitsEnv };
const provider = useFakeProvider(env);
const clock = createClock(new Date('2026-01-15T12:00:00Z'));
const ctx = useTestApp({ env, now: clock.now });
const day = 86_400_000;

interface HistoryAnswer {
  info: { resultCode: string };
  data: {
    rounds: {
      roundId: string;
      gameId: string;
      gameTitle: string;
      stake: string;
      win: string;
      balanceBefore: string;
      balanceAfter: string;
      status: string;
      endedAt: string | null;
    }[];
    total: number;
  };
}
interface WinnersAnswer {
  data: {
    latestWinners: {
      player: string;
      amount: string;
      currency: string;
      multiplier: string | null;
      gameTitle: string;
    }[];
    topWinners: { player: string; amount: string; currency: string }[];
  };
}

let slotId = '';
let tableId = '';
beforeAll(async () => {
  slotId = (await insertTestGame(ctx.db, { game: { title: 'Golden Slot' } })).id;
  tableId = (await insertTestGame(ctx.db, { game: { title: 'Round Table', category: 'table' } })).id;
});

/** One round as the provider plays it: a bet, then a win that closes it. Returns the round id. */
async function playRound(session: GameSessionInfo, stake: string, win: string): Promise<string> {
  const bet = betBody(session, stake);
  const placed = await walletCall(ctx.app, 'bet', bet);
  expect(placed.statusCode, placed.body).toBe(200);
  const settled = await walletCall(ctx.app, 'win', {
    playerId: session.playerId,
    transactionId: nextId('win'),
    roundId: bet.roundId,
    externalGameId: session.externalGameId,
    amount: win,
    currency: session.currency,
  });
  expect(settled.statusCode, settled.body).toBe(200);
  return bet.roundId;
}

async function history(player: TestPlayer, body: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/player/gameHistory',
    headers: playerHeaders(player),
    payload: body,
  });
  return { status: response.statusCode, body: response.json<HistoryAnswer>() };
}

describe('POST /player/gameHistory', () => {
  it("shows only the player's own rounds, newest first, in decimal amounts, within three months by default", async () => {
    const alice = await loginAsNewPlayer(ctx.app);
    const bob = await loginAsNewPlayer(ctx.app);
    await fundPlayer(ctx.db, alice.playerId, 10_000n);
    await fundPlayer(ctx.db, bob.playerId, 10_000n);
    const aliceSlot = await openGameSession(ctx.app, provider, alice, slotId);

    const old = await playRound(aliceSlot, '100', '0');
    clock.advance(100 * day);
    // Sessions of 100 days ago are long gone: a real player logs in again.
    const aliceAgain = { ...alice, ...(await loginAgain(alice)) };
    const aliceTable = await openGameSession(ctx.app, provider, aliceAgain, tableId);
    const first = await playRound(aliceTable, '250', '1000');
    clock.advance(60_000);
    const second = await playRound(aliceTable, '5', '0');
    const bobAgain = { ...bob, ...(await loginAgain(bob)) };
    await playRound(await openGameSession(ctx.app, provider, bobAgain, slotId), '700', '0');

    const mine = await history(aliceAgain);
    expect(mine.status).toBe(200);
    expect(mine.body.data.rounds.map((round) => round.roundId)).toEqual([second, first]);
    expect(mine.body.data.total).toBe(2);
    expect(mine.body.data.rounds[1]).toMatchObject({
      gameId: tableId,
      gameTitle: 'Round Table',
      stake: '2.50',
      win: '10.00',
      balanceBefore: '99.00',
      balanceAfter: '106.50',
      status: 'closed',
    });
    const all = await history(aliceAgain, { from: '2025-01-01', gameId: slotId });
    expect(all.body.data.rounds.map((round) => round.roundId)).toEqual([old]);
    const theirs = await history(bobAgain);
    expect(theirs.body.data.rounds.every((round) => round.stake === '7.00')).toBe(true);
    expect(theirs.body.data.rounds.map((round) => round.roundId)).not.toContain(first);
  });

  it('needs a player session and refuses bad filters with validation_error', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/gameHistory',
      headers: apiHeaders(),
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const player = await loginAsNewPlayer(ctx.app);
    for (const body of [{ gameId: 'nope' }, { from: '15-01-2026' }, { limit: 1000 }]) {
      const response = await history(player, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.info.resultCode).toBe('validation_error');
    }
  });
});

function loginAgain(player: TestPlayer) {
  return login(ctx.app, player.username, player.password);
}

describe('GET /casinoLatestData', () => {
  it('lists the newest wins and the biggest in EUR worth of 30 days, names masked and never e-mails', async () => {
    const euro = await loginAsNewPlayer(ctx.app);
    const krone = await loginAsNewPlayer(ctx.app, { currency: 'NOK' });
    await fundPlayer(ctx.db, euro.playerId, 100_000n);
    await fundPlayer(ctx.db, krone.playerId, 100_000n, 'NOK');
    const euroSession = await openGameSession(ctx.app, provider, euro, slotId);
    const kroneSession = await openGameSession(ctx.app, provider, krone, slotId);
    await playRound(euroSession, '1000', '50000');
    clock.advance(1000);
    // 1,000.00 NOK is worth 100 EUR: newer, but below the 500 EUR win in the top list.
    await playRound(kroneSession, '1000', '100000');

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/casinoLatestData',
      headers: apiHeaders(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { latestWinners, topWinners } = response.json<WinnersAnswer>().data;
    const masked = (name: string) => `${name.slice(0, 2)}***${name.at(-1)}`;
    expect(latestWinners[0]).toMatchObject({
      player: masked(krone.username),
      amount: '1000.00',
      currency: 'NOK',
      multiplier: '100.00',
      gameTitle: 'Golden Slot',
    });
    expect(latestWinners[1]).toMatchObject({
      player: masked(euro.username),
      amount: '500.00',
      currency: 'EUR',
    });
    expect(topWinners.slice(0, 2).map((winner) => winner.currency)).toEqual(['EUR', 'NOK']);
    for (const player of [euro, krone]) {
      expect(response.body).not.toContain(player.email);
      expect(response.body).not.toContain(player.username);
    }

    clock.advance(31 * day);
    const later = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/casinoLatestData',
      headers: apiHeaders(),
    });
    const data = later.json<WinnersAnswer>().data;
    expect(data.topWinners).toEqual([]);
    expect(data.latestWinners.length).toBeGreaterThanOrEqual(2);
  });

  it('ranks GBP wins by their EUR worth at 0.85 GBP to 1 EUR', async () => {
    const euro = await loginAsNewPlayer(ctx.app);
    const pound = await loginAsNewPlayer(ctx.app, { currency: 'GBP' });
    await fundPlayer(ctx.db, euro.playerId, 100_000n);
    await fundPlayer(ctx.db, pound.playerId, 100_000n, 'GBP');
    await playRound(await openGameSession(ctx.app, provider, euro, slotId), '1000', '50000');
    const poundSession = await openGameSession(ctx.app, provider, pound, slotId);
    // 450.00 GBP is worth 529.41 EUR, above 500 EUR; 420.00 GBP is 494.12 EUR, below it.
    await playRound(poundSession, '1000', '45000');
    await playRound(poundSession, '1000', '42000');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/casinoLatestData',
      headers: apiHeaders(),
    });
    const { topWinners } = response.json<WinnersAnswer>().data;
    expect(topWinners.map((winner) => `${winner.amount} ${winner.currency}`)).toEqual([
      '450.00 GBP',
      '500.00 EUR',
      '420.00 GBP',
    ]);
  });
});
